import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { parseShopPrice, readProductPage } from '#app/server/wishlist/product-page.server.ts'

const fixture = (name: string) => readFileSync(`tests/fixtures/product-pages/${name}`)
const pageUrl = 'https://shop.example/products/item?colour=blue'

describe('reading a product page', () => {
  it('reads schema.org Product JSON-LD with its offer, inside a @graph, resolving the image', () => {
    expect(readProductPage(fixture('json-ld.html'), pageUrl)).toEqual({
      name: 'Merino Scarf & Gloves, Heather Blue',
      imageUrl: 'https://shop.example/images/scarf.png',
      price: 34.5,
      currency: 'GBP',
      source: 'json-ld',
    })
  })

  it('reads Open Graph and its product price tags when nothing else is there', () => {
    expect(readProductPage(fixture('open-graph.html'), pageUrl)).toEqual({
      name: 'Stoneware Mug, Speckled Blue',
      imageUrl: 'https://shop.example/images/mug.png',
      price: 1299,
      currency: 'USD',
      source: 'open-graph',
    })
  })

  it('reads microdata', () => {
    expect(readProductPage(fixture('microdata.html'), pageUrl)).toEqual({
      name: 'Trail Walking Boots',
      imageUrl: 'https://shop.example/images/scarf.png',
      price: 89.95,
      currency: 'EUR',
      source: 'microdata',
    })
  })

  it('finds nothing on a page without any of them (the form is then filled in by hand)', () => {
    expect(readProductPage(fixture('neither.html'), pageUrl)).toBeNull()
  })

  it('takes JSON-LD first and fills its gaps from Open Graph, keeping a price with its own currency', () => {
    const html = `<html><head>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":["Product"],"name":"Lamp"}</script>
      <script type="application/ld+json">not json at all</script>
      <meta property="og:title" content="Lamp (OG)"><meta property="og:image" content="https://cdn.example/lamp.jpg">
      <meta property="product:price:amount" content="20.00"><meta property="product:price:currency" content="EUR">
    </head></html>`
    expect(readProductPage(html, pageUrl)).toEqual({
      name: 'Lamp',
      imageUrl: 'https://cdn.example/lamp.jpg',
      price: 20,
      currency: 'EUR',
      source: 'json-ld',
    })
  })

  it('reads offers given as a list or an AggregateOffer, and ImageObject images', () => {
    const html = `<script type="application/ld+json">[{"@type":"WebPage"},{"@type":"http://schema.org/Product","name":"Kettle",
      "image":{"@type":"ImageObject","url":"//cdn.example/kettle.png"},
      "offers":[{"@type":"AggregateOffer","lowPrice":"49.99","priceCurrency":"gbp"}]}]</script>`
    expect(readProductPage(html, pageUrl)).toMatchObject({
      name: 'Kettle',
      imageUrl: 'https://cdn.example/kettle.png',
      price: 49.99,
      currency: 'GBP',
    })
  })

  it('never keeps an image that is not an http(s) address', () => {
    const html = `<meta property="og:title" content="Thing"><meta property="og:image" content="javascript:alert(1)">`
    expect(readProductPage(html, pageUrl)).toMatchObject({ name: 'Thing', imageUrl: null })
  })

  it('reads pages in other encodings', () => {
    const latin1 = Buffer.from(
      '<html><head><meta charset="iso-8859-1"><meta property="og:title" content="Caf\xe9 set"></head></html>',
      'latin1',
    )
    expect(readProductPage(latin1, pageUrl)?.name).toBe('Café set')
  })
})

describe('shop prices', () => {
  it.each([
    [12.5, 12.5],
    ['12.50', 12.5],
    ['£1,299.00', 1299],
    ['1.299,00', 1299],
    ['19,99', 19.99],
    ['EUR 89.95', 89.95],
    ['free', null],
    ['1,2,3', null],
    [-4, null],
  ])('%j is %j', (value, expected) => {
    expect(parseShopPrice(value)).toBe(expected)
  })
})
