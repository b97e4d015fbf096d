import { createHash, randomBytes } from 'node:crypto'

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'

import type { Database } from '#app/server/db/client.server.ts'
import { queryRow, queryRows } from '#app/server/db/rows.server.ts'
import { profiles, user, wishlistClaims, wishlistItems, wishlists } from '#app/server/db/schema.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/server/domain-errors.server.ts'
import { enforceRateLimit, RATE_LIMITS, tryAgainIn } from '#app/server/limits/rate-limit.server.ts'
import type { MailOutbox } from '#app/server/mail/outbox.server.ts'

import { assertId, visibleTo, type Actor } from '#app/server/wishlist/access.server.ts'
import {
  claimAlreadyEmail,
  claimConfirmationEmail,
  ownListClaimEmail,
} from '#app/server/wishlist/claim-emails.server.ts'
import type { GiftEvent, GiftEvents } from '#app/server/wishlist/gift-events.server.ts'
import type { SharingOperations } from '#app/server/wishlist/sharing.server.ts'
import { ClaimerSchema, type GiverClaimView, type RevealedClaimView } from '#app/lib/wishlist/contract.ts'
import { displayName, WISHLIST_MESSAGES } from '#app/lib/wishlist/wishlist.ts'

/*
 * Claims on lists people made for themselves ('me' lists). A giver says "I'll get this": signed in,
 * at once; without an account, by a link emailed to the address they give (a pending claim takes
 * nothing until it is confirmed, so claims cannot be faked in bulk). The owner is never told: no
 * function here answers the owner, and the owner's views never read this table (until, after the
 * occasion, they choose to reveal).
 *
 * Over-claiming: every claim that takes units locks its item row (SELECT … FOR UPDATE) in a
 * transaction, then counts the confirmed claims in a later statement (which, under READ COMMITTED,
 * sees the claims committed while it waited) and only then writes. Two givers claiming the last
 * unit at once leave exactly one claim.
 */

/** How long the confirm link of a claim made without an account works. */
export const CLAIM_CONFIRM_HOURS = 48

const hash = (token: string) => createHash('sha256').update(token).digest('base64url')
const newToken = () => randomBytes(32).toString('base64url')

/** How the claimer reached the list: as a collaborator on /wishlist, or through its share link. */
export type ClaimAccess = { via: 'member'; wishlistId: string } | { via: 'share'; token: string }

/** A signed-in giver: id, address and the name the claim goes under. */
export interface Giver extends Actor {
  name?: string | null
}

export interface ClaimDeps {
  db: Database
  mail: Pick<MailOutbox, 'enqueue'>
  appUrl: string
  events: GiftEvents
  sharing: SharingOperations
}

interface LockedItem {
  id: string
  quantity: number
  product_name: string
  product_price: string | number | null
  product_currency: string
  product_url: string | null
  wishlist_id: string
  list_name: string
  owner_id: string
  occasion_date: string | null
}

export function claimOperations({ db, mail, appUrl, events, sharing }: ClaimDeps) {
  /** SQL: the list `w` is reachable by this access (and the actor, for members). */
  function reach(access: ClaimAccess, actorId: string | null): SQL {
    if (access.via === 'share') return sharing.sharedBy(access.token, sql`w.id`)
    return sql`w.id = ${access.wishlistId} and ${actorId ? visibleTo(actorId, sql`i.wishlist_id`) : sql`false`}`
  }

  /** The item of a 'me' list this access reaches, locked for the rest of the transaction. */
  function lockItem(tx: Pick<Database, 'execute'>, itemId: string, where: SQL) {
    return queryRow<LockedItem>(
      tx,
      sql`
      select i.id, i.quantity, i.product_name, i.product_price, i.product_currency, i.product_url,
             w.id as wishlist_id, w.name as list_name, w.user_id as owner_id, w.occasion_date::text as occasion_date
      from ${wishlistItems} i join ${wishlists} w on w.id = i.wishlist_id
      where i.id = ${itemId} and w.kind = 'me' and ${where}
      for update of i`,
    )
  }

  /** Units of an item confirmed by others than `email`. */
  async function takenByOthers(tx: Pick<Database, 'execute'>, itemId: string, email: string): Promise<number> {
    const row = await queryRow<{ taken: number }>(
      tx,
      sql`select coalesce(sum(quantity), 0)::int as taken from ${wishlistClaims}
          where item_id = ${itemId} and status = 'confirmed' and claimer_email <> ${email}`,
    )
    return Number(row?.taken ?? 0)
  }

  function refuseOver(quantity: number, remaining: number): void {
    if (quantity <= remaining) return
    throw new InvalidError(
      remaining <= 0
        ? WISHLIST_MESSAGES.nothingLeft
        : `Only ${remaining} ${remaining === 1 ? 'is' : 'are'} still wanted. Please claim ${remaining} or fewer.`,
    )
  }

  function giftEvent(
    type: GiftEvent['type'],
    item: LockedItem,
    claim: { quantity: number; at: Date; userId: string | null; name: string; email: string },
  ): GiftEvent {
    return {
      type,
      at: claim.at,
      wishlist: {
        id: item.wishlist_id,
        name: item.list_name,
        kind: 'me',
        ownerId: item.owner_id,
        occasionDate: item.occasion_date,
      },
      item: {
        id: item.id,
        name: item.product_name,
        price: item.product_price === null ? null : Number(item.product_price),
        currency: item.product_currency,
        link: item.product_url,
      },
      quantity: claim.quantity,
      giver: { userId: claim.userId, name: claim.name, email: claim.email },
    }
  }

  /** The list and item a claim belongs to, for the gift event of an undo. */
  async function itemOfClaim(itemId: string) {
    return queryRow<LockedItem>(
      db,
      sql`
      select i.id, i.quantity, i.product_name, i.product_price, i.product_currency, i.product_url,
             w.id as wishlist_id, w.name as list_name, w.user_id as owner_id, w.occasion_date::text as occasion_date
      from ${wishlistItems} i join ${wishlists} w on w.id = i.wishlist_id where i.id = ${itemId}`,
    )
  }

  /** The name a signed-in giver's claim goes under: their display name now, as the owner would see it revealed. */
  async function giverName(giver: Giver): Promise<string> {
    const [row] = await db
      .select({ profileName: profiles.name, name: user.name })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, giver.id))
    return displayName(row?.profileName?.trim() || row?.name || giver.name)
  }

  const linkTo = (path: string, token: string) => {
    const url = new URL(path, appUrl)
    url.searchParams.set('token', token)
    return url.toString()
  }

  return {
    /**
     * A signed-in giver claims `quantity` units of an item on a 'me' list they reach (as a
     * collaborator, or through the share link), at once. Claiming again changes the quantity.
     * The owner is refused.
     */
    async claimAsUser(
      giver: Giver,
      access: ClaimAccess,
      input: { itemId: string; quantity: number },
    ): Promise<{ claimId: string }> {
      assertId(input.itemId, 'Item')
      if (access.via === 'member') assertId(access.wishlistId)
      const name = await giverName(giver)
      const email = giver.email.toLowerCase()
      const outcome = await db.transaction(async (tx) => {
        const item = await lockItem(tx, input.itemId, reach(access, giver.id))
        if (!item) throw new NotFoundError('Item not found')
        if (item.owner_id === giver.id) throw new ForbiddenError(WISHLIST_MESSAGES.ownListClaim)
        refuseOver(input.quantity, item.quantity - (await takenByOthers(tx, item.id, email)))
        const claim = await queryRow<{ id: string; confirmed_at: string | Date }>(
          tx,
          sql`
          insert into ${wishlistClaims}
            (item_id, wishlist_id, quantity, status, claimer_user_id, claimer_name, claimer_email, confirmed_at)
          values (${item.id}, ${item.wishlist_id}, ${input.quantity}, 'confirmed', ${giver.id}, ${name}, ${email}, now())
          on conflict (item_id, claimer_email) do update set
            quantity = excluded.quantity, status = 'confirmed', claimer_user_id = excluded.claimer_user_id,
            claimer_name = excluded.claimer_name, confirmed_at = now(),
            confirm_token_hash = null, confirm_expires_at = null
          returning id, confirmed_at`,
        )
        return { item, claim: claim! }
      })
      await events.emit(
        giftEvent('claimed', outcome.item, {
          quantity: input.quantity,
          at: new Date(outcome.claim.confirmed_at),
          userId: giver.id,
          name,
          email,
        }),
      )
      return { claimId: outcome.claim.id }
    },

    /** A signed-in giver takes back their own claim. */
    async unclaim(giver: Actor, access: ClaimAccess, claimId: string): Promise<void> {
      assertId(claimId, 'Claim')
      if (access.via === 'member') assertId(access.wishlistId)
      const removed = await queryRow<{
        item_id: string
        quantity: number
        claimer_name: string
        claimer_email: string
        status: string
      }>(
        db,
        sql`
        delete from ${wishlistClaims} c
        using ${wishlistItems} i, ${wishlists} w
        where c.id = ${claimId} and c.claimer_user_id = ${giver.id}
          and i.id = c.item_id and w.id = i.wishlist_id and ${reach(access, giver.id)}
        returning c.item_id, c.quantity, c.claimer_name, c.claimer_email, c.status`,
      )
      if (!removed) throw new NotFoundError('Claim not found')
      if (removed.status !== 'confirmed') return
      const item = await itemOfClaim(removed.item_id)
      if (item) {
        await events.emit(
          giftEvent('claim-undone', item, {
            quantity: removed.quantity,
            at: new Date(),
            userId: giver.id,
            name: removed.claimer_name,
            email: removed.claimer_email,
          }),
        )
      }
    },

    /**
     * A visitor without an account asks to claim through the share link: the claim waits, taking
     * nothing, until the link emailed to them is followed. The answer is the same whatever the
     * address (already claimed, the owner's own, new), so nothing is learnt from it.
     */
    async requestClaim(
      requester: { ip: string },
      token: string,
      input: { itemId: string; quantity: number; name?: string; email?: string },
    ): Promise<void> {
      const parsed = ClaimerSchema.safeParse({ name: input.name ?? '', email: input.email ?? '' })
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {}
        for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message
        throw new InvalidError(parsed.error.issues[0]!.message, fieldErrors)
      }
      const { name, email } = parsed.data
      assertId(input.itemId, 'Item')
      const item = await queryRow<LockedItem & { owner_email: string; owner_name: string | null }>(
        db,
        sql`
        select i.id, i.quantity, i.product_name, w.id as wishlist_id, w.name as list_name, w.user_id as owner_id,
               u.email as owner_email, coalesce(nullif(trim(p.name), ''), nullif(trim(u.name), '')) as owner_name
        from ${wishlistItems} i join ${wishlists} w on w.id = i.wishlist_id
        join ${user} u on u.id = w.user_id left join ${profiles} p on p.user_id = w.user_id
        where i.id = ${input.itemId} and w.kind = 'me' and ${sharing.sharedBy(token, sql`w.id`)}`,
      )
      if (!item) throw new NotFoundError('Item not found')
      refuseOver(input.quantity, item.quantity)

      const tooMany = (seconds: number) => `Too many claims from your connection. ${tryAgainIn(seconds)}`
      await enforceRateLimit(db, RATE_LIMITS.claimPerIp, requester.ip, tooMany)
      await enforceRateLimit(db, RATE_LIMITS.claimPerEmail, email, tooMany)

      const mailBase = {
        to: email,
        appUrl,
        itemName: item.product_name,
        listName: item.list_name,
        ownerName: displayName(item.owner_name),
      }
      if (email === item.owner_email.toLowerCase()) {
        await mail.enqueue(ownListClaimEmail({ to: email, appUrl, listName: item.list_name }))
        return
      }
      const confirmToken = newToken()
      const undoToken = newToken()
      const expires = new Date(Date.now() + CLAIM_CONFIRM_HOURS * 3600_000)
      // A pending claim is replaced (new links); a confirmed one only gets a fresh undo link.
      const pending = await queryRow<{ id: string }>(
        db,
        sql`
        insert into ${wishlistClaims}
          (item_id, wishlist_id, quantity, status, claimer_name, claimer_email, confirm_token_hash, undo_token_hash, confirm_expires_at)
        values (${item.id}, ${item.wishlist_id}, ${input.quantity}, 'pending', ${name}, ${email},
                ${hash(confirmToken)}, ${hash(undoToken)}, ${expires})
        on conflict (item_id, claimer_email) do update set
          quantity = excluded.quantity, claimer_name = excluded.claimer_name,
          confirm_token_hash = excluded.confirm_token_hash, undo_token_hash = excluded.undo_token_hash,
          confirm_expires_at = excluded.confirm_expires_at
        where ${wishlistClaims}.status = 'pending'
        returning id`,
      )
      if (pending) {
        await mail.enqueue(
          claimConfirmationEmail({
            ...mailBase,
            quantity: input.quantity,
            confirmUrl: linkTo('/shared/claims/confirm', confirmToken),
            undoUrl: linkTo('/shared/claims/undo', undoToken),
          }),
        )
        return
      }
      await db
        .update(wishlistClaims)
        .set({ undoTokenHash: hash(undoToken) })
        .where(and(eq(wishlistClaims.itemId, item.id), eq(wishlistClaims.claimerEmail, email)))
      await mail.enqueue(claimAlreadyEmail({ ...mailBase, undoUrl: linkTo('/shared/claims/undo', undoToken) }))
    },

    /** What a confirm link would do, without doing it (the page mail scanners may fetch). */
    async checkConfirmToken(token: string): Promise<'pending' | 'confirmed' | 'invalid'> {
      const [claim] = await db
        .select({ status: wishlistClaims.status, expires: wishlistClaims.confirmExpiresAt })
        .from(wishlistClaims)
        .where(eq(wishlistClaims.confirmTokenHash, hash(token)))
      if (!claim) return 'invalid'
      if (claim.status === 'confirmed') return 'confirmed'
      return claim.expires && claim.expires > new Date() ? 'pending' : 'invalid'
    },

    /**
     * Confirms a claim made without an account, if the units it asks for are still wanted:
     * 'taken' when others got there first. Confirming twice is harmless.
     */
    async confirmClaim(token: string): Promise<'confirmed' | 'taken' | 'invalid'> {
      const tokenHash = hash(token)
      const [found] = await db
        .select({ itemId: wishlistClaims.itemId })
        .from(wishlistClaims)
        .where(eq(wishlistClaims.confirmTokenHash, tokenHash))
      if (!found) return 'invalid'
      const outcome = await db.transaction(async (tx) => {
        // The item first, as every claim does, then the claim itself.
        const item = await lockItem(tx, found.itemId, sql`true`)
        if (!item) return { state: 'invalid' as const }
        const claim = await queryRow<{
          id: string
          status: string
          quantity: number
          claimer_email: string
          claimer_name: string
          confirm_expires_at: string | Date | null
        }>(
          tx,
          sql`select id, status, quantity, claimer_email, claimer_name, confirm_expires_at from ${wishlistClaims}
              where confirm_token_hash = ${tokenHash} and item_id = ${item.id} for update`,
        )
        if (!claim) return { state: 'invalid' as const }
        if (claim.status === 'confirmed') return { state: 'confirmed' as const }
        if (!claim.confirm_expires_at || new Date(claim.confirm_expires_at) <= new Date()) {
          return { state: 'invalid' as const }
        }
        const remaining = item.quantity - (await takenByOthers(tx, item.id, claim.claimer_email))
        if (claim.quantity > remaining) return { state: 'taken' as const }
        const updated = await queryRow<{ confirmed_at: string | Date }>(
          tx,
          sql`update ${wishlistClaims} set status = 'confirmed', confirmed_at = now() where id = ${claim.id} returning confirmed_at`,
        )
        return {
          state: 'confirmed' as const,
          event: giftEvent('claimed', item, {
            quantity: claim.quantity,
            at: new Date(updated!.confirmed_at),
            userId: null,
            name: claim.claimer_name,
            email: claim.claimer_email,
          }),
        }
      })
      if ('event' in outcome && outcome.event) await events.emit(outcome.event)
      return outcome.state
    },

    /** Whether an undo link still names a claim (the GET page shows the button). */
    async checkUndoToken(token: string): Promise<'active' | 'invalid'> {
      const [claim] = await db
        .select({ id: wishlistClaims.id })
        .from(wishlistClaims)
        .where(eq(wishlistClaims.undoTokenHash, hash(token)))
      return claim ? 'active' : 'invalid'
    },

    /** Takes back the claim an emailed undo link names, pending or confirmed. */
    async undoByToken(token: string): Promise<'undone' | 'invalid'> {
      const [removed] = await db
        .delete(wishlistClaims)
        .where(eq(wishlistClaims.undoTokenHash, hash(token)))
        .returning({
          itemId: wishlistClaims.itemId,
          status: wishlistClaims.status,
          quantity: wishlistClaims.quantity,
          name: wishlistClaims.claimerName,
          email: wishlistClaims.claimerEmail,
        })
      if (!removed) return 'invalid'
      if (removed.status === 'confirmed') {
        const item = await itemOfClaim(removed.itemId)
        if (item) {
          await events.emit(
            giftEvent('claim-undone', item, {
              quantity: removed.quantity,
              at: new Date(),
              userId: null,
              name: removed.name,
              email: removed.email,
            }),
          )
        }
      }
      return 'undone'
    },

    /**
     * How each item of a 'me' list stands for a giver: units still wanted, and the giver's own claim
     * (matched by account, or by the address a claim without an account was made with). Callers
     * never ask this for the list's owner.
     */
    async giverClaims(
      giver: { id: string; email: string } | null,
      itemIds: readonly string[],
    ): Promise<Map<string, GiverClaimView>> {
      const views = new Map<string, GiverClaimView>()
      if (!itemIds.length) return views
      const rows = await queryRows<{
        item_id: string
        quantity: number
        taken: number
        mine_id: string | null
        mine_quantity: number | null
        mine_status: string | null
      }>(
        db,
        sql`
        select i.id as item_id, i.quantity,
               coalesce((select sum(c.quantity) from ${wishlistClaims} c where c.item_id = i.id and c.status = 'confirmed'), 0)::int as taken,
               m.id as mine_id, m.quantity as mine_quantity, m.status as mine_status
        from ${wishlistItems} i
        left join lateral (
          select c.id, c.quantity, c.status from ${wishlistClaims} c
          where c.item_id = i.id and ${giver ? sql`(c.claimer_user_id = ${giver.id} or c.claimer_email = ${giver.email.toLowerCase()})` : sql`false`}
          order by c.status = 'confirmed' desc limit 1
        ) m on true
        where i.id in (${sql.join(
          itemIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      )
      for (const row of rows) {
        views.set(row.item_id, {
          remaining: Math.max(0, Number(row.quantity) - Number(row.taken)),
          mine: row.mine_id
            ? { id: row.mine_id, quantity: Number(row.mine_quantity), pending: row.mine_status !== 'confirmed' }
            : null,
        })
      }
      return views
    },

    /**
     * Who is getting what, for the owner of a 'me' list who chose to reveal claims after the
     * occasion: the owner, the kind, the reveal and the items are all in the query's WHERE.
     */
    async revealedClaims(
      owner: Actor,
      wishlistId: string,
      itemIds: readonly string[],
    ): Promise<Map<string, RevealedClaimView[]>> {
      const claims = new Map<string, RevealedClaimView[]>()
      if (!itemIds.length) return claims
      const rows = await db
        .select({ itemId: wishlistClaims.itemId, name: wishlistClaims.claimerName, quantity: wishlistClaims.quantity })
        .from(wishlistClaims)
        .innerJoin(wishlists, eq(wishlists.id, wishlistClaims.wishlistId))
        .where(
          and(
            eq(wishlistClaims.wishlistId, wishlistId),
            eq(wishlistClaims.status, 'confirmed'),
            inArray(wishlistClaims.itemId, [...itemIds]),
            eq(wishlists.userId, owner.id),
            eq(wishlists.kind, 'me'),
            sql`${wishlists.claimsRevealedAt} is not null`,
          ),
        )
        .orderBy(wishlistClaims.confirmedAt)
      for (const row of rows)
        claims.set(row.itemId, [...(claims.get(row.itemId) ?? []), { name: row.name, quantity: row.quantity }])
      return claims
    },
  }
}

export type ClaimOperations = ReturnType<typeof claimOperations>
