import { describe, expect, it } from 'vitest'

import { createUser, wishlistTestBed } from '../wishlists/fixtures.ts'
import { personInput } from './helpers.ts'

/*
 * A signed-in giver who claims something on a friend's own wish list finds it in their gift history
 * for that friend (the person of theirs named as the list's owner), and undoing the claim takes it
 * back. The list's owner learns nothing.
 */

const { services, db, wishlists } = await wishlistTestBed()
const { people } = services
let counter = 0

async function sharedList() {
  const owner = await createUser(db, `owner${++counter}`, { profileName: 'Priya Shah' })
  const list = await wishlists.create(owner, { name: 'My birthday', kind: 'me', occasionDate: '2099-06-01' })
  const item = await wishlists.addFromForm(owner, list.id, {
    name: 'Linen apron',
    price: 28,
    currency: 'GBP',
    url: 'https://shop.example/apron',
    note: null,
    quantity: 1,
    mostWanted: false,
    imageSourceUrl: null,
  })
  const token = new URL(await wishlists.share(owner, list.id)).pathname.split('/')[2]!
  return { owner, item, token }
}

describe('claims in the giver’s gift history', () => {
  it('records a claim for the giver’s person named as the owner, and takes it back on undo', async () => {
    const { owner, item, token } = await sharedList()
    const giver = await createUser(db, `giver${++counter}`, { profileName: 'Sam' })
    const priya = await people.create(giver, personInput({ name: 'Priya' }))
    const ownersPerson = await people.create(owner, personInput({ name: 'Sam' }))

    const { claimId } = await wishlists.claimAsUser(giver, { via: 'share', token }, { itemId: item.id, quantity: 1 })
    const history = (await people.get(giver, priya.id)).history
    expect(history.map((gift) => gift.name)).toEqual(['Linen apron'])
    // Nothing reaches the owner's own people.
    expect((await people.get(owner, ownersPerson.id)).history).toEqual([])

    await wishlists.unclaim(giver, { via: 'share', token }, claimId)
    expect((await people.get(giver, priya.id)).history).toEqual([])
  })

  it('records nothing when no person, or more than one, has the owner’s name', async () => {
    const { item, token } = await sharedList()
    const giver = await createUser(db, `giver${++counter}`, { profileName: 'Jo' })
    const first = await people.create(giver, personInput({ name: 'Priya' }))
    const second = await people.create(giver, personInput({ name: 'priya shah' }))
    const other = await people.create(giver, personInput({ name: 'Mum' }))
    await wishlists.claimAsUser(giver, { via: 'share', token }, { itemId: item.id, quantity: 1 })
    for (const person of [first, second, other]) expect((await people.get(giver, person.id)).history).toEqual([])
  })
})
