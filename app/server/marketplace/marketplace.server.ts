import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'

import { createCatalogueMarketplace } from '#app/server/marketplace/catalogue.server.ts'
import { createEbayMarketplace } from '#app/server/marketplace/ebay/client.server.ts'
import type { Marketplace } from '#app/server/marketplace/port.server.ts'

/** The eBay Browse API when both eBay keys are configured, otherwise the built-in catalogue. */
export function createMarketplace(config: AppConfig, db: Database): Marketplace {
  if (config.EBAY_CLIENT_ID && config.EBAY_CLIENT_SECRET) return createEbayMarketplace(config)
  return createCatalogueMarketplace(db, config)
}
