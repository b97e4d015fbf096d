/** A home with no room for more things: "the house is rammed", "minimalists", "it'll sit on a shelf". */
export const DECLUTTERING =
  /\b(?:(?:no more|nothing|not any more|no) (?:stuff|things|bits|clutter) (?:for|in|around) the (?:house|home|flat)|nothing for the (?:house|home|flat) yet|(?:any|no) more clutter|can'?t be doing with (?:any more )?clutter|(?:got|have|has) (?:all the|everything|enough) (?:stuff|things|bits)|(?:house|flat|home|place) is (?:rammed|full|packed|stuffed|overflowing|bursting)(?! of (?:them|flowers|cards|people|visitors))|(?:do not|don'?t|doesn'?t|does not) (?:really )?want (?:any )?more (?:ornaments|stuff|things|clutter)|(?:stuff|things) to dust|decluttering|declutter|minimalists?|no clutter|hates clutter|(?:doesn'?t|don'?t|does not|do not) need (?:any )?more (?:things|stuff)|no (?:more )?ornaments|(?:sits?|sitting|sat) on a shelf|(?:gathers?|gathering|collects?|collecting) dust|dust collectors?|marie kondo)\b/

/**
 * Situations a shopper describes that leave a kind of gift out, whatever the person loves: eyes that
 * cannot manage small print, a move abroad, a home with no room for more. Each names the words of the
 * gifts it leaves out. `asThing`: the words name a kind of gift ("keepsake", "gift card"), so a mention of
 * them in the same message is read as that gift ruled out, never as a love of it.
 */
interface Situation {
  when: RegExp
  leaveOut: readonly string[]
  asThing: boolean
  /** What the finder says it leaves out, after "I'll leave out": the situation's words in one phrase. */
  said: string
}

const SITUATIONS: readonly Situation[] = [
  // Strict vegetarians (and Jains) keep leather out too.
  {
    when: /\b(?:strict(?:ly)? (?:vegetarian|veggie)|jain)\b/,
    leaveOut: ['leather', 'suede'],
    asThing: false,
    said: 'leather and suede',
  },
  // Faiths whose food laws rule out pork and the gelatine made from it.
  { when: /\b(?:muslim|halal|kosher)\b/, leaveOut: ['pork', 'gelatine'], asThing: false, said: 'pork and gelatine' },
  // Eyes that cannot manage small things: things made for looking closely or far are of no use.
  {
    when: /\b(?:(?:can )?(?:barely|hardly) see(?! (?:him|her|them|each other|us|me|my|the|his|their|much of)\b)|losing (?:his|her|their) sight|sight loss|registered blind|going blind|glaucoma|macular|partially sighted|eyes (?:aren'?t|arent|are not) what they (?:were|used to be)|(?:eyesight|sight|eyes)(?: is| are|'?s)? (?:going|gone|failing|bad|poor|not (?:great|good))|(?:eyesight|sight|eyes?)(?:(?: is| are|'?s)? not| isn'?t| aren'?t) what (?:it|they) (?:was|were|used to be)|can'?t see (?:small|tiny|little|fine|very well|well)|struggles? to see)\b/,
    leaveOut: [
      '1000 piece',
      'small print',
      'fiddly',
      'binoculars',
      'field guide',
      'spotting scope',
      'hardback',
      'paperback',
      'magazine',
    ],
    asThing: false,
    said: 'small print, fiddly pieces and things to look through',
  },
  // No sight at all: nothing to read or look at, large print included.
  {
    when: /\b(?:registered blind|(?:is|s|gone|went|totally|completely) blind|can'?t see (?:anything|at all)|lost (?:his|her|their) sight|nothing to look at)\b/,
    leaveOut: ['jigsaw', 'puzzle book', 'colouring', 'large print', 'photo frame', 'wordsearch'],
    asThing: false,
    said: 'things to read or look at',
  },
  // "Nothing small she could put in her mouth": what could be swallowed or choked on.
  {
    when: /\b(?:(?:puts?|putting) (?:things|stuff|everything|anything|it|them) in (?:his|her|their) mouth|(?:could|might|would|can|will) (?:put|pop) in (?:his|her|their) mouth|(?:a )?choking (?:risk|hazard)|(?:might|could|would|will) (?:choke on|swallow) (?:it|them|anything|things))\b/,
    leaveOut: ['marble', 'bead', 'lozenge', 'boiled sweets', 'jelly beans', 'small pieces', 'fiddly'],
    asThing: false,
    said: 'anything small enough to swallow',
  },
  // Hands that cannot manage small pieces: "the big piece ones, her hands shake a bit now".
  {
    when: /\b(?:(?:big|large|chunky|bigger|larger) ?pieces?(?! of)|(?:hands?|fingers) (?:shake|shakes|shaking|are shaky|tremble|are stiff)|shaky hands|a tremor)\b/,
    leaveOut: ['1000 piece', 'fiddly'],
    asThing: false,
    said: 'anything fiddly',
  },
  // "Not well enough to go up": no flying, however much they love aircraft.
  {
    when: /\bnot (?:well|fit|strong|steady|mobile) enough to (?:go up|fly|be flown|get in)\b|\b(?:can'?t|cannot) (?:go up|fly) (?:any ?more|now|these days)\b/,
    leaveOut: ['flying lesson', 'flight', 'learn to fly', 'helicopter', 'air experience'],
    asThing: true,
    said: 'flying',
  },
  // A plastic-free home: "zero plastic, wooden toys only".
  {
    when: /\b(?:zero|plastic[- ]free|anti)[- ]?plastic\b|\bplastic[- ]free\b|\bwooden (?:toys )?only\b|\bonly wooden\b/,
    leaveOut: ['plastic'],
    asThing: false,
    said: 'plastic',
  },
  // A present to go in the post with a letter: flat, light and unbreakable.
  {
    when: /\b(?:flat and light|(?:fit|fits|go|goes) (?:through|in) (?:the|a) letterbox|in (?:the|an|my) envelope|pop (?:it )?in the post with)\b/,
    leaveOut: ['bottle', 'mug', 'jar', 'candle', 'hamper', 'framed', 'glass'],
    asThing: true,
    said: 'anything too bulky or breakable for the post',
  },
  // Arthritic hands: no fine needlework or tiny pieces, whatever crafts they once loved.
  {
    when: /\b(?:arthritis in (?:her|his|their|both|my) (?:hands|fingers)|arthritic (?:hands|fingers)|(?:her|his|their) hands are (?:bad|stiff|not great|not good|too stiff|knackered))\b(?![^.]*\bstill\b)/,
    leaveOut: ['crochet hook', 'knitting needle', 'embroidery', 'cross stitch', '1000 piece', 'fiddly'],
    asThing: false,
    said: 'needlework and anything fiddly',
  },
  // Sore or weak hands: nothing heavy to lift.
  {
    when: /\b(?:heavy pans|struggl\w* with (?:heavy|jar|lids)|hands (?:hurt|are sore)|weak (?:hands|wrists|grip))\b/,
    leaveOut: ['cast iron', 'heavy'],
    asThing: false,
    said: 'anything heavy',
  },
  // No sense of smell: fragrance is lost on them.
  {
    when: /\b(?:lost (?:her|his|their) sense of smell|(?:no|can'?t|cannot) (?:sense of )?smell (?:anything|a thing)?|anosmia)\b/,
    leaveOut: ['perfume', 'eau de parfum', 'eau de toilette', 'aftershave', 'scented', 'diffuser', 'fragrance'],
    asThing: true,
    said: 'perfume and anything scented',
  },
  // Little or no hearing: things to listen to are no use.
  {
    when: /\b(?:deaf|hard of hearing|hearing aids?|lost (?:his|her|their|most of (?:his|her|their)) hearing|can'?t hear (?:much|a thing|anything)|(?:his|her|their) hearing(?:'s| is|s)? (?:going|gone|bad|poor|not (?:great|good|what it was)))\b/,
    leaveOut: ['headphones', 'earbuds', 'speaker', 'audiobook', 'radio'],
    asThing: true,
    said: 'things to listen to',
  },
  // A leg in plaster: nothing to run, jump or kick with for now.
  {
    when: /\b(?:broke|broken|fractured) (?:his|her|their) (?:leg|ankle|foot|knee)\b|\b(?:in a (?:cast|plaster|boot)|on crutches|can'?t do anything active)\b/,
    leaveOut: ['football boots', 'trampoline', 'running shoes', 'scooter', 'skates'],
    asThing: true,
    said: 'things to run, jump or kick with for now',
  },
  // Cats or dogs that chew plants: lilies, monsteras and the like are poisonous to them.
  {
    when: /\bpet[- ]?(?:safe|friendly)\b|\b(?:cats?|dogs?|puppy|kitten) (?:who|that) (?:eats?|chews?) (?:everything|plants|the plants)\b|\b(?:poisonous|toxic) (?:to|for) (?:cats|dogs|pets|the cats?|the dogs?)\b|\blil(?:y|ies) (?:is|are) (?:bad|poisonous|toxic|deadly)\b|\b(?:cats?|dogs?) (?:eats?|chews?) (?:literally )?(?:everything|anything|plants)(?: green)?\b/,
    leaveOut: [
      'lily',
      'monstera',
      'fiddle leaf',
      'philodendron',
      'pothos',
      "devil's ivy",
      'aloe',
      'snake plant',
      'zz plant',
      'dieffenbachia',
      'sago palm',
      'jade plant',
      'cyclamen',
      'amaryllis',
    ],
    asThing: true,
    said: 'plants that are poisonous to pets',
  },
  // A present that has to travel light: a suitcase or hand luggage leaves out the big and breakable.
  {
    when: /\b(?:(?:has|needs|got) to be (?:\w+ )?(?:small|light|packable|portable)|(?:going|be|been|off|s|is|are) backpacking|(?:going|off|leaving to go) travelling (?:for|round|around)|small enough to (?:pack|carry|fit)|(?:only|just) (?:allowed|taking|got) (?:\w+ )?(?:suitcases?|bags?|hand luggage)|in (?:his|her|their) (?:suitcase|hand luggage|backpack|rucksack)|nothing (?:big|bulky|heavy) to (?:carry|take|pack)|nothing (?:big|bulky|heavy) or (?:big|bulky|heavy)|living out of (?:a|his|her|their) (?:backpack|rucksack|suitcase))\b/,
    leaveOut: ['framed', 'hamper', 'crate', 'amplifier'],
    asThing: true,
    said: 'anything too big or breakable to carry',
  },
  // Leaving the country to live ("emigrating to canada"): what is delivered or redeemed here is no use.
  {
    when: /\b(?:emigrat(?:e|es|ed|ing)|moving (?:abroad|overseas)|(?:moving|moved|relocating) to (?:australia|new zealand|canada|america|the (?:us|usa|states)|dubai|spain|france|portugal|germany|singapore|hong kong)(?! for (?:a|the) (?:week|holiday|fortnight)))\b/,
    leaveOut: ['subscription', 'membership', 'gift card'],
    asThing: true,
    said: 'subscriptions, memberships and gift cards to use here',
  },
  // A home with no room for more things: keepsakes and decorative things are clutter too.
  {
    when: DECLUTTERING,
    leaveOut: ['house stuff', 'keepsake', 'decorative', 'bulky'],
    asThing: true,
    said: 'more things to find room for',
  },
  // "Nothing for the walls", "can't put holes in the walls": a rented flat or a full one.
  {
    when: /\bnothing (?:big |large )?(?:for|on) the walls?\b|\b(?:can'?t|cannot|not allowed to|no) (?:put |drill |make )?(?:any )?holes in (?:the )?walls?\b|\b(?:can'?t|cannot|not allowed to) (?:drill|put (?:nails|hooks|screws) in)\b|\b(?:won'?t|will not|doesn'?t|does not|don'?t) let (?:them|him|her|us|me) (?:put|drill|make) (?:any )?(?:holes|nails)\b/,
    leaveOut: ['walls'],
    asThing: true,
    said: 'anything for the walls',
  },
  // "She can't kneel in the garden anymore so nothing for digging."
  {
    when: /\b(?:can'?t|cannot|can no longer|unable to) (?:kneel|get down on (?:her|his|their) knees)\b|\b(?:nothing|no) (?:where|that) (?:he|she|they) (?:has|have|needs?) to kneel\b|\bknees are (?:shot|bad|gone|knackered|shocking)\b/,
    leaveOut: ['kneeler'],
    asThing: true,
    said: 'anything that means kneeling',
  },
  { when: /\bnothing for digging\b/, leaveOut: ['digging'], asThing: true, said: 'digging' },
  // "Lost her dog last week": no puppies or kittens to remind her.
  {
    when: /\b(?:lost|losing) (?:her|his|their|the) (?:dog|cat|pet|puppy)\b|\b(?:dog|cat|pet) (?:died|passed away|was put down)\b|\bput (?:down|to sleep)\b|\bcrossed (?:the )?rainbow bridge\b/,
    leaveOut: ['puppy', 'kitten', 'dog lead', 'dog bed', 'dog toy', 'collar', 'harness', 'pet bed', 'cat toy'],
    asThing: true,
    said: 'anything for a pet',
  },
  // "Doesn't read English much": nothing to read.
  {
    when: /\b(?:doesn'?t|does not|can'?t|cannot) (?:really )?read (?:english|much english)\b/,
    leaveOut: ['book', 'paperback', 'hardback'],
    asThing: true,
    said: 'books',
  },
  // "Living together six years, they have literally everything": the home is set up.
  {
    when: /\b(?:living|lived|been) together\b.*\b(?:have|has|got) (?:literally |basically |just about |pretty much )?everything\b|\b(?:have|has|got) (?:literally |basically |just about |pretty much )?everything\b.*\b(?:living|lived|been) together\b/,
    leaveOut: ['home linen', 'house stuff'],
    asThing: true,
    said: 'more things for the home',
  },
]

/** A gift ruled out by its words, as the message reading records it. */
interface RuledOut {
  concept: null
  words: string
  thing?: boolean
}

/** Large print asked for, and the forms of a book it keeps in. */
const LARGE_PRINT = /\b(?:large|big) print\b/
const BOOK_FORMS = new Set(['hardback', 'paperback'])

/** The gifts the situations a message describes leave out. */
export function situationDislikes(folded: string): RuledOut[] {
  // "Her sight's going so large print books would be lovely": books she can read are the request.
  const largePrint = LARGE_PRINT.test(folded)
  return SITUATIONS.filter(({ when }) => when.test(folded)).flatMap(({ leaveOut, asThing }) =>
    leaveOut
      .filter((words) => !(largePrint && BOOK_FORMS.has(words)))
      .map((words) => (asThing ? { concept: null, words, thing: true } : { concept: null, words })),
  )
}

/**
 * Words to leave out as the finder says them back: the words of a situation the shopper described,
 * when all of them are there, in that situation's own phrase ("things to listen to", not "headphones,
 * earbuds, speaker, audiobook and radio"); any other words as they are.
 */
export function sayLeftOut(words: readonly string[]): string[] {
  // Books in print may be left in (large print asked for): the phrase still stands for the rest.
  const present = SITUATIONS.filter(({ leaveOut }) => {
    const besidesBooks = leaveOut.filter((word) => !BOOK_FORMS.has(word))
    return (besidesBooks.length >= 3 ? besidesBooks : leaveOut).every((word) => words.includes(word))
  })
  // Failing eyes leave out all that shaky hands do: one phrase says both.
  const covered = present.filter(
    (situation) =>
      !present.some(
        (other) =>
          other.leaveOut.length > situation.leaveOut.length &&
          situation.leaveOut.every((word) => other.leaveOut.includes(word)),
      ),
  )
  const inPhrases = new Set(covered.flatMap(({ leaveOut }) => leaveOut))
  return [...covered.map(({ said }) => said), ...words.filter((word) => !inPhrases.has(word))]
}
