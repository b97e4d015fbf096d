import type { MailMessage } from '#app/server/mail/transport.server.ts'
import { composeEmail } from '#app/server/mail/templates.server.ts'

import type { ReminderIdea } from '#app/server/people/ideas.server.ts'

export interface ReminderEmailContent {
  to: string
  appUrl: string
  person: { id: string; name: string; interests: string[] }
  /** What is coming up, e.g. ["Sam's birthday"] (two dates can fall on one day). */
  titles: string[]
  /** 'Sunday 21 June 2026'. */
  dateText: string
  /** 'in 14 days', 'tomorrow', 'today'. */
  daysLeftText: string
  ideas: ReminderIdea[]
  /** Their list, when one is for them. */
  listId: string | null
  stopThisUrl: string
  stopAllUrl: string
}

/** 'a, b and c'. */
function joinAnd(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '')
}

/**
 * The reminder before a date: when it is, what the person is into, three fresh ideas, and links to the
 * finder (filled in for them) and their list; every link from APP_URL. Each email can stop its own
 * date's reminders or all of them with one click.
 */
export function reminderEmail(content: ReminderEmailContent): MailMessage {
  const { person, appUrl } = content
  const what = joinAnd(content.titles)
  const forWhom = content.titles.some((title) => title.includes(person.name)) ? '' : ` for ${person.name}`
  const subject = `${capitalise(what)} is ${content.daysLeftText}: time to find a gift${forWhom}`
  const paragraphs = [`${capitalise(what)} is on ${content.dateText}, ${content.daysLeftText}.`]
  if (person.interests.length) paragraphs.push(`${person.name} is into ${joinAnd(person.interests)}.`)
  if (content.ideas.length) {
    paragraphs.push(`${content.ideas.length === 3 ? 'Three' : 'Some'} fresh ideas to start with:`)
    for (const idea of content.ideas) paragraphs.push(`• ${idea.name} (${idea.price})`)
  }
  const finderUrl = `${appUrl}/gift-finder?person=${encodeURIComponent(person.id)}`
  const footer: { text: string; url?: string }[] = []
  if (content.listId) footer.push({ text: `${person.name}'s list`, url: `${appUrl}/wishlist?id=${content.listId}` })
  footer.push(
    { text: `${person.name} on Giftwise`, url: `${appUrl}/people/${person.id}` },
    { text: 'Stop reminders for this date', url: content.stopThisUrl },
    { text: 'Stop all reminder emails', url: content.stopAllUrl },
  )
  return composeEmail({
    to: content.to,
    subject,
    paragraphs,
    action: { label: `Find a gift for ${person.name}`, url: finderUrl },
    footer,
    appUrl,
  })
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
