import { composeEmail } from '#app/server/mail/templates.server.ts'

/*
 * Emails to givers who claimed an item on a list someone made for themselves. They go to the giver
 * only: the list's owner is never told about claims.
 */

interface ClaimMailBase {
  to: string
  appUrl: string
  itemName: string
  listName: string
  ownerName: string
}

/** "Confirm you're getting it": the confirm link, and the undo link for later. */
export function claimConfirmationEmail(
  input: ClaimMailBase & { quantity: number; confirmUrl: string; undoUrl: string },
) {
  const what = input.quantity > 1 ? `${input.quantity} × ${input.itemName}` : input.itemName
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `Confirm you're getting ${input.itemName}`,
    paragraphs: [
      'Hello,',
      `You said you'd get ${what} from ${input.ownerName}'s list "${input.listName}" on Giftwise.`,
      'Please confirm with the button below. Until you do, someone else may claim it; the link works for 48 hours.',
      `${input.ownerName} will not be told who is getting what, so the surprise is kept.`,
      `Changed your mind, now or later? Use this link to undo your claim: ${input.undoUrl}`,
      'If you did not ask for this, ignore this email and nothing will be claimed.',
    ],
    action: { label: "Confirm I'm getting this", url: input.confirmUrl },
  })
}

/** Someone asked again for an item this address already claimed: a fresh undo link, nothing else. */
export function claimAlreadyEmail(input: ClaimMailBase & { undoUrl: string }) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `You're already getting ${input.itemName}`,
    paragraphs: [
      'Hello,',
      `This address is already getting ${input.itemName} from ${input.ownerName}'s list "${input.listName}" on Giftwise, so nothing has changed.`,
      'If you did not ask for this, you can ignore this email.',
    ],
    action: { label: 'Undo my claim', url: input.undoUrl },
  })
}

/** The address asked to claim on a list it owns: no claim is made, and the owner learns nothing. */
export function ownListClaimEmail(input: Omit<ClaimMailBase, 'itemName' | 'ownerName'>) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: 'This is your own list',
    paragraphs: [
      'Hello,',
      `Someone used this address to claim an item on "${input.listName}", a list you made on Giftwise. Nothing has been claimed: the people you share your list with claim its items, and you are never told who is getting what.`,
      'If it was not you, you can ignore this email.',
    ],
  })
}

/** The item a giver was getting was taken off the list (or the list deleted). */
export function claimedItemRemovedEmail(input: ClaimMailBase & { listDeleted: boolean }) {
  return composeEmail({
    to: input.to,
    appUrl: input.appUrl,
    subject: `${input.itemName} is no longer on ${input.ownerName}'s list`,
    paragraphs: [
      'Hello,',
      input.listDeleted
        ? `${input.ownerName} has deleted the list "${input.listName}", so you no longer need to get ${input.itemName}.`
        : `${input.itemName} has been taken off ${input.ownerName}'s list "${input.listName}", so you no longer need to get it.`,
      'If you have already bought it, you may want to keep the receipt.',
    ],
  })
}
