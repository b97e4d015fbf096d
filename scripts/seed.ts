// `npm run seed`: migrate and load content/ into the database (idempotent; --force reloads unchanged content).
import { parseConfig } from '#app/server/config.server.ts'
import { openDatabase } from '#app/server/db/client.server.ts'
import { seedContent } from '#app/server/db/seed.server.ts'

const config = parseConfig()
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
try {
  await database.migrate()
  const result = await seedContent(database.db, config, { force: process.argv.includes('--force') })
  console.log(
    result.skipped
      ? 'Content unchanged: nothing to seed.'
      : `Seeded ${result.guides} guides, ${result.products} curated products and ${result.catalogue} catalogue listings.`,
  )
} finally {
  await database.close()
}
