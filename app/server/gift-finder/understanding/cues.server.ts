import type { Constraint, Want } from '#app/lib/gift-finder/contract.ts'

/*
 * The phrases the offline concierge reads a shopper's words by: constraints, the kind of gift
 * wanted, occasions the form cannot say, and the words that turn a mention into a dislike or
 * something already owned. Patterns run on folded text (lower case, straight apostrophes).
 */

const NOT = String.raw`(?:not|no|never|doesn'?t|does not|don'?t|do not|won'?t|will not|can'?t|cannot|isn'?t|is not|aren'?t)`

/** Gadgets refused ("no gadgets", "hates gadgets"): no screens, and nothing with a plug either. */
const GADGETS_REFUSED = String.raw`no (?:more )?gadgets|anti-?gadgets?|(?:hates?|not into|doesn'?t (?:like|do|want)|don'?t (?:like|do|want)) (?:any )?gadgets`
/** A death, not a near miss ("nearly died laughing"). */
const DIED = String.raw`(?<!\b(?:nearly|almost|practically|virtually|could have|could ve) )died`
/** A patient in hospital, not someone who works there. */
const IN_HOSPITAL = String.raw`in hospital|(?<!\b(?:works?|working|shifts?) (?:nights |days )?(?:at|in) (?:the |a )?)hospital(?! (?:porter|job|shifts?|pharmacist|cleaner|radio)\b)`
/** Widowed lately, not long ago ("both widowed" at a wedding). */
const WIDOWED = String.raw`(?:(?:recently|just|newly|only just|been|since being|since (?:she|he) was) widowed|widowed (?:last|this|earlier this|in the|a (?:few )?(?:weeks?|months?) ago))`
/** Someone close, as a shopper names them. */
const SOMEONE_CLOSE = String.raw`(?:mum|dad|husband|wife|partner|son|daughter|brother|sister|nan|gran|grandad|grandma|grandpa|friend|father|mother|boss|colleague)(?:'s)?`
/** Someone close who has died, said plainly: "her husband passed" (not "passed his test"). */
const SOMEONE_PASSED = String.raw`${SOMEONE_CLOSE} (?:has |just |recently |sadly |unexpectedly |suddenly )*passed\b(?! (?:her|his|their|the|an?|all|with|my|away|on|out|over|through|it|that|them|first|driving)\b)`
/** The same death, lately: the gift is for the loss ("since mum passed" may be years ago). */
const SOMEONE_PASSED_LATELY = String.raw`${SOMEONE_CLOSE} (?:has )?(?:(?:just|recently|only just) passed\b(?! (?:her|his|their|the|an?|all|with|my|out|over|through|it|that|them|first|driving)\b)|passed (?:away )?(?:last (?:week|month|weekend|night)|this (?:week|month|morning)|yesterday|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|a (?:few|couple of) (?:days|weeks) ago))`
/** Put before "ill" or "poorly": not what a food does to them ("dairy makes her poorly" is a diet). */
const NOT_FROM_A_FOOD = String.raw`(?<!(?:dairy|milk|cheese|gluten|wheat|bread|lactose|caffeine|coffee|alcohol|nuts|sugar|food|spicy food|spice)(?:,? it)? (?:makes?|made|gives?|gave) (?:her|him|them|me|you) (?:really |very |so |quite |properly |feel |a bit )*)`

/** Each constraint and the phrases that state it. */
export const CONSTRAINT_CUES: readonly { constraint: Constraint; pattern: RegExp }[] = [
  {
    constraint: 'no-alcohol',
    pattern: new RegExp(
      String.raw`\b(?:(?:the )?(?:drink|drinking|booze|alcohol) (?:altogether|completely|for good)|(?:packed|pack|packing|jacked|jack) in (?:the )?(?:drinking|drink|booze|alcohol|beer|wine)\b|${NOT} (?:really )?drinks?\b(?! (?:coffee|tea|water|much water))|teetotal|(?:don'?t|do not|won'?t|not) (?:want to |going to )?(?:get|buy|give) (?:him|her|them) (?:any )?(?:booze|alcohol)\b(?![^.!?]{0,30}\b(?:but|as the only|on its own|again)\b)|(?:nobody|no one|noone|none of them|none of the family)(?: (?:in|at) (?:that|the|their|our|his|her) (?:house|family|home))? drinks?(?= *(?:[.,;!?)]|$| (?:at all|anymore|any more|alcohol|booze|there|though|so|and|but|in (?:the|that|their|our|his|her) (?:house|family|home))\b))|(?:out of|come out of|came out of|left|finished|been to|went to|been in|back from|home from|gone into|went into|checked into) rehab\b|tee[- ]?total|tee-total|sober\b(?! as a judge)|non-?drinker|no (?:more )?(?:alcohol|booze|boozy|wine|beer|gin|prosecco|spirits|fizz|drinking)\b|no (?:more )?drink\b(?! (?:bottles?|holders?|coasters?|mats?))|(?:nothing|no) (?:food|edible) (?:or|and|nor) drinks?\b|blood thinners|warfarin|nothing to drink|breastfeeding|nothing (?:boozy|alcoholic|with alcohol)|nothing (?:that )?(?:has|contains?|with) (?:any )?alcohol|alcohol in (?:it|them)|alcohol[- ]free|booze[- ]free|without alcohol|not (?:a|much of a) drinker|(?:stopped|quit|quitting|cut out|cutting out|gave up|given up|off|avoids?|avoiding) (?:the )?(?:(?:caffeine|coffee|tea|sugar|salt|smoking|meat|dairy|chocolate|sweets|fags|cigarettes)(?:,| and| or| &) ){0,2}(?:drinking|drink|alcohol|booze|beer|wine|lager|pints|cider)\b(?! (?:coffee|tea|fizzy|energy|milk|cola|coke|diet|pop|squash|juice|smoothies|lemonade|caffeine|water))|(?:recovering|ex-?) ?alcoholic|(?:cut(?:ting)?|cuts) (?:right |way |well |a lot )?(?:back|down) on (?:the )?(?:beer|booze|drink|drinking|alcohol|wine|lager|cider|pints|gin|whisky)\b(?! (?:fizzy|coffee|tea|cola|coke|energy|sugary|pop|squash|caffeine|water|milk))|\baa meetings?|t-?total|not (?:a )?(?:big |heavy |huge )?drinker|(?:hasn'?t|has not|haven'?t|not) (?:had|touched) (?:a drink|a drop|alcohol)|mormon|latter[- ]day saints?|she(?:'s| is) having a baby\b(?! shower)|not allowed (?:any )?(?:wine|alcohol|booze|a drink)\b(?! (?:at|on|in|during|while|when) (?:work|school|shift|the office|duty))|not allowed (?:any )?(?:coffee|caffeine)\W{1,3}(?:\w+ ){0,3}or (?:any )?(?:wine|alcohol|booze)\b|(?:fiancee|fiance|wife|partner|girlfriend|missus|sister|daughter|daughter in law|sister in law)(?:'s| is) expecting(?= *(?:[.,;!?)]|$| (?:twins|triplets|a baby|a little|(?:our|their|her|his) (?:first|second|third|fourth)(?! (?:book|novel|album|exhibition|show|race|marathon|grandchild))|baby|again|so|and|in (?:january|february|march|april|may|june|july|august|september|october|november|december|the (?:spring|summer|autumn|winter|new year)))\b))|(?:she|they)(?:'re|'s| is| are) expecting\b(?! (?:a lot|much|too|something|nothing|it|that|to|him|her|them|you|us))|(?<!\b(?:finished|after|over|no longer doing|not doing|failed) )dry (?:jan(?:uary)?|feb(?:ruary)?|month|spell)\b(?!(?: is|'s| s| was) (?:over|done|finished))|sober october|knock(?:ed|ing)? (?:the )?(?:beer|booze|drink|drinking|wine|gin|whisky|alcohol|pints?) on the head|off the (?:booze|sauce|drink|beer|wine|gin|alcohol|pop|vino|whisky|whiskey|rum|vodka|cider|lager|ale|bubbly|fizz|cocktails|prosecco|spirits|champagne|champers)|(?:been |gone |stayed |kept |staying |s |'s |is )?dry since\b|(?:she'?s|he'?s|they'?re|she is|he is|they are) not drinking\b(?! (?:coffee|tea|caffeine|much water|enough))|(?:meant|supposed|told) to be off (?:the )?(?:beer|booze|drink|alcohol|wine)|on the wagon|(?:won'?t|wont|can'?t|cant|cannot|not) (?:be able to |be allowed to |allowed to )?(?:take|bring|fly with) (?:any )?(?:booze|alcohol|drink|wine|spirits)|never touched a drop|(?:doesn'?t|don'?t|won'?t) touch (?:a drop|alcohol|booze|the stuff)|(?:neither|none) of (?:them|us|the two of them) (?:really )?drinks?\b|hold the (?:gin|wine|booze|fizz|prosecco|beer|whisky)|in recovery(?! (?:after|from|following))|(?<!\b(?:isn'?t|not|no longer|wasn'?t|never been) )pregnant(?! anymore| any more)|(?:off on |going on |starting )?(?:maternity|mat) leave|(?:baby|she|shes|she is|she's) due (?:in|next|any day|soon|this)|expecting a baby|expecting (?:our|their|her|his|my) first|muslim|halal|for eid|eid\b)`,
    ),
  },
  {
    constraint: 'vegan',
    pattern:
      /\b(?:(?<!\b(?:not|not a|isn'?t a|aren'?t|never been|never been a|no longer|no longer a|(?:he|she|they|who)(?:'s|'re| is| are|s|re) not|(?:he|she|they|who)(?:'s|'re| is| are|s|re) not a) )vegans?|veganuary|plant[- ]based|no animal products|(?:doesn'?t|don'?t|won'?t|does not|do not) eat (?:anything (?:from|that comes from) )?(?:any )?animals?(?: products)?|(?:doesn'?t|don'?t|won'?t|does not|do not) (?:eat|use|wear) (?:or (?:eat|use|wear) )?anything (?:from|made from|that comes from) (?:an? )?animals?)\b/,
  },
  {
    constraint: 'vegetarian',
    pattern: new RegExp(
      String.raw`\b(?:(?<!\b(?:not a|isn'?t a|aren'?t|never been|never been a|no longer|no longer a|(?:he|she|they|who)(?:'s|'re| is| are|s|re) not|(?:he|she|they|who)(?:'s|'re| is| are|s|re) not a) )(?:vegetarian|veggie)|pescatarian|${NOT} eat meat|no meat|meat[- ]free|doesn'?t eat meat|(?:stopped|quit|gave up|given up) (?:eating )?meat|off meat|cut out meat|never eaten meat|(?:doesn'?t|don'?t|won'?t) (?:touch|eat) (?:meat|eggs)|(?:don'?t|do not|doesn'?t|does not) do meat|(?:strict|strictly|pure) veg|(?:she'?s|he'?s|they'?re|is|are) veg(?! (?:box|boxes|patch|plot|garden|growing|bed|beds)))\b`,
    ),
  },
  {
    constraint: 'no-screens',
    pattern: new RegExp(
      String.raw`\b(?:no screens?|nothing with a screen|(?:don'?t|do not|not|no|nothing|avoid|won'?t|isn'?t allowed|aren'?t allowed)\b(?:(?!\b(?:loves?|likes?|obsessed|into|happy|adores?|enjoys?|but|decide|between)\b)[^.!?,]){0,30}\bwith (?:a )?(?:touch)?screens?\b|(?:can'?t|cannot|won'?t be able to|not allowed to) (?:have|use|take|keep) anything with (?:a )?(?:touch)?screens?\b|(?<!\b(?:school|work|office|college|uni|job)(?: is| are|'s| s)? (?:very |really |quite |pretty |super )?)strict (?:on|about|with) (?:screens?|screen ?time|tech|gadgets|ipads?|tablets?|phones?|devices)|(?:don'?t|do not|doesn'?t) want (?:her|him|them) on (?:it|them|that|the (?:ipad|tablet|phone|screen|console|xbox)|screens?|(?:her|his|their) (?:ipad|tablet|phone|screen|console|xbox)) (?:more|any more|anymore|even more|all day|as much)|(?:not|isn'?t|won'?t be) (?:getting|having|allowed) (?:a |an )?(?:phone|smartphone|mobile|tablet|ipad|console|switch) (?:until|till|til|before|yet)\b|something off[- ]screen|off[- ]screen (?:for once|gift|present|things?|activit(?:y|ies))|without a screen|any screens? (?:is|are) too much|no (?:phone|ipad|tablet|console|screens?)s? (?:till|until|before) (?:\d+|(?:he|she|they)(?:'s|'re| is| are)? \d+|secondary|high school|big school)|screen[- ]free|less screen|fewer screens|(?:cut|cutting|trying to cut)(?: right| way)? (?:down|back)(?: on)? (?:his |her |their |the )?(?:screens?|screen time|phones?|tech|(?:ipad|tablet|console|phone|xbox|switch|gaming) time)|(?:nothing|not anything) (?:\w+ ){0,4}on a screen|(?:cut|cutting|reduce|reducing|limit|limiting|less) (?:down |back )?(?:on )?(?:his |her |their |the )?screen ?time|(?:off|away from) (?:his |her |their |the )?(?:phone|screen|ipad|tablet)s?|too much screen|no more screens|no (?:more )?screen (?:stuff|things|gifts|toys)|no (?:more )?(?:gaming|video game|computer game|console) (?:stuff|things|gifts|bits)(?! yet)|only allowed (?:an? |one |two |three |half an |\d+ )?(?:hours?|hrs?|mins?|minutes?) (?:of |on )?(?:screens?|screen ?time|(?:the )?(?:ipad|tablet|console|xbox|switch)|gaming)|(?:limited|rationed) screen ?time|screen ?time (?:is |are )?(?:limited|rationed|capped)|on (?:his|her|their) (?:phone|ipad|tablet|screen)s? enough|enough screen ?time|screen[- ]?time (?:is |has been )?(?:(?:a|an|the) )?(?:\w+ )?(?:battles?|wars?|fights?|rows?|nightmare)|(?:battles?|wars?|fights?|rows?) (?:over|about) (?:the )?screens?(?: time)?|${NOT} (?:want|need) (?:more )?(?:screens?|gadgets|tech)|${GADGETS_REFUSED}|${NOT} want (?:to (?:add|buy|get|give) (?:her |him |them )?)?(?:another|more|any more) screens?\b|anti-?tech|(?:anything|nothing|something) that needs an app|no tech\b|no (?:more )?devices(?= *(?:[.,;!?)]|$| (?:please|pls|at all|for (?:her|him|them)|until|till|til|in (?:the|our|their) house)\b))|(?:our|their|a|the) no[- ]devices? rule (?:until|till|til|at home|in (?:our|the|their) house)\b|nothing digital|no electronics|${NOT} do (?:technology|tech|gadgets|screens)|nothing (?:that needs|with|needing) (?:wi-?fi|an app|charging)|(?:don'?t|do not|won'?t) let (?:her|him|them) (?:have|on) (?:a |an |the )?(?:tablet|ipad|phone|console)|(?:too much|enough) time on (?:the|his|her|their) (?:ipad|tablet|phone|screen|console|xbox|playstation)|not allowed (?:to play|on) (?:it|them|the games?|video games|computer games|online games|the (?:xbox|ipad|switch|console|tablet|playstation))\b|on (?:that|the|his|her|their) (?:xbox|ipad|tablet|phone|playstation|ps5|switch|console|computer|laptop)s? (?:enough|too much|all the time|constantly|24/7)|not (?:a )?(?:techy|tech person)|nothing (?:too |very )?techy|technophobe|hates technology|(?:don'?t|do not|doesn'?t) want to add to (?:the |her |his |their |all the )?screens?(?: stuff| time)?|(?:have|has|got|own|owns) (?:a |an |her own |his own |their own )?(?:phone|smartphone|tablet|ipad)\b[^.]{0,50}\bnot (?:getting|buying) (?:him|her|them) one)`,
    ),
  },
  {
    constraint: 'nut-allergy',
    pattern:
      /\b(?:nut[- ]?allerg|allergic to (?:nuts|peanuts|tree nuts)|peanut allerg|nut[- ]free|no (?:nuts|peanuts)|can'?t (?:have|eat) (?:peanuts|nuts)|(?:nothing|anything) with (?:nuts|peanuts)|not allowed (?:any )?(?:nuts|peanuts)|(?:nuts|peanuts),? (?:allergy|allergic)|(?:a|the|her|his|their) (?:nut|peanut) (?:thing|issue|problem)|allergic to (?:cashews?|pistachios?|almonds?|hazelnuts?|walnuts?|pecans?|brazil nuts?|macadamias?|peanut butter)|(?:cashew|pistachio|almond|hazelnut|walnut|pecan|macadamia) allerg|(?<!\b(?:dairy|milk|egg|eggs|sesame|shellfish|fish|wheat|soya|soy)\b.{0,40})(?:epi-?pens?|anaphyla))/,
  },
  {
    constraint: 'gluten-free',
    pattern:
      /\b(?:coeliac|celiac|gluten[- ]free|gluten intoleran|no (?:gluten|wheat)|can'?t (?:eat|have) (?:gluten|wheat)|intoleran(?:t|ce) to (?:gluten|wheat)|(?<!smell of )(?:gluten|wheat|bread) (?:makes|gives|upsets) (?:her|him|them) (?:\w+ )?(?:ill|poorly|sick|bloated|unwell)|wheat (?:allerg|intoleran)|(?:avoids?|avoiding|off|sworn off|cut out|given up|gave up|quit|stopped) (?:all )?(?:[a-z]+(?:,| and| &) ){0,2}(?:gluten|wheat)\b|gluten(?:,| and| &) (?:[a-z]+(?:,| and| &) )?[a-z]+[- ]free)/,
  },
  {
    constraint: 'dairy-free',
    pattern:
      /\b(?:lactose|dairy[- ]free|no (?:dairy|milk products)|dairy intoleran|dairy allerg|allergic to (?:milk|dairy)|can'?t (?:eat|have) dairy|(?:dairy|milk|cheese) (?:makes|gives|upsets) (?:her|him|them)|can'?t (?:eat|have|drink) milk\b(?! without| unless)|can'?t (?:eat|have) cheese(?= *(?:[.,;!?)]|$| (?:or|either|anymore|any more|at all)\b))|(?:intolerant|allergic) to (?:lactose|dairy|milk)|(?:cows'? )?milk (?:protein )?allerg|(?:avoids?|off|sworn off|cut out|cutting out|given up|gave up|quit|stopped|ditched) (?:all )?dairy|milk (?:and|&) (?:egg|eggs|soya?|nuts?|wheat) allerg|(?:egg|eggs|soya?|nuts?|wheat) (?:and|&) milk allerg|milk[- ]free|(?:can'?t|cannot) do (?:cows'? )?(?:milk|dairy))/,
  },
  {
    constraint: 'no-caffeine',
    pattern:
      /\b(?:no (?:more )?caffeine|caffeine[- ]free|ditch(?:ed|ing)? (?:the )?caffeine\b|(?:told|advised) (?:him|her|them) to (?:cut out|cut down on|stop|give up|avoid|quit) (?:the )?(?:caffeine|coffee)\b|decaf only|decaf-only (?:person|drinker)\b|(?:she|he|they)(?:'s|'re| is| are| s) (?:a )?decaf-only\b(?! (?:after|before|in|at|on)\b)|decaf if|(?:she|he|they)(?: doesn'?t| don'?t| does not| do not| never| won'?t) drinks? (?:tea or coffee|coffee or tea)(?= *(?:[.,;!?)]|$| (?:at all|anymore|any more|now|these days|either)\b))(?![^.!?]{0,40}\b(?:latte|energy|red bull|cola|coke)\b)|(?:not|nothing|no|don'?t want)\b[^.!?]{0,20}\banything (?:with|containing) caffeine|no coffee,? (?:and )?no tea|no tea,? (?:and )?no coffee|(?:has to be|must be|needs to be|only) decaf\b|not allowed (?:any )?(?:coffee|caffeine|caffeinated)|can'?t (?:have|drink) (?:caffeine|coffee)|(?:gone|switched to|drinks|only|on|onto|drinking|(?:cut|cutting|cut right) down to) decaf|cut (?:out )?the coffee|cut (?:out )?(?:all |his |her |their )?caffeine|misses (?:her|his|their) (?:morning )?(?:coffee|caffeine|cuppa)|(?:cut(?:ting)? (?:right |way )?down|cut back|cutting back) on (?:coffee|caffeine)|(?:coffee|caffeine)\b[^.]{0,60}\b(?:cut(?:ting)? down|cut back|cutting back|keeps (?:her|him|them) (?:up|awake))|caffeine (?:doesn'?t|does not) agree|(?:off|stopped|quit|quitting|gave up|given up|(?:had|has|have|having|needs?|told|trying) to give up|(?<!never )giving up|cut out|cutting out|avoids?|avoiding|no more|done with) (?:the |all )?(?:(?:energy drinks|fizzy drinks|tea|booze|alcohol|sugar|chocolate|cola|coke|red bull|drinking)(?:,| and| or| &) ){0,2}(?:caffeine|coffee)(?! (?:machines?|makers?|tables?|mugs?|cups?|grinders?|books?|shops?|table books?|pods?|beans|snob|expert))|no (?:more )?(?:(?:energy drinks|fizzy drinks|cola|coke)(?:,| or| and| nor) )?coffee,? (?:or|and|nor) tea\b|no (?:more )?tea,? (?:or|and|nor) coffee\b|no (?:more )?(?:energy drinks|fizzy drinks|cola|coke),? (?:or|and|nor) coffee\b|decaf (?:(?:or|and) herbal )?(?:tea )?only|(?<!not )(?:only|just) (?:decaf|herbal)|caffeine (?:keeps|kept|messes|messed|was messing|gives|gave))\b/,
  },
  {
    constraint: 'nothing-gendered',
    pattern: new RegExp(
      String.raw`\b(?:nothing (?:pink|girly|gendered|blue|too girly|too boyish|frilly)|(?:no|not|nothing|neither|avoid|anything but|want anything|without)(?: too)? (?:pink (?:or|nor|and|\/) blue|blue (?:or|nor|and|\/) pink)|no pink|not pink|(?:gender|genderless)[- ]neutral|not (?:girly|gendered)|no gender(?:ed)?|not (?:into|a fan of) pink|hates (?:anything |all things )?pink|(?:not|no|nothing|don'?t want|doesn'?t want|avoid|without)\b[^.!?]{0,40}\b(?:very|too|overly|obviously|specifically|particularly|typically|stereotypically) (?:boys?|girls?|boyish|girly|girlie)(?: or| nor| and| \/|\/) ?(?:boys?|girls?|boyish|girly|girlie)\b|unisex|genderless|(?:avoid|no|nothing|not|without) (?:anything |any )?gender[- ]stereotyp\w*|(?:that|which) says? '?(?:boy|girl|boys|girls)'? or '?(?:boy|girl|boys|girls)'?|labelled '?(?:boy|girl)'? or '?(?:boy|girl)'?|nothing for '(?:him|her)' or '(?:him|her)'|gender[- ]free|(?:boys?|girls?)\/(?:boys?|girls?) (?:stuff|things|toys|colours|themes|gifts|items|clothes)\b|blue[- ]for[- ]boys|pink[- ]for[- ]girls|(?:not|isn'?t|aren'?t|nothing|avoid(?: anything)?) (?:\w+ ){0,2}(?:aimed at|marketed at|marketed to|made for|specifically for) '?(?:boys|girls|women|men)\b|(?:not|no|nothing)\b[^.!?]{0,20}'for (?:girls|boys|her|him)'|(?:hates?|can'?t stand|not into|doesn'?t (?:like|do)|don'?t (?:do|go|want)|nothing|avoid|something not) (?:too |anything (?:too )?|all (?:that|the) (?:\w+ )?|all things |the whole )?(?:girly|girlie|frilly|pink|boyish|boy-ish|blokey|blokeish|laddish|macho|manly|masculine|feminine|man cave)\b|isn'?t gendered|(?:boy|girl|gender)[- ]coded|(?:keep|keeping) (?:it |things |everything )?(?:all )?(?:gender[- ])?neutral|something (?:gender[- ])?neutral|neutral (?:colours|colors|themes|tones)|(?:not|n'?t|yet to) (?:found out|find out|finding out|know|knowing) (?:the )?(?:sex|gender)\b|(?:not wanting|don'?t want|doesn'?t want|sick of|tired of|fed up (?:of|with)) (?:everything|all things|it all) (?:pink|blue)|(?:sick of|tired of|fed up (?:of|with)) (?:pink|blue) everything|says '?for (?:him|her)'? or '?for (?:him|her)|non[- ]?binary|enby|they/them|(?:marketed|labelled|branded|aimed) (?:as |at )?'?for (?:her|him|women|men|girls|boys)\b|(?:nothing|no|not)\b[^.!?]{0,15}\bsays '?for (?:him|her)'?|(?:pink|girly|girlie|blue|boyish|manly) or '?for (?:her|him)\b|avoid (?:anything )?(?:pink|girly|girlie|gendered))\b`,
    ),
  },
  {
    constraint: 'no-jewellery',
    pattern: new RegExp(
      String.raw`\b(?:(?:has|have|got|owns?)(?: got)? (?:(?:so|far|way) )?(?:tonnes|tons|loads|lots|plenty|heaps|so much|too much|a lot|a box full|boxes) of jewell?e?ry|not (?:a|much of a|really a|really into|into|a big) jewell?e?ry|(?:hardly|rarely|barely|seldom) (?:ever )?wears? (?:any |much )?jewell?e?ry|(?:${NOT}|does'?t|dosen'?t) (?:really )?(?:wear|like|want|do) (?:any |much )?(?:[a-z]+ or )?(?:jewe?l+e?ry|jewlery|earrings|necklaces|bracelets|rings)\b(?![^.!?]{0,25}\bbut (?:she |he |they )?(?:loves?|likes?|wears?|adores?|prefers?))|takes? off (?:any|all|every) (?:\w+ )?(?:jewe?l+e?ry|earrings|necklaces|bracelets|rings)\b(?! (?:to|for|when|before|at|if)\b)|(?:(?:stopped|gave up|given up) wearing|(?:doesn'?t|can'?t|cannot) wear) (?:her |his |their |any )?(?:jewe?l+e?ry|rings|earrings|necklaces|bracelets)\b(?![^.!?]{0,25}\bbut (?:she |he |they )?(?:loves?|likes?|wears?|adores?|prefers?))|jewe?l+e?ry(?:'?s| is) not (?:really )?(?:her|his|their) thing|never wears? (?:any |much )?(?:[a-z]+ or )?(?:jewell?e?ry|earrings|necklaces|bracelets|rings)|never (?:worn|wore) (?:a |any )?(?:[a-z]+ or (?:a )?)?(?:jewell?e?ry|earrings|necklaces?|bracelets?|rings?|chains?)(?: or (?:a |an |any )?[a-z]+)? (?:in (?:his|her|their) life|ever)\b(?![^.!?]{0,40}\b(?:but|until|till)\b)|(?:no|skip|not) jewell?e?ry|hates jewell?e?ry|jewell?e?ry (?:isn'?t|is not) (?:her|his|their) thing|jewell?e?ry (?:she|he|they) (?:never|doesn'?t|don'?t) wear|not (?:a )?(?:big )?jewell?e?ry (?:person|fan|wearer)|nothing (?:silver|gold) to wear)`,
    ),
  },
  // Chemotherapy and morning sickness sharpen smell and turn the stomach: nothing scented either.
  {
    constraint: 'no-fragrance',
    pattern: new RegExp(
      String.raw`\b(?:(?:comes? out in|breaks? out in|gets?|had) (?:a )?(?:rash|hives|reaction|eczema)\b(?:(?!\b(?:loves?|likes?|but|adores?)\b)[^.!?,]){0,25}\b(?:aftershave|perfume|perfumed|cologne|fragrances?|fragranced|scents?|scented|smellies)\b|(?:aftershave|perfume|cologne|fragrances?|scented \w+)\b[^.!?]{0,25}\b(?:brings? (?:him|her|them) out in|gives? (?:him|her|them)) (?:a )?(?:rash|hives|reaction|eczema)|no (?:perfumes?|fragrances?|scents?|scented|aftershaves?|colognes?|body sprays?)\b|(?:scent|fragrance|perfume)[- ]free|(?:gone|went|going) (?:right |completely )?off (?:anything |all )?(?:strong )?(?:smells|scents|perfumes?|fragrances?|aftershave)\b|reacts? (?:badly )?to (?:anything )?(?:scented|perfumed|fragranced)|nothing (?:perfumed|perfumey|fragranced|scented)|(?:can'?t|cannot|couldn'?t) stand the (?:smell|scent) of (?:anything|everything|things|stuff)|(?:candles?|scent(?:ed|s)?|perfumes?|diffusers?|smells?|fragrances?)\b[^.!?]{0,40}\b(?:give|gives|giving|gave) (?:her|him|them|me) (?:headaches|migraines|a headache|a migraine)|reacts? (?:badly )?to (?:loads of |lots of |most |a lot of )?(?:perfumes?|fragrances?|scents?)|go easy on (?:anything )?(?:scented|perfumed|smelly)|(?:gone |went )?(?:right |completely )?off (?:anything |all things |everything )?(?:scented|perfumed|fragranced|smelly)|(?:kill|murder|divorce) (?:me|us) if (?:i|we) (?:got|get|bought|buy|gave|give) (?:her|him|them) (?:\w+ )?(?:perfume|fragrance|scent)|nothing (?:scented|with (?:perfume|fragrance|scent) in it)|fragrance[- ]free|unscented|allergic to (?:perfumes?|fragrances?|scents?|aftershaves?|colognes?)|sensitive to (?:smells|scents?|perfume|fragrance)|(?:scent|fragrance|smell|perfume)[- ]sensitive|(?:can'?t|cannot) (?:stand|bear|cope with|tolerate|handle) (?:anything (?:with )?)?(?:a |any )?(?:strong )?(?:smells?|scents?|perfumes?|perfumey|perfumed|scented|fragrances?|fragranced)|(?:fragrances?|perfumes?|scents?|smells?) (?:give|gives|make|makes|might make|trigger|triggers|set off|sets off|might turn|turn|turns) (?:her|him|them)|fussy about (?:fragrances?|perfumes?|scents?|smells)|sensitive skin|eczema|chemo|chemotherapy|morning sickness|(?:not into|${NOT} (?:like|wear|want)|hates) (?:[a-z]+ (?:or|and) )?(?:perfume|fragrance|scents?|scented|strong smells|candles)|migraines?|asthma)`,
    ),
  },
  {
    constraint: 'no-outdoor-space',
    pattern: new RegExp(
      String.raw`\b(?:no (?:proper |real |actual |big |back |outside )?garden|(?:hasn'?t|haven'?t|has not|have not) got (?:a |any )?(?:garden|outdoor space|outside space|balcony)(?=\s*(?:[.,;!?)]|$|and\b|or\b|so\b|but\b|either\b|anymore\b|any more\b|at all\b|now\b|of (?:her|his|their) own\b|to speak of\b))|(?<!used to (?:live|be) in (?:a |an |the )?)(?:\d+(?:st|nd|rd|th)|top|first|second|third|\w+th) floor (?:flat|apartment)(?![^.!?]{0,40}\b(?:terrace|balcony|garden|roof)\b)|not even a window ?box|without (?:so much as |even )?a (?:garden|balcony|yard|window ?box)|${NOT} (?:have|got) a garden|(?:lives?|living) in a (?:small |tiny |little |rented |poky )?(?:flat|apartment|studio|bedsit)|not even a (?:garden|balcony|yard)|(?:flat|apartment) with no (?:garden|balcony|outdoor)|no outdoor space|no balcony|student halls|halls of residence|(?:we'?re|they'?re|she'?s|he'?s|we are|they are|she is|he is|live|lives|living) in a (?:small |tiny |little |rented )?(?:flat|apartment)\b|(?:flat|apartment) on the \w+ floor|in halls|rents? a studio|(?:no|without) outside space|nowhere to put (?:garden|outdoor)|(?:lives?|living|moved|moving|live) (?:on|onto|aboard) (?:a |an |the |their |his |her |our )?(?:narrowboat|canal boat|houseboat|barge|boat)|to live on|houseboat|(?:zero|no) (?:outdoor|outside) space|lost (?:the|her|his|their) garden|(?:her|his|their|the) garden(?:'s| has| had)? (?:gone|went)(?=\s*(?:[.,;!?]|$|now\b|since\b|after\b|when\b|and\b|so\b|which\b|sadly\b))|(?:no longer|doesn'?t|does not) (?:have|has) (?:a |the )?garden|gave up (?:the|her|his|their) garden|high[- ]rise|tower block|care home|nursing home|sheltered (?:housing|accommodation)|(?:one|a single) (?:small |tiny )?room|shoebox flat|studio flat|bedsit)`,
    ),
  },
  {
    constraint: 'no-food',
    pattern: new RegExp(
      String.raw`\b(?:no food|not food|(?:can'?t|cannot) eat (?:much|a lot|anything)|(?:not|isn'?t) eating (?:much|a lot)|(?:no|lost (?:her|his|their)) appetite|nothing (?:to eat|edible|food)|nothing (?:she|he|they)(?:'d| would)? (?:have|need) to eat|no (?:sweets|chocolates?|treats to eat|edibles)\b(?! (?:coins|selection|box|boxes|bars?|advent|fountain|making|lollies|orange|buttons)\b)|${NOT} (?:want|eat) (?:sweets|chocolate)|diabetic|diabetes|type (?:2|two) (?:diabetes|diabetic)?|(?:watch|watching|cut(?:ting)? down on|cut(?:ting)? out|off) (?:the |her |his |their )?sugar|sugar[- ]free|no sugar|\bibs\b|irritable bowel|(?<!(?:foodie|chef|cook|restaurant|baker)[^.]{0,40})food (?:is|s) (?:(?:a bit|really|very|quite|so|always) )?(?:a |an )?(?:minefield|nightmare|no go|tricky|struggle|issue|problem)(?! to (?:buy|get|choose|shop|pick))|(?:food|sweet stuff|sweet things|treats|edibles)(?: is| are|'s|s) (?:[a-z]+ )?off (?:the table|limits)|(?:rather|prefer)(?: it (?:was|were|be)| to (?:get|give|buy)(?: them| him| her)?| have| get)? something (?:to keep|(?:they|he|she)(?:'ll| will| can| could| would)? keep)|on a diet|on a (?:really |very |super )?strict (?:\w+ )?diet|on a (?:liquid|soft food|pureed) diet|special diet|(?:they'?re|they are|home|homes|staff|ward|hospital|nurses|carers|school|nursery)(?: (?:are|is|s))? (?:very |really |quite |super )?strict (?:about|on|with) (?:food|sweets|what (?:she|he|they) eats?)(?! (?:hygiene|provenance|safety|allerg))|slimming world|weight watchers|(?:don'?t|dont|doesn'?t|do not|does not) (?:do|eat|have) sugar|food (?:will |might |can )?tastes? (?:like|of) metal|feeding tube|tube[- ]fed|eating disorder|counting calories|calorie counting|watching (?:his|her|their) weight|strict diet|restricts? food|(?:can'?t|cannot|not allowed to) have food|avoid food|food (?:isn'?t|is not) allowed|(?:home|they|hospital|ward) (?:doesn'?t|don'?t|won'?t) allow food|(?:doesn'?t|don'?t|won'?t|does not|do not|will not) (?:let|allow) (?:us|you|them|people|visitors|anyone) (?:to )?(?:bring|take) (?:in )?(?:any )?food|(?:gone|went) (?:right |completely |totally )?off (?:her|his|their)? ?food|off (?:her|his|their) food)`,
    ),
  },
  {
    constraint: 'no-clothes',
    pattern: new RegExp(
      String.raw`\b(?:(?:he'?ll|she'?ll|they'?ll|will|would|grows?|growing|grown) (?:\w+ )?(?:grow )?out of(?: (?:it|them|clothes))?\b|no clothes|not clothes|nothing to wear|(?:don'?t|do not|doesn'?t|does not|won'?t|wouldn'?t|not|never) (?:want(?: to)?|get|buy|give|need)(?: (?:get|buy|give))? (?:her |him |them )?anything (?:to wear|(?:she|he|they)(?:'?d| would)? (?:has|have|need) to wear)|no clothing|no outfits|clothes (?:are|'re) (?:a no|out|off the table|a no-go|banned)|not outfits|nothing lycra|(?:${NOT}|didn'?t|did not) (?:want|need|wanna)(?: to (?:do|get|buy|give|send))? (?:more |any more |any )?(?:clothes|clothing|outfits)|(?:(?:loads|lots|plenty|enough|so many|tons|a mountain|mountains|piles|a pile|a drawer full|drawers full) of|drowning in|swimming in|overrun with|buried in) (?:\w+ and )?(?:(?:baby|newborn|tiny|little|kids'?|children'?s) )?(?:clothes|clothing|babygrows|sleepsuits|outfits|baby clothes)|(?:so+ many|too many|enough|loads of|lots of|tons of) (?:\w+ )?(?:clothes|baby ?grows|sleep ?suits)|${NOT} know (?:his|her|their) size|(?:unsure|not sure) (?:of|about) (?:his|her|their) size|no idea (?:what|of) (?:size|his size|her size|their size)|no idea what size|(?:unsure|not sure|no clue|no idea) (?:of |about |on )?what size|(?:fussy|picky|particular) about (?:(?:his|her|their) )?(?:clothes|what (?:she|he|they) wears?)|clothes (?:never|don'?t|won'?t) fit (?:him|her|them)|(?:don'?t|do not) know what size|no sizes|(?<!\b(?:makes?|made|making|sews?|sewn|sewing|knits?|knitting|designs?|designing|washes|washing|irons?|ironing|mends?|mending|buys?|buying) )(?:all the|every bit of|every stitch of|a wardrobe full of|more) (?:\w+ )?(?:lycra|workwear|clothes|clothing|jumpers|fleeces|hoodies|knitwear|running gear|gym gear|cycling gear)\b(?! (?:shop|shops|brand|brands))|(?:drawers|wardrobe|wardrobes) (?:are )?(?:full|fit to burst|stuffed|bursting))`,
    ),
  },
  {
    constraint: 'no-electrics',
    pattern: new RegExp(
      String.raw`\b(?:(?:nothing|no|not anything) (?:with |that (?:needs|has|takes) )?(?:batteries|a battery|a plug|plugs?|electrics?|electricals?|electrical items|electronics|to charge)|(?:won'?t|don'?t|can'?t|cannot|not|no|nothing|isn'?t allowed|aren'?t allowed)\b[^.!?]{0,60}\b(?:or|and|nor) anything (?:with|that (?:needs|has|takes)) (?:a plug|batteries|a battery)|nothing (?:that )?plugs? in|(?:not allowed|no|don'?t allow|doesn'?t allow|can'?t have)\b[^.!?]{0,30}\b(?:or|and|nor) (?:any )?(?:electricals|electrical (?:items|things|stuff)|electric (?:items|things|stuff))\b|(?:won'?t|don'?t|doesn'?t|not|can'?t|isn'?t|aren'?t|no)\b[^.!?]{0,40}\banything (?:that )?(?:plugs? in|with a plug|needing a plug|that needs (?:a plug|charging|batteries))|if it plugs in,? (?:she|he|they) (?:won'?t|will not|wouldn'?t|doesn'?t|don'?t|never)|${GADGETS_REFUSED}|${NOT} (?:want|need) (?:any )?(?:more )?gadgets|(?:(?:${NOT}|doesn'?t|don'?t) (?:want|like|need) anything|nothing) (?:that |which )?(?:she|he|they|you)(?:'?d| would|'?ll| will)? (?:have|has|need|needs) to (?:charge|plug in)|(?:agitated|confused|flustered|upset|distressed|overwhelmed|baffled|thrown) (?:by|with) (?:anything|things|stuff|gadgets)\b[^.!?]{0,30}\bbuttons\b|(?:can'?t|cannot|isn'?t allowed to|not allowed to|mustn'?t) (?:have|use|take|keep) anything (?:with|that (?:needs|has)) (?:a plug|plugs?|batteries|a battery|electrics?)|(?:have|has|needs?|got) to (?:be )?pat[- ]test(?:ed)?\b|pat[- ]tested\b|nothing\b[^.,;!?]{0,40}\b(?:with|and|or) (?:\w+ ){0,2}(?:batteries|a battery)\b|(?:doesn'?t|don'?t|won'?t|does not|do not) (?:allow|let (?:her|him|them|us) have) (?:anything )?(?:with (?:a )?plugs?|electric(?:al)?|plug-?ins?)|nothing (?:he|she|they) (?:has|have|needs?) to (?:charge|plug in)|nothing electr(?:ic|ical|onic)s?|not a (?:single )?thing with (?:a |any )?(?:batter(?:y|ies)|plug)|(?:or|no|nothing|not) anything (?:needing|that needs|with|that takes) (?:aa|aaa|double a|triple a)s?\b|no (?:light-?up (?:or|and) )?battery[- ]?(?:operated |powered )?(?:toys|things|stuff|gadgets)|no plug-?ins?|(?:no|can'?t have|not allowed) (?:anything )?(?:electric|electrical|battery[- ]powered|plug-?in)|${NOT} (?:allowed|have) (?:anything )?(?:electric|electrical|with batteries))`,
    ),
  },
  {
    constraint: 'no-jokey',
    pattern:
      /\b(?:nothing (?:too )?(?:funny(?! about)|silly|jokey|novelty|gimmicky|tacky|naff|rude|cheesy|cringe|cringey|soppy)|(?:find|finds|think|thinks) (?:those|them|that|these|it|they'?re) (?:(?:a bit|a little|really|so|quite|rather|pretty|very|well) )?(?:naff|tacky|cheesy|cringe|cringey|gimmicky)|(?:hates?|not into|doesn'?t like|don'?t like|can'?t stand) (?:anything )?(?:gimmicky|gimmicks|novelty|joke|jokey|silly)|no (?:novelty|gimmicks?|jokes?|joke gifts?|tat|gag gifts?|gags|fake gag|(?:silly|rude) (?:stuff|things|gifts?|presents?))\b|nothing (?:[a-z-]+ (?:or|and) )?(?:kitsch|kitschy|comedy|joke-?shop|with a slogan)|(?:no|nothing) (?:(?!(?:loves?|likes?|adores?|enjoys?|shame|idea)\b)[a-z]+ ){0,4}?(?:cheesy|jokey|novelty|gimmicky) (?:stuff|things|gifts?|presents?|bits)|not (?:a )?(?:joke|novelty)|not (?:too |at all |remotely |anything )?(?:jokey|silly|rude|cheeky|gimmicky|naff)|not (?:one of )?(?:those|them|these) (?:naff|tacky|cheesy|cringey?|gimmicky|jokey|novelty|slogan)|(?:he'?d|she'?d|they'?d|would|will) cringe at (?:anything )?(?:cheesy|jokey|naff|tacky|soppy)|something (?:serious|classy|tasteful)|(?:don'?t|do not) (?:recommend|suggest|get|buy|send) (?:him |her |them )?anything (?:funny|jokey|silly|rude|novelty|gimmicky)|(?:joke|jokey|novelty|funny|gag) (?:gifts?|presents?)\b[^.!?]{0,40}\b(?:went down like a lead balloon|went down badly|didn'?t go down well|fell flat|was a flop)|keep it (?:office appropriate|professional|classy|tasteful))\b/,
  },
]

/** Words that mark a serious occasion: nothing jokey suits it. */
export const SERIOUS_OCCASION = new RegExp(
  String.raw`\b(?:passed away|has died|${DIED}|(?<!\bto )death|funeral(?! directors?)|(?:for|at|to) (?:a|the|his|her|their|my) wake\b(?![- ]?(?:up|park|board))|off on long[- ]term sick|(?:she|he|they|who)(?:'s|'re| is| are| has been| have been| s) (?:currently |still )?(?:off )?on long[- ]term sick|${SOMEONE_PASSED}|bereave|sympathy|condolence|grief|grieving|lost (?:(?:his|her|their|my|our) )?(?:mum|mom|mother|dad|father|husband|wife|partner|son|daughter|baby|brother|sister|nan|gran|grandad|grandpa|grandma|friend|dog|cat|pet|job)|loss of|miscarriage|stillborn|still birth|${IN_HOSPITAL}|surgery|operation|op\b|\bnicu\b|neonatal|special care baby unit|\bscbu\b|chemo|(?<!\b(?:nurse|nurses|doctor|works?|working|porter|volunteers?) (?:on|in|at) (?:a |the )?)cancer|terminal|hospice|(?<!works? in |working in )palliative(?! care nurse| nurse)|${WIDOWED}|recovering(?! alcoholic| addict)|(?:her|his|their) recovery|recovery (?:from|after)|road to recovery|get well|unwell|${NOT_FROM_A_FOOD}(?:poorly|ill\b)|illness|(?<!\b(?:coeliac|celiac|diabetic|diabetes|type (?:1|2|one|two)|adhd|autism|autistic|dyslexic|dyslexia|lactose intolerant|allergic|allergy),? )diagnos(?!\w* with (?:coeliac|celiac|diabetes|type (?:1|2|one|two)|lactose|ibs|adhd|autism|dyslexia|an? (?:nut|peanut|dairy|milk|wheat|gluten) (?:allergy|intolerance)))|christening|baptism|naming ceremony|memorial|christened|baptised|baptized|divorce(?!d? (?:me|us)\b)|redundan|hard time|tough time|struggling)`,
)

/** A recovery already made: the illness named with it is no occasion for care now. */
export const RECOVERED =
  /\b(?:(?<!\bnot )fully recovered(?! yet)|(?:'s|s| is| are|'re) (?:all |much )?better now(?![^.!?]{0,40}\bstill\b)|(?:'s|s| is| are|'re|'s been| has been) back to (?:normal|full health|(?:her|his|their) old sel(?:f|ves))(?! soon| by| hopefully))\b/

/** Occasions the form cannot name, as gift ideas name them. */
export const OCCASION_CUES: readonly { occasion: string; pattern: RegExp }[] = [
  { occasion: 'mothering-sunday', pattern: /\b(?:mother'?s day|mothers day|mothering sunday|mum'?s day)\b/ },
  { occasion: 'fathers-day', pattern: /\b(?:father'?s day|fathers day|dad'?s day)\b/ },
  {
    occasion: 'christening',
    pattern:
      /\b(?:christening|christened|baptism|baptised|baptized|naming ceremony|naming day|dedication|god ?(?:mother|father|parent)s?)\b/,
  },
  {
    occasion: 'new-baby',
    pattern:
      /\b(?:new baby|newborn|new born|(?:(?:just|recently|only just) (?:had|welcomed)|welcomed) (?:(?:a|the|her|their|his|our) )?(?:first |second |third |new |little |baby )?(?:baby|babies|twins|little (?:boy|girl|one))(?!'|\w| (?:teeth|photos?|pictures?|days|years|weight|brain|party|parties|birthday|face|grand|goats?|lambs?|animals)\b)|new arrival|baby shower|having a baby|expecting a baby|expecting (?:their|her|his) first)\b/,
  },
  { occasion: 'retirement', pattern: /\b(?:retir(?:e|es|ed|ing|ement))\b/ },
  {
    occasion: 'leaving',
    pattern:
      /\b(?:leaving (?:do|gift|present|work|the company|us|the office|the team)|farewell|moving on|new job|last day|maternity leave)\b/,
  },
  {
    occasion: 'get-well',
    pattern: new RegExp(
      String.raw`\b(?:get well|${IN_HOSPITAL}|surgery|operation|chemo|recovering(?! (?:alcoholic|addict))|(?<!\bin )recovery|in recovery (?:after|from|following)|unwell|${NOT_FROM_A_FOOD}poorly|convalesc|(?<!works? in |working in )palliative(?! care nurse| nurse))\b`,
    ),
  },
  {
    occasion: 'sympathy',
    pattern: new RegExp(
      String.raw`\b(?:passed away|${DIED}|stillborn|still birth|${WIDOWED}|funeral(?! directors?)|${SOMEONE_PASSED_LATELY}|bereave|sympathy|condolence|grief|grieving|lost (?:his|her|their|my|our) (?:mum|mom|mother|dad|father|husband|wife|partner|son|daughter|baby|brother|sister|nan|gran|grandad|grandpa|grandma|friend|dog|cat|pet)|miscarriage)\b`,
    ),
  },
  { occasion: 'engagement', pattern: /\b(?:engaged|engagement|proposed|proposal)\b/ },
  { occasion: 'secret-santa', pattern: /\b(?:secret santa|secret-santa|office (?:christmas|xmas)|kris kringle)\b/ },
  {
    occasion: 'teacher-thank-you',
    pattern:
      /\b(?:teacher|teaching assistant|nursery (?:worker|teacher|staff)|end of term|end of (?:the )?school year)\b/,
  },
  {
    occasion: 'exam-results',
    pattern:
      /\b(?:exam results|results day|gcse results|a[- ]?level results|passed (?:his|her|their) exams|passed (?:his|her|their) driving)\b/,
  },
  { occasion: 'christmas', pattern: /\b(?:christmas|xmas|stocking filler|advent)\b/ },
  { occasion: 'birthday', pattern: /\b(?:birthday|bday|b-day|\d{1,3}(?:st|nd|rd|th) birthday)\b/ },
  { occasion: 'anniversary', pattern: /\b(?:anniversary)\b/ },
  { occasion: 'wedding', pattern: /\b(?:wedding|getting married|just married|newlyweds?)\b/ },
  {
    occasion: 'housewarming',
    pattern: /\b(?:housewarming|house warming|new home|new house|new flat|moved house|moving house|first home)\b/,
  },
  {
    occasion: 'thank-you',
    pattern:
      /\b(?:(?<!\b(?:won'?t|wouldn'?t|will not|would not|never) )thank you(?! very much\b)|(?<=\bsay )thank you very much|thank-you|to say thanks|as a thanks|way of thanks)\b/,
  },
  { occasion: 'easter', pattern: /\b(?:easter)\b/ },
  { occasion: 'halloween', pattern: /\b(?:halloween|hallowe'?en|trick or treat(?:ing)?)\b/ },
]

/** Each kind of gift and the phrases that ask for it; `nothing` phrases rule it out instead. */
export const WANT_CUES: readonly { want: Want; pattern: RegExp }[] = [
  {
    want: 'practical',
    pattern:
      /\b(?:practical|useful|something (?:they|he|she)(?:'ll| will| would) use|everyday use|functional|sensible)\b/,
  },
  {
    want: 'experience',
    pattern:
      /\b(?:an? experience|experiences|experience day|day out|days out|something to do|a class|a course|a lesson|lessons|(?<!games )workshop|tickets?|a trip|a show|memories rather than things|rather than stuff)\b/,
  },
  {
    want: 'keepsake',
    pattern:
      /\b(?:keepsake|sentimental|something to keep|something (?:they|he|she)(?:'ll| will| can| could| would)? keep|personali[sz]ed|memento|heirloom|meaningful|lasting)\b/,
  },
  {
    want: 'small',
    pattern:
      /\b(?:something small|small gift|little something|token|stocking filler|nothing (?:too )?(?:big|huge|massive|bulky)|small budget|just a little|(?:there'?s|theres|genuinely|literally|really|got|has|have) no (?:space|room)(?! for (?:a|an|one|it)\b))\b/,
  },
  {
    want: 'luxury',
    pattern:
      /\b(?:luxur\w*|treat (?:her|him|them|themselves)|spoil|splurge|indulgen\w*|pamper|special treat|something special|fancy)\b/,
  },
  {
    want: 'fun',
    pattern: /\b(?:fun|funny(?! about)|playful|a laugh|make (?:her|him|them) laugh|quirky|silly|novelty)\b/,
  },
  {
    want: 'learning',
    pattern: /\b(?:learn|learning|educational|a new skill|teach (?:her|him|them)self|improve (?:his|her|their))\b/,
  },
  {
    want: 'consumable',
    pattern:
      /\b(?:consumable|something (?:they|he|she) can use up|nothing that (?:takes up|adds to) (?:space|clutter)|no clutter|declutter|minimalist|hates clutter)\b/,
  },
]

/** Words before a mention that make it a dislike ("hates football", "not into gaming"). */
export const DISLIKE_BEFORE = new RegExp(
  String.raw`(?:\b(?:not (?:really |very |that |much |a |an |into |keen on |fussed on |fussed about |a fan of |big |huge |massive |great |fan of |bothered about |interested in )*|no |never |(?:doesn'?t|don'?t|does not|do not|won'?t|never) (?:really |even )?(?:do|go|touch|use) (?:anything|much) (?:on|with) (?:the |a |an |her |his |their )?|doesn'?t (?:really |even )?(?:(?:like|want|need|do|enjoy|care for|play|watch|read) )?|(?:wouldn'?t|wouldnt|won'?t|wont) (?:really |even |ever )?(?:want|like|use|thank (?:you|me|us) for) |don'?t (?:really |even )?(?:(?:like|want|need|do|enjoy|care for|play|watch|read|buy|get|give|say|mention|suggest) )?|(?:completely |so )?over the whole |isn'?t (?:into |a (?:big |huge |massive |great )?fan of |keen on )?|aren'?t (?:into )?|anti |anti-|hates? |(?:go|goes|going) (?:easy|light) on (?:the )?|(?:don'?t|dont|do not) even think about |refuses? (?:to (?:wear|buy|have|touch) )?|(?:is |are |s )?(?:really |very |super )?strict (?:on|about|with) |dislikes? |can'?t stand |can'?t (?:have|eat|drink|wear|use) |can'?t do (?:the |his |her |their |any )|allergic to |avoid |nothing (?:to do with |with )?|no more |anything but |except |apart from |rather than |other than |instead of |without |sick of |sick to death of |sick and tired of |fed up with |bored of |(?:gone|went) (?:right |completely |totally )?off |stopped |gave up |given up |giving up |(?:had to |has to )?give up (?:the |his |her |their )?|pack(?:ed|ing)? in (?:the |his |her |their )?|jack(?:ed)? in (?:the )?|(?:kill|murder|divorce) (?:me|us) if (?:i|we) (?:got|get|bought|buy|gave|give) (?:her|him|them) |moved on from |get(?:ting)? (?:him|her|them) off (?:the |his |her |their )?|hold (?:off )?(?:on )?the |scrap (?:the )?|ditch(?:ed|ing)? (?:the |his |her |their )?|quit (?!(?:(?:the|his|her|their) )?(?:job|jobs|work|smoking|vaping|drinking|uni|school|college|the force)\b)(?:the |his |her |their )?|(?:had it |fed up )?up to (?:here|my eyeballs) with |skip (?:the )?|(?:he|she|they|i|is|are|was|were|bit|totally|completely|so|kinda|sorta|well|basically|definitely) over |outgrown |grown out of |too old for |done with |had it with |lost (?:all )?interest in |(?:sick|tired|fed up) of (?:people |everyone )?(?:buying|getting|giving) (?:him|her|them) |reluctant |turn(?:ed|s)? down (?:every |the |all the )?|(?:fiddly|complicated|messy|noisy) (?:stuff|things|bits) like |(?:sold|sell|selling|got rid of|get rid of|getting rid of|gave away|given away) (?:(?:most|all|half|some|a lot) of )?(?:(?:her|his|their|the) )?|(?:steer|stay) (?:well )?clear of |(?:just|probably|maybe|so|best to) forget (?:about )?(?:the )?(?!(?:budget|price|cost|money|limit)\b)|(?:stay|keep) away from |(?:arthritis|dementia|parkinsons|(?:the |his |her |their )?stroke|(?:his|her|their) (?:knees?|back|hips?|hands|eyes|eyesight|hearing|balance)) (?:has |have |had )?(?:finished|ended|put paid to|put an end to|stopped|done for) (?:her |his |their |the )?)(?:(?!(?:loves|loved|likes|liked|adores|enjoys)\b)\w+ ){0,2})$|(?:^|\b(?:so|please|pls|just|actually|maybe|and|but) )(?:leave|leaving) out (?:the |any )?$`,
)

/**
 * Verbs that make everything after them in the clause a dislike, however many words come between
 * ("they'd hate anything with a big brand logo or fast fashion"), unless a liking word intervenes.
 */
export const HATE_EARLIER =
  /\b(?:hates?|hated|would hate|d hate|cant stand|can not stand|dislikes?|detests?|loathes?|allergic to|(?:kill|murder|disown) (?:me|us) if)\b/
export const LIKE_BETWEEN =
  /\b(?:loves?|loved|likes?|liked|into|enjoys?|adores?|fan|fans|obsessed|passion|passionate|keen)\b/

/** Words (tokenised: no apostrophes) that negate what follows within NEGATION_REACH words. */
export const NEGATION_WORD =
  /^(?:not|no|never|nothing|without|avoid|avoiding|skip|clear|away|dont|doesnt|wont|cant|cannot|isnt|arent|hates?|allergic|banned|bans|forbidden|forbids|forbade|wouldnt)$/
/** Phrases that begin with a negation word but negate nothing ("no idea", "not sure"); read on up to three words. */
export const NOT_A_NEGATION =
  /^(?:no (?:idea|clue|pressure|worries|rush|problem|matter|doubt|end|occasion|reason|particular)|not sure|not long|not only|not just|(?:dont|doesnt|do not|does not) (?:really |even |fully )?(?:know|understand)|dont mind|doesnt mind|wouldnt (?:say no|mind|be without|object|turn (?:it |that )?down|complain|hurt|go amiss|stop|shut up|miss|give up|swap|trade|part with)|cant get enough|cant get over|cant stop|cant wait|cant live|never stops|never shuts? up|(?:wont|doesnt|dont|will not|does not) (?:ever )?(?:stop|shut up)|never misses|never miss|never off|(?:doesnt|dont|hasnt|havent|does not|do not) (?:have|got|own)|never without|never tires|never gets|without fail|anywhere without|nothing about|(?:dont|do not) judge|no judgement|away (?:with|to|in|on|at|for|together|most|every|a lot|lots)|(?:arent|isnt|not|aint) (?:so |too |that |very )?(?:great|good|brilliant|the best|what (?:they|it|he|she)))(?: |$)/
export const NEGATION_REACH = 4
/** How far back a negation reaches across a list joined by 'or' ("not a mug, a frame or a candle"). */
export const LIST_REACH = 8

/** Each constraint and the single words that name what it rules out, when a negation comes just before. */
export const TOPIC_CONSTRAINTS: readonly { constraint: Constraint; pattern: RegExp }[] = [
  { constraint: 'no-food', pattern: /^(?:food|foods|edible|edibles)$/ },
  {
    constraint: 'no-screens',
    pattern:
      /^(?:screen|screens|touchscreens?|tablets?|ipads?|gadget|gadgets|tech|apps?|switch|ps5|ps4|playstation|xbox|consoles?|nintendo|computers?|laptops?|internet|online)$/,
  },
  {
    constraint: 'no-electrics',
    pattern:
      /^(?:batteries|battery|plug|plugs|electric|electrical|electronic|electronics|buttons|charging|gadget|gadgets)$/,
  },
  { constraint: 'no-clothes', pattern: /^(?:clothes|clothing|outfits)$/ },
  {
    constraint: 'no-fragrance',
    pattern:
      /^(?:perfume|perfumes|fragrance|fragrances|scented|smellies|smelly|smells|scents?|aftershave|aftershaves|cologne)$/,
  },
  { constraint: 'no-jewellery', pattern: /^(?:jewellery|jewelry|earrings|necklaces|bracelets)$/ },
  { constraint: 'no-alcohol', pattern: /^(?:alcohol|alcoholic|booze|boozy)$/ },
  { constraint: 'no-caffeine', pattern: /^(?:caffeine|caffeinated)$/ },
  { constraint: 'no-jokey', pattern: /^(?:jokey|novelty|gimmicky|gimmicks|kitsch|kitschy)$/ },
  { constraint: 'gluten-free', pattern: /^(?:gluten|wheat)$/ },
  { constraint: 'dairy-free', pattern: /^(?:dairy|lactose)$/ },
  { constraint: 'nut-allergy', pattern: /^(?:nuts|peanuts)$/ },
]

/** Words after a mention that make it a dislike ("football isn't her thing", "jewellery, not for him"). */
export const DISLIKE_AFTER =
  /^(?:(?:and|or) \w+ )?(?:(?!(?:says?|said|told|tells|reckons|hes|shes|theyre|he|she|they)\b)\w+ ){0,1}(?:isn'?t (?:her|his|their|really) thing|is not (?:her|his|their) thing|not (?:really )?(?:her|his|their) thing|(?:is |are )?(?:off (?:for a (?:good |long |little )?(?:bit|while)|for now|at the moment)|off the (?:cards|table|menu|list)|off limits|out of the question|a no-?go|banned|not allowed)|(?:arent|isnt|not|never) (?:allowed|permitted)\b(?! (?:to (?:be|get|go|have|stay|eat|drink)|out|outside|much|many|any)\b)|not for (?:her|him|them)|(?:is|are|s|re) (?:now |apparently |officially |so )?(?:for (?:babies|little (?:kids|ones|children|uns)|toddlers|tiny tots)|(?:too |so |a bit )?babyish|(?:so |really |too )?(?:boring|lame|uncool|cringe) now)\b|is a no|are a no|a no(?= (?:she|he|they|i|we|for|from|with|thanks|please|sadly|unfortunately|really|either|too|as|because|cos|since|so|and|but|now|these|at)\b|$)|(?:is |are |s |re )?no (?:good|use)\b|(?:is |are |s |re )?a (?:nightmare|no go)\b|- no|no thanks|please no more|so no more|no more|had to stop|has had to stop|had to give (?:it )?up|gave (?:it )?up(?! \w+ing\b)|(?<!\b(?:hasnt|hasn't|havent|haven't|not|never|wont|won't|cant|can't|doesnt|doesn't) )stopped(?! \w+ing\b)|(?:is |are )?(?:a chore|a bore|wasted on)|(?:is|are) (?:(?:really|very|too|a bit|so|getting|much|far|a lot) )*(?:hard|harder|difficult|more difficult|tricky|trickier|tough|tougher|a struggle|fiddly|complicated|confusing)(?: now| these days| for (?:him|her|them))?\b|(?:is|are) (?:(?:definitely|totally|completely|sadly|now|probably) )?(?:ruled )?out\b(?! (?:of|in|on|and|for|with|at|there|about|tonight|today|now)\b)|(?:is |are )(?:a (?:bit of a |real |right |total )?)?(?:faff|hassle|pain|nightmare)\b|(?:was|were) last year|(?:is|are) (?:a )?(?:total |complete )?waste(?: of (?:money|time|space))?\b|(?:is|are) (?:a bit )?pointless|(?:is|are) (?:a )?(?:rubbish|crap|naff|boring|useless|terrible|pants) (?:present|gift|idea)s?\b|but (?:the )?(?:school|work|nursery|(?:his|her|their) (?:school|work|mum|dad)) (?:doesn'?t|don'?t|won'?t|does not|will not) (?:allow|let (?:her|him|them) (?:have|wear|use)) (?:it|them)|(?:is|are) more my thing|(?:just |really |only )?(?:frustrates?|confuses?|upsets?|stresses?|agitates?) (?:her|him|them) (?:now|these days|nowadays|any ?more)\b|(?:is|are) (?:a bit |rather |too |quite |very |so |a little )?(?:old fashioned|dated|naff|tacky|cheesy|twee|boring) for (?:her|him|them))/

/** Words that turn something owned into something to leave out ("so many soft toys, please no more"). */
export const NO_MORE =
  /\b(?:not another|no more|something else|something different|(?:something|anything) other than|more \w+(?: \w+)? than (?:sense|enough)|(?:gone|went) (?:right )?off (?:it|them|that)|run out of (?:shelf )?(?:space|room)|can'?t take any more|cannot take any more|coming out (?:of )?(?:her|his|their) ears|enough (?:of )?(?:them|those)|(?:doesn'?t|don'?t) need (?:another|more|any more)|(?:so |maybe |probably )+(?:please |pls )?not (?:that|those|them|actual|another|more|any)|so not (?:that|those|them)|(?:please|pls|plz|just) not (?:any )?more(?! than)|(?:got|had|has) enough|(?:so )?(?:please )?(?:avoid|skip) (?:that|those|them|it)\b|(?:so )?(?:don'?t|dont|do not|(?:i'?d|id) rather not) go there|(?:is|are|s) (?:plenty|enough)(?: thanks)?|give (?:it|that|them|those) a miss)\b/

/** Words around a mention that make it something already owned ("already has a kindle", "got loads of lego"). */
export const OWNED_BEFORE =
  /(?:\b(?:already (?:has|have|had|got|owns?)|drowning in|swimming in|overrun with|buried in|(?:basically |practically |literally )?(?:made of|full of|overflowing with|heaving with)|(?:had|got|has) enough|(?:already |well )?sorted (?:for|with|on)|(?:been )?given (?:(?:loads|lots|plenty|tons|a lot) of|so many|so much|too many)|(?:a mountain|mountains|piles|a pile|a stack|stacks|heaps) of|(?:gets?|getting|receives?) (?:a thousand|a million|hundreds of|loads of|so many|tons of|a load of|dozens of)|has (?:already )?got (?:loads|lots|plenty|tons|enough|so many|too many|all the|every) (?:of )?|got (?:(?:loads|lots|plenty|tons|enough) of|all the|every|so many|too many)|has (?:loads|lots|plenty|tons|enough|so many|too many|more|all the|every)(?: of)?|already bought (?:her|him|them)|just got (?:a|an|the) new)\s+(?:(?:a|an|the|some|his|her|their)\s+)?(?:(?!(?:but|so|loves?|likes?|adores?|enjoys?)\b)\w+ ){0,2})$/
export const OWNED_AFTER =
  /^(?:\w+ ){0,3}(?:already|he has|she has|they have|covered)\b|^(?:is|are|s) (?:plenty|enough)\b/

/** Everyday kinds of gift a shopper rules out by name ("not toys", "no more mugs"). */
export const UNWANTED_THINGS =
  /\b(?<!\b(?:i'?m|im|i am) )(?:not|no|no more|nothing like|please no|anything but|rather than|instead of|(?:something|anything) (?:a bit |a little )?(?:nicer|better|more (?:personal|special|thoughtful|exciting)) than(?: just)?(?: a card (?:and|or))?|(?:don'?t|dont|do not) (?:really )?(?:want|wanna) (?:to )?(?:do|get|buy|give|go for)(?: (?:him|her|them))?|(?:nothing|anything) with|(?:nothing|no) [a-z]+ (?:or|nor)|cut(?:ting)? (?:down |back )?on|refuses?(?: anything)?|(?:doesn'?t|don'?t|can'?t|won'?t) (?:eat|have))\s+(?:(?:a|an|any) )?(?:really )?(?:into )?(fast fashion|red meat|honey|gambling|betting|(?:kitchen )?appliances?|tools|toys?|soft toys?|cuddly toys?|teddies|plush(?:ies)?|books?|mugs?|socks|candles?|chocolates?|chocs|choccies|sweets|flowers|gadgets?|ornaments?|(?:led |flashing |strobe |strobing |disco |light[- ]up )lights?|photo frames?|frames?|gift cards?|vouchers?|cash|toiletries|smellies|bath sets?|plastic|mugs|tat|clutter|gimmicks?|games?|puzzles?|jigsaws?|sports kit|kit|gear|eggs?|meat|fish|seafood|shellfish|pork|beef)\b/g
