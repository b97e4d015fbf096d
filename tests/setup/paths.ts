import path from 'node:path'

/** The migrated PGlite template shared by the test files of one run. */
export const TEMPLATE_FILE = path.resolve('test-results/pglite-template.tar')
