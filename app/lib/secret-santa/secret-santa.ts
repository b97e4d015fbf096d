// Client-safe Secret Santa constants. The zod schemas are in ./contract.ts, so pages that only
// show groups do not ship zod.

/** Size limits of what organisers and members type, shared by the forms and the server checks. */
export const SANTA_LIMITS = {
  groupName: 80,
  message: 1000,
  displayName: 60,
  question: 500,
  answer: 1000,
  /** Members plus pending invitations in one group. */
  groupSize: 50,
  /** Addresses in one invitation form. */
  invitesPerForm: 50,
  /** Largest budget in pounds. */
  budget: 10_000,
  /** Fewest members a draw needs: with two, each would know the other's match. */
  minimumToDraw: 3,
} as const

/** Messages shown in more than one place (forms, toasts, the feature document). */
export const SANTA_MESSAGES = {
  groupNameRequired: 'Please enter a name for your group',
  dateRequired: 'Please choose the date you will exchange gifts',
  datePassed: 'Please choose a date that has not passed',
  dateTooFar: 'Please choose a date within the next two years',
  budgetRequired: 'Please enter a budget in pounds, e.g. 20',
  displayNameRequired: 'Please enter your name as the group will see it',
  emailsRequired: 'Please enter at least one email address',
  questionRequired: 'Please write your question',
  answerRequired: 'Please write your answer',
  wrongAccount: 'This invitation was sent to a different email address. Sign in with that address to join.',
  invitationGone: 'This invitation is no longer valid. Ask the organiser to invite you again.',
  alreadyDrawn: 'Names have already been drawn for this group.',
  notMember: 'You are not taking part in this group.',
} as const
