import { describe, expect, it } from 'vitest'

import type { ChatFormData, ChatMessage } from '#app/lib/gift-finder/contract.ts'
import { conciergeChatTurn } from '#app/server/ai/concierge/dialogue.server.ts'
import { answerProductQuestion } from '#app/server/ai/concierge/product-chat.server.ts'
import { knowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { understandBrief } from '#app/server/gift-finder/understanding/profile.server.ts'

const kb = knowledgeBase()

const mum: ChatFormData = {
  recipient: 'Parent',
  gender: 'Female',
  occasion: 'Birthday',
  age: '55-64',
  interests: 'She loves gardening, especially her greenhouse tomatoes, and reads crime novels',
  budget: '£20-£50',
}

/** Plays a conversation: the concierge answers each of the shopper's replies in turn (follow-ups omit gender). */
function play(formData: ChatFormData, replies: readonly string[]) {
  const messages: ChatMessage[] = []
  const { gender: _gender, ...followUp } = formData
  const turns = [conciergeChatTurn(kb, formData, messages)]
  for (const reply of replies) {
    messages.push({ role: 'assistant', content: turns.at(-1)!.message })
    messages.push({ role: 'user', content: reply })
    turns.push(conciergeChatTurn(kb, followUp, messages))
  }
  return turns
}

describe('the concierge restates the brief in its own words', () => {
  it("names who, the occasion, what they love and the budget, never pasting the shopper's sentence", () => {
    const [first] = play(mum, [])
    expect(first!.message).toContain('birthday present for your mum')
    expect(first!.message).toMatch(/who loves gardening, .*and crime fiction/)
    expect(first!.message).toContain('between £20 and £50')
    expect(first!.message).not.toContain('She loves gardening')
    expect(first!.message).not.toContain('(aged')
  })

  it('uses "an" before a vowel and words the occasion the shopper named', () => {
    const [first] = play({ ...mum, occasion: 'Other', interests: "it's for her retirement, she loves knitting" }, [])
    expect(first!.message).toContain('a retirement gift for your mum')
    const [second] = play({ ...mum, occasion: 'Anniversary' }, [])
    expect(second!.message).toContain('an anniversary gift')
  })
})

describe('follow-up questions fit the brief', () => {
  it('asks what they already have for their main interest, then searches after two questions at most', () => {
    const turns = play(mum, ['She has all the tools', 'Something practical', 'anything'])
    expect(turns[0]!.type).toBe('chat')
    expect(turns[0]!.message).toMatch(/already have for her gardening/)
    const questions = turns.filter((turn) => turn.type === 'chat')
    expect(questions.length).toBeLessThanOrEqual(2)
    expect(turns.some((turn) => turn.type === 'search_results')).toBe(true)
  })

  it('asks about food and drink when food is a likely gift, not otherwise', () => {
    const foodie = play({ ...mum, interests: 'cooking and cheese', age: '35-44' }, ['she has loads of kit'])
    expect(foodie[1]!.message).toMatch(/can't eat or drink/)
    const reader = play({ ...mum, interests: 'reading historical novels' }, [])
    expect(reader[0]!.message).not.toMatch(/eat or drink/)
  })

  it('asks what they enjoy when the brief names no interest it knows', () => {
    const [first] = play({ ...mum, interests: 'no idea really' }, [])
    expect(first!.message).toMatch(/enjoy doing in her spare time/)
  })

  it('searches at once when asked to', () => {
    const turns = play(mum, ['just search please'])
    expect(turns[1]!.type).toBe('search_results')
  })

  it("'surprise me' and 'find me some ideas' ask for the ideas now, even with a question still to ask", () => {
    const friend: ChatFormData = { ...mum, recipient: 'Friend', age: '35-44', interests: 'hiking, coffee' }
    // Unanswered, the brief has two questions: what she has for hiking, then food and drink.
    expect(play(friend, ['She has good boots'])[1]!.message).toMatch(/can't eat or drink/)
    for (const reply of ['surprise me', 'Surprise me!', 'find me some ideas', 'Just find something']) {
      const turns = play(friend, [reply])
      expect(turns[1]!.type, reply).toBe('search_results')
      expect(turns[1]!.searchCriteria!.keywords, reply).toEqual(expect.arrayContaining(['coffee']))
    }
  })
})

describe('each answer is acknowledged and changes the search', () => {
  it('a constraint added in the chat is said back and reaches the criteria', () => {
    const turns = play({ ...mum, interests: 'gin, baking and her garden' }, [
      "she's stopped drinking, so nothing boozy",
    ])
    expect(turns[1]!.message).toMatch(/^Noted: nothing alcoholic\./)
    const search = play({ ...mum, interests: 'gin, baking and her garden' }, [
      "she's stopped drinking, so nothing boozy",
      'just search',
    ]).find((turn) => turn.type === 'search_results')!
    expect(search.searchCriteria!.profile!.constraints).toContain('no-alcohol')
  })

  it('a constraint is said once, not again as something to leave out', () => {
    const turns = play(mum, ["she's not a big jewellery wearer so nothing silver to wear"])
    expect(turns[1]!.message).toMatch(/^Noted: no jewellery\./)
    expect(turns[1]!.message).not.toContain("I'll leave out")
  })

  it('names the person, not their pronouns, in the restated brief ("your child, who loves")', () => {
    const [first] = play(
      { ...mum, recipient: 'Child', gender: 'Non-binary', age: '18-24', interests: 'zines and vintage clothes' },
      [],
    )
    expect(first!.message).toContain('your child, who loves')
  })

  it('keeps a non-binary recipient to ungendered gifts after the first turn, which leaves gender out', () => {
    const turns = play({ ...mum, recipient: 'Friend', gender: 'Non-binary', interests: 'anime and skating' }, [
      "they're vegan",
      "no, that's everything",
    ])
    expect(turns[0]!.message).toContain("I'll leave out anything made just for men or women.")
    const search = turns.find((turn) => turn.type === 'search_results')!
    expect(search.searchCriteria!.profile!.constraints).toEqual(expect.arrayContaining(['vegan', 'nothing-gendered']))
    const [plain] = play({ ...mum, gender: 'Prefer not to say' }, [])
    expect(plain!.message).not.toContain('men or women')
  })

  it('says each thing to leave out once, in words that make sense', () => {
    const said = (reply: string, form: Partial<ChatFormData> = {}) => play({ ...mum, ...form }, [reply])[1]!.message
    expect(said('he already has a garmin so no bike computers', { interests: 'cycling' })).toContain(
      "I'll leave out bike computers.",
    )
    expect(said('she has SO many jigsaws already, maybe not another one')).not.toMatch(/leave out one\b/)
    expect(said("his mum says no more xbox games, he's on it too much", { interests: 'gaming' })).not.toContain(
      'xbox games and xbox games',
    )
    expect(
      said("we've got so much brio track it's taking over the living room", { interests: 'trains' }),
    ).not.toContain('so much')
    const dresses = said("we've got about 6 elsa dresses so not another dress please!", { interests: 'frozen' })
    expect(dresses).toContain("I'll leave out elsa dresses.")
    expect(dresses).not.toContain('steer clear of the elsa dresses')
    const golfer = said('used to play golf every week before his knee went', { interests: 'golf, snooker' })
    expect(golfer).toContain("I'll leave out golf.")
    expect(said("she's stopped drinking so scrap the ale bit", { interests: 'real ale' })).not.toContain('ale bit')
    expect(said('doctor said no more whisky with his new tablets', { interests: 'whisky' })).not.toContain('doctor')
  })

  it('says a situation the shopper describes in a phrase of its own, not as a list of its gifts', () => {
    const said = (reply: string) => play(mum, [reply])[1]!.message
    const deaf = said("she's gone very deaf, even with her hearing aids")
    expect(deaf).toContain("I'll leave out things to listen to.")
    expect(deaf).not.toContain('earbuds')
    const eyes = said('her eyesight is going and her hands shake a bit now')
    expect(eyes).toContain('small print, fiddly pieces and things to look through')
    expect(eyes).not.toContain('anything fiddly')
    expect(eyes).not.toContain('spotting scope')
  })

  it('something they already have is said back and kept out', () => {
    const turns = play(mum, ['She already has a kindle'])
    expect(turns[1]!.message).toContain("I'll steer clear of the kindle she already has.")
  })

  it('"she already has everything" answers what she owns, and is never said back as a thing', () => {
    const turns = play({ ...mum, interests: 'practical gardening, she already has everything' }, [])
    expect(turns[0]!.message).not.toContain('already have for her gardening')
    const later = play({ ...mum, interests: 'gardening' }, ["she's got just about everything, honestly"])
    expect(later.map((turn) => turn.message).join(' ')).not.toContain('the everything')
  })

  it('says how a gift must not be as one phrase: "anything fiddly or sharp"', () => {
    const turns = play(mum, ['she has dementia now, nothing fiddly and nothing sharp please'])
    expect(turns[1]!.message).toContain("I'll leave out anything fiddly or sharp")
  })

  it('a gardener who has lost the garden is not said to like houseplants: the shopper never said so', () => {
    const turns = play({ ...mum, age: '65+', interests: 'knitting, her garden' }, [
      'shes 92 and in a care home now so no garden anymore sadly',
    ])
    expect(turns[1]!.message).toContain('nothing that needs a garden')
    expect(turns[1]!.message).not.toMatch(/houseplants/i)
  })
})

describe('understanding the brief', () => {
  const read = (interests: string, chat: string[] = [], extra: Partial<ChatFormData> = {}) =>
    understandBrief(kb, { ...mum, ...extra, interests }, chat)

  it('maps interests to concepts, with plurals and misspellings', () => {
    expect(read('knitting and crime novels').interests.map((interest) => interest.concept)).toEqual([
      'knitting',
      'crime-fiction',
    ])
    expect(read('loves his gardning').interests[0]?.concept).toBe('gardening')
  })

  it("keeps the shopper's own words for each interest ('prosecco' for wine)", () => {
    const brief = read('loves her prosecco and red wine', ['and a good bottle of prosecco'])
    const wine = brief.interests.find((interest) => interest.concept === 'wine')
    expect(wine?.words).toEqual(expect.arrayContaining(['prosecco']))
  })

  it('"pearls are a bit old-fashioned for her" rules pearls out', () => {
    const brief = read('she loves gardening', ['she does like jewellery but pearls are a bit old-fashioned for her'])
    expect(brief.dislikes.map((dislike) => dislike.words)).toContain('pearls')
  })

  it('reads a dislike as a dislike, not an interest', () => {
    const brief = read('he loves cricket but hates football')
    expect(brief.interests.map((interest) => interest.concept)).toContain('cricket')
    expect(brief.interests.map((interest) => interest.concept)).not.toContain('football')
    expect(brief.dislikes.map((dislike) => dislike.concept)).toContain('football')
  })

  it('"no bike computers" rules out bike computers, not cycling; "no football stuff" rules out football', () => {
    const cyclist = read('he loves his cycling', ['he already has a garmin so no bike computers'])
    expect(cyclist.interests.map((interest) => interest.concept)).toContain('road-cycling')
    expect(cyclist.dislikes).toContainEqual({ concept: null, words: 'bike computers' })
    const noFootball = read('she loves tennis', ['no football stuff please'])
    expect(noFootball.dislikes.map((dislike) => dislike.concept)).toContain('football')
  })

  it('"not another dress" rules out dresses but keeps Frozen; a watch worn every day is one they have', () => {
    const frozen = read('frozen mad (Elsa!!!), likes dressing up', [
      "we've got about 6 elsa dresses so not another dress please!",
    ])
    expect(frozen.interests.map((interest) => interest.concept)).toContain('frozen')
    expect(frozen.dislikes.map((dislike) => dislike.words)).toEqual(expect.arrayContaining(['elsa dresses', 'dress']))
    expect(read("loves football and wears his grandad's old watch every single day").alreadyHas).toContain('watch')
    expect(read('gardening', ['bad back so nothing that involves kneeling']).dislikes).toContainEqual({
      concept: null,
      words: 'kneeling',
    })
  })

  it('"so many soft toys, please no more" rules soft toys out', () => {
    const brief = read('she loves ballet', ['she has SO many soft toys, please no more'], { age: '3-5' })
    expect(brief.dislikes.map((dislike) => dislike.words)).toContain('soft toys')
    expect(brief.interests.map((interest) => interest.concept)).not.toContain('teddy-bears-soft-toys')
  })

  it('reads constraints however they are put', () => {
    expect(read('tea', ["she's teetotal"]).constraints).toContain('no-alcohol')
    expect(read('baking', ['she is coeliac']).constraints).toContain('gluten-free')
    expect(read('gadgets', ['nothing with a screen please']).constraints).toContain('no-screens')
    expect(read('cooking', ["he's vegan"]).constraints).toContain('vegan')
    expect(read('art', ['she never wears earrings, so skip jewellery']).constraints).toContain('no-jewellery')
    expect(read('art', ['she lives in a flat with no garden']).constraints).toContain('no-outdoor-space')
    expect(read('brass bands', ['the home says nothing with batteries or that plugs in']).constraints).toContain(
      'no-electrics',
    )
  })

  it('a diet is a constraint, not a love of vegetarian food; "no eggs either" leaves eggs out', () => {
    const brief = read('her Bollywood films and cooking for the family', ["she's strictly vegetarian, no eggs either"])
    expect(brief.constraints).toContain('vegetarian')
    expect(brief.interests.map((interest) => interest.concept)).not.toContain('vegan-food')
    expect(brief.dislikes.map((dislike) => dislike.words)).toContain('eggs')
    expect(read('perfume', ['please make sure nothing has alcohol in it, some perfumes do']).constraints).toContain(
      'no-alcohol',
    )
  })

  it('a hating verb reaches the end of its clause: "they\'d hate anything with a big logo or fast fashion"', () => {
    const brief = read('vintage clothes shopping and making zines', [
      "they'd hate anything with a big brand logo or fast fashion",
    ])
    expect(brief.interests.map((interest) => interest.concept)).not.toContain('fashion')
    // Fast fashion is a kind of clothing ruled out, not the whole of fashion: vintage stays.
    expect(brief.dislikes.map((dislike) => dislike.words)).toContain('fast fashion')
    // A liking word after the verb starts something they like.
    expect(read('she hates the cold but really loves gardening').interests.map((i) => i.concept)).toContain('gardening')
  })

  it('reads a constraint from a negation just before what it rules out, however it is worded', () => {
    expect(
      read('baking', ['She keeps kosher, so maybe steer clear of food altogether to be safe']).constraints,
    ).toContain('no-food')
    expect(read('Strictly', ["The home won't let us bring food in, and no candles either"]).constraints).toContain(
      'no-food',
    )
    expect(read("the Hornblower books. He's never been a screen person, can't stand the things").constraints).toContain(
      'no-screens',
    )
    expect(read('brass bands. Nothing complicated with buttons or batteries, he gets confused').constraints).toContain(
      'no-electrics',
    )
    expect(read('gaming', ["He's dead fussy about what he wears so don't go for clothes"]).constraints).toContain(
      'no-clothes',
    )
    expect(
      read('reading', ["Her skin's really sensitive so no smellies or scented stuff please"]).constraints,
    ).toContain('no-fragrance')
    // Negations that negate nothing.
    expect(read('no idea what food she likes, she loves gardening').constraints).not.toContain('no-food')
    expect(read("he can't get enough of food programmes").constraints).not.toContain('no-food')
  })

  it('reads constraints put after the thing, or through a symptom: "food\'s a no", "a nut thing, EpiPen and all"', () => {
    expect(read('Spurs', ["Food's a no, everything tastes of metal for him at the moment"]).constraints).toContain(
      'no-food',
    )
    expect(read('sci-fi', ['and nothing smelly, it makes him sick']).constraints).toContain('no-fragrance')
    expect(read('baking', ["Oh, she's got a nut thing, EpiPen and all"]).constraints).toContain('nut-allergy')
    expect(read('birds', ["He can't get on with touchscreens at all"]).constraints).toContain('no-screens')
    const antiGadget = read('his shed', [
      "He's anti-gadget these days, won't touch anything that needs an app or charging",
    ])
    expect(antiGadget.constraints).toEqual(expect.arrayContaining(['no-screens', 'no-electrics']))
    expect(antiGadget.interests.map((interest) => interest.concept)).not.toContain('gadgets')
  })

  it('where someone lives or marries is not a place they love: "downsized to a bungalow on the Norfolk coast"', () => {
    const concepts = (text: string) => read(text).interests.map((interest) => interest.concept)
    expect(concepts("My parent's just downsized to a bungalow on the Norfolk coast. Into birdwatching")).toEqual([
      'birdwatching',
    ])
    expect(concepts("my brother's getting married in Italy. He loves fine dining")).not.toContain('travel')
    expect(concepts('She loves Cornwall, St Ives especially')).toContain('travel')
  })

  it('"rings most Sundays" at the church is bell-ringing, not jewellery', () => {
    const concepts = read("She's taken up bell-ringing at the village church and rings most Sundays now").interests.map(
      (interest) => interest.concept,
    )
    expect(concepts).toEqual(['bell-ringing'])
  })

  it('"a long bath with the door locked" is a bath, not a love of the Doors', () => {
    const concepts = read('her favourite thing in the world is a long bath with the door locked').interests.map(
      (interest) => interest.concept,
    )
    expect(concepts).not.toContain('rock-music')
  })

  it('everything in a list of things owned is owned: "pikachu pyjamas, bedding and a pikachu lamp"', () => {
    const owned = read('Pokemon', ["he's already got pikachu pyjamas, bedding and a pikachu lamp lol"]).alreadyHas
    expect(owned).toEqual(expect.arrayContaining(['pikachu pyjamas', 'bedding', 'pikachu lamp']))
    expect(read('reading', ["she's got a kindle, so no books"]).alreadyHas).toEqual(['kindle'])
  })

  it("someone's work says who they are, not what they enjoy: a teacher who loves Doctor Who", () => {
    const teacher = read("end of term thank you for my daughter's teacher. He's a massive Doctor Who fan")
    expect(teacher.interests.map((interest) => interest.concept)).toEqual(['doctor-who'])
    expect(teacher.context).toContain('teachers')
  })

  it('reads screens, things owned and "something else" however a parent puts them', () => {
    expect(read('minecraft', ['Trying to cut his screen time so nothing for the Switch please']).constraints).toContain(
      'no-screens',
    )
    expect(read('skateboarding', ["nothing to do with his PS5 please, he's on it enough"]).constraints).toContain(
      'no-screens',
    )
    const skincare = read('taylor swift, skincare', ['she has SO much skincare, maybe something else this time'])
    expect(skincare.alreadyHas).toContain('skincare')
    expect(skincare.dislikes.map((dislike) => dislike.words)).toContain('skincare')
    expect(read('pokemon', ['he has like 100 pokemon cards already']).alreadyHas).toContain('pokemon cards')
    expect(read('knitting', ["She's got more wool than she'll ever use!"]).alreadyHas).toContain('wool')
  })

  it('reads what people have gone off, have too much of or cannot have, however they put it', () => {
    const nan = read('used to knit, Strictly', ["Nan's got arthritis in her hands now so the knitting's had to stop"])
    expect(nan.interests.map((interest) => interest.concept)).not.toContain('knitting')
    expect(read('F1, gin', ["he's completely over the whole gin thing"]).interests.map((i) => i.concept)).not.toContain(
      'gin',
    )
    const candles = read('wild swimming', ["she's drowning in candles and bath stuff, honestly no more"])
    expect(candles.alreadyHas).toEqual(['candles', 'bath stuff'])
    expect(read('gym', ['dont say protein he has like 6 tubs']).dislikes.map((d) => d.words)).toContain('protein')
    expect(read('running', ["no watch, he wears his grandad's"]).dislikes.map((d) => d.words)).toContain('watch')
    expect(read('allotment', ["not seeds, his shed's full of them"]).dislikes.map((d) => d.words)).toContain('seeds')
    expect(read('cats', ["they've got IBS so food is a minefield, skip it"]).constraints).toContain('no-food')
    expect(read('aperol', ["she'll be doing dry jan"]).constraints).toContain('no-alcohol')
    expect(read('sneakers', ["I've no idea what size he is now"]).constraints).toContain('no-clothes')
    expect(read('skateboarding', ["no games, we're cutting back on screen time"]).constraints).toContain('no-screens')
    expect(read('birds', ["mum's moved into sheltered housing, it's one small room"]).constraints).toContain(
      'no-outdoor-space',
    )
    expect(read('astronomy', ['nothing too techy']).constraints).toContain('no-screens')
    const baby = read('new baby brother', ["we've got a mountain of muslins and babygrows already"])
    expect(baby.constraints).toContain('no-clothes')
    expect(baby.alreadyHas).toEqual(expect.arrayContaining(['muslins', 'babygrows']))
  })

  it('a negation that negates nothing keeps the interest: "never misses the Grand National"', () => {
    const brief = read('Likes a flutter on the horses too, never misses the Grand National')
    expect(brief.interests.map((interest) => interest.concept)).toContain('horse-racing')
    expect(brief.dislikes).toEqual([])
  })

  it('"nothing pink or sparkly" and "two of everything kitchen-wise" say what to leave out', () => {
    const unicorns = read('Turning 7, loves unicorns. PLEASE nothing pink or sparkly, she has gone right off it')
    expect(unicorns.dislikes.map((dislike) => dislike.words)).toEqual(expect.arrayContaining(['pink', 'sparkly']))
    expect(unicorns.interests.map((interest) => interest.concept)).toContain('unicorns')
    const dad = read('his greyhound Bill', ["mum says no more stuff for the house, she's decluttering"])
    expect(dad.dislikes.map((dislike) => dislike.words)).toContain('house stuff')
    const minimalists = read("board games and Studio Ghibli. We're minimalists in a tiny flat so no clutter please")
    expect(minimalists.interests.map((interest) => interest.concept)).not.toContain('organising-tidying')
    expect(minimalists.dislikes.map((dislike) => dislike.words)).toContain('house stuff')
    const couple = read("cooking together. They've got two of everything kitchen-wise")
    expect(couple.dislikes.map((dislike) => dislike.words)).toContain('kitchen stuff')
  })

  it('a negation reaches along a list ("not a mug or a candle") but not past a liking word', () => {
    const brief = read('Bake Off and books', ['Not a mug or a candle please, she must get hundreds'])
    expect(brief.dislikes.map((dislike) => dislike.words)).toEqual(expect.arrayContaining(['mug', 'candle']))
    expect(brief.interests.map((interest) => interest.concept)).not.toContain('home-fragrance-candles')
    const wine = read("He's a Chelsea fan, loves cigars (I know nothing about them) and red wine")
    expect(wine.interests.map((interest) => interest.concept)).toContain('wine')
  })

  it('something already owned is left out, not taken for a love of it', () => {
    const brief = read('birdwatching and jigsaws', ['Already has an air fryer before anyone suggests one ha'])
    expect(brief.alreadyHas).toContain('air fryer')
    expect(brief.interests.map((interest) => interest.concept)).not.toContain('air-fryer-cooking')
    // Lots of something is a love of it.
    expect(read("she's got lots of plants on her windowsill").interests.map((i) => i.concept)).toContain('houseplants')
  })

  it('"all the fishing gear" is kit, not a love of engineering', () => {
    const brief = read('fishing and cricket', ["he's got all the fishing gear he needs apparently"])
    expect(brief.interests.map((interest) => interest.concept)).not.toContain('engineering')
  })

  it('"Easter" and "Halloween" in the brief are occasions', () => {
    expect(read('chocolate', ['it is for Easter'], { occasion: 'Other' }).occasions).toContain('easter')
    expect(read('spooky films', ['for her Halloween party'], { occasion: 'Other' }).occasions).toContain('halloween')
  })

  it('"can\'t have soft cheese" is a dislike of cheese, and "he\'s got every tool going" owns tools', () => {
    expect(read('interiors', ["she can't have soft cheese or anything like that"]).dislikes).toContainEqual({
      concept: 'cheese',
      words: 'cheese',
    })
    expect(read('diy', ["he's got every tool going"]).alreadyHas).toEqual(['tool'])
    expect(read('fishing', ["he's got all the fishing gear he needs"]).alreadyHas).toEqual(['fishing gear'])
  })

  it('"our house is basically made of lego, so not that" owns LEGO and leaves it out', () => {
    const kid = read('minecraft, lego, dinosaurs', ['our house is basically made of lego at this point so not that'])
    expect(kid.interests.map((interest) => interest.concept)).toEqual(['minecraft', 'dinosaurs'])
    expect(kid.alreadyHas).toEqual(['lego'])
    expect(kid.dislikes.map((dislike) => dislike.words)).not.toContain('that')
  })

  it('"got all the sailing gadgets" is a love of sailing, not of gadgets', () => {
    expect(read('practical gardening, she already has everything').interests.map((i) => i.concept)).toEqual([
      'gardening',
    ])
    const sailor = read('sailing', ["he's got all the sailing gadgets, chartplotter, the lot"])
    expect(sailor.interests.map((interest) => interest.concept)).toEqual(['sailing'])
    expect(sailor.alreadyHas).toEqual(expect.arrayContaining(['sailing gadgets', 'chartplotter']))
  })

  it('reads possessions, drinking, caffeine and screens however a shopper puts them', () => {
    const nan = read('strictly', ["she's got enough mugs to open a café to be honest"])
    expect(nan.alreadyHas).toEqual(['mugs'])
    expect(nan.interests.map((interest) => interest.concept)).not.toContain('tableware-crockery')
    const candles = read('true crime', ["she's had enough candles from her mates to light a cathedral"])
    expect(candles.interests.map((interest) => interest.concept)).toEqual(['true-crime'])
    expect(candles.dislikes.map((dislike) => dislike.concept)).toContain('home-fragrance-candles')
    const mate = read('real ale', ["he's already sorted for bbq stuff, he's got a weber the size of a small car"])
    expect(mate.interests.map((interest) => interest.concept)).not.toEqual(expect.arrayContaining(['bbq-grilling']))
    expect(mate.alreadyHas).toEqual(['bbq stuff', 'weber'])
    expect(read('birds', ["he's got binoculars from his grandad"]).alreadyHas).toEqual(['binoculars'])
    expect(read('golf', ["he's got every golf gadget known to man, rangefinder, the lot"]).alreadyHas).toEqual([
      'golf gadget',
      'rangefinder',
    ])
    const allergic = read('birds', ["nothing with nuts please, he's got a nut allergy, carries an epipen"])
    expect(allergic.alreadyHas).toEqual([])
    expect(read('garden', ["he's got a big garden now"]).alreadyHas).toEqual([])
    expect(read('fishing', ['he already has a decent carp rod setup so probably not rods']).dislikes).toContainEqual(
      expect.objectContaining({ words: 'rods' }),
    )
    for (const said of ["he's never touched a drop in his life", 'neither of them drink btw', "she's doing dry feb"])
      expect(read('golf', [said]).constraints).toContain('no-alcohol')
    expect(read('gin', ['maybe hold the gin this time']).interests).toEqual([])
    expect(read('tea', ['they stopped caffeine because of their sleep']).constraints).toContain('no-caffeine')
    // Named in the form that fits, a loved thing stays: herbal tea for someone off caffeine.
    const herbal = read('tea', ["it's mostly herbal stuff, they stopped caffeine because of their sleep"])
    expect(herbal.interests.map((interest) => interest.concept)).toContain('tea')
    expect(read('spa, wine', ['dont really know her, spa?']).interests.map((interest) => interest.concept)).toContain(
      'spa-days',
    )
    const gamer = read('gaming, skateboarding', ["mum says no more screen stuff, he's on his phone enough as it is"])
    expect(gamer.constraints).toContain('no-screens')
    expect(gamer.interests.map((interest) => interest.concept)).toEqual(['skateboarding'])
    const robloxer = read('roblox, gymnastics', [
      "she's on roblox constantly but i want something that isn't a screen for once",
    ])
    expect(robloxer.interests.map((interest) => interest.concept)).toEqual(['gymnastics'])
  })

  it('puts aside a pastime named by where or with what it is done, once it is over', () => {
    const nan = read('gardening, crosswords', [
      'her garden is her pride and joy but she cant kneel or do any of it for ages, the physio said no bending',
    ])
    expect(nan.interests.map((interest) => interest.concept)).toEqual(['crosswords-word-puzzles'])
    const skater = read('music production, skateboarding', ["skate wise they've had to pack it in, ankle's wrecked"])
    expect(skater.interests.map((interest) => interest.concept)).toEqual(['music-production'])
    const ringer = read('', ['geoff in the warehouse is retiring, he rings the bells at his church every sunday'])
    expect(ringer.interests.map((interest) => interest.concept)).toContain('bell-ringing')
    const runner = read('running', ["he's taken up cycling instead on the wattbike in the garage"])
    expect(runner.interests.map((interest) => interest.concept)).toContain('road-cycling')
    expect(runner.interests.map((interest) => interest.concept)).not.toContain('upcycling')
  })

  it('reads what a pastime is from its object, and what is only where or when it happens', () => {
    const painter = read('warhammer 40k, paints space marines', ['spends all his pocket money in games workshop'])
    expect(painter.interests.map((interest) => interest.concept)).toEqual(['miniature-painting-wargaming'])
    expect(painter.wants).not.toContain('experience')
    const gran = read('crochet', ['does a granny square a night in front of the telly'])
    expect(gran.interests.map((interest) => interest.concept)).toEqual(['crochet'])
    const sister = read("k-dramas, bubble tea. she's got her gcses coming up")
    expect(sister.interests.map((interest) => interest.concept)).not.toContain('revision-exams')
    const fan = read('liverpool fc', ["he's got more lfc shirts than actual clothes so not another shirt pls"])
    expect(fan.interests.map((interest) => interest.concept)).toEqual(['liverpool-fc'])
    expect(fan.dislikes.map((dislike) => dislike.words)).toContain('shirt')
    const wedding = read('wales rugby', ["they're doing a humanist ceremony up in the brecon beacons in august"])
    expect(wedding.interests.map((interest) => interest.concept)).toEqual(['rugby-union'])
    const couple = read('rugby', ["they've lived together for years, they've got all the stuff, house is rammed"])
    expect(couple.alreadyHas).toEqual([])
    expect(couple.dislikes).toContainEqual(expect.objectContaining({ words: 'house stuff' }))
    const twins = read('twins', ["they've been given loads of clothes already so something other than clothes"])
    expect(twins.interests.map((interest) => interest.concept)).not.toContain('fashion')
  })

  it('a pastime said to be over later in the sentence is no longer an interest', () => {
    const golfer = read('golf, cricket', [
      "played golf every weekend for 30 years but his knees are shot now so that's over sadly",
    ])
    expect(golfer.interests.map((interest) => interest.concept)).toEqual(['cricket'])
    const angler = read('fishing, football', ['he was a big angler but his eyesight has gone so he doesnt go anymore'])
    expect(angler.interests.map((interest) => interest.concept)).not.toContain('fishing')
    const maker = read('sudoku', ["he used to love his woodwork but can't do it any more"])
    expect(maker.interests.map((interest) => interest.concept)).toEqual(['logic-puzzles-sudoku'])
    const runner = read('running, podcasts', ["she used to run loads but she's been injured since last year"])
    expect(runner.interests.map((interest) => interest.concept)).not.toContain('running')
    const kid = read('unicorns, lego', ["she's got tons of unicorn stuff, and tbh i think she's gone off it now"])
    expect(kid.interests.map((interest) => interest.concept)).toEqual(['lego'])
    expect(
      read('gin, gardening', ["she's actually gone right off gin this year"]).interests.map((i) => i.concept),
    ).toEqual(['gardening'])
  })

  it('an interest most of whose gifts a constraint rules out gives way to the constraint', () => {
    const mum = read('yoga, coffee', ["she's trying to cut down on coffee cos it keeps her up at night"])
    expect(mum.constraints).toContain('no-caffeine')
    expect(mum.interests.map((interest) => interest.concept)).toEqual(['yoga'])
    const dad = read('rugby, beer', ["he's meant to be off the beer now"])
    expect(dad.constraints).toContain('no-alcohol')
    expect(dad.interests.map((interest) => interest.concept)).toEqual(['rugby-union'])
  })

  it('eyes that cannot manage small things leave out fiddly, small-print and 1000-piece gifts', () => {
    const nana = read('jigsaws', ["she's got macular degeneration so she can't see small things anymore"])
    expect(nana.dislikes.map((dislike) => dislike.words)).toEqual(expect.arrayContaining(['1000 piece', 'small print']))
  })

  it('owned lists, work and conditions are read for what they are', () => {
    expect(read('running', ["he's got all the kit, garmin, about 6 pairs of trainers"]).alreadyHas).toEqual(
      // One interest named: the kit is that interest's kit.
      expect.arrayContaining(['running kit', 'garmin', 'trainers']),
    )
    expect(
      read('tech', ["he's got every gadget going, latest iphone, airpods, smart watch, the lot"]).alreadyHas,
    ).toEqual(expect.arrayContaining(['gadget', 'iphone', 'airpods', 'smart watch']))
    expect(read('mugs', ["she's got mugs galore"]).alreadyHas).toEqual(['mugs'])
    expect(read('dogs', ["they've got a rescue greyhound called pixel"]).alreadyHas).toEqual([])
    expect(read('yoga', ['i dont have loads of money']).alreadyHas).toEqual([])
    const firefighter = read('golf', ["dad's finally retiring from the fire service after 35 years"])
    expect(firefighter.interests.map((interest) => interest.concept)).toEqual(['golf'])
    const niece = read('netball', ["she's got a nut allergy so if there's any sweets make sure they're safe"])
    expect(niece.interests.map((interest) => interest.concept)).toEqual(['netball'])
    expect(read('cooking', ["they're really funny about plastic, nothing plasticky"]).wants).not.toContain('fun')
  })

  it('in the chat, a thing they own answers what they have, not what they love', () => {
    const mum = read('soaps', ["she's got mugs galore, someone gets her one every christmas so not again please"])
    expect(mum.interests.map((interest) => interest.concept)).not.toContain('tableware-crockery')
    expect(mum.alreadyHas).toContain('mugs')
    const nephew = read('paw patrol, football', ["his mum says he's got enough football kits to open a shop"])
    expect(nephew.interests.map((interest) => interest.concept)).toEqual(['paw-patrol', 'football'])
    expect(nephew.dislikes.map((dislike) => dislike.words)).toContain('football kits')
    expect(read('lots of lego, has loads of lego').interests.map((interest) => interest.concept)).toEqual(['lego'])
  })

  it('what someone did for work or reads about is not a pastime of its own', () => {
    const grandpa = read('trains, history', [
      'he drove trains for british rail for 40 odd years',
      'he loves looking at old photos and reading about steam trains',
    ])
    expect(grandpa.interests.map((interest) => interest.concept)).not.toContain('british-heritage')
    expect(grandpa.interests.map((interest) => interest.concept)).not.toContain('reading')
  })

  it('"running on empty" and "park run at the lake" are no love of running on empty or the Lakes', () => {
    const nurse = read('wellbeing, sleep', ["my wife's an a&e nurse on nights, she's running on empty most weeks"])
    expect(nurse.interests.map((interest) => interest.concept)).not.toContain('running')
    const teacher = read('reading', ['she does park run every saturday at the lake'])
    expect(teacher.interests.map((interest) => interest.concept)).not.toContain('uk-national-parks')
  })

  it('"that\'s on hold" and "done with it" put every pastime named before them aside', () => {
    const sister = read('running, podcasts', [
      'she was a proper runner before, did the manchester marathon last year, but obviously thats on hold for a bit',
    ])
    expect(sister.interests.map((interest) => interest.concept)).toEqual(['podcasts'])
    const dad = read('golf', [
      "my dad's played golf 30 years but he did his shoulder in and the consultant says he's done with it basically",
    ])
    expect(dad.interests).toEqual([])
  })

  it('an interest whose gifts all need charging gives way to "nothing he has to charge"', () => {
    const dad = read('tech, gadgets, history', ['dad says he wants nothing he has to charge this year'])
    expect(dad.constraints).toContain('no-electrics')
    expect(dad.interests.map((interest) => interest.concept)).toEqual(['history'])
  })

  it('a drink they have stopped drinking is no longer an interest', () => {
    const friend = read('bell-ringing and real ale', ["she's stopped drinking since last year so scrap the ale bit"])
    expect(friend.constraints).toContain('no-alcohol')
    expect(friend.interests.map((interest) => interest.concept)).toEqual(['bell-ringing'])
  })

  it('a pastime they "used to love" or "can\'t really do anymore" is not an interest', () => {
    const nan = read('she used to love knitting and music from the 40s')
    expect(nan.interests.map((interest) => interest.concept)).not.toContain('knitting')
    expect(read('knitting', ["she can't really knit anymore bless her"]).interests).toEqual([])
    expect(read('he used to play rugby and still loves watching it').interests.map((i) => i.concept)).toContain(
      'rugby-union',
    )
  })

  it('"30th - pearl" and "ruby wedding" name an anniversary, not a love of jewellery', () => {
    for (const said of ['30th - pearl', "it's our ruby wedding next month", 'our 25th, so silver']) {
      const brief = read('sailing', [said], { occasion: 'Anniversary', recipient: 'Partner/Spouse' })
      expect(brief.interests.map((interest) => interest.concept)).toEqual(['sailing'])
      expect(brief.occasions).not.toContain('wedding')
    }
    expect(read('pearls and gold').interests.map((interest) => interest.concept)).toContain('jewellery')
  })

  it('narrows the age band to an age the shopper gives, and finds occasions in words', () => {
    const brief = read('dinosaurs, turning 4 next week', [], { recipient: 'Child', age: '3-5', occasion: 'Birthday' })
    expect([brief.ageMin, brief.ageMax]).toEqual([4, 4])
    expect(read('bereavement, she lost her husband').constraints).toContain('serious-occasion')
  })

  it('takes the pronouns the shopper used when the form does not say', () => {
    expect(understandBrief(kb, { ...mum, gender: undefined, interests: 'he loves golf' }, []).gender).toBe('male')
    expect(understandBrief(kb, { ...mum, gender: undefined, interests: 'golf' }, []).gender).toBe('unknown')
  })
})

describe('product chat answers the questions shoppers ask', () => {
  const headphones = { name: 'Wireless over-ear noise-cancelling headphones', price: '£89.99' }

  it('"Is this a good gift for a music lover?" about headphones gets a real answer', () => {
    const answer = answerProductQuestion(kb, headphones, 'Is this a good gift for a music lover?')
    expect(answer).toMatch(/^Yes, it's a good fit for someone who loves music/)
    expect(answer).not.toMatch(/I don't know/)
  })

  it('answers budget, age and pairing questions, and says plainly what it cannot know', () => {
    expect(answerProductQuestion(kb, headphones, 'Is it under £100?')).toMatch(/^Yes: at £89.99/)
    expect(answerProductQuestion(kb, headphones, 'Is it under £50?')).toMatch(/^No: it's listed at £89.99/)
    expect(answerProductQuestion(kb, headphones, 'What could I pair it with?')).toMatch(/goes well with/)
    expect(answerProductQuestion(kb, headphones, 'When will it be delivered?')).toMatch(/I don't know that/)
  })

  it('says an age the way it is spoken', () => {
    expect(answerProductQuestion(kb, headphones, 'Would it suit an 8 year old?')).toMatch(/for an 8-year-old\./)
    expect(answerProductQuestion(kb, headphones, 'Is it ok for a 15 year old?')).toMatch(/for a 15-year-old\./)
  })
})
