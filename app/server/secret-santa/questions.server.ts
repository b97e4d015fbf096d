import { randomInt } from 'node:crypto'

import { and, eq, isNull, sql } from 'drizzle-orm'

import { AnswerSchema, QuestionSchema } from '#app/lib/secret-santa/contract.ts'
import type { Database } from '#app/server/db/client.server.ts'
import { santaAssignments, santaGroups, santaMembers, santaQuestions, user } from '#app/server/db/schema.server.ts'
import { InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit } from '#app/server/limits/rate-limit.server.ts'

import {
  accessTo,
  assertId,
  memberOf,
  parseWith,
  refuseNonMember,
  type Actor,
} from '#app/server/secret-santa/access.server.ts'
import { answerEmail, questionEmail } from '#app/server/secret-santa/emails.server.ts'
import { SANTA_RATE_LIMITS } from '#app/server/secret-santa/limits.server.ts'
import { groupFacts, queueAll, type SantaMail } from '#app/server/secret-santa/mailing.server.ts'

export interface QuestionDeps extends SantaMail {
  db: Database
  now: () => Date
  /**
   * How long the email about a new question waits, in milliseconds: a random 10 to 60 minutes,
   * so its arrival does not point at whoever was busy on the site a moment before.
   */
  questionEmailDelay?: () => number
}

const defaultDelay = () => randomInt(10 * 60_000, 60 * 60_000 + 1)

/** Anonymous questions from a giver to their match, and the match's answers. */
export function questionOperations({ db, mail, appUrl, now, questionEmailDelay = defaultDelay }: QuestionDeps) {
  async function emailFacts(groupId: string) {
    const [group] = await db.select().from(santaGroups).where(eq(santaGroups.id, groupId))
    return groupFacts(appUrl, group!)
  }

  async function memberContact(groupId: string, userId: string) {
    const [row] = await db
      .select({ name: santaMembers.displayName, email: user.email })
      .from(santaMembers)
      .innerJoin(user, eq(user.id, santaMembers.userId))
      .where(and(eq(santaMembers.groupId, groupId), eq(santaMembers.userId, userId)))
    return row!
  }

  return {
    /**
     * A member asks the person they are buying for a question. Asking counts as having opened
     * one's match. The match is emailed later, and never learns who asked.
     */
    async ask(actor: Actor, groupId: string, input: { question: string }): Promise<void> {
      const question = parseWith(QuestionSchema, input.question)
      const access = await accessTo(db, actor, groupId)
      if (!access.isMember) await refuseNonMember(db, actor, groupId)
      await enforceRateLimit(
        db,
        SANTA_RATE_LIMITS.questionsPerMember,
        `${groupId}:${actor.id}`,
        'You have asked a lot of questions in the last hour. Please try again later.',
      )
      const asked = await db.transaction(async (tx) => {
        const [group] = await tx
          .select({ id: santaGroups.id })
          .from(santaGroups)
          .where(and(eq(santaGroups.id, groupId), memberOf(actor.id, santaGroups.id)))
          .for('share')
        if (!group) return null
        const [assignment] = await tx
          .update(santaAssignments)
          .set({ openedAt: sql`coalesce(${santaAssignments.openedAt}, now())` })
          .where(and(eq(santaAssignments.groupId, group.id), eq(santaAssignments.giverId, actor.id)))
          .returning({ receiverId: santaAssignments.receiverId })
        if (!assignment) throw new InvalidError('Names have not been drawn yet.')
        await tx
          .insert(santaQuestions)
          .values({ groupId: group.id, askerId: actor.id, receiverId: assignment.receiverId, question })
        return assignment
      })
      if (!asked) return refuseNonMember(db, actor, groupId)
      const receiver = await memberContact(groupId, asked.receiverId)
      const notBefore = new Date(now().getTime() + questionEmailDelay())
      await queueAll(
        { mail, appUrl },
        [questionEmail({ ...(await emailFacts(groupId)), to: receiver.email, receiverName: receiver.name, question })],
        { notBefore },
      )
    },

    /** The member a question was put to answers it, once; the asker gets the answer by email. */
    async answer(actor: Actor, groupId: string, input: { questionId: string; answer: string }): Promise<void> {
      const answer = parseWith(AnswerSchema, input.answer)
      assertId(groupId)
      assertId(input.questionId, 'Question')
      const [answered] = await db
        .update(santaQuestions)
        .set({ answer, answeredAt: sql`now()` })
        .where(
          and(
            eq(santaQuestions.id, input.questionId),
            eq(santaQuestions.groupId, groupId),
            eq(santaQuestions.receiverId, actor.id),
            isNull(santaQuestions.answer),
          ),
        )
        .returning({ askerId: santaQuestions.askerId, question: santaQuestions.question })
      if (!answered) {
        const [own] = await db
          .select({ id: santaQuestions.id })
          .from(santaQuestions)
          .where(
            and(
              eq(santaQuestions.id, input.questionId),
              eq(santaQuestions.groupId, groupId),
              eq(santaQuestions.receiverId, actor.id),
            ),
          )
        if (own) throw new InvalidError('You have already answered this question.')
        // Someone else's question does not exist for the actor, whoever they are.
        throw new NotFoundError('Question not found')
      }
      const [asker, match] = await Promise.all([
        memberContact(groupId, answered.askerId),
        memberContact(groupId, actor.id),
      ])
      await queueAll({ mail, appUrl }, [
        answerEmail({
          ...(await emailFacts(groupId)),
          to: asker.email,
          matchName: match.name,
          question: answered.question,
          answer,
        }),
      ])
    },
  }
}
