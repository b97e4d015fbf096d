import path from 'node:path'

/**
 * The migrated PGlite template shared by the test files of one run. Kept out of test-results/,
 * which Playwright empties when it starts.
 */
export const TEMPLATE_FILE = path.resolve('node_modules/.cache/giftwise-tests/pglite-template.tar')
