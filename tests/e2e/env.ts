import { tmpdir } from 'node:os'
import path from 'node:path'

/** Ports and addresses shared by the Playwright config, its global setup and the specs. */
const port = Number(process.env.E2E_PORT ?? 3300)

export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  // Outside test-results/, which Playwright empties when a run starts.
  dataDir: path.join(tmpdir(), `giftwise-e2e-data-${port}`),
  smtpPort: port + 25,
  mailApiPort: port + 26,
  /** The fixture shop 'Add by link' reads (tests/fixtures/product-page-server.ts), named in URL_FETCH_ALLOW_HOSTS. */
  shopPort: port + 27,
  /** The fake eBay Browse API (tests/fakes/ebay.ts), started by the specs that search eBay. */
  ebayApiPort: port + 28,
  /** A second server of the same build with eBay keys set, searching the fake eBay instead of the catalogue. */
  ebayAppPort: port + 29,
  ebayBaseUrl: `http://localhost:${port + 29}`,
  ebayDataDir: path.join(tmpdir(), `giftwise-e2e-ebay-data-${port}`),
  contactEmail: 'contact@giftwise.test',
}

/** The eBay keyset the eBay-backed server is given, and the fake eBay accepts. */
export const FAKE_EBAY_CLIENT_ID = 'Giftwise-E2E-PRD-0123456789-abcdef01'
export const FAKE_EBAY_CLIENT_SECRET = 'PRD-e2e0123456ab-cdef-0123-4567-89ab'
