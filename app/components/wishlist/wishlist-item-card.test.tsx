import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { ItemView } from '#app/lib/wishlist/contract.ts'

import { WishlistItems } from '#app/components/wishlist/wishlist-item-card.tsx'

/*
 * The cards as the server renders them (before hydration, and all a browser without scripts
 * gets): 'Edit details' is a link to the page that opens that one item's form, so a list's page
 * does not carry a closed form for every item.
 */

const ITEM = (id: string, name: string): ItemView => ({
  id,
  wishlistId: 'list-1',
  productName: name,
  productImage: null,
  price: '£20.00',
  link: null,
  note: 'the blue one',
  quantity: 2,
  mostWanted: true,
  purchased: false,
})

function renderCards(url: string) {
  const items = [ITEM('item-a', 'Scarf'), ITEM('item-b', 'Gloves')]
  const Stub = createRoutesStub([
    {
      path: '/wishlist',
      Component: () => <WishlistItems items={items} kind="someone-else" />,
    },
  ])
  return load(renderToString(<Stub initialEntries={[url]} />))
}

describe('WishlistItemCard before hydration', () => {
  it("renders 'Edit details' as a link that opens this item's form, and no closed forms", () => {
    const $ = renderCards('/wishlist?id=list-1&page=2')
    expect($('input[name="intent"][value="update-item"]')).toHaveLength(0)
    const links = $('a').filter((_, a) => $(a).text().startsWith('Edit details'))
    expect(links).toHaveLength(2)
    expect(links.first().text()).toBe('Edit details: Scarf')
    expect(links.first().attr('href')).toBe('/wishlist?id=list-1&page=2&edit=item-a#item-item-a')
    expect($('#item-item-a')).toHaveLength(1)
    // The other forms of a card are still plain posts.
    expect($('input[name="intent"][value="remove"]')).toHaveLength(2)
  })

  it('opens the named item’s form in place, filled with its details, and only that one', () => {
    const $ = renderCards('/wishlist?id=list-1&edit=item-b')
    const forms = $('input[name="intent"][value="update-item"]').closest('form')
    expect(forms).toHaveLength(1)
    expect(forms.find('input[name="itemId"]').val()).toBe('item-b')
    expect(forms.find('input[name="note"]').val()).toBe('the blue one')
    expect(forms.find('input[name="quantity"]').val()).toBe('2')
    expect(forms.find('input[name="mostWanted"]').is('[checked]')).toBe(true)
    expect(forms.closest('details').is('[open]')).toBe(true)
    expect(forms.closest('li').attr('id')).toBe('item-item-b')
    // The other item keeps its link.
    const links = $('a').filter((_, a) => $(a).text() === 'Edit details: Scarf')
    expect(links).toHaveLength(1)
  })
})
