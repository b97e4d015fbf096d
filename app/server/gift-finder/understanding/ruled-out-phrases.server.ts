import type { KnowledgeBase } from '#app/server/gift-finder/knowledge/knowledge.server.ts'
import { findConcepts } from '#app/server/gift-finder/knowledge/lexicon.server.ts'
import { singular, tokenize } from '#app/server/gift-finder/knowledge/text.server.ts'
import { NO_MORE, NOT_A_NEGATION, UNWANTED_THINGS } from '#app/server/gift-finder/understanding/cues.server.ts'

/*
 * Whole phrases that rule a kind of gift out, read from a message before its mentions of concepts
 * are: "not another dress", "no bath bombs, bubble bath, slime", "she'd love a dryrobe but my
 * brother got her one, so not that", "she only wears silver", "had to sell her horse".
 */

/** Something ruled out. `thing`: a kind of gift ("no more elsa dresses"), not the interest it belongs to. */
export interface Dislike {
  concept: string | null
  words: string
  thing?: boolean
  /** Refused by a negation or a hating word before it and nothing after: perhaps one kind of a pastime loved by another name. */
  refused?: boolean
}

/** What a thing comes in, before the thing: "a bottle of Hendricks", "a bunch of flowers". */
const CONTAINER_OF = '(?:(?:bottle|box|pair|set|bag|tin|jar|pack|case|bunch|bouquet|load) of )?'

/** "Not another dress", "no more mugs": whatever follows, up to the end of the phrase. */
const NOT_ANOTHER =
  /\b(?:not another|no more|no other|not more|(?:don'?t|dont|do not) (?:you )?(?:dare )?(?:(?:really )?(?:want|wanna) (?:to )?)?(?:get|buy|give|send|do)(?: (?:him|her|them))? (?:another|more|any more)(?: pair of)?|(?:asked|begged|told) (?:me|us|everyone|people) not to (?:buy|get|give|send)(?: (?:him|her|them))? (?:another|more|any more|any(?=\s))|not just (?:a |an )?(?=(?:vouchers?|gift cards?|gift vouchers?|money|cash)\b)|(?:kill|murder|divorce) (?:me|us) if (?:i|we) (?:got|get|bought|buy|gave|give) (?:him|her|them) (?:another|more|any more)|(?:don'?t|dont|do not|doesn'?t|doesnt|does not) need (?:a single |one )?(?:other|more|another|extra)|(?:don'?t|dont|do not|doesn'?t|doesnt|does not) (?:really )?need (?:any )?(?=[a-z]+ (?:stuff|things|bits|gear|kit)\b))\s*(?!(?:of|than)\b)([a-z]+(?: (?!or\b)[a-z]+)?)/g
/**
 * "Doesn't want any more socks or ties", "don't want another shirt", "do not want more ornaments or
 * stuff to dust": a gift they want no more of, named in a word or two that ends the phrase.
 */
const WANT_NO_MORE =
  /\b(?:don'?t|dont|do not|doesn'?t|doesnt|does not|won'?t|wont) (?:really )?(?:want|need|wanna) (?:any more|more|another) (?!(?:kids|children|baby|babies|grandchildren|visitors|reminders|surprises?|parties|party|holidays?|walks?|drinks?|pints?|arguments?|repeat|fuss|drama|stress|hassle|attention|people|fun|than|of|season|year|birthday|job|time|week|day|night|one|ones|like|to|money|work)\b)([a-z]+(?: (?!(?:or|and|like|than|to|of|in|on|at|for|please|pls|thanks|he|she|they|as|because|cos|so|but|this|that|after)\b)[a-z]+)?)(?=[.,;!?)]|$| (?:or|and|please|pls|thanks|he|she|they|as|because|cos|so|but|this|that|after|to dust|cluttering)\b)/g

/** The rest of a list after a thing ruled out, up to the end of the clause: "... or a fleece". */
const OR_ANOTHER =
  /^(?:,? (?:or|nor) (?:an? |any |another |more )?(?:pair of )?(?!(?:anything|something|everything)\b)([a-z]+(?: (?!(?:or|and|nor|please|pls|she|he|they|as|because|cos)\b)[a-z]+)?))/g
/** The next thing given, of a list: " and a money box". */
const AND_ANOTHER = new RegExp(
  String.raw`^(?:,? (?:and|plus) (?:(?:an? |some |the )${CONTAINER_OF}([a-z]+(?: (?!(?:so|and|but|already|for|last|this)\b)[a-z]+)?)|(?!(?:then|now|so|also|too|i|we|he|she|they|it|that|this|his|her|their)\b)([a-z]+(?: (?!(?:so|and|but|already|for|last|this)\b)[a-z]+)?)(?=[.,;!?]|$| (?:so|and|but|already|too|though)\b)))`,
  'g',
)

/** "Nothing that involves kneeling", "nothing that needs batteries": the thing it must not involve. */
const NOTHING_THAT =
  /\bnothing (?:that )?(?:involves?|needs?|requires?|means?)\s+(?:any |a lot of |much |an? |the )?([a-z]+)/g

/** "Pearls are a bit old-fashioned for her": the thing judged not to suit them. */
const NOT_THEIR_STYLE =
  /\b([a-z]+)\s+(?:is|are)\s+(?:a bit |rather |too |quite |very |so |a little )?(?:old[ -]fashioned|dated|naff|tacky|cheesy|twee)\b/g

/** "His binoculars are no use to him now": the thing, kept out. */
const NO_USE_NOW =
  /\b([a-z]+) (?:is|are|s) (?:no|not much|of no|not any|no longer any|no longer of any) (?:use|good)\b/g

/** "Fiddly models are probably out now sadly": a kind of thing no longer possible. */
const OUT_NOW =
  /\b(?!(?:his|her|their|my|the) (?:friends|mates|kids|parents|family|lights)\b)([a-z]+ [a-z]+|[a-z]+) (?:are|is) (?:probably|definitely|sadly|def) out(?: now| these days)?(?= *(?:[,.;!?]|$| (?:now|sadly|unfortunately)\b))/g

/**
 * "More into dressmaking than quilting", "prefers fiction to biographies": the second is a kind of
 * the pastime they care less for, kept out.
 */
const PREFERRED_OVER =
  /\b(?:more (?:into|of an?|about)|prefers?|rather have|rather do)\s+(?:[a-z'-]+ ){1,3}?(?:than|over|to)\s+(?:an? |the )?(?!(?:be|do|go|have|get|make|read|see|spend|sit|stay|anything|everything|something|ever|before|most|all)\b)([a-z'-]+(?: [a-z'-]+)?)(?= person| fan| type|[.,;:!?)]|$| but\b| and\b| so\b| though\b)/g

/** Parting with an animal or a machine for good: "had to sell her", "rehomed his". */
export const PARTING_VERB = 'sell|sold|selling|rehome|rehomed|rehoming|lost|put down|get rid of|got rid of'

/**
 * "Had to sell her horse", "sold his bike after the accident": the animal or machine is gone, and
 * the kit for it with it, though the love of it may stay ("still loves them though").
 */
const NO_LONGER_HAS = new RegExp(
  `\\b(?:${PARTING_VERB}|give up|gave up|giving up|loan(?:ed)? out)(?: (?:her|his|their|the))? (horses?|pony|ponies|motorbikes?|motorcycles?|bikes?|triumph|harley|ducati|caravans?|motorhomes?|campervans?|boats?)\\b`,
  'g',
)

/** The kit a thing no longer owned took with it, as the families name it. */
const KIT_OF: Record<string, readonly string[]> = {
  horse: ['tack', 'horse care'],
  pony: ['tack', 'horse care'],
  motorbike: ['bike kit'],
  motorcycle: ['bike kit'],
  bike: ['bike kit'],
  triumph: ['bike kit'],
  harley: ['bike kit'],
  ducati: ['bike kit'],
  caravan: ['caravan', 'awning', 'motorhome', 'campervan'],
  motorhome: ['caravan', 'awning', 'motorhome', 'campervan'],
  campervan: ['caravan', 'awning', 'motorhome', 'campervan'],
  boat: ['boat'],
}

/** "Very particular about his keyboards, probably don't buy him one": the thing named before. */
const NOT_ONE_OF_THOSE =
  /\b(?:his|her|their) ([a-z]+(?: [a-z]+)?)\b[^.]{0,40}?\b(?:don'?t|dont|do not|won'?t|wouldn'?t|shouldn'?t|never) (?:buy|get|give) (?:him|her|them) (?:one|any|another)\b/g

/** "Something he can keep, not just another toy": a kind of gift, named last, not a person ("not just another golfer"). */
const NOT_JUST_ANOTHER =
  /\bnot (?:just|simply|merely) another (?!(?:[a-z]+(?:er|ist|ian)|fan|lady|man|woman|guy|girl|boy|anniversary|birthday|christmas|day|year|weekend|holiday|one)\b)([a-z]+)(?=[.,;!?)]|$| (?:please|pls|thanks|that|which|to|like)\b)/g

/** "Keeps hinting about a new iPhone but that's not happening": a gift asked for and out of the question. */
const ASKED_BUT_NOT_HAPPENING =
  /\b(?:hinting|hints|hinted|asking|asks|asked|begging|begs|begged|nagging|on about|wants|wanted|desperate)(?: (?:about|for|at|me for|us for))? (?:a |an |the |some )?(?:new |brand new )?([a-z]+(?: [a-z]+)?),? but (?:that'?s|thats|that is|it'?s|its|it is|that'?s just|that'?s definitely) not (?:happening|going to happen|gonna happen|an option|in the budget|affordable)\b/g

/** A gift the shopper considered: "thought about a", "was going to get him a", "I was thinking jewellery". */
export const CONSIDERING = String.raw`(?:thought (?:about|of)|considered|was going to (?:get|buy|do)|(?:was |were )?thinking (?:about|of)|(?:i was|we were|i'?m|im|we'?re) thinking) (?:getting |buying )?(?:him |her |them )?(?:a |an |some |the )?`

/** Someone else in the family who gives, or is giving, the thing. */
const GIVER =
  '(?:someone(?: else)?|somebody(?: else)?|another parent|other parents|a colleague|(?:the )?class reps?|the pta|the reps|the (?:office|team|class|family|kids|children|grandkids|grandchildren)|(?:his|her|their) (?:friends|mates|team|work)|(?:(?:his|her|their|my|our|the) (?:other )?)?(?:nan|nana|nanna|nanny|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|grandparents|mum|mom|mam|dad|mum and dad|parents|auntie|aunty|aunt|uncle|sister|brother|cousin|godmother|godfather|godparents|in-laws|wife|husband|partner|girlfriend|gf|boyfriend|bf|fiance|fiancee|son|daughter))'

/** "Thought about a watch but he said he'd never wear one": a gift considered and turned down. */
const THOUGHT_OF_BUT_NO = new RegExp(
  String.raw`\b${CONSIDERING}([a-z]+(?: (?!but\b)[a-z]+)?),? but\b[^.!?]{0,60}\b(?:(?:he|she|they)(?:'d| would|'ll| will)? never (?:wear|use|read|drink|eat|play|touch|want)|(?:wouldn'?t|won'?t|doesn'?t|don'?t|never) (?:ever )?(?:wear|use|read|drink|eat|play with|touch|want) (?:one|it|them|any)|so (?:not|no) (?:that|those|them|it|one)\b)`,
  'g',
)

/** "Was going to get him a scooter but his nan's already doing that": considered, and someone else's gift. */
const CONSIDERED_BUT_GIVEN = new RegExp(
  String.raw`\b${CONSIDERING}([a-z]+(?: (?!but\b)[a-z]+)?),? but\b[^.!?]{0,30}\b${GIVER}(?:'s|s| is| are|'re| has| have)? (?:already |just |also |probably |definitely )*(?:doing|getting|buying|got|bought|given|giving|sorting|covering|done) (?:(?:him|her|them) )?(?:that|one|it|those|them)\b`,
  'g',
)

/** "I'd rather get him a proper keepsake than a toy he'll chew": the thing passed over. */
const RATHER_THAN_THAT =
  /\brather (?:get|buy|give|send|have|do) (?:(?:him|her|them) )?(?:a |an |some |the )?(?:[a-z]+ ){0,2}?[a-z]+ than (?:a |an |some |the |another |more )?([a-z]+(?: [a-z]+)?)/g

/** "Stop buying him garden stuff": what the family has been told to stop giving. */
const STOP_BUYING =
  /\bstop (?:buying|getting|giving|sending) (?:him|her|them) (?:any more |more )?([a-z]+(?: [a-z]+)?)/g

/** "Flowers are being sent by the whole family already": a gift others are sending. */
const SENT_BY_OTHERS =
  /\b([a-z]+(?: [a-z]+)?) (?:is|are|has been|have been) (?:being )?(?:sent|given|bought|organised|sorted|done) (?:by|from) (?:the (?:whole )?(?:family|office|team|class)|everyone|everybody|(?:his|her|their) [a-z]+|someone else)\b/g

/** "We already did a card and cake": what the shopper has already given. */
const ALREADY_GIVEN_OURSELVES =
  /\b(?:we|i)(?:'ve| have)? already (?:did|done|gave|given|sent|bought|sorted) (?:(?:him|her|them) )?(?:a |an |the |some )?([a-z]+(?: (?!(?:and|so|but|for|from|last|over)\b)[a-z]+){0,2})/g

/** "Nephew's getting a switch from his dad": a gift coming from someone else. */
const GETTING_FROM =
  /\b(?:is|'s|s|are|'re) getting (?:a |an |the |some )([a-z0-9]+(?: [a-z0-9]+)?) (?:from|off) (?:his|her|their|the|my) [a-z]+/g

/** "Halls don't let them have a toaster or a fridge": things not allowed. */
const NOT_LET_HAVE =
  /\b(?:don'?t|doesn'?t|won'?t|do not|does not|will not) let (?:him|her|them|residents|students|patients|us) (?:have|keep|bring) (?:a |an |any )?(?!(?:anything|something|much|many|any|it|them)\b)([a-z]+(?: (?!or\b)[a-z]+)?)(?: or (?:a |an |any )?(?!(?:anything|something|much|any)\b)([a-z]+(?: [a-z]+)?))?/g

/** "He has very good binoculars, don't get more!!": a thing owned, and no more of it. */
const HAS_SO_NO_MORE =
  /\b(?:has|have|got|owns?) (?:(?:very|really|some|a|an|the|his|her|their|good|nice|decent|great|expensive|posh|fancy|lovely|proper) )*(?!(?:everything|it|that|them|one|loads|lots|plenty)\b)([a-z]+(?: [a-z]+)?),? (?:so )?(?:please )?(?:don'?t|do not|dont) (?:get|buy) (?:him |her |them )?(?:more|another|any more|one)\b/g

/** "He buys all his own games": what they choose for themselves, so not a gift. */
const BUYS_THEIR_OWN =
  /\b(?:(?:he|she|they)(?: always| only| just| tends to| likes to| prefers to| would rather)?|and(?: always| just| only)?) (?:buys?|picks?|chooses?) (?:all |most )?(?:of )?(?:his|her|their) own (?!(?:way|mind|thing|things|stuff|lunch|drinks?|round)\b)([a-z]+(?: (?!(?:so|and|but|because|cos|as|now|anyway|these|too)\b)[a-z]+)?)/g

/** "A physical book would just be clutter": the thing that would only get in the way. */
const WOULD_BE_CLUTTER =
  /\b(?:a|an|any|more|another) (?:physical |real |actual |paper |printed )?([a-z]+(?: [a-z]+)?) (?:would|will|'d|'ll) (?:just |only |simply |probably )?(?:be|end up as|become) (?:more |just )?(?:clutter|a waste|wasted|in the way)\b/g

/** "Not allowed make-up till she's 16", "not allowed a phone yet" (phones): what the house rules keep from them for now. */
const NOT_ALLOWED_YET =
  /\b(?:not|isn'?t|aren'?t|never) allowed (?:any |to have (?:any )?|to wear (?:any )?|(an? ))?(?!(?:a|an|to|out|on|in|at|near|much|many|anything)\b)([a-z]+(?: [a-z-]+)?)(?= (?:till|until|til|before|yet)\b)/g

/** "No kettle allowed", "and neither are handbags": a thing not allowed, or not wanted either. */
const NONE_ALLOWED_OR_EITHER =
  /\bno ([a-z]+(?: [a-z]+)?) (?:allowed|permitted)\b|\bneither (?:are|is|'re) ([a-z]+(?: [a-z]+)?)(?=[.,;!?]|$| (?:really|tbh|either|to be honest)\b)/g

/** "Don't want to just get them robux again": the thing given before, not again. */
const NOT_AGAIN =
  /\b(?:(?:don'?t|dont|do not) (?:want to |wanna )?|refuse to |(?:won'?t|will not) )(?:just )?(?:get|buy|give) (?:him|her|them) ([a-z]+(?: [a-z]+)?(?: (?:or|and) [a-z]+)?) again\b/g

/** "She'd love makeup but school doesn't allow it": the thing wanted that is not allowed. */
const NOT_ALLOWED_THERE =
  /\b(?:loves?|likes?|wants?|would love) (?:a |an |some |more )?([a-z]+(?: [a-z]+)?) but (?:the )?(?:school|work|nursery|(?:his|her|their) (?:school|work|mum|dad|parents)) (?:doesn'?t|don'?t|won'?t|does not|will not) (?:allow|let)\b/g

/** "No bath bombs, bubble bath, slime, anything scented": each thing of a list after one "no". */
const NO_LIST = /\bno ((?:[a-z]+ ){0,2}[a-z]+)(?:, ?(?:[a-z]+ ){0,2}[a-z]+(?=[,.;:!?)]|$))+/g

/** "If I buy anything plastic he'll be gutted": what would upset them. */
const UPSET_IF_GIVEN =
  /\bif (?:i|we|you|anyone|anybody|someone|somebody|people) (?:buys?|gets?|gives?) (?:(?:him|her|them) )?(?:anything|something|a|an|any|another) '?([a-z]+(?: [a-z]+)?)'?(?: thing| things)? (?:he|she|they)(?:(?:'?ll| will| would|'?d) (?:be (?:gutted|furious|upset|livid|annoyed|cross|mad|fuming)|hate it|go mad|go spare|kill me|lose it|scream|cry|bin it|chuck it|return it|regift it)|(?:'?s|'?re| is| are) (?:binning|chucking|returning|regifting|re-gifting) (?:it|them))\b/g

/** "I'd rather it wasn't plastic": the material or kind ruled out. */
const RATHER_NOT =
  /\brather (?:(?:it|they|that) (?:wasn'?t|weren'?t|isn'?t|aren'?t|wasnt|werent)|not (?:buy|get|give)(?: (?:him|her|them))?) ([a-z]+(?: [a-z]+)?)/g

/** "She'd love a dryrobe but my brother got her one, so not that": the thing they would love, already covered. */
const WOULD_LOVE_BUT =
  /\b(?:(?:would|'d|d) love|wants?|is after|s after|asked for) (?:a |an |some |more )?(?:new |another )?([a-z]+(?: [a-z]+)?) but\b([^.;!?]*)/g
const COVERED_AFTER =
  /\b(?:not (?:that|those|them|one|another|buying|getting)|full of them|got (?:her|him|them) (?:one|some)|(?:she|he|they) got (?:some|one)|already (?:has|have|got)|(?:i'?m|im|i am|we'?re|were|we are) not allowed to (?:choose|pick|buy|get)|(?:she|he|they)(?:'?ll|'?d| will| would) (?:want to |rather )?(?:choose|pick) (?:them|it|those)(?: (?:herself|himself|themselves))?)\b/

/** "My uncle just got her a new sewing machine so not that": a gift someone else has covered. */
const GIVEN_ALREADY =
  /\b(?:got|bought|gave|given|getting|buying|gets|buys) (?:her|him|them) (?:a |an |the |some )?(?:new )?([a-z]+(?: [a-z]+)?),? so (?:def(?:initely)? )?not (?:that|those|them|one|another)\b/g

/** "Into trainers but he'd hate anything I picked, so not those": the thing loved, not to be bought. */
const LOVED_BUT_NOT_THOSE =
  /\b(?:into|loves?|likes?|mad on) (?:his |her |their )?([a-z]+(?: [a-z]+)?) but\b[^.;!?]{0,60}?\bso not (?:those|them|that|it)\b/g

/** "Cryptics are out", "gets confused by gadgets": a kind of thing ruled out by what is said after it. */
const KIND_RULED_OUT =
  /\b((?:(?:long|big|hard|heavy|small|hot|cold|early|late) )?[a-z]+s) (?:are|re) (?:out|a no|off the table|off limits|banned)\b|\b(?:gets? |is |are )?(?:confused|baffled|overwhelmed) by (?:the |all the |any )?([a-z]+(?: [a-z]+)?)/g

/** "He's done the Goodwood Revival so maybe not that again": a day out had already, not again. */
const DONE_BEFORE =
  /\b(?:has|have|'s|s|'ve) (?:already )?(?:done|been to|had|seen) (?:the |a |an )?([a-z]+(?: [a-z]+){0,2}?) (?:so|and) (?:maybe |probably |prob |definitely |defo )?not (?:that|it|them|those|one)(?: again| this time)?\b/g

/** The thing given, up to a word that ends it. */
const GIVEN_THING =
  '(?:the |a |an |some |his |her |their |another |those |these )?(?:(?:really |very )?(?:new|big|little|usual|annual|same|yearly|massive|huge|giant|decent|nice|lovely|good|proper|fancy|posh|expensive) )?' +
  CONTAINER_OF +
  '(?![a-z]+ ones?\\b)(?!first (?:flat|house|home|place|property)\\b)(?!(?:the|a|an|some|his|her|their|another|new|married|engaged|ready|better|worse|older|bigger|on|off|up|out|together|there|home|back|dressed|involved|used|into|to|well|fine|it|that|this|them|one|ones|something|anything|everything|set|sets|stuff|things?|presents?|gifts?(?! cards?| vouchers?)|whatever|own|all|little|small|masters|degree|phd|results|grades|keys|job|place|lots?|loads)\\b)([a-z][a-z0-9-]*(?: (?!(?:so|and|but|he|she|they|again|every|each|like|for|this|already|which|that|as|because|cos|too|last|next|from|at|in|on|off|when|with|separately|anyway|though|tho)\\b)[a-z][a-z0-9-]*)?)'

/**
 * "His nan always does the Lego so I can't go there", "mum and dad are getting him the ps5 game",
 * "dad's doing flowers like every year": a gift someone else in the family covers.
 */
const OTHERS_GIVE = new RegExp(
  `\\b${GIVER}(?:'s|s| is| are)? (?:always |usually |normally |already |also |probably |definitely |just )*(?:(?:gets|getting|get|buys|buying|buy|gives|giving|give) (?:him|her|them) ${GIVEN_THING}|(?:organising|arranging|sorting|doing|getting|buying) (?:a |an |the |some )${GIVEN_THING}(?=[.,;!?]|$| (?:so|and|this|for|from|as|separately)\\b)|(?:got|bought|gave) (?:him|her|them) ${GIVEN_THING}(?= last (?:year|christmas|birthday|time)\\b)|(?:does|do) (?:the )?${GIVEN_THING}(?= every (?:year|christmas|birthday|time)\\b)|(?:have|has|'ve) (?:(?:already |just |also )+(?:given|bought|got|sent) (?:(?:him|her|them) )?|(?:given|bought|sent|got) (?:him|her|them) )${GIVEN_THING}|(?:(?:has|have) (?:already |just |also )+|(?<=already ))(?:sorted|organised|arranged|done) ${GIVEN_THING}|(?<=already )(?:doing|getting|buying|giving|sorting|covering|sent|bought|got|gave|given|did|done) (?:(?:him|her|them) )?${GIVEN_THING}|(?<='s (?:already |just |also )*)(?:bought|given|got|sent) (?:him|her|them) (?=(?:a|an|the|some) )${GIVEN_THING}|(?:taking|treating) (?:him|her|them) (?:on|to) ${GIVEN_THING}|(?:does|do|doing) (?:him|her|them) (?=(?:a|an|the|some) )${GIVEN_THING}|(?:does|do|doing|gets|getting|buys|buying|gives|giving|covers|covering) ${GIVEN_THING}(?=,? (?:so (?:not|skip|no|i can'?t|can'?t|don'?t|i won'?t)|already|is covered|are covered)\\b))`,
  'g',
)

/** "Every teacher gets a mug so not that": what everyone gives, when the shopper wants something else. */
const EVERYONE_GIVES = new RegExp(
  `\\b(?:every (?:single )?(?:teacher|parent|mum|kid|child|one|body|colleague)|everyone|everybody|(?:all|most|half) (?:of )?the (?:other )?(?:parents|mums|kids|class)|(?:loads of|lots of|so many|plenty of|other) people(?: have|'ve)?) (?:always |usually |normally |probably |just |already )?(?:gets|buys|gives|does|sends|sent|given|brought|got|bought) (?:him |her |them )?${GIVEN_THING}(?=[^.!?]{0,60}\\b(?:so (?:not|no|skip|id like|i'?d like|something|maybe something)|something (?:else|different|a bit different)|not that|must have (?:hundreds|loads|dozens|a hundred)|sick of)\\b)`,
  'g',
)

/**
 * "Last year I did an afternoon tea voucher, I want something different", "we got him a dino book
 * last year which was a bit of a flop": given before, and not wanted again.
 */
const GIVEN_LAST_TIME = new RegExp(
  String.raw`(?:\blast (?:year|christmas|birthday|time|month),? (?:i|we|someone|somebody|they) (?:did|got|gave|bought|sent) (?:(?:him|her|them) )?(?:a |an |the |some )([a-z]+(?: (?!(?:and|but|which|so|that|for)\b)[a-z]+){0,2})|\b(?:i|we|someone|somebody|they) (?:did|got|gave|bought|sent) (?:(?:him|her|them) )?(?:a |an |the |some )([a-z]+(?: (?!(?:and|but|which|so|that|for|last)\b)[a-z]+){0,2})(?: for (?:him|her|them))? (?:last (?:year|christmas|birthday|time|month|week)|recently)\b)(?=[^.!?]{0,80}\b(?:so not|not again|not that again|something different|something else|different this time|(?:a bit of a |a )?flop|didn'?t (?:like|use|go down|get used)|never (?:used|uses|wore|worn|touched)|still in the box|hated|wasn'?t a hit|went down (?:badly|like a lead balloon|really badly)|didn'?t go down well|did not go down well|doghouse|not (?:the same|another)|(?:saw|seen|spotted) (?:about |like |at least )?(?:\d+|loads|dozens|hundreds) of them)\b)`,
  'g',
)

/** "Her hands are too arthritic for knitting now": a pastime the body no longer allows. */
const BODY_NOT_UP_TO =
  /\b(?:(?:hands?|fingers|eyes|eyesight|knees?|back|hips?|joints|arms?|legs|wrists?|shoulders?)(?: are| is|'re|'s| s| re)? (?:(?:far|way|much|a bit|just|now|getting) )*too (?:arthritic|shaky|stiff|weak|sore|painful|bad|poorly|swollen|unsteady|wobbly|far gone)|(?:not|isn'?t|is not|no longer|not really) (?:steady|strong|fit|mobile|nimble|sure-footed) enough(?: on (?:his|her|their) feet| on the [a-z]+)?) (?:now |these days |any more |anymore )?for (?:the |any |her |his |their )?([a-z]+(?: (?!(?:now|so|and|but|anymore|any|either|too)\b)[a-z]+)?)/g

/** "So not one of those driving experience days": the kind of gift, ruled out. */
const NOT_THAT_KIND_OF =
  /\bnot (?:one of )?(?:those|these) (?!(?:i|we|you|he|she|they|it|obviously|obvs|please|pls|though|tho|either|again|anymore|lol|haha|ha|hah|thanks|for|as|at|in|on|to|with|ones?|things?|days?)\b)([a-z]+(?: (?!(?:days?|things?|ones?|obviously|please|though|tho)\b)[a-z]+){0,2})(?: days?| things?| ones?)?(?= obviously| please| though| tho|[.,;!?]|$)/g

/** "He'd die if it was all hearts and teddies" (not "he'd die if I got him a ps5", which is delight): each thing that would embarrass them. */
const MORTIFIED_IF =
  /\b(?:he|she|they)(?:'d| would|d) (?:(?:cringe|hate it|be mortified|be embarrassed|be horrified) if (?:it was|it were|it's|its|i got (?:him|her|them)|i gave (?:him|her|them)|i bought (?:him|her|them)|we got (?:him|her|them))|die(?: of embarrassment)? if (?:it was|it were|it's|its)) (?:all |anything |something |a |an |some )?(?!(?:too|much|that|it|them)\b)([a-z]+(?: (?:and|or) [a-z]+)?)/g

/** "He's knocked protein shakes and all that on the head": given up (drink given up so is a limit, read elsewhere). */
const KNOCKED_ON_THE_HEAD =
  /\bknock(?:ed|s|ing)? (?!(?:(?:the|his|her|their) )?(?:drink|drinking|booze|alcohol|beer|wine|whisky|whiskey|gin|cider|lager|sauce)\b)(?:the |his |her |their )?([a-z]+(?: [a-z]+)?)(?: and all that| and everything| and stuff)? on the head\b/g

/** "Mum's banned him from buying any more vinyl": not allowed more of it. */
const BANNED_FROM_BUYING =
  /\bbanned (?:him|her|them) from (?:buying|getting|ordering) (?:any more |more |any )?([a-z]+(?: [a-z]+)?)/g

/**
 * "If I see another Le Creuset I will scream", "she'll go mad if she gets another scarf": one more
 * would be too many.
 */
const ANOTHER_TOO_MANY =
  /\bif (?:i|we|she|he|they) (?:see|get|gets|receive|receives|open|opens) (?:another|one more|any more) ([a-z]+(?: [a-z]+)?) (?:i|we|she|he|they)(?:'ll| will|'m going to| am going to|'d| would)\b|\bif (?:i|we) (?:buy|give|got|bought|gave)(?: (?:her|him|them))? (?:another|one more|any more) ([a-z]+(?: [a-z]+)?) (?:she|he|they)(?:'ll| will|'d| would|ll|d) (?:probably |actually |literally |definitely )?(?:divorce|kill|murder|disown|leave|scream|cry|go mad|go spare|lose it|despair|be fuming|flip|throw it|hit the roof|explode|have a fit|never speak|not speak|bin it|return it|send it back|re-?gift it|go crazy|hate)\b|\b(?:he|she|they)(?:'ll| will|'d| would|ll|d) (?:go mad|go spare|scream|kill me|lose it|despair|be fuming|flip|throw it at me) if (?:she|he|they|i|we|anyone|someone) (?:gets?|receives?|opens?|sees?|buys?|gives?) (?:(?:her|him|them) )?(?:another|more|any more|one more) ([a-z]+(?: [a-z]+)?)/g

/** "Her eyesight's going so nothing to read": books, though not the stories she can listen to. */
const NOTHING_TO_READ =
  /\b(?:so|please|definitely|just) (?:nothing|not anything) (?:for (?:her|him|them) )?(?:(?:he|she|they)(?:'d| would)? (?:need|have|has|needs) )?to read(?= *(?:[,.;:!?]|$| (?:please|pls|thanks|obviously|sadly)\b))/

/** "The kitchen is fully stocked": the kitchen's things are covered. */
const KITCHEN_STOCKED =
  /\b(?:the |their |his |her )?kitchen(?:'s| is| s) (?:(?:fully|well|already|totally|completely) )*(?:stocked|kitted out|equipped)\b/

/** "Cross off catan, ticket to ride and carcassonne": each of a list, ruled out. */
const CROSS_OFF =
  /\bcross (?:off|out) ((?:[a-z]+ ){0,3}?[a-z]+(?:, (?:[a-z]+ ){0,3}?[a-z]+)*(?:,? and (?:[a-z]+ ){0,3}?[a-z]+)?)(?=,? (?:he|she|they|as|because|cos|since)\b|[.;!?]|$)/g

/** "Trying to keep plastic toys out of the house": what the home is kept free of. */
const KEPT_OUT_OF_HOME =
  /\bkeep(?:ing)? (?:all )?(?:the )?(?:(plastic|electronic|noisy) [a-z]+|([a-z]+)) (?:out of|away from) (?:the|our|their|his|her|my) (?:house|home|flat|room|bedroom)\b/g

/** "Clothes are covered", "the turntable's sorted": a kind of gift others have seen to. */
const SEEN_TO =
  /\b(?:the |his |her |their )?(?!(?:kitchen|room|bedroom|house|home|flat|desk|setup|kit|gear|manager|everything|it|that|this|what|happening|plan|plans|date|venue|booking|food|alcohol|booze|drink|drinks|transport|lift|party|cake|money|budget|card|cards|rest|lot|he|she|they|we|i|you|someone|somebody|everyone|everybody|nobody|mum|dad|nan|gran)\b)([a-z]+)(?: (?:thing|things|stuff|side))?(?: is| are|'s|'re| s| re) (?:all |already |well )?(?:covered|sorted|taken care of)\b/g

/** "Not a silver spoon or anything like that": the thing and its kind. */
const NOT_ANYTHING_LIKE =
  /\bnot (?:a |an |any |the )?([a-z]+(?: [a-z]+)?) or anything (?:like that|like it|similar|of that sort|of the sort)\b/g

/** "She's too young for the anti ageing retinol nonsense", "he's too old for toys": not at this age (a question is no answer). */
const TOO_YOUNG_FOR =
  /\b(?:(?:he|she|they|it)(?: is| are|'s|'re|s|re)|hes|shes|theyre) (?:(?:a bit|a little|far|way|much|probably|definitely|still|def|defo|just|obviously) )*too (?:young|old|little|grown[- ]up|big(?= for (?!(?:his|her|their|my)\b))) for (?:the |that |those |all the |any |all that )?(?!(?:all|even|if|it|that|this|them|those|now|yet|and|but|so|though|tho|really|anyway|lol|him|her)\b)([a-z]+(?: [a-z]+){0,2})/g

/** "Actually scratch the candles idea": an interest the shopper takes back. */
const TAKEN_BACK =
  /\b(?:scratch|scrap|forget|ditch|drop|bin) (?:the |that |my )?([a-z]+(?: [a-z]+)?) (?:idea|thing)\b|\b(?:thinking|thought|was going to get|was gonna get|was going to do|was gonna do) (?:a |an |some )?([a-z]+(?: [a-z]+)?),? but (?:scratch|scrap) that\b|\bactually,? (?:no,? )?not ([a-z]+)\b|\b(?:so |and )?(?:forget (?:about )?|ignore |scratch |scrap |ditch )the ([a-z][a-z0-9]*(?: (?!(?:bit|bits|thing|things|idea|ideas|stuff|off|actually|then|now|too|lol|haha|altogether|completely|entirely|totally)\b)[a-z]+)?)(?:(?= (?:bit|bits|thing|things|stuff|altogether|completely|entirely|totally)\b)|(?=\s*(?:[,.;:!?]|$|\s(?:idea|thing|now|then|too|lol|haha)\b)))/g

/** "We gave the allotment up in september": a pastime given up by its place or things. */
const GAVE_THE_THING_UP = /\b(?:gave|given|giving|give) (?:the|his|her|their|our) ([a-z]+(?: [a-z]+)?) up\b/g

/**
 * "Loves unicorns, wait no, it's all Taylor Swift now", "paw patrol? no hang on, he's gone all space
 * now": the shopper corrects themselves, and what they named before the correction is not loved now.
 */
export const CORRECTION =
  /\b(?:(?:oh |well )?no,? (?:wait|hang on|hold on|actually)|wait,? no|hang on,? no|actually,? no(?! (?:idea|clue|budget|limit|rush|pressure|worries)\b)|sorry,? (?:no|i meant)|(?:no,? )?(?:scratch|scrap) that)\b/
/** Words after a correction that say what is loved now. */
export const NOW_INSTEAD = /\b(?:now|instead|these days|nowadays)\b|\b(?:scratch|scrap) that\b/

/** What a message names before the shopper corrects themselves: out, unless named again after. */
function correctedAway(kb: KnowledgeBase, folded: string): Dislike[] {
  const correction = CORRECTION.exec(folded)
  if (!correction || !NOW_INSTEAD.test(folded.slice(correction.index))) return []
  const after = findConcepts(kb, tokenize(folded.slice(correction.index)))
  return findConcepts(kb, tokenize(folded.slice(0, correction.index))).flatMap((mention): Dislike[] => {
    const again = after.filter((later) => later.conceptId === mention.conceptId)
    // "Carp fishing, well no actually, it's fly fishing now": the kind named first, not fishing.
    if (again.length)
      return again.some((later) => later.text === mention.text)
        ? []
        : [{ concept: null, words: mention.text, thing: true }]
    return [{ concept: mention.conceptId, words: mention.text }]
  })
}

/** "He's gone off steam, it's all diesels now": the kind of thing gone off. */
/** "He likes a whisky but not to go down that route": the thing liked, and told to leave alone. */
const NOT_THAT_ROUTE =
  /\b(?:likes?|loves?|enjoys?) (?:a |an |his |her |their )?([a-z]+(?: [a-z]+)?),? but (?:not to|don'?t|do not|best not to|better not|i'?d rather not|rather not) go down that (?:route|road|path)\b(?! (?:of|with)\b)/g

const GONE_OFF =
  /\b(?:gone|went|going) (?:right |completely |totally |a bit )?off (?!(?:it|them|that|those|the idea|on|to|with)\b)([a-z]+(?: [a-z]+)?)(?=,|\.| now\b| lately\b| recently\b| since\b|$)/g

/** "She's off gin too", "he's right off crosswords lately": the thing gone off (not "off skiing", "off sick"). */
const IS_OFF =
  /\b(?:she'?s|he'?s|they'?re|is|are) (?:right |totally |completely |well |a bit |now |really )?off (?:the |his |her |their )?(?!(?:to|on|out|for|in|at|with|work|sick|school|home|abroad|away|duty|now|it|them|that|this|those|these|most|all|every|some|half|today|tomorrow|tonight|next|last|till|until|soon|again|a|an|table|cards|menu|list|grid|radar|scale|hook|charts|booze|drink|drinking|alcohol|sauce|pop|rails|the|his|her|their|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|week|pill|tablets|meds|medication|antibiotics|mark|back)\b|[a-z]+ing\b)([a-z]+(?: [a-z]+)??)(?= too\b| now\b| lately\b| at the moment\b| these days\b| for now\b| since\b| as well\b| after\b| because\b| cos\b| so\b|[,.;:!?]|$)/g

/** "Nothing to do with driving please": the thing and whatever comes of it. */
const NOTHING_TO_DO_WITH =
  /(?:^|[,.;:!?]\s*|\b(?:so|and|but|please|just|definitely|but)\s+)nothing (?:to do with|related to|involving) (?:the |a |an |any |his |her |their )?([a-z][a-z0-9]*(?: (?!(?:please|pls|thanks|though|tho|at|as|because|cos|it|its|they|he|she)\b)[a-z]+)?)/g

/** "Don't get him anything for the bike", "nothing for the kitchen or the house": whatever serves it. */
const NOTHING_FOR_THE =
  /\b(?:(?:don'?t|dont|do not|not|never|won'?t|wont) (?:(?:really |even )?(?:want|get|buy|give|send|suggest|need)(?: (?:him|her|them))? )?anything|(?<!\b(?:got|have|has|had|own|owns|need|needs|bought)(?: literally| basically| practically| absolutely| pretty much| next to)? )nothing) for (?:the|his|her|their) (?:new |little |big |old )?(?!(?:baby|babies|bump|little one|kids|children|day|time|moment|first|next|last|same|whole|birthday|christmas|xmas|anniversary|wedding|party|trip|holiday|money|price|budget)\b)([a-z]+)(?: or (?:the |his |her |their )?([a-z]+))?\b/g

/** "She won't fly anymore": nothing that needs a flight (a love of planes is another matter). */
const WONT_FLY =
  /\b(?:(?:won'?t|wont|refuses to|hates|(?:doesn'?t|doesnt) (?:like|do)|(?:scared|terrified|afraid|frightened) (?:of|to)|fear of) (?:fly|flying)\b(?! (?:them|it|drones?|kites?|a kite|a drone|planes?|models?))|(?:can'?t|cant|cannot|no longer) fly (?:any ?more|now|these days)\b)/

/** Words after a pastime stopped that say it will start again. */
const BACK_SOON =
  /\b(?:with (?:her|his|their) (?:ankle|knee|back|wrist|leg|arm|foot|shoulder|hip|hamstring|injury)|injur(?:ed|y)|(?:can'?t wait|desperate|dying|itching|keen) to get back|back (?:soon|next)|until|till)\b/

/** "Was mad on football but quit": a love that ended. */
const LOVED_BUT_QUIT =
  /\b(?:was |were |used to be )(?:really |so |totally )?(?:mad on|mad about|into|obsessed with|crazy about|big on|all about) (?:his |her |their |the )?([a-z]+(?: [a-z]+)?) but (?:then |now |recently |later )?(?:he |she |they )?(?:quit|stopped|gave (?:it |that )?up|packed (?:it |that )?in)\b(?![^.!?]*\bstill (?:loves?|likes?|watch(?:es)?|follows?|enjoys?|adores?|goes|plays|supports)\b)/g

/** "No space for kitchen stuff at all": what there is no room for. */
const NO_SPACE_FOR = /\bno (?:space|room) for (?:any |an? |the |more )?([a-z]+(?: [a-z]+)?)/g

/** The metals jewellery comes in, as a shopper names them. */
const METAL = '(?:yellow gold|white gold|rose gold|gold|sterling silver|silver|platinum)'

/** "She only wears silver": the metals she does not wear. */
const ONLY_WEARS = new RegExp(`\\bonly (?:ever )?wears? (${METAL})\\b`, 'g')
const OTHER_METALS: Record<string, readonly string[]> = {
  gold: ['silver', 'rose gold'],
  'yellow gold': ['silver', 'rose gold'],
  silver: ['gold'],
  'sterling silver': ['gold'],
  'white gold': ['yellow gold', 'rose gold'],
  platinum: ['yellow gold', 'rose gold'],
  'rose gold': ['silver'],
}

/** "Never silver or rose gold", "she'd never wear yellow gold", "no gold at all": metals ruled out. */
const NEVER_METAL = new RegExp(
  `\\b(?:never|no|not|hates?|(?:won'?t|wouldn'?t|would never|will never|never) wear)(?: any)? (${METAL})(?:,? or (${METAL}))?\\b`,
  'g',
)

/** "She's allergic to lavender": what they react to, whatever it comes in. */
const ALLERGIC_TO = /\ballergic to ([a-z]+(?: [a-z]+)?)/g

/** "Don't even think about cookware": the thing ruled out. */
const DONT_EVEN_THINK =
  /\b(?:don'?t|dont|do not) (?:even )?(?:think about|go near|consider|suggest|recommend) (?:a |an |any )?(?!(?:another|anything|any|one|it|that|this|those|them|more|something|the (?:obvious|usual|boring|same|standard|typical)|obvious|usual)\b)([a-z]+(?: [a-z]+)?)/g

/** Words that end a phrase rather than name the thing in it. */
const PHRASE_END =
  /^(?:please|pls|plz|obv|obvs|tho|maybe|perhaps|probably|delivered|thanks|thx|ta|though|either|again|really|ever|at|for|to|in|on|with|about|like|because|as|so|and|or|but|he|she|they|it|her|him|them|me|us|you|one|two|both|lol|tbh|tbf|honestly|haha|now|yet|just)$/

/** "Two of everything kitchen-wise", "got everything for the garden": that kind of thing is covered. */
const EVERYTHING_FOR =
  /\b(?:got|have|has|own|owns)\s+(?:two of |all of |loads of |literally )?everything\s+(?:(\w+)[- ]?wise|for the (\w+))/g

/** "No watch, he wears his grandad's", "not seeds, his shed's full of them": a thing ruled out as a clause of its own. */
const NO_THING =
  /(?:^|[.,;:!?(]\s*|\b(?:and|but|so|just|please|definitely|probably|maybe|prob|defo)\s+)(?:no|not|nothing like|please no|definitely no|definitely not|no more|don'?t say|do not say|don'?t get (?:him|her|them)|(?:don'?t|dont|do not) bother (?:with|getting|buying)(?: (?:him|her|them))?(?: any)?(?: the)?(?: actual| real| physical| paper)?)\s+(?:(?:a|an) (?!(?:fan|lot|bit|big|huge|massive|great|good|problem|clue|chance|thing)\b))?(?!(?:please|pls|plz|thanks|thank|idea|clue|pressure|worries|happening|bothered|fussed|fussy|keen|great|bad|possible|likely|needed|necessary|allowed|joking|kidding|rush|problem|budget|limit|way|one|more|thanks|thank|need|doubt|big|real|particular|strong|that|this|it|those|these|them|sure|really|too|very|so|much|many|quite|again|ever|even|garden|balcony|yard|something|anything|everything|nothing|occasion|reason|anymore|any more|now|yet|for|to|with|from|about|of)\b)([a-z]+(?: gifts?| stuff| things)?)(?=\s*(?:[,.;:!?)]|$)|\s(?:please|pls|plz|thanks|either|though|tho|as|because|cos|since|he|she|they|his|her|their|lol|haha|obvs|obviously|tbh|that (?:gets?|will|would|ll|just|goes|breaks|ends))\b)/g

/** A thing wanted that there is no room for: the thing. */
const NO_ROOM_FOR =
  /\b(?:a|an) ([a-z]+)(?: of (?:her|his|their) own)?\b[^.]{0,60}?\b(?:nowhere|no room|no space) (?:to put|for) (?:one|it)\b/g

/** "She can't have anything sharp or glass in her room": each thing ruled out. */
const NOT_ALLOWED_ANYTHING =
  /\b(?:can'?t|cannot|isn'?t allowed to|aren'?t allowed to|not allowed to|mustn'?t|shouldn'?t) (?:have|get|be given|take|keep) anything ([a-z]+)(?: or ([a-z]+))?/g

/** "No cheese hampers or meat boxes for a while": both things ruled out. */
const NO_THIS_OR_THAT =
  /\bno ([a-z]+(?: [a-z]+)?)((?: or (?!anything\b|whatever\b)[a-z]+(?: [a-z]+)?)+)(?= or anything| or whatever| for\b| please\b| lol\b| either\b| thanks\b| (?:that|which) (?:need|needs|go|goes|take|takes|have|has)\b|[.,;:!?)]|$)/g

/** "The home doesn't allow anything electrical, or candles", "won't allow candles": each thing not allowed. */
const NOT_ALLOWED_IN =
  /\b(?:don'?t|doesn'?t|won'?t|will not|do not|does not) (?:allow|permit)\b(?:[^.;!?]{0,60}?,? (?:or|nor) (?:any )?(?!(?:anything|something)\b)([a-z]+(?: [a-z]+)??)(?= either| please| tho| though| anyway| in\b| at all\b|[.,;!?]|$)| (?:any )?(?!(?:anything|any|it|that|this|them|him|her|pets|visitors|people|us|me)\b)([a-z]+(?: [a-z]+)??)(?= either| please| tho| though| anyway| in\b| at all\b| or\b|[.,;!?]|$))/g

/** "Sold his xbox in the summer": the console gone with nothing bought in its place, gaming given up. */
const SOLD_THE_CONSOLE =
  /\b(?:sold|selling|got rid of|gave away|given away|giving away) (?:his|her|their|the) (?:xbox|ps5|ps4|playstation|switch|nintendo|console|gaming pc|gaming laptop)\b(?![^.;!?]*\b(?:got|bought|getting|buy|upgraded?|for an?|switched|swapped|now (?:has|plays|uses))\b)/

/** A present for a new parent rather than the baby: "something for her, not the baby". */
const NOT_FOR_THE_BABY =
  /\bbaby\b.*\b(?:just|only|all) for (?:her|him|them|mum|dad)(?:self|selves)?\b|\b(?:the )?baby (?:has|'s got|s got|already has) (?:literally |basically |pretty much |just about )?everything\b|\b(?:not (?:for )?(?:the |their |her |his )?(?:baby|babies|bump|little one)|nothing (?:for )?(?:the )?baby|no baby (?:stuff|things|gifts|clothes|bits)|(?:for|spoil) (?:her|him|them|mum|dad)(?:self|selves)? (?:rather than|instead of) (?:the )?baby|(?:something|a gift|a present|a treat) (?:just )?for (?:her|him|them),? the (?:new )?(?:mum|mom|mother|dad|father|parents?))\b/

/** "A phone" as the things of its kind: "phones", "watches", "hobbies". */
function plural(thing: string): string {
  if (/(?:s|x|ch|sh)$/.test(thing)) return `${thing}es`
  if (/[^aeiou]y$/.test(thing)) return `${thing.slice(0, -1)}ies`
  return `${thing}s`
}

export function thingPhrase(words: string): string {
  const kept: string[] = []
  // "Don't want to send flowers": the flowers.
  for (const word of words.replace(/^(?:send|get|buy|give|gift) (?!(?:cards?|vouchers?)\b)/, '').split(' ')) {
    if (PHRASE_END.test(word)) break
    kept.push(word)
  }
  return kept.join(' ')
}

/** Adds a dislike unless one with the same words was read already. */
function addUnlessSaid(dislikes: Dislike[], dislike: Dislike): void {
  if (!dislikes.some((said) => said.words === dislike.words)) dislikes.push(dislike)
}

/** Phrases naming a gift someone gives or gave: the thing only, never the whole interest. */
const GIVEN_BY_SOMEONE: ReadonlySet<RegExp> = new Set([
  GIVEN_LAST_TIME,
  OTHERS_GIVE,
  EVERYONE_GIVES,
  CONSIDERED_BUT_GIVEN,
  SENT_BY_OTHERS,
  ALREADY_GIVEN_OURSELVES,
  GETTING_FROM,
])

/** Of those, the ones whose gift may be one of a list: "a silver spoon and a money box". */
const LISTS_WHAT_WAS_GIVEN: ReadonlySet<RegExp> = new Set([
  OTHERS_GIVE,
  EVERYONE_GIVES,
  ALREADY_GIVEN_OURSELVES,
  SENT_BY_OTHERS,
])

/** A gift given before or by others: "an afternoon tea voucher" is afternoon tea, however it comes. */
function givenThing(said: string): string {
  if (/^gift (?:cards?|vouchers?)$/.test(said)) return said
  // "A group voucher", "an Amazon voucher": money to spend, as a gift card is.
  if (/^(?:(?:group|class|shop|high street|amazon|love2shop|one4all|national|book) )?vouchers?$/.test(said))
    return 'gift card'
  return thingPhrase(said).replace(/(?<=\S) (?:vouchers?|experiences?|gift cards?)$/, '')
}

/**
 * The concept a phrase is, when a concept's words make up the whole of it ("soft toys", "thomas
 * stuff"), not when they only describe it ("elsa dresses" is not a dislike of Frozen).
 */
export function wholeConcept(kb: KnowledgeBase, phrase: string): string | null {
  for (const said of new Set([phrase, phrase.replace(/ (?:stuff|things|bits|merch|merchandise)$/, '')])) {
    const words = tokenize(said)
    const wholes = findConcepts(kb, words).filter((mention) => mention.start === 0 && mention.end === words.length)
    // "Slime" is a concept of its own as well as one of kids' crafts: the one named by the words, if any.
    const whole = wholes.find((mention) => mention.conceptId === words.map(singular).join('-')) ?? wholes[0]
    if (whole) return whole.conceptId
  }
  return null
}

/**
 * What a message's phrases rule out, given what it says they already have. `lessLoved`: a kind of a
 * pastime they care less for ("more into dressmaking than quilting"). `noMore`: the message asks for
 * nothing more of what they have ("please no more").
 */
export function ruledOutInPhrases(
  kb: KnowledgeBase,
  folded: string,
  alreadyHas: readonly string[],
): { dislikes: Dislike[]; lessLoved: Dislike[]; noMore: boolean } {
  const dislikes: Dislike[] = []
  for (const match of folded.matchAll(UNWANTED_THINGS)) {
    // "No toys that beep": only the toys the rest of the phrase describes.
    const rest = folded.slice(match.index + match[0].length)
    if (/^ (?:that|which|with)\b/.test(rest) && !/^(?:rather than|instead of)\b/.test(match[0])) continue
    // "Don't want to do a mug": that one kind of gift, never a love of what it is for.
    const declined = /^(?:don'?t|dont|do not)\b/.test(match[0])
    dislikes.push({ concept: null, words: match[1]!, ...(declined ? { thing: true } : {}) })
    // "Not a mug or chocs": the rest of the list is ruled out too.
    for (const more of rest.matchAll(OR_ANOTHER)) {
      const thing = thingPhrase(more[1]!)
      if (thing) dislikes.push({ concept: wholeConcept(kb, thing), words: thing, thing: true })
    }
  }
  for (const match of folded.matchAll(NO_LIST)) {
    if (NOT_A_NEGATION.test(`no ${match[1]!}`)) continue
    for (const said of match[0].slice(3).split(/, ?/)) {
      const thing = thingPhrase(said.replace(/^no /, ''))
      // "No football, loves golf though": a liking or a new subject ends the list.
      if (
        /^(?:loves?|likes?|adores?|enjoys?|but|he|she|they|hes|shes|hed|theyre|theyd|theyve|i|we|is|are|was)\b/.test(
          thing,
        )
      )
        break
      if (thing && !/^(?:anything|nothing|everything|something)\b/.test(thing))
        dislikes.push({ concept: wholeConcept(kb, thing), words: thing, thing: true })
    }
  }
  for (const match of folded.matchAll(UPSET_IF_GIVEN)) {
    const thing = thingPhrase(match[1]!)
    if (thing) dislikes.push({ concept: null, words: thing, thing: true })
  }
  const noMore = NO_MORE.test(folded)
  if (noMore) {
    // "Loads of lego, so no more" and "cycling stuff, so avoid that" rule out the kind; "forty golf
    // balls, so not those" only golf balls, never golf, and "loads of playdough" playdough, not all
    // of kids' crafts.
    for (const thing of alreadyHas) {
      const kind = thing.replace(/ (?:kits?|sets|packs|supplies)$/, '')
      const concept = wholeConcept(kb, kind)
      const wholeKind =
        / (?:stuff|things|bits|gear|merch)$/.test(thing) || concept === tokenize(kind).map(singular).join('-')
      dislikes.push({ concept: wholeKind ? concept : null, words: thing, thing: true })
    }
  }
  if (WONT_FLY.test(folded)) addUnlessSaid(dislikes, { concept: null, words: 'flights', thing: true })
  if (SOLD_THE_CONSOLE.test(folded)) dislikes.push({ concept: 'video-games', words: 'video games' })
  if (NOT_FOR_THE_BABY.test(folded)) dislikes.push({ concept: 'newborn-baby', words: 'baby', thing: true })
  for (const match of folded.matchAll(EVERYTHING_FOR)) {
    dislikes.push({ concept: null, words: `${match[1] ?? match[2]} stuff`, thing: true })
  }
  for (const match of folded.matchAll(NO_THING)) {
    const thing = match[1]!.replace(/ (?:gifts?|stuff|things|items|presents)$/, '')
    if (!dislikes.some((dislike) => dislike.words === thing)) {
      dislikes.push({ concept: wholeConcept(kb, thing), words: thing, thing: true })
    }
  }
  // "Always wanted a wheel of her own but we're in a flat, nowhere to put one."
  for (const match of folded.matchAll(NO_ROOM_FOR)) dislikes.push({ concept: null, words: match[1]! })
  for (const match of folded.matchAll(NOT_ALLOWED_ANYTHING)) {
    for (const thing of [match[1], match[2]]) {
      if (thing && !/^(?:too|that|with|in|at|for|to|else|new|like)$/.test(thing))
        dislikes.push({ concept: wholeConcept(kb, thing), words: thing, thing: true })
    }
  }
  for (const match of folded.matchAll(NOT_LET_HAVE)) {
    for (const said of [match[1], match[2]]) {
      const thing = said && thingPhrase(said)
      if (thing) addUnlessSaid(dislikes, { concept: null, words: thing, thing: true })
    }
  }
  for (const match of folded.matchAll(NO_THIS_OR_THAT)) {
    for (const thing of [match[1]!, ...match[2]!.split(' or ').slice(1)].map(thingPhrase)) {
      if (thing) addUnlessSaid(dislikes, { concept: wholeConcept(kb, thing), words: thing, thing: true })
    }
  }
  for (const pattern of [
    NOT_ANOTHER,
    WANT_NO_MORE,
    NOT_JUST_ANOTHER,
    ASKED_BUT_NOT_HAPPENING,
    THOUGHT_OF_BUT_NO,
    CONSIDERED_BUT_GIVEN,
    HAS_SO_NO_MORE,
    STOP_BUYING,
    RATHER_THAN_THAT,
    SENT_BY_OTHERS,
    ALREADY_GIVEN_OURSELVES,
    GETTING_FROM,
    BUYS_THEIR_OWN,
    WOULD_BE_CLUTTER,
    NONE_ALLOWED_OR_EITHER,
    NOTHING_THAT,
    NOT_THEIR_STYLE,
    NO_USE_NOW,
    OUT_NOW,
    NOT_ONE_OF_THOSE,
    NOT_AGAIN,
    DONT_EVEN_THINK,
    ALLERGIC_TO,
    RATHER_NOT,
    NO_SPACE_FOR,
    GIVEN_ALREADY,
    GONE_OFF,
    NOT_THAT_ROUTE,
    NOT_ANYTHING_LIKE,
    TOO_YOUNG_FOR,
    LOVED_BUT_NOT_THOSE,
    KIND_RULED_OUT,
    SEEN_TO,
    DONE_BEFORE,
    KEPT_OUT_OF_HOME,
    OTHERS_GIVE,
    EVERYONE_GIVES,
    GIVEN_LAST_TIME,
    NOT_THAT_KIND_OF,
    KNOCKED_ON_THE_HEAD,
    BANNED_FROM_BUYING,
    ANOTHER_TOO_MANY,
    NOT_ALLOWED_IN,
    NOTHING_TO_DO_WITH,
  ]) {
    for (const match of folded.matchAll(pattern)) {
      // "Don't get him another pair of gloves or a fleece": the rest of the list is ruled out too.
      // "Nan has given a silver spoon and a money box": each thing they gave.
      const more =
        pattern === NOT_ANOTHER || pattern === WANT_NO_MORE
          ? [...folded.slice(match.index + match[0].length).matchAll(OR_ANOTHER)]
          : LISTS_WHAT_WAS_GIVEN.has(pattern)
            ? [...folded.slice(match.index + match[0].length).matchAll(AND_ANOTHER)]
            : []
      // "Don't buy him jumpers or socks again": each of them.
      const named = pattern === NOT_AGAIN ? match[1]!.split(/ (?:or|and) /) : [match.slice(1).find(Boolean)!]
      for (const said of [...named, ...more.map((next) => (next[1] ?? next[2])!)]) {
        // A gift someone gives, or gave last time, is that thing only, never the whole interest:
        // "nan always does the lego" still leaves a love of Lego.
        const given = GIVEN_BY_SOMEONE.has(pattern)
        const thing = given ? givenThing(said) : thingPhrase(said)
        if (thing)
          addUnlessSaid(dislikes, { concept: given ? null : wholeConcept(kb, thing), words: thing, thing: true })
      }
    }
  }
  if (KITCHEN_STOCKED.test(folded)) dislikes.push({ concept: null, words: 'kitchen stuff', thing: true })
  if (NOTHING_TO_READ.test(folded)) addUnlessSaid(dislikes, { concept: null, words: 'books', thing: true })
  // Names of games or shows keep their small words ("ticket to ride").
  for (const match of folded.matchAll(CROSS_OFF)) {
    for (const said of match[1]!.split(/,? and |, /)) {
      const thing = said.trim()
      if (thing) dislikes.push({ concept: wholeConcept(kb, thing), words: thing, thing: true })
    }
  }
  // A pastime the body is no longer up to: the pastime itself, not one kind of gift for it.
  for (const match of folded.matchAll(BODY_NOT_UP_TO)) {
    const thing = thingPhrase(match[1]!)
    // "Used to be in the shed doing woodwork but his hands are too shaky for it now": the one pastime
    // named before it in the sentence.
    if (/^(?:it|that|them|those|this)$/.test(match[1]!)) {
      const sentence = folded
        .slice(0, match.index)
        .split(/[.!?;]/)
        .at(-1)!
      const named = findConcepts(kb, tokenize(sentence))
      if (new Set(named.map((mention) => mention.conceptId)).size === 1)
        addUnlessSaid(dislikes, { concept: named[0]!.conceptId, words: named[0]!.text })
    } else if (thing) addUnlessSaid(dislikes, { concept: wholeConcept(kb, thing), words: thing })
  }
  // Each kind of gift that would embarrass them.
  for (const match of folded.matchAll(MORTIFIED_IF)) {
    for (const said of match[1]!.split(/ (?:and|or) /)) {
      const thing = thingPhrase(said)
      if (thing) addUnlessSaid(dislikes, { concept: wholeConcept(kb, thing), words: thing, thing: true })
    }
  }
  for (const match of folded.matchAll(ONLY_WEARS)) {
    for (const words of OTHER_METALS[match[1]!] ?? []) dislikes.push({ concept: null, words, thing: true })
  }
  for (const match of folded.matchAll(NEVER_METAL)) {
    for (const words of [match[1], match[2]]) if (words) dislikes.push({ concept: null, words, thing: true })
  }
  for (const match of folded.matchAll(WOULD_LOVE_BUT)) {
    const thing = thingPhrase(match[1]!)
    if (thing && COVERED_AFTER.test(match[2]!))
      dislikes.push({ concept: wholeConcept(kb, thing), words: thing, thing: true })
  }
  dislikes.push(...correctedAway(kb, folded))
  // "Gave the allotment up, he's doing raised beds now": the place or thing, not the pastime.
  for (const match of folded.matchAll(GAVE_THE_THING_UP)) {
    const thing = thingPhrase(match[1]!)
    if (thing) dislikes.push({ concept: wholeConcept(kb, thing), words: thing, thing: true })
  }
  // What the shopper takes back, school or work does not allow, or they have gone off or quit, is ruled out whole.
  for (const match of folded.matchAll(NOT_ALLOWED_YET)) {
    const thing = thingPhrase(match[2]!)
    if (thing) dislikes.push({ concept: wholeConcept(kb, thing), words: match[1] ? plural(thing) : thing })
  }
  for (const pattern of [TAKEN_BACK, NOT_ALLOWED_THERE, IS_OFF, LOVED_BUT_QUIT]) {
    for (const match of folded.matchAll(pattern)) {
      // "Off netball with her ankle, can't wait to get back": a pause, and the love stays.
      if (pattern === IS_OFF && BACK_SOON.test(folded.slice(match.index + match[0].length).split(/[.!?]/)[0]!)) continue
      const thing = thingPhrase(match[1] ?? match[2] ?? match[3] ?? match[4]!)
      if (thing) dislikes.push({ concept: wholeConcept(kb, thing), words: thing })
    }
  }
  for (const match of folded.matchAll(NOTHING_FOR_THE)) {
    for (const said of [match[1], match[2]]) {
      if (said) addUnlessSaid(dislikes, { concept: wholeConcept(kb, said), words: said })
    }
  }
  for (const match of folded.matchAll(NO_LONGER_HAS)) {
    for (const words of KIT_OF[singular(match[1]!)] ?? []) {
      dislikes.push({ concept: null, words, thing: true })
    }
  }
  const lessLoved: Dislike[] = []
  for (const match of folded.matchAll(PREFERRED_OVER)) {
    const concept = wholeConcept(kb, match[1]!)
    if (concept) lessLoved.push({ concept, words: match[1]! })
  }
  return { dislikes, lessLoved, noMore }
}
