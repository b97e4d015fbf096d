import type { AppConfig } from '../config.server'
import type { Database } from '../db/client.server'

import { createCatalogueMarketplace } from './catalogue.server'
import { createEbayMarketplace } from './ebay/client.server'
import type { Marketplace } from './port.server'

/** The eBay Browse API when both eBay keys are configured, otherwise the built-in catalogue (design section 4). */
export function createMarketplace(config: AppConfig, db: Database): Marketplace {
  if (config.EBAY_CLIENT_ID && config.EBAY_CLIENT_SECRET) return createEbayMarketplace(config)
  return createCatalogueMarketplace(db, config)
}
