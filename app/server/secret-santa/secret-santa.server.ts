import type { AppConfig } from '#app/server/config.server.ts'
import type { Database } from '#app/server/db/client.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'

import { cryptoRandom, type RandomSource } from '#app/server/secret-santa/draw.server.ts'
import { drawingOperations } from '#app/server/secret-santa/drawing.server.ts'
import { groupOperations } from '#app/server/secret-santa/groups.server.ts'
import { membershipOperations } from '#app/server/secret-santa/membership.server.ts'
import { pageOperations } from '#app/server/secret-santa/page.server.ts'
import { questionOperations } from '#app/server/secret-santa/questions.server.ts'

export type { Actor } from '#app/server/secret-santa/access.server.ts'

export interface SecretSantaDeps {
  db: Database
  mail: Pick<MailOutbox, 'enqueue'>
  config: Pick<AppConfig, 'APP_URL'>
  /** Randomness for draws: node:crypto unless a test hands in a seeded source. */
  random?: () => RandomSource
  /** The clock, for exchange dates and delayed question emails (tests may fix it). */
  now?: () => Date
  /** Delay of the email about a new question, in milliseconds (random 10 to 60 minutes by default). */
  questionEmailDelay?: () => number
}

/**
 * The Secret Santa feature's service: groups, invitations and members, exclusions, the draw,
 * matches and anonymous questions. Every operation takes the acting user and checks their
 * standing in the group inside the queries it runs (docs/features/secret-santa.md has the table).
 */
export function createSecretSantaService(deps: SecretSantaDeps) {
  const { db, mail } = deps
  const appUrl = deps.config.APP_URL
  const now = deps.now ?? (() => new Date())
  const random = deps.random ?? cryptoRandom
  const groups = groupOperations({ db, mail, appUrl, now })
  const membership = membershipOperations({ db, mail, appUrl })
  const drawing = drawingOperations({ db, mail, appUrl, random })
  const questions = questionOperations({ db, mail, appUrl, now, questionEmailDelay: deps.questionEmailDelay })
  const pages = pageOperations({ db, drawCheck: drawing.drawCheck })

  return {
    home: groups.home,
    create: groups.create,
    repeat: groups.repeat,
    updateDetails: groups.updateDetails,
    updateSettings: groups.updateSettings,
    deleteGroup: groups.delete,
    page: pages.page,
    invite: membership.invite,
    cancelInvitation: membership.cancelInvitation,
    removeMember: membership.removeMember,
    joinView: membership.joinView,
    join: membership.join,
    decline: membership.decline,
    linkWishlist: membership.linkWishlist,
    addExclusion: drawing.addExclusion,
    removeExclusion: drawing.removeExclusion,
    allowLastYear: drawing.allowLastYear,
    draw: drawing.draw,
    redraw: drawing.redraw,
    reveal: drawing.reveal,
    ask: questions.ask,
    answer: questions.answer,
  }
}

export type SecretSantaService = ReturnType<typeof createSecretSantaService>
