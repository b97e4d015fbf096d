import type { IdeaFlag } from '#app/server/gift-finder/knowledge/schema.server.ts'
import { foldText } from '#app/server/gift-finder/knowledge/text.server.ts'

/*
 * Flags read from a gift's own words. Ideas of the knowledge base carry their flags; a model's
 * ideas and marketplace listings do not, so the suitability rules read these from the name and
 * description as well, and a suggestion breaks a rule if either source says so.
 */

/** Cakes to eat, not wool wound into "centre-pull cakes". */
const CAKES = String.raw`(?<!\b(?:yarn|wool|centre-pull|center-pull|pull|flat) )cakes?`

const FLAG_PATTERNS: Record<IdeaFlag, RegExp | null> = {
  alcohol:
    /\b(?:wines?|prosecco|champagne|cava|gin|gins|whisky|whiskey|whiskies|bourbon|scotch|vodka|rum|rums|beers?|ales?|lager|cider|ciders|cocktails?|spirits|liqueurs?|brandy|cognac|sherry|tequila|mezcal|mead|sake|distillery|brewery|booze|boozy|alcoholic|sloe gin|limoncello|aperol|negroni|margarita|mojito|hip flask|bottle of red|bottle of white|fizz|bubbly|champers|vino)\b/,
  blade:
    /\b(?:knife|knives|penknife|pocket knife|multi-?tool|axe|hatchet|machete|cleaver|razors?|blades?|scalpel|secateurs|shears|(?:hand|coping|tenon|pruning|jig|fret|folding|bow|panel|tree) saws?|whittling knife|carving tools?|swiss army|bushcraft knife|sword)\b/,
  'small-parts': /\b(?:small parts|beads?|marbles|button batter(?:y|ies)|tiny pieces|choking)\b/,
  screen:
    /\b(?:screens?|touchscreen|tablet|ipad|kindle|e-?reader|smart ?watch(?:es)?|fitness tracker|consoles?|apps?\b|streaming|nintendo switch|playstation|ps5|ps4|xbox|monitor|television|tv\b|laptop|chromebook|smartphone|mobile phone|iphone|digital (?:photo )?frame|vr headset|virtual reality|gaming pc|gaming headset|(?:game|gaming|guitar|wireless|pro) controllers?|handheld console|video games?|projector|v-?bucks|robux|minecoins|in-game currency|steam (?:gift )?cards?|eshop)\b/,
  'animal-products':
    /\b(?:leather|suede|nubuck|wool|woollen|woolen|merino|cashmere|alpaca wool|mohair|angora|silk|silks|honey|beeswax|down-filled|goose down|duck down|feathers?|fur\b|sheepskin|shearling|cheeses?|butter|milk chocolate|yoghurt|meat|salmon|smoked fish|bacon|gelatine|gelatin|bone china|pearls?|lanolin)\b/,
  meat: /\b(?:meat|meats|chicken(?! (?:coops?|houses?|runs?|feeders?|keepers?|keeping|wire))|roast turkey|bacon|sausages?|salami|chorizo|jerky|biltong|ham|prosciutto|beef|pork|lamb|steak|venison|smoked fish|salmon|tuna|prawns?|anchovies|gelatine|gelatin|pate|charcuterie)\b/,
  dairy: /\b(?:cheeses?|milk chocolate|butter|fudge|yoghurt|yogurt|ice cream|dairy|toffee|clotted cream)\b/,
  nuts: /\b(?:nuts?|nutty|peanuts?|almonds?|hazelnuts?|pistachios?|cashews?|walnuts?|pecans?|macadamias?|praline|marzipan|nutella|brazil nuts?)\b/,
  gluten: new RegExp(
    String.raw`\b(?:bread|breads|beers?|biscuits?|${CAKES}|brownies?|cookies?|pasta|flour|wheat|crackers?|pretzels?|shortbread|baking mix|sourdough|pastr(?:y|ies)|croissants?|scones?|gingerbread|panettone|stollen|waffles?|crumpets?)\b`,
  ),
  caffeine: /\b(?:coffee|espresso|cafetiere|energy drinks?|caffeine|matcha)\b/,
  gendered:
    /\b(?:for him|for her|men'?s|mens|women'?s|womens|ladies|lady'?s|gentleman'?s|gents|boys'?|girls'?|princess|girly|his and hers|man cave|mancave|manly|for dads?|for mums?|daddy|mummy)\b/,
  'baby-only':
    /\b(?:newborn|infant|teether|teething|rattle|cot mobile|baby'?s first|nappy|nappies|0-12 months|0-6 months|0-3 months)\b/,
  'needs-outdoor-space':
    /\b(?:gardens?|patios?|balcony garden|raised beds?|bird tables?|bird baths?|fire ?pits?|chimineas?|bbqs?|barbecues?|pizza ovens?|trampolines?|lawn|sheds?|greenhouses?|compost bins?|water butts?|hot tubs?|patio heaters?|garden furniture|garden benches?|lawn ?mowers?|hedge trimmers?|trowels?|hand forks?|trowel and fork|spades?|wheelbarrows?|hosepipes?|garden kneelers?|hen houses?|chicken coops?|rabbit hutch(?:es)?|beehives?|polytunnels?|cold frames?|garden swing)\b/,
  perishable: new RegExp(
    String.raw`\b(?:(?<!\b(?:crochet(?:ed)?|knitted|paper|felt|wooden|silk|artificial|faux|dried|pressed|lego|sola|soap|clay|metal|glass|enamel|fabric|embroidered|and) )(?:flowers|bouquets?)|fresh|${CAKES}|cheeses?|fruit|meat|bread|cupcakes?|doughnuts?|letterbox brownies)\b`,
  ),
  jokey:
    /\b(?:novelty|funny|joke|jokes|prank|pranks|gag|gags|rude|whoopee|hilarious|banter|cheeky|slogan|sarcastic|naughty|willy|fart|over the hill)\b/,
  'adult-theme':
    /\b(?:adults only|rude|naughty|18\+|over 18s|betting|poker|casino|gambling|roulette|vapes?|vaping|e-?cigarettes?|cigars?|tobacco|drinking games?|shot glass(?:es)?|stripper|lingerie)\b/,
  fragrance:
    /\b(?:perfumes?|fragrances?|fragranced|scented|scents?|aftershave|eau de|cologne|candles?(?! (?:holders?|sticks?|snuffers?|lanterns?))|reed diffusers?|diffusers?|incense|wax melts?|bath bombs?|bath salts|essential oils?|room spray|pot-?pourri)\b/,
  jewellery:
    /\b(?:jewell?e?ry|necklaces?|earrings?|bracelets?|pendants?|brooch(?:es)?|bangles?|anklets?|charm bracelets?|cufflinks|(?:signet|silver|gold|diamond|birthstone|eternity|stacking|promise|engagement|wedding|gemstone|sterling|personalised|initial|name) rings?|lockets?|chokers?)\b/,
  'clothing-size':
    /\b(?:jumpers?|sweaters?|sweatshirts?|hoodies?|t-?shirts?|shirts?|blouses?|dress|dresses|trousers|jeans|leggings|joggers|shorts|pyjamas|pajamas|onesies?|sleepsuits?|babygrows?|rompers?|dressing gown|slippers|shoes|trainers|sneakers|boots|jackets?|coats?|gilets?|lingerie|bras?|underwear|boxers|socks|football shirt|cardigans?|leotards?|tutus?|wetsuits?|waders)\b/,
  'live-animal-care': null,
}

/** The flags a gift's name and description show by their words. */
export function flagsFromText(text: string): IdeaFlag[] {
  const folded = foldText(text)
  const flags: IdeaFlag[] = []
  // No "vegan leather" or "alcohol-free gin" exceptions: a shopper skimming names sees the word
  // they asked to avoid, so a gift that names it is left out either way.
  for (const [flag, pattern] of Object.entries(FLAG_PATTERNS) as [IdeaFlag, RegExp | null][]) {
    if (pattern?.test(folded)) flags.push(flag)
  }
  return flags
}

/** Food and drink of any kind, for shoppers who asked for no food. */
export const FOOD_WORDS = new RegExp(
  String.raw`\b(?:food|foods|chocolates?|sweets|fudge|biscuits?|${CAKES}|snacks?|hampers?|treats|jams?|chutneys?|cheeses?|coffee|tea selection|teas|tea gift|tea sampler|loose leaf|wines?|sauces?|spices?|oils?|vinegars?|honey|marmalade|crisps|popcorn|nuts|brownies|cookies|truffles|tasting|gin|beer|whisky|rum)\b`,
)

/** Which way a gendered gift points, read from its words. */
export function genderDirection(text: string): 'male' | 'female' | null {
  const folded = foldText(text)
  if (/\b(?:for her|women'?s|womens|ladies|lady'?s|girls'?|princess|girly|for mums?|mummy|her name)\b/.test(folded))
    return 'female'
  if (/\b(?:for him|men'?s|mens|gentleman'?s|gents|boys'?|man cave|mancave|manly|for dads?|daddy|beard)\b/.test(folded))
    return 'male'
  return null
}

/** Words that say a gift runs on batteries or a plug (care homes and hospitals often allow neither). */
export const ELECTRIC_WORDS =
  /\b(?:batter(?:y|ies)|battery[- ]powered|rechargeable|plug-?in|plugs? in|mains[- ]powered|electric|electrical|electronic|usb|bluetooth|wireless|cordless|charging|charger|wi-?fi|smart (?:speaker|plug|bulb|lamp)|led lights?|light-up|projector|speaker|headphones|earbuds|radio|kettle|toaster|hair ?dryer|straighteners|electric blanket|heated|massager|fairy lights|lamp|desk fan|hotplate|slow cooker|air fryer|robot|vacuum|3d pen|3d printer|printer|tablet|smart \w+|drone|laptop|console|e-?reader|digital camera|dash ?cam|electric toothbrush|shaver|trimmer)\b/

/** Words that say a food may contain nuts: chocolate and sweets are often made beside them. */
export const NUT_WORDS =
  /\b(?:nuts?|nutty|peanuts?|almonds?|hazelnuts?|walnuts?|pecans?|pistachios?|cashews?|macadamias?|brazil nuts?|praline|pralines|marzipan|nougat|frangipane|gianduja|baklava|chocolates?|truffles|brownies|granola|pesto|satay)\b/
