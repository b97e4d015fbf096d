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
  contactEmail: 'contact@giftwise.test',
}
