import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import { AddByLinkDialog, AddYourOwnDialog } from '#app/components/wishlist/add-item-dialogs.tsx'
import { RenameDialog } from '#app/components/wishlist/list-settings.tsx'
import { ShareDialog } from '#app/components/wishlist/share-dialog.tsx'

/*
 * The wishlist page's own dialogs as the server renders them (before hydration, and all a browser
 * without scripts gets): each is a link to the page that opens that one dialog in place, so the
 * page does not carry their closed forms on every visit.
 */

const LIST = { id: 'list-1', name: 'Birthday', kind: 'me' as const, shareUrl: null, occasionDate: null }

function renderDialogs(url: string) {
  const Stub = createRoutesStub([
    {
      path: '/wishlist',
      Component: () => (
        <div id="list-actions">
          <AddByLinkDialog wishlistId={LIST.id} />
          <AddYourOwnDialog wishlistId={LIST.id} />
          <ShareDialog wishlist={LIST} />
          <RenameDialog wishlist={LIST} />
        </div>
      ),
    },
  ])
  return load(renderToString(<Stub initialEntries={[url]} />))
}

const hrefOf = ($: ReturnType<typeof load>, label: string) =>
  $('a')
    .filter((_, a) => $(a).text().startsWith(label))
    .attr('href')

describe('the wishlist page’s dialogs before hydration', () => {
  it('are links that open each dialog in place, with no closed forms', () => {
    const $ = renderDialogs('/wishlist?id=list-1&page=2')
    expect($('form')).toHaveLength(0)
    expect($('details')).toHaveLength(0)
    expect(hrefOf($, 'Add by link')).toBe('/wishlist?id=list-1&page=2&open=add-link#list-actions')
    expect(hrefOf($, 'Add your own')).toBe('/wishlist?id=list-1&page=2&open=add-own#list-actions')
    expect(hrefOf($, 'Share')).toBe('/wishlist?id=list-1&page=2&open=share#list-actions')
    expect(hrefOf($, 'Rename')).toBe('/wishlist?id=list-1&page=2&open=rename#list-actions')
  })

  it.each([
    ['add-link', 'Add by link', 'preview-link'],
    ['add-own', 'Add your own', 'add-item'],
    ['share', 'Share Birthday', 'share'],
    ['rename', 'Rename wishlist', 'rename'],
  ])('?open=%s renders that dialog open in place as a plain form, and only that one', (name, title, intent) => {
    const $ = renderDialogs(`/wishlist?id=list-1&open=${name}`)
    const group = $(`details[open] [role="group"][aria-label="${title}"]`)
    expect(group).toHaveLength(1)
    expect(group.find(`input[name="intent"][value="${intent}"]`)).toHaveLength(1)
    expect(group.find('input[name="wishlistId"]').attr('value')).toBe('list-1')
    expect($('details')).toHaveLength(1)
    expect($('form')).toHaveLength(1)
    expect($('a')).toHaveLength(3)
  })
})

describe('a page with one disclosure open', () => {
  it('links each other one to the page with only that one open', () => {
    const $ = renderDialogs('/wishlist?id=list-1&edit=item-a&open=share')
    expect(hrefOf($, 'Add your own')).toBe('/wishlist?id=list-1&open=add-own#list-actions')
  })
})
