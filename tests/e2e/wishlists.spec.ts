import type { Browser, Page } from '@playwright/test'

import { E2E } from './env.ts'
import { expect, linkIn, signIn, test, uniqueEmail, waitForMail } from './fixtures.ts'

/** A toast (sonner) containing `text`, as opposed to the same words in the page. */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const results = (page: Page) => page.getByRole('list', { name: /^Results for/ }).getByRole('listitem')
const wishlistsCard = (page: Page) => page.getByRole('region', { name: 'My Wishlists' })
const invitationsCard = (page: Page) => page.getByRole('region', { name: 'Invitations' })
const tile = (page: Page, name: string) =>
  wishlistsCard(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
const items = (page: Page) => page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem')

/** Another person: their own browser context (cookies), with the cookie banner already answered. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseUrl })
  await context.addInitScript(() => window.localStorage.setItem('giftwise-cookie-consent', 'accepted'))
  return context.newPage()
}

/** Adds the `index`-th search result for `query` to the wishlist chosen in the dialog; returns its name. */
async function addFromSearch(page: Page, query: string, index: number, wishlist: string) {
  await page.goto(`/gift-search?q=${encodeURIComponent(query)}`)
  const card = results(page).nth(index)
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
  await card.getByRole('button', { name: 'Add to Wishlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add to Wishlist' })
  await expect(dialog.getByLabel('Choose a wishlist')).toBeVisible()
  await dialog.getByLabel('Choose a wishlist').selectOption({ label: wishlist })
  await dialog.getByRole('button', { name: 'Add to Wishlist', exact: true }).click()
  await expect(toastWith(page, 'Added to wishlist')).toBeVisible()
  await expect(dialog).toBeHidden()
  return name
}

test.describe('wishlists shared with collaborators', () => {
  test('signed out, Add to Wishlist asks to sign in and comes back to the search', async ({ page }) => {
    await page.goto('/gift-search?q=headphones')
    await results(page).first().getByRole('button', { name: 'Add to Wishlist' }).click()
    await expect(toastWith(page, 'Sign in required')).toContainText('Please sign in to add items to your wishlist.')
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fgift-search%3Fq%3Dheadphones$/)
  })

  test('signed out, /wishlist redirects to sign-in keeping the query', async ({ page }) => {
    await page.goto('/wishlist?id=00000000-0000-4000-8000-000000000000')
    await expect(page).toHaveURL(/\/auth\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('id')).toBe('00000000-0000-4000-8000-000000000000')
    expect(url.searchParams.get('redirectTo')).toBe('/wishlist')
  })

  test('owner, collaborator and a declined invitee, through the emailed links', async ({ page, browser }) => {
    test.setTimeout(180_000)
    const ownerEmail = uniqueEmail('owner')
    const friendEmail = uniqueEmail('friend')
    const thirdEmail = uniqueEmail('third')

    // The owner signs up and has no wishlists yet.
    await signIn(page, ownerEmail, { name: 'Olivia Owner' })
    await page.goto('/profile')
    await expect(wishlistsCard(page)).toContainText('No wishlists yet. Create your first one!')

    // Creates one on the profile...
    await wishlistsCard(page).getByRole('button', { name: 'Create Wishlist' }).click()
    const create = page.getByRole('dialog', { name: 'Create Wishlist' })
    await expect(create.getByLabel('Wishlist name')).toHaveAttribute('placeholder', 'Birthday 2025')
    await create.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(toastWith(page, 'Please enter a wishlist name')).toBeVisible()
    await create.getByLabel('Wishlist name').fill('Birthday 2025')
    await create.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(toastWith(page, 'Wishlist created!')).toBeVisible()
    await expect(tile(page, 'Birthday 2025')).toContainText('0 items')
    const viewHref = await tile(page, 'Birthday 2025')
      .getByRole('link', { name: /View Wishlist/ })
      .getAttribute('href')
    const listId = new URL(viewHref!, E2E.baseUrl).searchParams.get('id')!

    // ...adds two items from the search, and creates a second list inside the dialog.
    const first = await addFromSearch(page, 'headphones', 0, 'Birthday 2025')
    const second = await addFromSearch(page, 'yoga mat', 1, 'Birthday 2025')
    await results(page).first().getByRole('button', { name: 'Add to Wishlist' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add to Wishlist' })
    await expect(dialog.getByLabel('Choose a wishlist')).toHaveValue(listId)
    const createButton = dialog.getByRole('button', { name: 'Create wishlist' })
    await expect(createButton).toBeDisabled()
    await dialog.getByLabel('Create New Wishlist').fill('Christmas')
    await createButton.click()
    await expect(toastWith(page, 'Wishlist created successfully')).toBeVisible()
    await expect(dialog.getByLabel('Choose a wishlist')).not.toHaveValue(listId)
    await expect(dialog.getByLabel('Choose a wishlist').locator('option').first()).toHaveText('Christmas')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()

    // The list: newest first, retailer links, the purchased toggle.
    await page.goto(`/wishlist?id=${listId}`)
    await expect(page.getByRole('heading', { name: 'My Wishlists', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Birthday 2025', level: 2 })).toBeVisible()
    await expect(page.getByLabel('Select wishlist')).toHaveValue(listId)
    await expect(items(page)).toHaveCount(2)
    await expect(items(page).nth(0).getByRole('heading')).toHaveText(second)
    await expect(items(page).nth(1).getByRole('heading')).toHaveText(first)
    const retailer = items(page)
      .nth(0)
      .getByRole('link', { name: /View at retailer/ })
    await expect(retailer).toHaveAttribute('rel', 'sponsored nofollow noopener')
    await expect(retailer).toHaveAttribute('href', /^https:\/\/www\.ebay\.co\.uk\//)
    await expect(items(page).nth(0)).toContainText(/£[\d,]+\.\d{2}/)
    const toggle = items(page)
      .nth(1)
      .getByRole('button', { name: /^Purchased/ })
    await toggle.click()
    await expect(toastWith(page, 'Marked as Purchased')).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(
      items(page)
        .nth(1)
        .getByRole('button', { name: /^Purchased/ }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(items(page).nth(1)).toHaveClass(/opacity-60/)

    // Invites a friend and a third person.
    await page.goto('/profile')
    await tile(page, 'Birthday 2025')
      .getByRole('button', { name: /Manage Collaborators/ })
      .click()
    const manage = page.getByRole('dialog', { name: 'Manage Collaborators' })
    await expect(manage).toContainText('No collaborators yet.')
    await manage.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(toastWith(page, 'Please select a wishlist and enter an email')).toBeVisible()
    const since = Date.now()
    for (const email of [friendEmail, thirdEmail]) {
      await manage.getByLabel('Invite by email').fill(email)
      await manage.getByRole('button', { name: 'Send Invitation' }).click()
      await expect(toastWith(page, 'Invitation sent!').last()).toBeVisible()
      await expect(manage.getByLabel('Invite by email')).toHaveValue('')
    }
    await manage.getByLabel('Invite by email').fill(friendEmail)
    await manage.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(
      toastWith(page, 'Failed to send invitation: An invitation to this email is already pending'),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await invitationsCard(page).getByRole('tab', { name: 'Sent (2)' }).click()
    await expect(invitationsCard(page).getByRole('tabpanel')).toContainText(`to ${friendEmail}`)

    const friendLink = linkIn(
      await waitForMail(friendEmail, { since, subject: /invited you/ }),
      `${E2E.baseUrl}/profile?invitationId=`,
    )
    const thirdMail = await waitForMail(thirdEmail, { since, subject: /invited you/ })
    expect(thirdMail.subject).toBe('Olivia Owner invited you to a wishlist on Giftwise')

    // The third person, signed in with another address, cannot use the friend's link.
    const third = await personPage(browser)
    await signIn(third, thirdEmail, { name: 'Theo Third' })
    await third.goto(friendLink)
    await expect(third).toHaveURL(`${E2E.baseUrl}/profile`)
    await expect(toastWith(third, 'This invitation is for a different email address')).toBeVisible()
    await expect(wishlistsCard(third)).toContainText('No wishlists yet. Create your first one!')

    // The friend opens the link signed out, signs up, and lands on the profile with the list shared.
    const friend = await personPage(browser)
    await friend.goto(friendLink)
    await expect(friend).toHaveURL(/\/auth\?/)
    const signUpSince = Date.now()
    await friend.getByRole('button', { name: 'Create an account' }).click()
    await friend.getByLabel('Name').fill('Fred Friend')
    await friend.getByLabel('Email').fill(friendEmail)
    await friend.getByRole('button', { name: 'Get Started' }).click()
    await expect(toastWith(friend, 'Check your email!')).toBeVisible()
    await friend.goto(
      linkIn(
        await waitForMail(friendEmail, { since: signUpSince, subject: /Giftwise account|sign-in/i }),
        `${E2E.baseUrl}/auth/confirm`,
      ),
    )
    await expect(toastWith(friend, 'Invitation accepted! The wishlist is now available.')).toBeVisible()
    await expect(friend).toHaveURL(`${E2E.baseUrl}/profile`)
    await expect(tile(friend, 'Birthday 2025')).toContainText('Shared by Olivia Owner')
    await expect(tile(friend, 'Birthday 2025').getByRole('button', { name: /Manage Collaborators/ })).toHaveCount(0)

    // ...and edits it: unmarks one item, removes the other, adds one from the search.
    await tile(friend, 'Birthday 2025')
      .getByRole('link', { name: /View Wishlist/ })
      .click()
    await expect(friend).toHaveURL(`${E2E.baseUrl}/wishlist?id=${listId}`)
    await expect(friend.getByText('Shared with you by Olivia Owner.')).toBeVisible()
    await items(friend)
      .nth(1)
      .getByRole('button', { name: /^Purchased/ })
      .click()
    await expect(toastWith(friend, 'Unmarked')).toBeVisible()
    await items(friend)
      .nth(0)
      .getByRole('button', { name: /^Remove/ })
      .click()
    await expect(toastWith(friend, 'Removed')).toBeVisible()
    await expect(items(friend)).toHaveCount(1)
    const added = await addFromSearch(friend, 'board game', 0, 'Birthday 2025 (shared by Olivia Owner)')

    // The third person declines.
    await third.goto('/profile')
    await expect(invitationsCard(third).getByRole('tab', { name: 'Received (1)' })).toBeVisible()
    await expect(invitationsCard(third)).toContainText(`from ${ownerEmail}`)
    await invitationsCard(third)
      .getByRole('button', { name: /^Decline/ })
      .click()
    await expect(toastWith(third, 'Invitation declined')).toBeVisible()
    await expect(invitationsCard(third)).toContainText('No pending invitations')

    // The owner sees the friend's edits and both answers, then removes the friend.
    await page.goto(`/wishlist?id=${listId}`)
    await expect(items(page)).toHaveCount(2)
    await expect(items(page).nth(0).getByRole('heading')).toHaveText(added)
    await expect(page.getByRole('list', { name: 'Collaborators' })).toContainText('Fred Friend')
    await page.goto('/profile')
    await invitationsCard(page).getByRole('tab', { name: 'Sent (2)' }).click()
    const sent = invitationsCard(page).getByRole('tabpanel')
    await expect(sent.getByRole('listitem').filter({ hasText: friendEmail })).toContainText('accepted')
    await expect(sent.getByRole('listitem').filter({ hasText: thirdEmail })).toContainText('declined')
    await expect(tile(page, 'Birthday 2025')).toContainText('2 items')
    await tile(page, 'Birthday 2025')
      .getByRole('button', { name: /Manage Collaborators/ })
      .click()
    await manage.getByRole('button', { name: 'Remove Fred Friend' }).click()
    await expect(toastWith(page, 'Collaborator removed')).toBeVisible()
    await expect(manage).toContainText('No collaborators yet.')

    // The friend has lost access at once; the stranger never had it: both get the 404 page.
    for (const person of [friend, third]) {
      const response = await person.goto(`/wishlist?id=${listId}`)
      expect(response?.status()).toBe(404)
      await expect(person.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
      await expect(person.getByText('Birthday 2025')).toHaveCount(0)
    }

    // Deleting asks first, then the list is gone.
    await page.keyboard.press('Escape')
    await tile(page, 'Christmas')
      .getByRole('button', { name: /^Delete/ })
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Wishlist' }).click()
    await expect(toastWith(page, 'Wishlist deleted')).toBeVisible()
    await expect(tile(page, 'Christmas')).toHaveCount(0)

    await friend.context().close()
    await third.context().close()
  })
})
