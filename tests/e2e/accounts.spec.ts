import type { Page } from '@playwright/test'

import { E2E } from './env.ts'
import { expect, hydrated, linkIn, signIn, test, uniqueEmail, waitForMail } from './fixtures.ts'

/** A toast (sonner) containing `text`, as opposed to the same words in the page. */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const header = (page: Page) => page.getByRole('banner')
const url = (path: string) => `${E2E.baseUrl}${path}`

/** Holds requests matching `path` until release() is called, to see a page while it waits. */
async function holdRequests(page: Page, path: string) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (target) => target.pathname === path,
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

/** Asks for a link on the /auth page the browser is on, and follows the emailed link. */
async function signInFromHere(page: Page, email: string) {
  const since = Date.now()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(toastWith(page, 'Check your email!')).toBeVisible()
  await page.goto(linkIn(await waitForMail(email, { since }), url('/auth/confirm')))
  await page.waitForURL((target) => target.pathname !== '/auth/confirm')
}

test.describe('sign-up and sign-in by emailed link', () => {
  test('sign-up: the form, the toast, cleared fields, and the emailed link signs in to /profile', async ({ page }) => {
    const email = uniqueEmail('signup')
    const since = Date.now()
    await page.goto('/auth')
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    await page.getByRole('button', { name: 'Create an account' }).click()
    await expect(page.getByRole('heading', { name: 'Join Giftwise' })).toBeVisible()
    await page.getByLabel('Name').fill('Nina Newcomer')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Get Started' }).click()

    const toast = toastWith(page, 'Check your email!')
    await expect(toast).toContainText(
      "We've sent you a magic link to sign up. Click the link to complete your registration.",
    )
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Email')).toHaveValue('')

    const mail = await waitForMail(email, { since })
    expect(mail.subject).toBe('Finish creating your Giftwise account')
    await page.goto(linkIn(mail, url('/auth/confirm')))
    await expect(page).toHaveURL(url('/profile'))
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
    await expect(page.getByLabel('Display Name')).toHaveValue('Nina Newcomer')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(header(page).getByRole('link', { name: 'Your profile (Nina Newcomer)' })).toBeVisible()
  })

  test("sign-in shows 'Sending link...', then signs in; 'Log Out' signs out and goes home", async ({ page }) => {
    const email = uniqueEmail('signin')
    await signIn(page, email, { name: 'Sam Returning' })
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(url('/'))
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()

    const since = Date.now()
    await page.goto('/auth')
    await page.getByLabel('Email').fill(email)
    const release = await holdRequests(page, '/auth.data')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('button', { name: 'Sending link...' })).toBeDisabled()
    release()
    await expect(toastWith(page, 'Check your email!')).toContainText(
      "We've sent you a magic link to sign in. Click the link to access your account.",
    )
    const mail = await waitForMail(email, { since })
    expect(mail.subject).toBe('Your Giftwise sign-in link')
    await page.goto(linkIn(mail, url('/auth/confirm')))
    await expect(page).toHaveURL(url('/profile'))
    await expect(header(page).getByRole('link', { name: 'Your profile (Sam Returning)' })).toBeVisible()
  })

  test('a used link shows a clear error page with a way to ask for a new one', async ({ page }) => {
    const email = uniqueEmail('reuse')
    const since = Date.now()
    await page.goto('/auth')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Sign In' }).click()
    const link = linkIn(await waitForMail(email, { since }), url('/auth/confirm'))
    await page.goto(link)
    await expect(page).toHaveURL(url('/profile'))
    await page.getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(url('/'))

    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'This sign-in link is not valid' })).toBeVisible()
    await page.getByRole('link', { name: 'Request a new link' }).click()
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  })

  test("the error toast shows the server's message", async ({ page }) => {
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Create an account' }).click()
    await page.getByLabel('Name').fill('   ')
    await page.getByLabel('Email').fill(uniqueEmail('blank-name'))
    await page.getByRole('button', { name: 'Get Started' }).click()
    await expect(toastWith(page, 'Error')).toContainText('Please enter your name')
  })
})

test.describe('a sign-in link opened in another browser', () => {
  test('names the account and waits for a click, so a forwarded link never signs anyone in by itself', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('forwarded')
    const since = Date.now()
    await page.goto('/auth')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(toastWith(page, 'Check your email!')).toBeVisible()
    const link = linkIn(await waitForMail(email, { since }), url('/auth/confirm'))

    // Someone else's browser: no cookie from asking for this link.
    const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.1' } })
    try {
      const other = await elsewhere.newPage()
      const posts: string[] = []
      other.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url())
      })
      await other.goto(link)
      await expect(other.getByRole('heading', { name: 'Confirm sign-in' })).toBeVisible()
      await expect(other.getByText(`This link signs you in to the Giftwise account of ${email}.`)).toBeVisible()
      await expect(other.getByText('It was asked for in another browser.')).toBeVisible()
      // Once the page has hydrated and its effects have run, it is still waiting.
      await hydrated(other)
      expect(posts).toEqual([])
      await expect(other).toHaveURL(link)
      await expect(header(other).getByRole('link', { name: 'Sign In' })).toBeVisible()

      await other.getByRole('button', { name: `Sign in as ${email}` }).click()
      await expect(other).toHaveURL(url('/profile'))
    } finally {
      await elsewhere.close()
    }
  })
})

test.describe('redirects keep the query string', () => {
  test('/profile?x=1 without a session goes to /auth and, after sign-in, back to /profile?x=1', async ({ page }) => {
    await page.goto('/profile?x=1')
    await expect(page).toHaveURL(url('/auth?x=1&redirectTo=%2Fprofile'))
    await signInFromHere(page, uniqueEmail('back-profile'))
    await expect(page).toHaveURL(url('/profile?x=1'))
  })

  test('/wishlist?id=... without a session goes to /auth and, after sign-in, back to the same wishlist URL', async ({
    page,
  }) => {
    await page.goto('/wishlist?id=0f3c2a7e-1111-4222-8333-944455556666')
    await expect(page).toHaveURL(url('/auth?id=0f3c2a7e-1111-4222-8333-944455556666&redirectTo=%2Fwishlist'))
    await signInFromHere(page, uniqueEmail('back-wishlist'))
    await expect(page).toHaveURL(url('/wishlist?id=0f3c2a7e-1111-4222-8333-944455556666'))
  })

  test('following the header link to Wishlist without a session also lands on /auth with the way back', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click()
    await expect(page).toHaveURL(url('/auth?redirectTo=%2Fwishlist'))
  })

  test('a signed-in visit to /auth?invitationId=abc goes to /profile?invitationId=abc', async ({ page }) => {
    await signIn(page, uniqueEmail('invited'))
    // The profile then deals with the invitation (wishlist issue); what matters here is where /auth sends us.
    const redirected = page.waitForRequest(url('/profile?invitationId=abc'))
    await page.goto('/auth?invitationId=abc')
    await redirected
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
  })
})

test.describe('the profile', () => {
  test("shows the profile's cards, and edits persist after reload", async ({ page }) => {
    const email = uniqueEmail('profile')
    await signIn(page, email, { name: 'Pat' })
    await page.goto('/profile')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible()
    await expect(main.getByRole('link', { name: 'AI Gift Finder' })).toHaveAttribute('href', '/gift-finder')
    await expect(main.getByRole('link', { name: 'Gift Search' })).toHaveAttribute('href', '/gift-search')
    const information = page.getByRole('region', { name: 'Profile Information' })
    const preferences = page.getByRole('region', { name: 'Preferences' })
    await expect(information.getByLabel('Email')).not.toBeEditable()

    await information.getByLabel('Display Name').fill('Pat Updated')
    const release = await holdRequests(page, '/profile.data')
    await information.getByRole('button', { name: 'Save Changes' }).click()
    await expect(information.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(page.getByRole('status').filter({ hasText: 'Loading profile' })).toBeAttached()
    release()
    await expect(toastWith(page, 'Profile updated successfully!')).toBeVisible()

    const newsletter = preferences.getByRole('switch', { name: 'Receive gift ideas and updates' })
    await expect(newsletter).not.toBeChecked()
    await newsletter.click()
    const chips = preferences.getByRole('group', { name: 'Favourite Categories' }).getByRole('button')
    await expect(chips).toHaveCount(7)
    for (const chip of await chips.all()) await expect(chip).toHaveAttribute('aria-pressed', 'false')
    for (const name of ['Home & Kitchen', 'Occasions']) {
      const chip = preferences.getByRole('button', { name })
      await chip.click()
      await expect(chip).toHaveAttribute('aria-pressed', 'true')
    }
    await preferences.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(toastWith(page, 'Preferences saved!')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Display Name')).toHaveValue('Pat Updated')
    await expect(preferences.getByRole('switch', { name: 'Receive gift ideas and updates' })).toBeChecked()
    await expect(preferences.getByRole('button', { name: 'Home & Kitchen' })).toHaveAttribute('aria-pressed', 'true')
    await expect(preferences.getByRole('button', { name: 'Occasions' })).toHaveAttribute('aria-pressed', 'true')
    await expect(preferences.getByRole('button', { name: 'Tech & Gadgets' })).toHaveAttribute('aria-pressed', 'false')
    await expect(header(page).getByRole('link', { name: 'Your profile (Pat Updated)' })).toBeVisible()
  })
})

test.describe('another open tab', () => {
  test("follows sign-in and sign-out in this tab's header", async ({ context }) => {
    const other = await context.newPage()
    await other.goto('/guides')
    await expect(header(other).getByRole('link', { name: 'Sign In' })).toBeVisible()

    const page = await context.newPage()
    await signIn(page, uniqueEmail('tabs'), { name: 'Tabitha' })
    await expect(header(other).getByRole('link', { name: 'Your profile (Tabitha)' })).toBeVisible()

    await page.goto('/profile')
    await page.getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(url('/'))
    await expect(header(other).getByRole('link', { name: 'Sign In' })).toBeVisible()
  })
})

test.describe('contact and newsletter', () => {
  for (const path of ['/contact', '/about']) {
    test(`a contact message from ${path} is sent, the form cleared, and it arrives at CONTACT_EMAIL`, async ({
      page,
    }) => {
      const name = `Casey ${Date.now()}`
      const since = Date.now()
      await page.goto(path)
      const form = page.getByRole('form', { name: 'Contact form' })
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('Email').fill('casey@example.com')
      await form.getByLabel('Message').fill(`Do you have gift guides for cyclists? (${path})`)
      const release = await holdRequests(page, '/contact.data')
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
      release()
      await expect(toastWith(page, 'Message sent successfully!')).toBeVisible()
      await expect(form.getByLabel('Message')).toHaveValue('')

      const mail = await waitForMail(E2E.contactEmail, { since, subject: new RegExp(name) })
      expect(mail.text).toContain(`Do you have gift guides for cyclists? (${path})`)
      expect(mail.text).toContain('casey@example.com')
    })
  }

  test('the newsletter: confirmed through the emailed link, shown on the profile, and unsubscribed', async ({
    page,
  }) => {
    const email = uniqueEmail('news')
    const since = Date.now()
    await page.goto('/')
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(toastWith(page, 'Almost there!')).toBeVisible()

    const mail = await waitForMail(email, { since, subject: /newsletter/ })
    await page.goto(linkIn(mail, url('/newsletter/confirm')))
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('heading', { name: "You're subscribed!" })).toBeVisible()

    await signIn(page, email)
    await page.goto('/profile')
    await expect(page.getByRole('switch', { name: 'Receive gift ideas and updates' })).toBeChecked()

    await page.goto(linkIn(mail, url('/newsletter/unsubscribe')))
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible()
    await page.goto('/profile')
    await expect(page.getByRole('switch', { name: 'Receive gift ideas and updates' })).not.toBeChecked()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('sign-up works as plain form posts, from the toggle to the confirmation button', async ({ page }) => {
    const email = uniqueEmail('nojs')
    const since = Date.now()
    await page.goto('/auth?from=nojs')
    await page.getByRole('button', { name: 'Create an account' }).click()
    await expect(page).toHaveURL(url('/auth?from=nojs&mode=sign-up'))
    await page.getByLabel('Name').fill('Noah Script')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Get Started' }).click()
    await expect(page.getByRole('status')).toContainText('Check your email!')
    await expect(page.getByRole('status')).toContainText('Click the link to complete your registration.')

    await page.goto(linkIn(await waitForMail(email, { since }), url('/auth/confirm')))
    await expect(page.getByRole('heading', { name: 'Confirm sign-in' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(url('/profile?from=nojs'))
    await expect(page.getByLabel('Display Name')).toHaveValue('Noah Script')
  })

  test('a form posted without JavaScript comes back to its page and says what happened', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Name').fill('Plain Post')
    await form.getByLabel('Email').fill(uniqueEmail('plain-post'))
    await form.getByLabel('Message').fill('Sent with scripts turned off.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(url('/contact'))
    await expect(page.getByRole('status')).toContainText('Message sent successfully!')
    // The message belongs to that one answer: the next page load does not repeat it.
    await page.reload()
    await expect(page.getByRole('status')).toHaveCount(0)
  })
})
