import { composeEmail } from '#app/server/mail/templates.server.ts'

/*
 * Secret Santa emails. Links come from APP_URL only. An email to one member names nobody's match
 * but their own, and an email about a question never says who asked.
 */

interface GroupFacts {
  groupId: string
  groupName: string
  /** en-GB. */
  exchangeDate: string
  /** GBP. */
  budget: string
  appUrl: string
}

const groupUrl = (facts: Pick<GroupFacts, 'appUrl' | 'groupId'>) =>
  new URL(`/secret-santa/${facts.groupId}`, facts.appUrl).toString()

const when = (facts: GroupFacts) => `Gifts are exchanged on ${facts.exchangeDate}, with a budget of ${facts.budget}.`

/** The invitation: its link joins after signing in with the invited address. */
export function invitationEmail(
  input: GroupFacts & { to: string; organiserName: string; message: string | null; invitationId: string },
) {
  const url = new URL('/secret-santa/join', input.appUrl)
  url.searchParams.set('invitation', input.invitationId)
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `${input.organiserName} invited you to a Secret Santa on Giftwise`,
    paragraphs: [
      'Hello,',
      `${input.organiserName} has invited you to join the Secret Santa "${input.groupName}".`,
      when(input),
      ...(input.message ? [`${input.organiserName} says: "${input.message}"`] : []),
      `Sign in with this email address (${input.to}) to join. When everyone has joined, names are drawn and we will email you who you are buying for.`,
      'If you were not expecting this, you can ignore this email.',
    ],
    action: { label: 'Join the group', url: url.toString() },
  })
}

/** A member's match, after a draw or a re-draw. */
export function matchEmail(
  input: GroupFacts & {
    to: string
    memberName: string
    matchName: string
    again: boolean
    /** Set when the organiser is not taking part and can see who buys for whom. */
    pairsSeenBy: string | null
  },
) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: input.again
      ? `Names were drawn again for ${input.groupName}`
      : `Your Secret Santa match for ${input.groupName}`,
    paragraphs: [
      `Hello ${input.memberName},`,
      ...(input.again
        ? ['Names have been drawn again for your Secret Santa, so please forget the match in our earlier email.']
        : [`Names have been drawn for the Secret Santa "${input.groupName}".`]),
      `You're buying for ${input.matchName}.`,
      when(input),
      'On the group page you can see the wishlist they have shared and ask them a question without them knowing who asked.',
      input.pairsSeenBy
        ? `${input.pairsSeenBy}, the organiser, is not taking part and can see who is buying for whom.`
        : 'Nobody else can see who you are buying for, not even the organiser. Keep it secret!',
    ],
    action: { label: 'Open the group', url: groupUrl(input) },
  })
}

/** To an organiser who is not taking part: the draw is done (never the pairs themselves). */
export function drawDoneEmail(input: GroupFacts & { to: string; members: number; again: boolean }) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `${input.again ? 'Names were drawn again' : 'Names have been drawn'} for ${input.groupName}`,
    paragraphs: [
      'Hello,',
      `Names have been ${input.again ? 'drawn again' : 'drawn'} for "${input.groupName}": all ${input.members} members have been emailed who they are buying for.`,
      'The group page shows who has opened their match.',
    ],
    action: { label: 'Open the group', url: groupUrl(input) },
  })
}

/** Someone left after a draw that nobody had opened: the draw no longer stands. */
export function drawCancelledEmail(input: GroupFacts & { to: string }) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `The draw for ${input.groupName} was cancelled`,
    paragraphs: [
      'Hello,',
      `Someone has left the Secret Santa "${input.groupName}", so the names drawn earlier no longer stand. Please forget the match in our earlier email.`,
      'The organiser will draw names again, and we will email you your new match.',
    ],
    action: { label: 'Open the group', url: groupUrl(input) },
  })
}

/** To a member the organiser removed. */
export function removedEmail(input: { to: string; groupName: string; appUrl: string }) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `You are no longer in ${input.groupName}`,
    paragraphs: [
      'Hello,',
      `The organiser has removed you from the Secret Santa "${input.groupName}". If you think this is a mistake, please ask them.`,
    ],
  })
}

/** To every member when the organiser deletes the group. */
export function groupDeletedEmail(input: { to: string; groupName: string; appUrl: string }) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `${input.groupName} has been cancelled`,
    paragraphs: ['Hello,', `The organiser has cancelled the Secret Santa "${input.groupName}".`],
  })
}

/** To the person a question is about: never who asked. */
export function questionEmail(input: GroupFacts & { to: string; receiverName: string; question: string }) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: 'Your Secret Santa has a question for you',
    paragraphs: [
      `Hello ${input.receiverName},`,
      `Whoever is buying for you in "${input.groupName}" has asked:`,
      `"${input.question}"`,
      'Answer on the group page. Your answer goes straight back to them; nobody will tell you who asked.',
    ],
    action: { label: 'Answer the question', url: groupUrl(input) },
  })
}

/** To the member who asked: their match's answer. */
export function answerEmail(input: GroupFacts & { to: string; matchName: string; question: string; answer: string }) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `${input.matchName} answered your question`,
    paragraphs: [
      'Hello,',
      `You asked ${input.matchName}: "${input.question}"`,
      `They answered: "${input.answer}"`,
      'They still do not know who asked.',
    ],
    action: { label: 'Open the group', url: groupUrl(input) },
  })
}
