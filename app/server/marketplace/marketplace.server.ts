import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'

import { createCatalogueMarketplace } from '#app/server/marketplace/catalogue.server.ts'
import { createEbayMarketplace } from '#app/server/marketplace/ebay/client.server.ts'
import { createMeteredMarketplace } from '#app/server/marketplace/metered.server.ts'
import type { Marketplace } from '#app/server/marketplace/port.server.ts'

/**
 * The eBay Browse API when both eBay keys are configured, behind the meter that counts its calls
 * per visitor and per day (with the built-in catalogue past the day's budget); otherwise the
 * built-in catalogue.
 */
export function createMarketplace(config: AppConfig, db: Database): Marketplace {
  const catalogue = createCatalogueMarketplace(db, config)
  if (!config.EBAY_CLIENT_ID || !config.EBAY_CLIENT_SECRET) return catalogue
  return createMeteredMarketplace({
    db,
    ebay: createEbayMarketplace(config),
    catalogue,
    dailyBudget: config.EBAY_DAILY_CALL_BUDGET,
  })
}
