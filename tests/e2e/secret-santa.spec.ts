import type { Browser, Page } from '@playwright/test'

import { E2E } from './env.ts'
import { expect, linkIn, signIn, test, uniqueEmail, waitForMail } from './fixtures.ts'

/** A toast (sonner) containing `text`, as opposed to the same words in the page. */
const toastWith = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const card = (page: Page, name: string | RegExp) => page.getByRole('region', { name })

let visitors = 0

/** Another person: their own browser context and client address, the cookie banner answered. */
async function personPage(browser: Browser): Promise<Page> {
  visitors++
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.250.${Math.floor(visitors / 256) % 256}.${visitors % 256}` },
  })
  await context.addInitScript(() => window.localStorage.setItem('giftwise-cookie-consent', 'accepted'))
  return context.newPage()
}

/** Opens an emailed invitation signed out, signs up through /auth and lands back on the invitation. */
async function joinThroughInvitation(page: Page, email: string, name: string) {
  const invitation = await waitForMail(email, { subject: /invited you to a Secret Santa/ })
  const link = linkIn(invitation, `${E2E.baseUrl}/secret-santa/join?invitation=`)
  await page.goto(link)
  await expect(page).toHaveURL(/\/auth\?/)
  const since = Date.now()
  await page.getByRole('button', { name: 'Create an account' }).click()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Get Started' }).click()
  await expect(page.getByText('Check your email!')).toBeVisible()
  const signUp = await waitForMail(email, { since, subject: /Giftwise account|sign-in/i })
  await page.goto(linkIn(signUp, `${E2E.baseUrl}/auth/confirm`))
  await expect(page).toHaveURL(link)
  await expect(card(page, /invited you to Office Secret Santa/)).toContainText('with a budget of £20.00')
  await expect(page.getByLabel('Your name in the group')).toHaveValue(name)
  await page.getByRole('button', { name: 'Join the group' }).click()
  await expect(toastWith(page, 'You have joined Office Secret Santa!')).toBeVisible()
  await expect(page).toHaveURL(/\/secret-santa\/[0-9a-f-]{36}$/)
}

/** Reveals the member's match on the group page; returns the name shown. */
async function revealMatch(page: Page, groupUrl: string): Promise<string> {
  await page.goto(groupUrl)
  await card(page, 'Your match').getByRole('button', { name: 'Reveal my match' }).click()
  const heading = page.getByRole('heading', { name: /^You're buying for / })
  await expect(heading).toBeVisible()
  return (await heading.textContent())!.replace("You're buying for ", '').trim()
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

test.describe('Secret Santa', () => {
  test('invite, join, draw: each member sees only their own match and gets it by email; an anonymous question and its answer', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    const organiserEmail = uniqueEmail('santa-olivia')
    const annEmail = uniqueEmail('santa-ann')
    const bobEmail = uniqueEmail('santa-bob')

    // The organiser signs up, finds Secret Santa in the header, and starts a group.
    await signIn(page, organiserEmail, { name: 'Olivia' })
    await page.getByRole('banner').getByRole('link', { name: 'Secret Santa' }).click()
    await expect(page).toHaveURL(`${E2E.baseUrl}/secret-santa`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    const start = card(page, 'Start a group')
    await start.getByLabel('Group name').fill('Office Secret Santa')
    await start.getByLabel('Exchange date').fill(inDays(30))
    await start.getByLabel('Budget (£)').fill('20')
    await start.getByLabel('Message to the group (optional)').fill('Under the tree by the 18th')
    await expect(start.getByLabel('I am taking part')).toBeChecked()
    await expect(start.getByLabel('Your name in the group')).toHaveValue('Olivia')
    await start.getByRole('button', { name: 'Create group' }).click()
    await expect(toastWith(page, 'Group created!')).toBeVisible()
    await expect(page).toHaveURL(/\/secret-santa\/[0-9a-f-]{36}$/)
    const groupUrl = page.url()
    await expect(page.getByRole('heading', { level: 1, name: 'Office Secret Santa' })).toBeVisible()

    // Invites two people by email.
    await card(page, 'Invite people').getByLabel('Email addresses').fill(`${annEmail}, ${bobEmail}`)
    await card(page, 'Invite people').getByRole('button', { name: 'Send invitations' }).click()
    await expect(toastWith(page, 'Invitations sent!')).toBeVisible()
    await expect(card(page, 'Members and invitations')).toContainText(annEmail)
    await expect(card(page, 'Draw names')).toContainText('At least 3 members need to join')

    // Both join through their emailed links, after signing up.
    const ann = await personPage(browser)
    await joinThroughInvitation(ann, annEmail, 'Ann')
    const bob = await personPage(browser)
    await joinThroughInvitation(bob, bobEmail, 'Bob')
    await expect(card(bob, 'Your match')).toContainText('Names have not been drawn yet.')
    await expect(bob.getByRole('heading', { name: 'Organiser tools' })).toHaveCount(0)

    // With Ann and Bob kept apart, three people have no valid draw, and the organiser is told why.
    await page.reload()
    const exclusions = card(page, 'Who should not draw whom')
    await exclusions.getByLabel('First person').selectOption({ label: 'Ann' })
    await exclusions.getByLabel('Second person').selectOption({ label: 'Bob' })
    await exclusions.getByRole('button', { name: 'Keep them apart' }).click()
    await expect(toastWith(page, 'Exclusion added')).toBeVisible()
    await expect(exclusions.getByRole('list', { name: 'Exclusions' })).toContainText('Ann and Bob')
    const draw = card(page, 'Draw names')
    await expect(draw).toContainText('No draw is possible with these exclusions.')
    await expect(draw).toContainText('Ann and Bob')
    await draw.getByRole('button', { name: 'Draw names' }).click()
    await expect(toastWith(page, 'Names could not be drawn')).toBeVisible()
    // By keyboard: the draw card above may still grow as the page revalidates, and a click aimed at
    // the button's old position would land beside it.
    await expect(draw.getByRole('button', { name: 'Draw names' })).toBeEnabled()
    await exclusions.getByRole('button', { name: 'Remove exclusion of Ann and Bob' }).press('Enter')
    await expect(toastWith(page, 'Exclusion removed')).toBeVisible()
    await expect(draw).not.toContainText('No draw is possible')

    // The draw: everyone is emailed their match, with the budget and the date.
    const drawnSince = Date.now()
    await draw.getByRole('button', { name: 'Draw names' }).click()
    await expect(toastWith(page, 'Names drawn!')).toBeVisible()
    await expect(card(page, 'Members and invitations')).toContainText('0 of 3 members have opened their match.')
    await expect(draw).toContainText('Nobody has opened their match yet, so you can still draw again.')

    const people = [
      { name: 'Olivia', email: organiserEmail, page },
      { name: 'Ann', email: annEmail, page: ann },
      { name: 'Bob', email: bobEmail, page: bob },
    ]
    const matches = new Map<string, string>()
    for (const person of people) {
      const mail = await waitForMail(person.email, { since: drawnSince, subject: /Your Secret Santa match/ })
      const emailed = /You're buying for ([^.]+)\./.exec(mail.text)![1]!
      expect(mail.text).toContain('with a budget of £20.00')
      expect(linkIn(mail, `${E2E.baseUrl}/secret-santa/`)).toBe(groupUrl)
      // Each sees their own match on the page, the same as in the email, and nobody else's.
      const shown = await revealMatch(person.page, groupUrl)
      expect(shown).toBe(emailed)
      expect(shown).not.toBe(person.name)
      await expect(person.page.getByText(/(Olivia|Ann|Bob) is buying for/)).toHaveCount(0)
      await expect(person.page.getByRole('heading', { name: /^You're buying for / })).toHaveCount(1)
      matches.set(person.name, shown)
    }
    expect(new Set(matches.values()).size).toBe(3)

    // The organiser sees who opened their match, never the pairs, and can no longer re-draw.
    await page.reload()
    await expect(card(page, 'Members and invitations')).toContainText('3 of 3 members have opened their match.')
    await expect(card(page, 'Draw names')).toContainText('names can no longer be drawn again')
    await expect(page.getByRole('button', { name: 'Draw names again' })).toHaveCount(0)

    // Ann asks her match a question, anonymously.
    const annMatch = matches.get('Ann')!
    const matchPage = people.find((person) => person.name === annMatch)!.page
    await ann.getByLabel(`Ask ${annMatch} a question`).fill('What size jumper do you wear?')
    await ann.getByRole('button', { name: 'Ask anonymously' }).click()
    await expect(toastWith(ann, 'Question sent anonymously')).toBeVisible()
    await expect(ann.getByRole('list', { name: 'Your questions' })).toContainText('Waiting for an answer')

    await matchPage.reload()
    const questions = card(matchPage, 'Questions from your Secret Santa')
    await expect(questions).toContainText('What size jumper do you wear?')
    await expect(questions).not.toContainText('Ann')
    const answeredSince = Date.now()
    await questions.getByLabel('Your answer').fill('Medium, please')
    await questions.getByRole('button', { name: 'Send answer' }).click()
    await expect(toastWith(matchPage, 'Answer sent')).toBeVisible()
    await expect(questions).toContainText('Your answer: Medium, please')

    const answerMail = await waitForMail(annEmail, { since: answeredSince, subject: /answered your question/ })
    expect(answerMail.subject).toBe(`${annMatch} answered your question`)
    expect(answerMail.text).toContain('They answered: "Medium, please"')
    await ann.reload()
    await expect(ann.getByRole('list', { name: 'Your questions' })).toContainText('Answer: Medium, please')

    await ann.context().close()
    await bob.context().close()
  })

  test('who may see what, through the pages', async ({ page, browser, request }) => {
    test.setTimeout(120_000)
    // Signed out: every Secret Santa page goes to sign-in, keeping the way back.
    for (const path of [
      '/secret-santa',
      '/secret-santa/00000000-0000-4000-8000-000000000000',
      '/secret-santa/join?invitation=abc',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(302)
      const location = new URL(response.headers().location!, E2E.baseUrl)
      expect(location.pathname).toBe('/auth')
      expect(location.searchParams.get('redirectTo')).toBe(path.split('?')[0])
    }
    // Not in the sitemap; crawlers are asked to stay out.
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`<loc>${E2E.baseUrl}/secret-santa`)
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /secret-santa')

    // An organiser starts a group and invites someone.
    const organiserEmail = uniqueEmail('santa-org')
    const invitedEmail = uniqueEmail('santa-invited')
    await signIn(page, organiserEmail, { name: 'Olga' })
    await page.goto('/profile')
    await page.getByRole('link', { name: 'Your Secret Santa groups' }).click()
    await expect(page).toHaveURL(`${E2E.baseUrl}/secret-santa`)
    const start = card(page, 'Start a group')
    await start.getByLabel('Group name').fill('Book club')
    await start.getByLabel('Exchange date').fill(inDays(10))
    await start.getByLabel('Budget (£)').fill('10')
    await start.getByRole('button', { name: 'Create group' }).click()
    await expect(page).toHaveURL(/\/secret-santa\/[0-9a-f-]{36}$/)
    const groupUrl = page.url()
    await card(page, 'Invite people').getByLabel('Email addresses').fill(invitedEmail)
    await card(page, 'Invite people').getByRole('button', { name: 'Send invitations' }).click()
    await expect(toastWith(page, 'Invitation sent!')).toBeVisible()
    const invitationLink = linkIn(
      await waitForMail(invitedEmail, { subject: /invited you/ }),
      `${E2E.baseUrl}/secret-santa/join?invitation=`,
    )

    // A stranger: the group does not exist for them, and the invitation is not theirs.
    const stranger = await personPage(browser)
    await signIn(stranger, uniqueEmail('santa-stranger'), { name: 'Stan' })
    const response = await stranger.goto(groupUrl)
    expect(response?.status()).toBe(404)
    await expect(stranger.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(stranger.getByText('Book club')).toHaveCount(0)
    await stranger.goto(invitationLink)
    await expect(
      stranger.getByRole('heading', { name: 'This invitation is for a different email address' }),
    ).toBeVisible()
    await expect(stranger.getByText('Book club')).toHaveCount(0)
    // A forged organiser form from the stranger is refused as if the group did not exist.
    const forged = await stranger.request.post(`${groupUrl}.data`, {
      form: { intent: 'draw' },
      headers: { Origin: E2E.baseUrl },
    })
    expect(forged.status()).toBe(404)

    // Invited but not joined: sees the invitation, not the group.
    const invited = await personPage(browser)
    await signIn(invited, invitedEmail, { name: 'Ivy' })
    await invited.goto('/secret-santa')
    await expect(card(invited, 'Invitations')).toContainText('Book club')
    expect((await invited.goto(groupUrl))?.status()).toBe(404)
    await invited.goto(invitationLink)
    await invited.getByRole('button', { name: 'Join the group' }).click()
    await expect(invited).toHaveURL(groupUrl)

    // A member: no organiser tools, and organiser forms are forbidden.
    await expect(invited.getByRole('heading', { name: 'Organiser tools' })).toHaveCount(0)
    const asMember = await invited.request.post(`${groupUrl}.data`, {
      form: { intent: 'invite', emails: 'someone@example.com' },
      headers: { Origin: E2E.baseUrl },
    })
    expect(asMember.status()).toBe(403)

    // Removed by the organiser: the group is gone for them, and the old link no longer works.
    await page.reload()
    await card(page, 'Members and invitations').getByRole('button', { name: 'Remove Ivy' }).click()
    await expect(toastWith(page, 'Member removed')).toBeVisible()
    expect((await invited.goto(groupUrl))?.status()).toBe(404)
    await invited.goto(invitationLink)
    await expect(invited.getByRole('heading', { name: 'This invitation is no longer valid' })).toBeVisible()

    await stranger.context().close()
    await invited.context().close()
  })
})
