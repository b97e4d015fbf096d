import type { Browser, BrowserContext, Page } from '@playwright/test'

import { startProductPageServer, type ShopServer } from '../fixtures/product-page-server.ts'

import { E2E } from './env.ts'
import { expect, linkIn, signIn, test, uniqueEmail, waitForMail } from './fixtures.ts'

/*
 * Lists for oneself, shared by link and claimed in secret; 'Add by link' against the local fixture
 * shop (URL_FETCH_ALLOW_HOSTS names it in playwright.config.ts); and the same forms without JavaScript.
 */

const toastWith = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const items = (page: Page) => page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem')
const card = (page: Page, name: string) => items(page).filter({ has: page.getByRole('heading', { name, exact: true }) })

let shop: ShopServer
test.beforeAll(async () => {
  shop = await startProductPageServer(E2E.shopPort)
})
test.afterAll(async () => {
  await shop.close()
})

let visitors = 200
/** Another person: their own browser context (cookies) and address, with the cookie banner answered. */
async function person(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ baseURL: E2E.baseUrl, ...options })
  visitors++
  await context.setExtraHTTPHeaders({
    'X-Forwarded-For': `10.200.${Math.floor(visitors / 256) % 256}.${visitors % 256}`,
  })
  await context.addInitScript(() => window.localStorage.setItem('giftwise-cookie-consent', 'accepted'))
  return context.newPage()
}

/** Creates a list on the profile: its name, who it is for and, if given, the occasion date. */
async function createList(page: Page, name: string, kind: 'Me' | 'Someone else', occasionDate?: string) {
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Create Wishlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Wishlist' })
  await dialog.getByLabel('Wishlist name').fill(name)
  await expect(dialog.getByRole('group', { name: 'Who is this list for?' })).toBeVisible()
  await dialog.getByRole('radio', { name: kind, exact: true }).check()
  if (occasionDate) await dialog.getByLabel('Occasion date (optional)').fill(occasionDate)
  await dialog.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(toastWith(page, 'Wishlist created!')).toBeVisible()
  const tile = page
    .getByRole('region', { name: 'My Wishlists' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expect(tile).toContainText(`For: ${kind}`)
  await tile.getByRole('link', { name: /View Wishlist/ }).click()
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
}

/** 'Add your own': a thing by hand. */
async function addOwn(page: Page, name: string, options: { quantity?: number; note?: string } = {}) {
  await page.getByRole('button', { name: 'Add your own' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add your own' })
  await dialog.getByLabel('Name').fill(name)
  if (options.note) await dialog.getByLabel('Note (optional)').fill(options.note)
  if (options.quantity) await dialog.getByLabel('Quantity wanted').fill(String(options.quantity))
  await dialog.getByRole('button', { name: 'Add to list' }).click()
  await expect(toastWith(page, `${name} was added.`)).toBeVisible()
  await expect(dialog).toBeHidden()
}

/** 'Share' → the dialog's link. */
async function shareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Share/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Share / })
  await expect(dialog.getByLabel('Share link')).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/)
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Stop sharing' })).toBeVisible()
  const link = await dialog.getByLabel('Share link').inputValue()
  await page.keyboard.press('Escape')
  return link
}

test.describe('lists for oneself, shared and claimed in secret', () => {
  test('create, share, claim without an account and signed in, undo, the owner sees nothing, revoke', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    const ownerEmail = uniqueEmail('me-owner')
    await signIn(page, ownerEmail, { name: 'Olivia Owner' })
    await createList(page, 'My birthday', 'Me', `${new Date().getUTCFullYear() + 1}-05-01`)
    await expect(page.getByText('Claims stay secret from you')).toBeVisible()
    await addOwn(page, 'Wooden train', { note: 'the red one' })
    await addOwn(page, 'Wine glass', { quantity: 2 })
    const link = await shareLink(page)

    // A visitor without an account opens the link: no owner's email, 'I'll get this' on each item.
    const visitor = await person(browser)
    const response = await visitor.goto(link)
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(visitor.getByRole('heading', { name: 'My birthday', level: 1 })).toBeVisible()
    await expect(visitor.getByText("Olivia Owner's wish list")).toBeVisible()
    await expect(visitor.locator('body')).not.toContainText(ownerEmail)
    await expect(card(visitor, 'Wooden train')).toContainText('“the red one”')
    await card(visitor, 'Wooden train')
      .getByRole('button', { name: /I'll get this/ })
      .click()
    const claimDialog = visitor.getByRole('dialog', { name: "I'll get Wooden train" })
    await claimDialog.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(claimDialog.getByText('Please enter your name')).toBeVisible()
    const mayEmail = uniqueEmail('aunt-may')
    await claimDialog.getByLabel('Your name').fill('Aunt May')
    await claimDialog.getByLabel('Your email address').fill(mayEmail)
    const since = Date.now()
    await claimDialog.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(toastWith(visitor, 'Check your email')).toBeVisible()
    // Nothing is claimed until the emailed link is followed.
    await visitor.reload()
    await expect(card(visitor, 'Wooden train').getByRole('button', { name: /I'll get this/ })).toBeVisible()

    const mail = await waitForMail(mayEmail, { since, subject: /Confirm you're getting Wooden train/ })
    const confirmLink = linkIn(mail, `${E2E.baseUrl}/shared/claims/confirm`)
    const undoLink = linkIn(mail, `${E2E.baseUrl}/shared/claims/undo`)
    await visitor.goto(confirmLink)
    await expect(visitor.getByRole('heading', { name: "Confirm you're getting this" })).toBeVisible()
    await visitor.getByRole('button', { name: "Confirm I'm getting this" }).click()
    await expect(visitor.getByRole('heading', { name: "You're getting this" })).toBeVisible()
    await visitor.goto(link)
    await expect(card(visitor, 'Wooden train')).toContainText('Claimed')

    // A signed-in giver claims in one click, sees it as theirs, and can undo it.
    const giver = await person(browser)
    await signIn(giver, uniqueEmail('giver'), { name: 'Gina Giver' })
    await giver.goto(link)
    await expect(card(giver, 'Wooden train')).toContainText('Claimed')
    await expect(card(giver, 'Wine glass')).toContainText('2 of 2 still wanted')
    await card(giver, 'Wine glass')
      .getByRole('button', { name: /I'll get this/ })
      .click()
    await expect(toastWith(giver, "You're getting this")).toBeVisible()
    await expect(card(giver, 'Wine glass')).toContainText("You're getting this")
    await card(giver, 'Wine glass').getByRole('button', { name: /^Undo/ }).click()
    await expect(toastWith(giver, 'Claim undone')).toBeVisible()
    await expect(card(giver, 'Wine glass').getByRole('button', { name: /I'll get this/ })).toBeVisible()
    await card(giver, 'Wine glass')
      .getByRole('button', { name: /I'll get this/ })
      .click()
    await expect(card(giver, 'Wine glass')).toContainText("You're getting this")

    // The owner sees no claim: not on their page, not in the data it loads, not in their own link.
    for (const path of [page.url(), link]) {
      const ownerResponse = await page.goto(path)
      const html = await ownerResponse!.text()
      for (const secret of ['Aunt May', mayEmail, 'Gina Giver', 'Claimed', "You're getting", 'still wanted']) {
        expect(html, `${path} shows "${secret}" to the owner`).not.toContain(secret)
      }
      await expect(page.getByRole('button', { name: /I'll get this/ })).toHaveCount(0)
    }
    await expect(page.getByText('Whatever they claim stays secret from you.')).toBeVisible()

    // Aunt May changes her mind from the email.
    await visitor.goto(undoLink)
    await visitor.getByRole('button', { name: 'Undo my claim' }).click()
    await expect(visitor.getByRole('heading', { name: 'Your claim is undone' })).toBeVisible()
    await visitor.goto(link)
    await expect(card(visitor, 'Wooden train').getByRole('button', { name: /I'll get this/ })).toBeVisible()

    // Stop sharing: the link stops working at once.
    await page.goto('/wishlist')
    await page.getByRole('button', { name: /^Share/ }).click()
    await page
      .getByRole('dialog', { name: /^Share / })
      .getByRole('button', { name: 'Stop sharing' })
      .click()
    await expect(toastWith(page, 'Sharing stopped')).toBeVisible()
    const revoked = await visitor.goto(link)
    expect(revoked?.status()).toBe(404)
    await expect(visitor.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    // Sharing again makes a new link; the old one stays dead.
    await page.keyboard.press('Escape')
    const again = await shareLink(page)
    expect(again).not.toBe(link)
    expect((await visitor.goto(again))?.status()).toBe(200)
    expect((await visitor.goto(link))?.status()).toBe(404)

    for (const other of [visitor, giver]) await other.context().close()
  })

  test('two browsers claiming the last unit at once leave exactly one claim', async ({ page, browser }) => {
    test.setTimeout(180_000)
    await signIn(page, uniqueEmail('race-owner'), { name: 'Rita Racer' })
    await createList(page, 'Race day', 'Me')
    await addOwn(page, 'Last teapot')
    const link = await shareLink(page)

    const [first, second] = [await person(browser), await person(browser)]
    await signIn(first, uniqueEmail('racer-one'), { name: 'Racer One' })
    await signIn(second, uniqueEmail('racer-two'), { name: 'Racer Two' })
    await Promise.all([first.goto(link), second.goto(link)])
    const buttons = [first, second].map((racer) =>
      card(racer, 'Last teapot').getByRole('button', { name: /I'll get this/ }),
    )
    await Promise.all(buttons.map((button) => expect(button).toBeEnabled()))
    await Promise.all(buttons.map((button) => button.click()))

    // One is getting it; the other is told it has gone.
    await expect
      .poll(async () => {
        const texts = await Promise.all([first, second].map((racer) => card(racer, 'Last teapot').innerText()))
        return texts.filter((text) => text.includes("You're getting this")).length
      })
      .toBe(1)
    const loser = (await card(first, 'Last teapot').innerText()).includes("You're getting this") ? second : first
    await expect(toastWith(loser, 'Could not claim this.')).toContainText('Someone has already claimed this')
    await loser.reload()
    await expect(card(loser, 'Last teapot')).toContainText('Claimed')

    for (const other of [first, second]) await other.context().close()
  })

  test('the shared page is never indexed, never stored and never served from the render cache', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, uniqueEmail('cache-owner'))
    await createList(page, 'Not for caches', 'Me')
    const link = await shareLink(page)
    for (let i = 0; i < 3; i++) {
      const response = await request.get(link, { headers: { cookie: '' } })
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe('private, no-store')
      expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
      expect(response.headers()['x-render-cache']).toBeUndefined()
      expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>')
    }
    await page.goto('/wishlist')
    await page.getByRole('button', { name: /^Share/ }).click()
    await page
      .getByRole('dialog', { name: /^Share / })
      .getByRole('button', { name: 'Stop sharing' })
      .click()
    await expect(toastWith(page, 'Sharing stopped')).toBeVisible()
    expect((await request.get(link)).status()).toBe(404)
  })
})

test.describe('add by link (the fixture shop, allowed for tests only)', () => {
  test('reads JSON-LD and Open Graph pages to confirm or edit, and offers the form by hand when it reads neither', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, uniqueEmail('linker'))
    await createList(page, 'From shops', 'Someone else')
    const dialog = page.getByRole('dialog', { name: 'Add by link' })
    const read = async (path: string) => {
      await page.getByRole('button', { name: 'Add by link' }).click()
      await dialog.getByLabel('Product page link').fill(`${shop.url}${path}`)
      await dialog.getByRole('button', { name: 'Read page' }).click()
    }

    await read('/pages/json-ld.html')
    await expect(dialog.getByLabel('Name')).toHaveValue('Merino Scarf & Gloves, Heather Blue')
    await expect(dialog.getByLabel('Price (optional)')).toHaveValue('34.50')
    await expect(dialog.getByLabel('Currency')).toHaveValue('GBP')
    await expect(dialog.getByRole('img', { name: /Picture of Merino Scarf/ })).toBeVisible()
    await dialog.getByLabel('Name').fill('Merino Scarf')
    await dialog.getByLabel('Note (optional)').fill('the blue one')
    await dialog.getByRole('button', { name: 'Add to list' }).click()
    await expect(toastWith(page, 'Merino Scarf was added.')).toBeVisible()
    const scarf = card(page, 'Merino Scarf')
    await expect(scarf).toContainText('£34.50')
    await expect(scarf).toContainText('“the blue one”')
    // The picture is decorative (the heading names it): checked by its element.
    await expect(scarf.locator('img')).toHaveAttribute('src', /^\/wishlist\/images\/[0-9a-f]{32}$/)
    const shopLink = scarf.getByRole('link', { name: /View at retailer/ })
    await expect(shopLink).toHaveAttribute('rel', 'nofollow ugc noopener')
    await expect(shopLink).toHaveAttribute('href', `${shop.url}/pages/json-ld.html`)

    // The same page again: 'Already on this list'.
    await read('/pages/json-ld.html')
    await dialog.getByRole('button', { name: 'Add to list' }).click()
    await expect(toastWith(page, 'Already on this list')).toBeVisible()
    await page.keyboard.press('Escape')

    await read('/pages/open-graph.html')
    await expect(dialog.getByLabel('Name')).toHaveValue('Stoneware Mug, Speckled Blue')
    await expect(dialog.getByLabel('Currency')).toHaveValue('USD')
    await dialog.getByRole('button', { name: 'Add to list' }).click()
    await expect(toastWith(page, 'Stoneware Mug, Speckled Blue was added.')).toBeVisible()
    await expect(card(page, 'Stoneware Mug, Speckled Blue')).toContainText('US$1,299.00')

    await read('/pages/neither.html')
    await expect(dialog.getByRole('status')).toContainText("We couldn't read the product details from that page")
    await expect(dialog.getByLabel('Name')).toHaveValue('')
    await expect(dialog.getByLabel('Link (optional)')).toHaveValue(`${shop.url}/pages/neither.html`)
    await dialog.getByLabel('Name').fill('Wooden toy train')
    await dialog.getByLabel('Price (optional)').fill('18')
    await dialog.getByRole('button', { name: 'Add to list' }).click()
    await expect(toastWith(page, 'Wooden toy train was added.')).toBeVisible()
    await expect(items(page)).toHaveCount(3)
  })
})

test.describe('without JavaScript', () => {
  test('claiming, sharing, adding by link and item details all work as plain form posts', async ({ page, browser }) => {
    test.setTimeout(180_000)
    const ownerEmail = uniqueEmail('nojs-owner')
    await signIn(page, ownerEmail, { name: 'Noah Owner' })
    const cookies = await page.context().cookies()
    const owner = await person(browser, { javaScriptEnabled: false })
    await owner.context().addCookies(cookies)

    // Create a list for oneself on the profile (the dialog opens in place).
    await owner.goto('/profile')
    await owner.locator('summary', { hasText: 'Create Wishlist' }).click()
    const create = owner.getByRole('group', { name: 'Create Wishlist' })
    await create.getByLabel('Wishlist name').fill('No scripts')
    await create.getByRole('radio', { name: 'Me', exact: true }).check()
    await create.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(owner.getByText('Wishlist created!')).toBeVisible()
    await owner
      .getByRole('link', { name: /View Wishlist/ })
      .first()
      .click()

    // Add by link: a link to the page with that dialog open; the preview is rendered in the page,
    // then saved with a redirect and a message.
    await owner.getByRole('link', { name: 'Add by link' }).click()
    await expect(owner).toHaveURL(/[?&]open=add-link/)
    const byLink = owner.getByRole('group', { name: 'Add by link' })
    await byLink.getByLabel('Product page link').fill(`${shop.url}/pages/json-ld.html`)
    await byLink.getByRole('button', { name: 'Read page' }).click()
    const preview = owner.getByRole('group', { name: 'Add by link' })
    await expect(preview.getByLabel('Name')).toHaveValue('Merino Scarf & Gloves, Heather Blue')
    await preview.getByLabel('Quantity wanted').fill('2')
    await preview.getByRole('button', { name: 'Add to list' }).click()
    await expect(owner.getByText('Added to wishlist')).toBeVisible()
    await expect(card(owner, 'Merino Scarf & Gloves, Heather Blue')).toContainText('Quantity wanted: 2')

    // Item details.
    // Without JavaScript 'Edit details' is a link to the page with that item's form open.
    await card(owner, 'Merino Scarf & Gloves, Heather Blue')
      .getByRole('link', { name: /^Edit details/ })
      .click()
    await expect(owner).toHaveURL(/[?&]edit=/)
    const details = owner.getByRole('group', { name: 'Edit details' })
    await details.getByLabel('Note').fill('size M')
    await details.getByLabel('Most wanted').check()
    await details.getByRole('button', { name: 'Save details' }).click()
    await expect(owner.getByText('Item updated')).toBeVisible()
    await expect(card(owner, 'Merino Scarf & Gloves, Heather Blue')).toContainText('Most wanted')

    // Share: create the link; the page it returns to has the dialog still open, showing the link.
    await owner.getByRole('link', { name: /^Share/ }).click()
    await owner
      .getByRole('group', { name: /^Share / })
      .getByRole('button', { name: 'Create link' })
      .click()
    await expect(owner.getByText('Share link created')).toBeVisible()
    const link = await owner
      .getByRole('group', { name: /^Share / })
      .getByLabel('Share link')
      .inputValue()

    // A visitor without JavaScript claims with a name and an address.
    const visitor = await person(browser, { javaScriptEnabled: false })
    await visitor.goto(link)
    await card(visitor, 'Merino Scarf & Gloves, Heather Blue').locator('summary', { hasText: "I'll get this" }).click()
    const claim = visitor.getByRole('group', { name: /I'll get Merino Scarf/ })
    const email = uniqueEmail('nojs-claimer')
    await claim.getByLabel('Your name').fill('Quiet Quentin')
    await claim.getByLabel('Your email address').fill(email)
    await claim.getByLabel('How many?').fill('2')
    const since = Date.now()
    await claim.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(visitor.getByText('Check your email')).toBeVisible()
    await visitor.goto(linkIn(await waitForMail(email, { since }), `${E2E.baseUrl}/shared/claims/confirm`))
    await visitor.getByRole('button', { name: "Confirm I'm getting this" }).click()
    await expect(visitor.getByRole('heading', { name: "You're getting this" })).toBeVisible()
    await visitor.goto(link)
    await expect(card(visitor, 'Merino Scarf & Gloves, Heather Blue')).toContainText('Claimed')

    for (const other of [owner, visitor]) await other.context().close()
  })
})
