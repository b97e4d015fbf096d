import { z } from '#app/lib/zod.ts'

import type { ActionResult } from '#app/lib/action-result.ts'
import { SANTA_LIMITS, SANTA_MESSAGES } from '#app/lib/secret-santa/secret-santa.ts'

/*
 * The Secret Santa feature's contract: the request schemas of /secret-santa, a group's page and
 * the invitation page, and the views they show. Components import only types from here (and the
 * words and limits from ./secret-santa.ts), so the pages do not ship zod.
 */

// ---- Fields -----------------------------------------------------------------------------------

/** No control characters (line breaks included): names end up in email subjects and headings. */
const singleLine = (value: string) => !/\p{Cc}/u.test(value)

export const GroupNameSchema = z
  .string({ error: SANTA_MESSAGES.groupNameRequired })
  .trim()
  .min(1, SANTA_MESSAGES.groupNameRequired)
  .max(SANTA_LIMITS.groupName, `Group names can be up to ${SANTA_LIMITS.groupName} characters`)
  .refine(singleLine, 'Group names must fit on one line')

/** A calendar date, yyyy-mm-dd (what a date input sends). Whether it has passed is the service's call. */
export const ExchangeDateSchema = z
  .string({ error: SANTA_MESSAGES.dateRequired })
  .trim()
  .pipe(z.iso.date({ error: SANTA_MESSAGES.dateRequired }))

/** Pounds, as typed ('20', '£20', '1,000.50'); kept to the penny. */
export const BudgetSchema = z
  .union([z.string(), z.number()], { error: SANTA_MESSAGES.budgetRequired })
  .transform((value, context) => {
    const pounds = typeof value === 'number' ? value : Number(value.replace(/[£,\s]/g, '') || Number.NaN)
    if (!Number.isFinite(pounds) || pounds <= 0) {
      context.addIssue({ code: 'custom', message: SANTA_MESSAGES.budgetRequired })
      return z.NEVER
    }
    if (pounds > SANTA_LIMITS.budget) {
      context.addIssue({
        code: 'custom',
        message: `Budgets can be up to £${SANTA_LIMITS.budget.toLocaleString('en-GB')}`,
      })
      return z.NEVER
    }
    return Math.round(pounds * 100) / 100
  })

export const GroupMessageSchema = z
  .string()
  .trim()
  .max(SANTA_LIMITS.message, `Messages can be up to ${SANTA_LIMITS.message.toLocaleString('en-GB')} characters`)
  .nullish()
  .transform((value) => value || null)

export const DisplayNameSchema = z
  .string({ error: SANTA_MESSAGES.displayNameRequired })
  .trim()
  .min(1, SANTA_MESSAGES.displayNameRequired)
  .max(SANTA_LIMITS.displayName, `Names can be up to ${SANTA_LIMITS.displayName} characters`)
  .refine(singleLine, 'Names must fit on one line')

/** Checkbox: 'on' when ticked, absent otherwise. */
const Checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('false'), z.boolean()])
  .optional()
  .transform((value) => value === 'on' || value === 'true' || value === true)

const Email = z.email()

/** One or more addresses separated by commas, semicolons, spaces or new lines; lower-cased, de-duplicated. */
export const InviteEmailsSchema = z.string({ error: SANTA_MESSAGES.emailsRequired }).transform((value, context) => {
  const emails = [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]
  if (!emails.length) context.addIssue({ code: 'custom', message: SANTA_MESSAGES.emailsRequired })
  if (emails.length > SANTA_LIMITS.invitesPerForm) {
    context.addIssue({
      code: 'custom',
      message: `Please invite at most ${SANTA_LIMITS.invitesPerForm} people at a time`,
    })
  }
  const invalid = emails.find((email) => email.length > 254 || !Email.safeParse(email).success)
  if (invalid) context.addIssue({ code: 'custom', message: `${invalid} is not a valid email address` })
  return emails
})

export const QuestionSchema = z
  .string({ error: SANTA_MESSAGES.questionRequired })
  .trim()
  .min(1, SANTA_MESSAGES.questionRequired)
  .max(SANTA_LIMITS.question, `Questions can be up to ${SANTA_LIMITS.question} characters`)

export const AnswerSchema = z
  .string({ error: SANTA_MESSAGES.answerRequired })
  .trim()
  .min(1, SANTA_MESSAGES.answerRequired)
  .max(SANTA_LIMITS.answer, `Answers can be up to ${SANTA_LIMITS.answer.toLocaleString('en-GB')} characters`)

const Id = z.string({ error: 'Missing id' }).trim().min(1, 'Missing id').max(100)

// ---- Requests ---------------------------------------------------------------------------------

/** The group's own details, as the organiser edits them. */
export const GroupDetailsSchema = z.object({
  name: GroupNameSchema,
  exchangeDate: ExchangeDateSchema,
  budget: BudgetSchema,
  message: GroupMessageSchema,
})
export type GroupDetailsInput = z.input<typeof GroupDetailsSchema>

/** 'Start a group' on /secret-santa. `displayName` is needed when the organiser takes part. */
export const CreateGroupSchema = GroupDetailsSchema.extend({
  takingPart: Checkbox,
  displayName: z.string().optional(),
})
export type CreateGroupInput = z.input<typeof CreateGroupSchema>

/** The forms of /secret-santa. */
export const SantaHomeActionSchema = z.discriminatedUnion('intent', [
  CreateGroupSchema.extend({ intent: z.literal('create-group') }),
  z.object({ intent: z.literal('repeat-group'), groupId: Id, exchangeDate: ExchangeDateSchema }),
])
export type SantaHomeIntent = z.infer<typeof SantaHomeActionSchema>['intent']

export const GroupSettingsSchema = z.object({
  takingPart: Checkbox,
  seesPairs: Checkbox,
  displayName: z.string().optional(),
})
export type GroupSettingsInput = z.input<typeof GroupSettingsSchema>

/** The forms of a group's page: the organiser's, then the members'. */
export const SantaGroupActionSchema = z.discriminatedUnion('intent', [
  GroupDetailsSchema.extend({ intent: z.literal('update-group') }),
  GroupSettingsSchema.extend({ intent: z.literal('update-settings') }),
  z.object({ intent: z.literal('invite'), emails: InviteEmailsSchema }),
  z.object({ intent: z.literal('cancel-invitation'), invitationId: Id }),
  z.object({ intent: z.literal('remove-member'), userId: Id }),
  z.object({
    intent: z.literal('add-exclusion'),
    firstId: z.string({ error: 'Please choose two different members' }).min(1, 'Please choose two different members'),
    secondId: z.string({ error: 'Please choose two different members' }).min(1, 'Please choose two different members'),
  }),
  z.object({ intent: z.literal('remove-exclusion'), firstId: Id, secondId: Id }),
  z.object({ intent: z.literal('allow-last-year') }),
  z.object({ intent: z.literal('draw') }),
  z.object({ intent: z.literal('redraw') }),
  z.object({
    intent: z.literal('delete-group'),
    confirm: z.literal('on', { error: 'Please tick the box to confirm' }),
  }),
  z.object({ intent: z.literal('reveal') }),
  z.object({ intent: z.literal('link-wishlist'), wishlistId: z.string().optional().default('') }),
  z.object({ intent: z.literal('ask'), question: QuestionSchema }),
  z.object({ intent: z.literal('answer'), questionId: Id, answer: AnswerSchema }),
])
export type SantaGroupAction = z.infer<typeof SantaGroupActionSchema>
export type SantaGroupIntent = SantaGroupAction['intent']

/** The invitation page's two buttons. */
export const SantaJoinActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('join'), invitationId: Id, displayName: DisplayNameSchema }),
  z.object({ intent: z.literal('decline'), invitationId: Id }),
])
export type SantaJoinIntent = z.infer<typeof SantaJoinActionSchema>['intent']

// ---- Results ----------------------------------------------------------------------------------

/** A group on /secret-santa. */
export interface SantaGroupSummary {
  id: string
  name: string
  /** en-GB, e.g. '18 December 2026'. */
  exchangeDate: string
  /** GBP, e.g. '£20.00'. */
  budget: string
  isOrganiser: boolean
  isMember: boolean
  drawn: boolean
  memberCount: number
  /** Set for the organiser of a group that has been drawn: next year's date for 'Repeat'. */
  repeatDate: string | null
}

/** An invitation waiting for the signed-in user's answer. */
export interface SantaInvitationView {
  id: string
  groupName: string
  organiserName: string
  exchangeDate: string
  budget: string
}

/** /secret-santa. */
export interface SantaHomeView {
  groups: SantaGroupSummary[]
  invitations: SantaInvitationView[]
  /** Prefills 'Your name in the group'. */
  suggestedName: string
  /** Today in the UK (yyyy-mm-dd), the earliest exchange date. */
  today: string
}

/** What everyone in a group sees about it. */
export interface SantaGroupDetails {
  id: string
  name: string
  exchangeDate: string
  /** yyyy-mm-dd, for the organiser's form. */
  exchangeDateValue: string
  budget: string
  /** Plain pounds, for the organiser's form. */
  budgetValue: string
  message: string | null
  organiserName: string
  organiserTakesPart: boolean
  /** The organiser (not taking part) can see who buys for whom: members are told so. */
  organiserSeesPairs: boolean
  drawn: boolean
  /** Names have been drawn more than once. */
  drawnAgain: boolean
}

/** An item of the list a match has linked to the group. */
export interface SantaWishlistItemView {
  id: string
  name: string
  image: string | null
  /** GBP, formatted on the server. */
  price: string | null
  url: string | null
}

/** A question and, once given, its answer; never who asked. */
export interface SantaQuestionView {
  id: string
  question: string
  answer: string | null
}

/** The person a member is buying for. */
export interface SantaMatchView {
  name: string
  wishlist: { name: string; items: SantaWishlistItemView[] } | null
  /** The questions this member asked them, oldest first. */
  questions: SantaQuestionView[]
}

/** A member's own part of the page. */
export interface SantaMemberPanel {
  displayName: string
  /** The member's own wishlists, to link one for their Secret Santa. */
  wishlists: { id: string; name: string }[]
  linkedWishlistId: string | null
  match: { state: 'waiting' } | { state: 'hidden' } | { state: 'revealed'; match: SantaMatchView }
  /** Questions from whoever is buying for this member: never who asked. */
  questionsForYou: SantaQuestionView[]
}

/** The organiser's part of the page: who joined and who has opened their match, never the pairs. */
export interface SantaOrganiserPanel {
  members: { userId: string; name: string; isOrganiser: boolean; opened: boolean }[]
  invitations: { id: string; email: string; status: 'pending' | 'declined' }[]
  /** The organiser's exclusions, each pair once (they hold both ways). */
  exclusions: { firstId: string; secondId: string; firstName: string; secondName: string }[]
  /** Pairs from the group this one repeats, applied but not shown. */
  lastYearPairs: number
  /** Before a draw: whether one can be made now, and if not, why. */
  drawCheck: { state: 'drawn' } | { state: 'ready' } | { state: 'too-few' } | { state: 'impossible'; reasons: string[] }
  /** After a draw: a re-draw is possible until someone opens their match. */
  canRedraw: boolean
  /** Only for an organiser who is not taking part and chose to see them. */
  pairs: { giver: string; receiver: string }[] | null
}

/** A group's page. */
export interface SantaGroupPage {
  group: SantaGroupDetails
  /** Who has joined, by the names they chose. */
  members: { name: string; isOrganiser: boolean }[]
  pendingInvitations: number
  me: SantaMemberPanel | null
  organiser: SantaOrganiserPanel | null
}

/** The invitation page, by what the signed-in user may do with the invitation. */
export type SantaJoinView =
  | {
      state: 'invited'
      invitation: SantaInvitationView & { message: string | null }
      suggestedName: string
    }
  | { state: 'joined'; groupId: string; groupName: string }
  | { state: 'wrong-account' }
  | { state: 'gone' }

export type SantaHomeResult = ActionResult<SantaHomeIntent>
export type SantaGroupResult = ActionResult<SantaGroupIntent>
export type SantaJoinResult = ActionResult<SantaJoinIntent>

type Words = { ok: string; failed: string }

/** The toasts of /secret-santa's forms. */
export const SANTA_HOME_WORDS: Record<SantaHomeIntent, Words> = {
  'create-group': { ok: 'Group created!', failed: 'Failed to create group' },
  'repeat-group': { ok: 'Group repeated for this year', failed: 'Failed to repeat group' },
}

/** The toasts of a group page's forms. */
export const SANTA_GROUP_WORDS: Record<SantaGroupIntent, Words> = {
  'update-group': { ok: 'Group details saved', failed: 'Failed to save group details' },
  'update-settings': { ok: 'Settings saved', failed: 'Failed to save settings' },
  invite: { ok: 'Invitations sent!', failed: 'Failed to send invitations' },
  'cancel-invitation': { ok: 'Invitation cancelled', failed: 'Failed to cancel invitation' },
  'remove-member': { ok: 'Member removed', failed: 'Failed to remove member' },
  'add-exclusion': { ok: 'Exclusion added', failed: 'Failed to add exclusion' },
  'remove-exclusion': { ok: 'Exclusion removed', failed: 'Failed to remove exclusion' },
  'allow-last-year': { ok: "Last year's pairs are allowed again", failed: 'Failed to change exclusions' },
  draw: { ok: 'Names drawn! Everyone has been emailed their match.', failed: 'Names could not be drawn' },
  redraw: { ok: 'Names drawn again! Everyone has been told.', failed: 'Names could not be drawn again' },
  'delete-group': { ok: 'Group deleted', failed: 'Failed to delete group' },
  reveal: { ok: 'Here is who you are buying for', failed: 'Could not show your match' },
  'link-wishlist': { ok: 'Wishlist saved for your Secret Santa', failed: 'Failed to link wishlist' },
  ask: { ok: 'Question sent anonymously', failed: 'Failed to send question' },
  answer: { ok: 'Answer sent', failed: 'Failed to send answer' },
}

/** The toasts of the invitation page. */
export const SANTA_JOIN_WORDS: Record<SantaJoinIntent, Words> = {
  join: { ok: 'You have joined the group!', failed: 'Failed to join group' },
  decline: { ok: 'Invitation declined', failed: 'Failed to decline invitation' },
}
