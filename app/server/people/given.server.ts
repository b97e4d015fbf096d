import { desc, eq } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { giftHistory } from '#app/server/db/schema.server.ts'

/**
 * What a person was given, newest first (the latest recorded first on the same day): what the finder
 * never offers again and what "last year you gave..." names. The caller has checked the person is theirs.
 */
export function giftsGivenTo(db: Database, personId: string) {
  return db
    .select({
      name: giftHistory.name,
      ideaId: giftHistory.ideaId,
      givenOn: giftHistory.givenOn,
      occasion: giftHistory.occasion,
    })
    .from(giftHistory)
    .where(eq(giftHistory.personId, personId))
    .orderBy(desc(giftHistory.givenOn), desc(giftHistory.createdAt))
}
