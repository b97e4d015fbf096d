import { describe, expect, it } from 'vitest'

import type { RecipientProfile } from '#app/lib/gift-finder/contract.ts'
import { knowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { conceptsIn } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import { rankIdeas } from '#app/server/gift-finder/ranking/query.server.ts'
import { IDEA_FLAGS } from '#app/server/gift-finder/knowledge/schema.server.ts'
import { testBrief } from '#app/server/gift-finder/test-brief.ts'

const kb = knowledgeBase()

describe('the knowledge base in content/finder/knowledge', () => {
  it('has at least 400 concepts and 2,000 ideas, at least 3 for every concept', () => {
    expect(kb.concepts.size).toBeGreaterThanOrEqual(400)
    expect(kb.ideas.size).toBeGreaterThanOrEqual(2000)
    for (const concept of kb.concepts.values()) {
      const own = [...kb.ideas.values()].filter((idea) => idea.conceptId === concept.id)
      expect(own.length, concept.id).toBeGreaterThanOrEqual(3)
    }
  })

  it('gives the offline catalogue at least 8,000 listings across the budget bands', () => {
    const listings = [...kb.ideas.values()].flatMap((idea) => idea.listings)
    expect(listings.length).toBeGreaterThanOrEqual(8000)
    const bands = [0, 20, 50, 100, 200, 500, Infinity]
    for (let band = 0; band < bands.length - 1; band++) {
      const inBand = listings.filter((listing) => listing.price >= bands[band]! && listing.price < bands[band + 1]!)
      expect(inBand.length, `£${bands[band]}+`).toBeGreaterThan(50)
    }
    expect(new Set(listings.map((listing) => listing.itemId)).size).toBe(listings.length)
  })

  it('links only to concepts that exist, and flags are consistent with ages', () => {
    for (const concept of kb.concepts.values()) {
      for (const related of concept.related) expect(kb.concepts.has(related), `${concept.id} -> ${related}`).toBe(true)
    }
    for (const idea of kb.ideas.values()) {
      for (const flag of idea.flags) expect(IDEA_FLAGS).toContain(flag)
      if (idea.flags.some((flag) => flag === 'alcohol' || flag === 'blade' || flag === 'adult-theme')) {
        expect(idea.ageMin, idea.id).toBeGreaterThanOrEqual(18)
      }
      if (idea.flags.includes('small-parts')) expect(idea.ageMin, idea.id).toBeGreaterThanOrEqual(3)
      if (idea.flags.includes('baby-only')) expect(idea.ageMax, idea.id).toBeLessThanOrEqual(3)
    }
  })

  it('keeps festival ideas to their festival: no Easter egg for a Diwali brief', () => {
    for (const festival of ['easter', 'halloween', 'christmas-traditions']) {
      for (const idea of kb.ideas.values()) {
        if (idea.conceptId !== festival) continue
        expect(idea.occasions, idea.id).not.toContain('any')
      }
    }
  })
})

describe('the lexicon', () => {
  it('prefers the longest phrase and reads plurals, British spellings and misspellings', () => {
    expect(conceptsIn(kb, 'she reads crime novels')).toEqual(['crime-fiction'])
    expect(conceptsIn(kb, 'knitters')).toEqual(['knitting'])
    expect(conceptsIn(kb, 'Pokémon cards')[0]).toMatch(/pokemon/)
    expect(conceptsIn(kb, 'gardning')).toEqual(['gardening'])
  })
})

describe('ranking', () => {
  const brief = (concepts: string[], overrides: Partial<RecipientProfile> = {}): RecipientProfile =>
    testBrief({
      interests: concepts.map((concept) => ({ concept, label: kb.concepts.get(concept)!.label, from: 'form' })),
      ...overrides,
    })
  const band = { min: 20, max: 50 }

  it('finds ideas a toddler can use for the interests parents name: music and cooking at one', () => {
    const toddler = brief(['music-lover', 'cooking'], { ageMin: 1, ageMax: 1 })
    const ranked = rankIdeas(kb, toddler, { band, limit: 8 })
    expect(ranked.length).toBe(8)
    for (const { idea, source } of ranked.slice(0, 6)) {
      expect(['music-lover', 'cooking'], idea.name).toContain(source.concept)
      expect(idea.ageMin, idea.name).toBeLessThanOrEqual(1)
    }
  })

  it("takes the person's interests round-robin, so one does not crowd out the others", () => {
    const ranked = rankIdeas(kb, brief(['knitting', 'crime-fiction', 'coffee']), { band, limit: 9 })
    expect(ranked.map((entry) => entry.source.concept)).toEqual([
      'knitting',
      'crime-fiction',
      'coffee',
      'knitting',
      'crime-fiction',
      'coffee',
      'knitting',
      'crime-fiction',
      'coffee',
    ])
  })

  it('lets an umbrella interest wait behind a particular one close to it: Italian cooking before cooking', () => {
    const ranked = rankIdeas(kb, brief(['cooking', 'italian-cooking', 'yoga']), { band, limit: 12 })
    const concepts = ranked.map((entry) => entry.source.concept)
    expect(concepts).not.toContain('cooking')
    expect(concepts.filter((concept) => concept === 'italian-cooking').length).toBeGreaterThanOrEqual(5)
    // Alone, or beside interests it does not take in, the umbrella is an interest like any other.
    const alone = rankIdeas(kb, brief(['cooking', 'yoga']), { band, limit: 4 })
    expect(alone.map((entry) => entry.source.concept)).toEqual(['cooking', 'yoga', 'cooking', 'yoga'])
  })

  it('makes ideas for a name the shopper gives: a Gilmore Girls box set, a pug portrait, a Wolves scarf', () => {
    const withWords = (concept: string, words: string[]) => {
      const profile = brief([concept])
      return { ...profile, interests: [{ ...profile.interests[0]!, words }] }
    }
    const names = (concept: string, words: string[]) =>
      rankIdeas(kb, withWords(concept, words), { band, limit: 40 }).map((entry) => entry.idea.name)
    expect(names('tv-box-sets', ['gilmore girls']).slice(0, 3)).toContain('Gilmore Girls box set')
    expect(names('dogs', ['whippets'])).toContain('Whippet cushion')
    expect(names('football', ['wolves fan'])).toContain('Wolves scarf')
    // A named show keeps TV in general for later: the first picks for TV are all Gilmore Girls.
    const both = brief(['tv-box-sets', 'knitting'])
    const gilmore = { ...both, interests: [{ ...both.interests[0]!, words: ['gilmore girls'] }, both.interests[1]!] }
    const first = rankIdeas(kb, gilmore, { band, limit: 16 }).filter((entry) => entry.source.concept === 'tv-box-sets')
    expect(first.length).toBeGreaterThanOrEqual(3)
    for (const entry of first) expect(entry.idea.name).toMatch(/Gilmore Girls/)
    // "Bake Off" names baking and TV by the same words: TV adds nothing but generic TV ideas, so it is left out.
    const bakeOff = brief(['baking', 'tv-box-sets'])
    const echoed = {
      ...bakeOff,
      interests: bakeOff.interests.map((interest) => ({ ...interest, words: ['bake off'] })),
    }
    expect(rankIdeas(kb, echoed, { band, limit: 30 }).map((entry) => entry.source.concept)).not.toContain('tv-box-sets')
    // Words that are not a name make nothing up.
    expect(names('tv-box-sets', ['box sets']).join(' ')).not.toMatch(/Box Sets box set/)
    expect(names('dogs', ['her dog']).join(' ')).not.toMatch(/Her Dog/i)
  })

  it('offers the interests first, then other listings of their ideas, then concepts nearby', () => {
    const ranked = rankIdeas(kb, brief(['dinosaurs'], { ageMin: 4, ageMax: 4 }), { band, limit: 60 })
    const tiers = ranked.map((entry) => (entry.alternative ? 'alternative' : entry.source.tier))
    const firstOther = tiers.findIndex((tier) => tier !== 'interest')
    expect(firstOther).toBeGreaterThan(3)
    // Later entries for the interest are only ideas written for a passion the person does not have.
    for (const entry of ranked.slice(firstOther)) {
      if (entry.source.tier === 'interest' && !entry.alternative) expect(entry.idea.conceptId).not.toBe('dinosaurs')
    }
    expect(tiers.indexOf('related')).toBeGreaterThan(tiers.lastIndexOf('alternative'))
  })

  it("puts ideas in the shopper's own words first: 'prosecco' for a wine lover", () => {
    const profile = brief(['wine'])
    const wine = profile.interests[0]!
    const ranked = rankIdeas(kb, { ...profile, interests: [{ ...wine, words: ['prosecco'] }] }, { band, limit: 10 })
    const text = (entry: (typeof ranked)[number]) =>
      [entry.idea.name, entry.idea.description, ...entry.idea.listings.map((listing) => listing.title)].join(' ')
    expect(text(ranked[0]!)).toMatch(/prosecco/i)
    // Without their words, the wine ideas lead as before.
    expect(text(rankIdeas(kb, profile, { band, limit: 1 })[0]!)).not.toMatch(/prosecco/i)
  })

  it('offers ideas written for a passion the person does not have only after those meant for them', () => {
    // A travel lover is not a K-pop or anime fan: holidays written for fans wait for the travel ideas.
    const ranked = rankIdeas(kb, brief(['travel']), { band: { min: 200, max: 500 }, limit: 200 })
    const fandom = (entry: (typeof ranked)[number]) =>
      kb.concepts.get(entry.idea.conceptId)?.domain === 'music-games-fandoms-stories'
    const firstStray = ranked.findIndex(fandom)
    const lastOwn = ranked.findLastIndex((entry) => entry.idea.conceptId === 'travel' && !entry.alternative)
    expect(lastOwn).toBeGreaterThan(0)
    expect(firstStray).toBeGreaterThan(lastOwn)
  })

  it('offers someone with no interests gifts for their situation, then gifts meant for anyone', () => {
    // A new mum with nothing else said: new-parent gifts, then a pamper, and no stadium print.
    const newMum = brief([], { context: ['new-parents'], ageMin: 30, ageMax: 30 })
    const ranked = rankIdeas(kb, newMum, { band: { min: 50, max: 100 }, limit: 150 })
    const concepts = ranked.map((entry) => entry.idea.conceptId)
    expect(concepts.indexOf('self-care-pamper')).toBeGreaterThan(-1)
    const fallback = ranked.filter((entry) => entry.source.tier === 'fallback')
    expect(fallback.length).toBeGreaterThan(0)
    const known = new Set(ranked.map((entry) => entry.source.concept))
    for (const entry of fallback) {
      const domain = kb.concepts.get(entry.idea.conceptId)?.domain
      expect(known.has(entry.idea.conceptId) || domain === 'life-stages-occasions-kids').toBe(true)
    }
    expect(ranked.map((entry) => entry.idea.name)).not.toContainEqual(expect.stringMatching(/stadium/i))
  })

  it('leaves out ideas already shown, but may offer their other listings', () => {
    const first = rankIdeas(kb, brief(['knitting']), { band, limit: 5 })
    const shown = new Set(first.filter((entry) => !entry.alternative).map((entry) => entry.idea.id))
    const more = rankIdeas(kb, brief(['knitting']), { band, limit: 40, exclude: shown })
    for (const entry of more) if (!entry.alternative) expect(shown.has(entry.idea.id)).toBe(false)
  })

  it('never offers an unsuitable idea: a vegan who does not drink gets no wine, leather or cheese', () => {
    const ranked = rankIdeas(kb, brief(['wine', 'cheese', 'fashion'], { constraints: ['vegan', 'no-alcohol'] }), {
      band,
      limit: 40,
    })
    for (const { idea } of ranked) {
      expect(idea.flags, idea.id).not.toContain('alcohol')
      expect(idea.flags, idea.id).not.toContain('animal-products')
      expect(`${idea.name} ${idea.description}`.toLowerCase(), idea.id).not.toMatch(/\b(wine|leather|cheese)\b/)
    }
  })
})
