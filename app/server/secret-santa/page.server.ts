import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'

import { formatDate, formatGBP } from '#app/lib/format.ts'
import type {
  SantaGroupPage,
  SantaMemberPanel,
  SantaOrganiserPanel,
  SantaQuestionView,
} from '#app/lib/secret-santa/contract.ts'
import type { Database } from '#app/server/db/client.server.ts'
import {
  santaAssignments,
  santaExclusions,
  santaGroups,
  santaInvitations,
  santaMembers,
  santaQuestions,
  wishlistItems,
  wishlists,
} from '#app/server/db/schema.server.ts'

import { accessTo, accountName, type Actor } from '#app/server/secret-santa/access.server.ts'

type Group = typeof santaGroups.$inferSelect
type Member = { userId: string; displayName: string; wishlistId: string | null }

const byName = (a: { displayName: string; userId: string }, b: { displayName: string; userId: string }) =>
  a.displayName.localeCompare(b.displayName, 'en-GB') || (a.userId < b.userId ? -1 : 1)

/**
 * A group's page, built for one viewer. Each part is read for that viewer only: a member's part
 * holds their own match and nothing about anyone else's; the organiser's part holds who joined
 * and who opened their match, and the pairs only for an organiser who is not taking part and
 * chose to see them. Nothing says who asked a question.
 */
export function pageOperations({
  db,
  drawCheck,
}: {
  db: Database
  drawCheck: (groupId: string) => Promise<Exclude<SantaOrganiserPanel['drawCheck'], { state: 'drawn' }>>
}) {
  async function memberPanel(actor: Actor, group: Group, members: Member[]): Promise<SantaMemberPanel> {
    const me = members.find((member) => member.userId === actor.id)!
    const [ownLists, [assignment], questionsForYou] = await Promise.all([
      db
        .select({ id: wishlists.id, name: wishlists.name })
        .from(wishlists)
        .where(and(eq(wishlists.userId, actor.id), eq(wishlists.kind, 'me')))
        .orderBy(desc(wishlists.createdAt), desc(wishlists.id)),
      db
        .select({ receiverId: santaAssignments.receiverId, openedAt: santaAssignments.openedAt })
        .from(santaAssignments)
        .where(and(eq(santaAssignments.groupId, group.id), eq(santaAssignments.giverId, actor.id))),
      questionsTo(group.id, actor.id),
    ])
    let match: SantaMemberPanel['match'] = { state: 'waiting' }
    if (assignment && !assignment.openedAt) match = { state: 'hidden' }
    if (assignment?.openedAt) {
      const receiver = members.find((member) => member.userId === assignment.receiverId)!
      const [wishlist, questions] = await Promise.all([
        linkedWishlist(receiver),
        questionsAskedBy(group.id, actor.id, receiver.userId),
      ])
      match = { state: 'revealed', match: { name: receiver.displayName, wishlist, questions } }
    }
    return {
      displayName: me.displayName,
      wishlists: ownLists,
      linkedWishlistId: me.wishlistId,
      match,
      questionsForYou,
    }
  }

  /** The list a member linked for their Secret Santa: only ever one of their own lists for themselves. */
  async function linkedWishlist(member: Member) {
    if (!member.wishlistId) return null
    const [list] = await db
      .select({ id: wishlists.id, name: wishlists.name })
      .from(wishlists)
      .where(and(eq(wishlists.id, member.wishlistId), eq(wishlists.userId, member.userId), eq(wishlists.kind, 'me')))
    if (!list) return null
    const items = await db
      .select({
        id: wishlistItems.id,
        name: wishlistItems.productName,
        image: wishlistItems.productImage,
        price: wishlistItems.productPrice,
        url: wishlistItems.productUrl,
      })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, list.id))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    return {
      name: list.name,
      items: items.map((item) => ({ ...item, price: item.price === null ? null : formatGBP(item.price) })),
    }
  }

  /** Questions put to `receiverId`, oldest first: the text and the answer, never the asker or the time. */
  async function questionsTo(groupId: string, receiverId: string): Promise<SantaQuestionView[]> {
    return db
      .select({ id: santaQuestions.id, question: santaQuestions.question, answer: santaQuestions.answer })
      .from(santaQuestions)
      .where(and(eq(santaQuestions.groupId, groupId), eq(santaQuestions.receiverId, receiverId)))
      .orderBy(asc(santaQuestions.createdAt), asc(santaQuestions.id))
  }

  async function questionsAskedBy(groupId: string, askerId: string, receiverId: string): Promise<SantaQuestionView[]> {
    return db
      .select({ id: santaQuestions.id, question: santaQuestions.question, answer: santaQuestions.answer })
      .from(santaQuestions)
      .where(
        and(
          eq(santaQuestions.groupId, groupId),
          eq(santaQuestions.askerId, askerId),
          eq(santaQuestions.receiverId, receiverId),
        ),
      )
      .orderBy(asc(santaQuestions.createdAt), asc(santaQuestions.id))
  }

  async function organiserPanel(actor: Actor, group: Group, members: Member[]): Promise<SantaOrganiserPanel> {
    const isMember = members.some((member) => member.userId === actor.id)
    const [assignments, invitations, exclusions] = await Promise.all([
      db
        .select({
          giverId: santaAssignments.giverId,
          receiverId: santaAssignments.receiverId,
          opened: sql<boolean>`${santaAssignments.openedAt} is not null`,
        })
        .from(santaAssignments)
        .where(eq(santaAssignments.groupId, group.id)),
      db
        .select({ id: santaInvitations.id, email: santaInvitations.email, status: santaInvitations.status })
        .from(santaInvitations)
        .where(and(eq(santaInvitations.groupId, group.id), inArray(santaInvitations.status, ['pending', 'declined'])))
        .orderBy(asc(santaInvitations.createdAt), asc(santaInvitations.id)),
      db
        .select({
          giverId: santaExclusions.giverId,
          receiverId: santaExclusions.receiverId,
          kind: santaExclusions.kind,
        })
        .from(santaExclusions)
        .where(eq(santaExclusions.groupId, group.id)),
    ])
    const opened = new Set(assignments.filter((row) => row.opened).map((row) => row.giverId))
    const nameOf = new Map(members.map((member) => [member.userId, member.displayName]))
    const pairs = new Map<string, SantaOrganiserPanel['exclusions'][number]>()
    for (const row of exclusions) {
      if (row.kind !== 'organiser' || !nameOf.has(row.giverId) || !nameOf.has(row.receiverId)) continue
      // Each pair once, its names in alphabetical order.
      const [firstId, secondId] = [row.giverId, row.receiverId].sort(
        (a, b) => nameOf.get(a)!.localeCompare(nameOf.get(b)!, 'en-GB') || (a < b ? -1 : 1),
      ) as [string, string]
      pairs.set(`${firstId}:${secondId}`, {
        firstId,
        secondId,
        firstName: nameOf.get(firstId)!,
        secondName: nameOf.get(secondId)!,
      })
    }
    const drawn = group.drawnAt !== null
    // Seeing the pairs is for an organiser outside the draw who chose to, and told the members.
    const showPairs = drawn && group.organiserSeesPairs && !group.organiserTakesPart && !isMember
    return {
      members: members.map((member) => ({
        userId: member.userId,
        name: member.displayName,
        isOrganiser: member.userId === group.organiserId,
        opened: opened.has(member.userId),
      })),
      invitations: invitations.map(({ id, email, status }) => ({
        id,
        email,
        status: status as 'pending' | 'declined',
      })),
      exclusions: [...pairs.values()].sort(
        (a, b) => a.firstName.localeCompare(b.firstName, 'en-GB') || a.secondName.localeCompare(b.secondName, 'en-GB'),
      ),
      lastYearPairs: exclusions.filter((row) => row.kind === 'last-year').length,
      drawCheck: drawn ? { state: 'drawn' } : await drawCheck(group.id),
      canRedraw: drawn && opened.size === 0,
      pairs: showPairs
        ? assignments
            .map((row) => ({ giver: nameOf.get(row.giverId)!, receiver: nameOf.get(row.receiverId)! }))
            .sort((a, b) => a.giver.localeCompare(b.giver, 'en-GB'))
        : null,
    }
  }

  return {
    /** A group's page for the organiser or a member; NotFound for anyone else. */
    async page(actor: Actor, groupId: string): Promise<SantaGroupPage> {
      const access = await accessTo(db, actor, groupId)
      const [[group], members, [pending]] = await Promise.all([
        db.select().from(santaGroups).where(eq(santaGroups.id, groupId)),
        db
          .select({
            userId: santaMembers.userId,
            displayName: santaMembers.displayName,
            wishlistId: santaMembers.wishlistId,
          })
          .from(santaMembers)
          .where(eq(santaMembers.groupId, groupId)),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(santaInvitations)
          .where(and(eq(santaInvitations.groupId, groupId), eq(santaInvitations.status, 'pending'))),
      ])
      members.sort(byName)
      const organiserMember = members.find((member) => member.userId === group!.organiserId)
      const organiserName = organiserMember?.displayName ?? (await accountName(db, group!.organiserId))
      return {
        group: {
          id: group!.id,
          name: group!.name,
          exchangeDate: formatDate(group!.exchangeDate),
          exchangeDateValue: group!.exchangeDate,
          budget: formatGBP(group!.budget),
          budgetValue: String(group!.budget),
          message: group!.message,
          organiserName,
          organiserTakesPart: group!.organiserTakesPart,
          organiserSeesPairs: group!.organiserSeesPairs,
          drawn: group!.drawnAt !== null,
          drawnAgain: group!.drawnAt !== null && group!.drawCount > 1,
        },
        members: members.map((member) => ({
          name: member.displayName,
          isOrganiser: member.userId === group!.organiserId,
        })),
        pendingInvitations: Number(pending?.count ?? 0),
        me: access.isMember ? await memberPanel(actor, group!, members) : null,
        organiser: access.isOrganiser ? await organiserPanel(actor, group!, members) : null,
      }
    },
  }
}
