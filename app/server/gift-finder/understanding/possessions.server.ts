/*
 * Things a shopper says the recipient already has, however it is put: "already has a kindle",
 * "more mugs than sense", "a whole kallax full, wingspan, catan…", "got a fender strat and a
 * marshall amp". Patterns run on folded text (lower case, straight apostrophes).
 */

/** Things named as already owned, whatever they are ("got loads of the plastic figures already"). */
const OWNED_PHRASE =
  /\b(?:already (?:has|have|had|got|owns?)(?! (?:him|her|them)\b)(?: (?:basically|practically|literally|pretty much|just about))?(?: every| each)?|(?:just )?treated (?:herself|himself|themselves|themself|her|him|them) to (?:a|an|the)|(?:has|have|'s|s|'ve)(?: got)? (?:a|an) (?:huge |massive |big |enormous |ridiculous |whole |vast |secret )?(?:stash|hoard|stockpile|supply) of|(?:already|has|have|'s|'ve) (?:done|did|taken|had) (?:the|a|an)(?= [a-z]+ (?:[a-z]+ )?(?:test|kit|course|class|session|experience|tour|trip|day|workshop))|(?:already|have|has|'s|'ve) (?:done|had|been on) (?:the|their|a)(?= honeymoon\b)|already (?:bought|got|given) (?:him|her|them)(?: (?:a|an|the))?|(?:nan|nana|nanna|gran|granny|grandma|grandad|grandpa|mum|dad|auntie|aunt|uncle|sister|brother|cousin|someone|everyone|the class|the kids|they|we)(?:'s|s)? (?:has |have |'ve |already |just )*(?:got|bought|given|gave|made|knitted|knit|sewn|sewed|crocheted|framed|painted) (?:him|her|them) (?:a|an|the|some)|(?:has|have|'s|s) (?:already )?got (?:loads|lots|plenty|tons|enough|more) of|(?:has|have|'s|s) got (?:(?:literally|basically|practically|pretty much|just about) )?(?:more|so+ many|so+ much|too many|too much|that many|every|all the|all (?:his|her|their)|enough)|(?:has|have|'s|s) (?:so+|too|that) many|(?:also|already|just) got (?:a|an|the)|(?:^|[,;] ?|\b(?:and|also|already|just) )got(?= (?:a|an|the) )|(?:^|[,;] ?|\b(?:and|also|already|just) )got (?:all the|every|loads of|lots of|plenty of)|(?:just |recently )?had (?:a |an |the )?new(?= [a-z]+(?: [a-z]+)? (?:fitted|delivered|installed|put in|made)\b)|(?:has|have|'s|s|'ve) got (?:his|her|their|this season'?s|this year'?s)(?= [a-z0-9'-]+(?: [a-z0-9'-]+)?(?:,| and | at home| already))|(?:with|has|have|got) (?:a|an) (?:proper|decent|fancy|top[- ]end|expensive|posh)|(?:has|'s|s|'ve) got(?= (?:(?:great|good|decent|nice|proper|top|new|expensive|fancy|posh) )?[a-z]+s(?: and|,| already))|(?:has|have)(?= [a-z]+s already\b)|(?:(?:has|have|'s|s|'ve) |^|[,;] ?|\b(?:and|also|already|just) )got(?= (?:[a-z]+ ){1,4}(?:coming out|galore|to spare|for days))|(?:gets?|getting|receives?) (?:a thousand|a million|a hundred|hundreds of|loads of|so many|tons of|a load of|dozens of)|(?:(?:has|owns) (?:the|a|an)|they have the)(?= [a-z0-9'-]+(?: [a-z0-9'-]+){0,2}(?:,| and | from ))|(?:has|have|owns) (?:a|an)(?= (?!(?:thing|soft spot|question|problem|feeling|sense|lot|clue|idea|chance|reason|word|say|choice|passion|love|fondness|weakness|knack|talent|gift|eye|ear|head|nose|taste|lot|bit|few|couple|real|great|heart|birthday|party|habit|way|tendency|temper|feeling|point|go|look|think|chat|moan|laugh|cry|rest|break|nap|sleep|lie in|blast|ball|good time|hard time|tough time|rough time)\b)[a-z0-9'-]+(?: [a-z0-9'-]+){0,2}(?:[.;!?)]|$| (?:she|he|they|which|that|so|but|already|obviously|obvs|obv|lol|too|though|tho|anyway)\b))|(?:has|have|owns?) (?:his|her|their) own|(?:has|'s got|s got|got)(?= (?:[a-z0-9]+ ){0,2}[a-z0-9]+ so (?:don'?t|dont|do not|no|not|nothing)\b)|(?:has|have|'s|s|'ve) had enough|(?:has|have|'s|s|'ve) had (?:so much|so many|loads of|lots of|tons of|plenty of)|(?:has|have|'s|s|'ve) had (?:about |around |like |at least |over )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a dozen|dozens of|a hundred|a thousand|a million|a billion)(?: pairs? of| sets? of)?|(?:has|have|'s|s|'ve) (?:had|been (?:given|sent)) (?:loads|lots|plenty|tons|so many|a lot|hundreds) of|(?:already |well |more than )?sorted (?:for|with|on)|(?:has|have|'s|s|'ve) got(?= (?:[a-z'-]+ ){1,3}from (?:his|her|their|my|our|the|a)\b)|(?:she|he|they) got(?= (?:a|an|the|some) (?:[a-z'-]+ ){1,3}(?:from|off) (?:his|her|their|my|our|the|a|me)\b)|(?:has|have|'s|s) (?:literally |basically |practically |pretty much |just about )?(?:loads|lots|plenty|tons|enough|so many|so much|too many|too much|more(?! of an? | into )|all the|every)(?: of)?|(?:has|have) (?:about |around |like |at least |over )?(?:\d+|two|three|four|five|six|ten|twelve|twenty|thirty|forty|fifty|a hundred|a thousand|a million)|(?:has|have|'s|s|'ve) (?:just )?got (?:a|an|the)(?: new)?|(?:has|have|'s|s|'ve) (?:already )?got (?:about |around |like |at least )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple of|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a dozen|dozens of|a hundred|a thousand|a million|a billion)|(?:we|they|i)(?:'ve| have) (?:already )?got|(?:has |have |'s |s |'ve )?spent (?:his|her|their) (?:student loan|wages|savings|bonus|birthday money|christmas money|pocket money|inheritance|first pay ?(?:packet|cheque)) on|(?:just|recently|only just) (?:got|bought) (?:(?:a|an|some|his|her|their) )?(?:brand )?new|(?:she|he|they) (?:got|was given|were given|received) (?:about |around |like |at least |over )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a few|several|a couple of|a dozen|dozens of|loads of|lots of|so many)(?! (?:at|for|from|in|on|off|of|last|this|when|times|years|months|weeks|days)\b)|(?:we|i|they)(?:'ve| have)? already (?:bought|got) (?:(?:him|her|them) )?(?:all (?:the|his|her|their)|the|some)|drowning in|swimming in|overrun with|buried in|inundated with|(?:been |got )?given (?:loads|lots|plenty|tons|so many|so much|a lot) of|(?:been |got )?given (?:a|an) (?:ridiculous|silly|huge|crazy|insane|stupid|massive|mad) (?:number|amount|load) of|(?:was|were|been) (?:given|sent)|(?:(?:has|have|'s|s|'ve) )?(?:just |recently |finally )?bought (?:himself |herself |themselves |themself )?(?:a|an|the)(?: new| brand new)?|(?:has|have|'s|s|'ve|got|owns?)(?: (?:him|her|them))? (?:got )?one of (?:those|them|these)(?: (?:fancy|posh|expensive|proper|flash|new|massive|huge|big))?|bought (?:him|her|them|himself|herself|themselves)(?! for\b)|got (?:loads|lots|plenty|tons|tonnes|heaps|so many|a lot|a ton|a tonne|a heap|a shed ?load) of|(?:already )?kitted out (?:for|with)|(?:already )?kitted out(?= [a-z]+[- ]?wise\b)|kept (?:his|her|their)(?= [a-z]+(?: [a-z]+)?(?: though|,| it'?s| which| and|\.|$))|owns? (?:every|all the|all|each|(?:about |around |like |over )?(?:\d+|a hundred|hundreds of|loads of|lots of|so many))|(?:(?:has|have|'s|s|'ve) )?(?:got |has |have )(?:literally |like |about |over )?(?:hundreds|thousands|dozens) of|(?:has|have|'s got|got)(?: (?:him|her|them))? (?:a|an|the)(?= (?:[a-z0-9'-]+ ){1,7}(?:already|for (?:christmas|xmas|crimbo|(?:his |her |their )?birthday)|last (?:christmas|year|birthday|summer|winter|spring|autumn|month|week))\b)|(?:is|are|'s|s) (?:basically |practically |literally |already |just )?(?:made of|full of|overflowing with|heaving with|wall to wall|rammed with|stuffed with|crammed with|packed with|bursting with|covered in|covered with|littered with)|(?:got|have|has|had|and) (?:literally |basically |practically |like |about )?(?:a mountain|mountains|piles|a pile|a stack|a drawer full|a cupboard full|a shed full|a box full|a cabinet full|a shelf full|a room full|a wardrobe full|a loft full|a freezer full|a fridge full|a garage full|a house full|crates|boxes|tubs|bags|a crate|a box|a bag|a tub) of)\s+(?!(?:and|or|but|which|that|wears?|at|in|on|for|of them)\b)((?:the |a |an |some |his |her |their )?[a-z0-9][a-z0-9 '-]{1,40}?)(?=\s+(?:already|by (?:now|this (?:point|stage|time)|the (?:dozen|hundred|bucketload))|than|so|and|but|which|that|who|from|off(?= (?:his|her|their|my|our|the|a|an|of|us|me)\b)|under(?= the sun\b)|known(?= to man)|for|he|she|they|it|we|i|you|my|our|dont|doesnt|cant|wont|never|not|no|nothing|going|known|honestly|needs?|wants?|could|would|will|apparently|really|at|in|on|to|with|ever|now|lol|ha|haha|though|anyway|too|covered|sorted|actually|please|thanks|before|if|since|because|last|tbh|tho|innit|honestly|everywhere|rammed|crammed|stuffed|packed|piled|stacked|waiting|coming|galore|pioneer|every|out there|in there|up there|outside)\b|(?<!\b(?:of|for|to|with|from|by|on|in|at|all|got|has|have|had|owns?|kept|sold|gave|given|bought))(?=\s+(?:her|his|their)\b)|[.,;:!?()]|$)/g

/** The next thing of a list after something owned: ", bedding", " and a pikachu lamp". */
const OWNED_LIST_MORE =
  /^(?:\s+already)?(?:\s*,\s*(?:and\s+)?|\s+(?:and|plus)\s+|\s+with\s+(?=(?:a|an|the|his|her|their)\s))(?:(?:a|an|the|some|his|her|their|one of (?:those|these|them)|about|around|like|over|latest|new|all|most of|some of|all of|honestly|literally|easily|probably|at least|(?:(?:insane|ridiculous|huge|massive|silly|crazy|stupid|obscene) )?(?:amount|number|load|pile|heap|stack)s? of)\s+)*(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a dozen|dozens of|a hundred|a thousand|a million|a billion) (?:pairs? of |sets? of )?|(?:pair|set|couple) of )?(?!(?:so|no|not|don'?t|dont|doesn'?t|please|pls|but|and|or|which|that|he|she|they|it|i|we|you|her|his|their|him|them|my|our|your|because|if|then|also|plus|loves?|likes?|wants?|lot|rest|works|everything|honestly|says|said|reckons|thinks|apparently|mum|dad|nan|nana|gran|granny|grandad|grandpa|grandma|auntie|uncle|brother|sister|husband|wife|hubby|birthday|christmas|xmas|easter|both|nothing|anything|seriously|really|literally|genuinely|truly|totally|absolutely|tbh|though)\b)([a-z][a-z0-9'-]*(?: (?!than\b)[a-z][a-z0-9'-]*){0,2}?|[a-z][a-z0-9'-]*(?: (?!than\b)[a-z][a-z0-9'-]*){3}(?= (?:the lot|the works|etc)\b))(?=\s*(?:,|\band\b|\bplus\b|[.;:!?()]|$)|\s+(?:\w+\s+)?(?:bought|got|gave|gifted)\b|\s+(?:lol|already|so|she|he|they|which|that|too|as well|though|coming|galore|everywhere|waiting|sitting|unread|unopened|still|at home|at (?:the|their|his|her|our|my) (?:engagement|wedding|birthday|leaving|retirement|christmas|baby shower|party|do)|the lot|the works|etc|from|for)\b)/

/** "More mugs than sense", "more books than she'll ever read": owned, and plenty of them. */
const MORE_THAN_SENSE =
  /\bmore ([a-z]+(?: (?!and\b)[a-z]+)?(?: and [a-z]+(?: (?!than\b)[a-z]+)?)?) than (?:sense|enough|anyone|any (?:one )?(?:woman|man|person|human|family|kid|child)|(?:she|he|they|you|we|i)(?:'ll|'d)? (?:ever |could ever |can ever )?(?:knows?|could|can|will|needs?|use|read|wear|drink|eat|ever)|(?:she|he|they|you|we|i) (?:do|does|have|has|own|owns)|shelves|shelf space|space|room|cupboards|hot dinners)\b/g

/** "He's had that many flowers the house looks like a florist": owned, one word for the thing. */
const HAD_THAT_MANY =
  /\b(?:has|have|'s|s|'ve) (?:had|got|been sent|been given) (?:that|so) many (?!(?:they|them|it|that|of|she|he|we|you|i|people|times|years|days|weeks|presents|gifts|things|operations|ops|lovely|nice|bad|good|great|beautiful|different|little|new|old)\b)([a-z]+)\b/g

/** "They've just sorted their skateboard so don't need anything for that", "grandma already sorted all the unicorn stuff": seen to, so owned. */
const JUST_SORTED =
  /\b(?:just |already |recently )?sorted (?:out )?(?:his|her|their) ([a-z]+(?: (?!(?:so|and|but|out|already)\b)[a-z]+)?)(?= so (?:don'?t|doesn'?t|no|not|nothing)\b| already\b)|\b(?:already|just) sorted (?:out )?(?:all )?(?:the|his|her|their) ([a-z]+(?: [a-z]+)?) (?:stuff|things|bits|side)\b/g

/** A shelf, cupboard or room full of the things listed after it. */
const SHELF_FULL =
  /\b(?:(?:kallax|shelf|shelves|cupboard|room|bookcase|loft|garage|shed|wall)(?: ?full| load)|kitted out(?: to the (?:eyeballs|nines|max|hilt))?(?: tho| though| already| now)?)(?=\s*,)/g

/** "Bivvy and bedchair all sorted": the things named before "sorted", owned. */
const ALL_SORTED =
  /(?:^|[.,;:!?]\s*|\b(?:and|but|so|oh|also)\s+)((?:(?:his|her|their|the) )?[a-z][a-z'-]*(?: [a-z][a-z'-]*)?(?:(?:, | and )(?:(?:his|her|their|the) )?[a-z][a-z'-]*(?: [a-z][a-z'-]*)?){0,3}) (?:(?:is|are|s) (?:all |both |already |well )*|(?:all |both |already |well )+)sorted\b/g

/** "The wattbike in the garage", "a yaesu set up in the shed": a thing kept at home, owned. */
/** "The gin shelf is full": what fills it, owned aplenty. */
const ITS_SHELF_FULL =
  /\b(?:the|her|his|their) ([a-z]+) (?:shelf|shelves|cupboard|cabinet|drawer|rack) (?:is|are|s) (?:already )?(?:full|overflowing|heaving|rammed|bursting)\b/g

const KEPT_AT_HOME =
  /\b(?:a|an|the|his|her|their) ([a-z0-9][a-z0-9'-]*(?: [a-z0-9'-]+){0,2}?) (?:set ?up |setup )?(?:in|on) (?:the|his|her|their) (?:garage|shed|loft|attic|spare room|back bedroom|box room|conservatory|summerhouse|man cave|garden office)\b/g

/** Rooms and corners kept at home: where things are, not a thing to leave out. */
const A_PLACE_AT_HOME = /\b(?:workshop|gym|studio|bar|office|space|corner|den|room|area|car|van|cat|dog|kids?)$/

/** "Built his own skateboard from parts": a thing made for themselves is a thing owned. */
const BUILT_THEIR_OWN =
  /\bbuilt (?:his|her|their) own ([a-z]+(?: [a-z]+)??)(?= from| last| this| himself| herself| themselves| so|[.,;!?]|$)/g

/** "Grinds her own beans": doing it at home says the tool is owned. */
const DONE_AT_HOME: readonly [RegExp, string][] = [
  [/\bgrinds? (?:his|her|their) own (?:beans|coffee)\b/, 'coffee grinder'],
  // "Does peloton every morning": the bike is at home.
  [
    /\b(?:does|do|doing|rides?|riding) (?:(?:his|her|their|the) )?(?:peloton|wattbike)\b(?! class| at the gym)/,
    'peloton',
  ],
  // "Draws on an iPad mostly", "an ipad and apple pencil": a drawing screen they already have.
  [/\bipad (?:and|with|plus) (?:an? |the )?(?:apple )?(?:pencil|stylus)\b/, 'drawing tablet'],
  [
    /\b(?:draws?|drawing|sketch(?:es|ing)?|paints?|painting|illustrates?) (?:\w+ )?on (?:an? |her |his |their )?ipad\b/,
    'drawing tablet',
  ],
]

/** "Pretty kitted out already, shoes, chalk bag, brush": the list after it, owned. */
const KITTED_OUT_LIST = /\b(?:kitted out|well equipped|all set up)(?: already)?(?=\s*,)/g

/** "Reads everything on her kindle", "never without her kindle": a device they use is a device they own. */
const ON_THEIR_DEVICE =
  /\b(?:on (?:her|his|their)|reads? on an?|never without (?:her|his|their)) (kindle|kobo|ipad|tablet|e-?reader|switch|ps5|ps4|xbox|playstation|laptop|garmin|apple watch|peloton|wattbike|turntable|record player|sewing machine)\b/g

/** "His room's wall to wall paw patrol", "everyone gets him whisky": plenty of it already. */
const PLENTY_OF =
  /\b(?:(?:bed)?rooms?|house|flat|shelves|walls) (?:is |are )?(?:wall to wall|floor to ceiling|covered in|full of) ([a-z][a-z'-]*(?: [a-z][a-z'-]*)?)|\b(?:everyone|everybody|people|they all|every (?:other )?(?:kid|child|parent|mum|family|pupil|student|year)|all the (?:kids|children|parents|families|pupils|students))(?: and (?:their|his|her) (?:gran|nan|mum|dog|granny))?(?:'s| has| have| is| are)? (?:always |going to |gonna |will be |'ll be |will )?(?:gets?|buys?|gives?|bought|given|does|do|sends?|sending) (?:(?:him|her|them) )?(?:an? )?(?!(?:it|that|this|them|one|ones|something|anything|him|her|me|us)\b)([a-z][a-z'-]*(?: [a-z][a-z'-]*)?)(?= (?:he|she|they|so|and|for|every|already)\b|[.,;!?]|$)/g

/** "She must get chocolates and candles every year": what such a person is given every year. */
const GIVEN_EVERY_YEAR =
  /\b(?:she|he|they)(?: must| probably| always| will| prob(?:ably)?)? (?:gets? given|be given|gets?|receives?) (?:so many |loads of |lots of |tons of )?(?!(?:so|the|a|an|really|very|too|more|his|her|their)\b)([a-z][a-z'-]*(?: [a-z]+)?(?: and [a-z][a-z'-]*(?: [a-z]+)?)?)(?: (?:off|from) (?:everyone|everybody|people|us|the family|all of us|the kids))? (?:every|each) (?:year|christmas|birthday|time)\b/g

/** "A kneeler, she has two", "she got a KitchenAid as an engagement present": had already. */
const HAS_SOME_ALREADY =
  /\b(?<!\bas )(?:a|an|the) ([a-z][a-z'-]*(?: [a-z][a-z'-]*)?),? (?:she|he|they) (?:has|have|'s got|s got|'ve got|already has) (?:two|three|four|five|several|loads|plenty|\d+|one already)\b|\b(?:she|he|they) got (?:a|an) ([a-z][a-z'-]*(?: [a-z][a-z'-]*)?) (?:as|for) (?:a|an|her|his|their) (?:engagement|wedding|birthday|christmas|xmas|leaving|retirement|anniversary|housewarming) (?:present|gift)\b/g

/** "Half the class will give her candles": what many others give, had plenty of already. */
const MANY_WILL_GIVE =
  /\b(?:half (?:of )?(?:the|her|his|their)|(?:the )?whole) (?:class|school|office|team|family) (?:is |are |will be |'ll be |will |always )?(?:gets?|buys?|gives?|getting|buying|giving|sends?|sending|bought|given) (?:(?:him|her|them) )?(?!(?:it|that|this|them|one|ones|something|anything|him|her|me|us)\b)([a-z][a-z'-]*(?: [a-z][a-z'-]*)?)(?= (?:he|she|they|so|and|for|every|already)\b|[.,;!?]|$)/g

/** "Likes lego too but he's got crates of it": loved, and plenty of it already. */
const LOVED_BUT_PLENTY =
  /\b(?:likes?|loves?|into|mad on|obsessed with) ([a-z]+(?: [a-z]+)?)(?: too| as well| also)?,? but (?:honestly |tbh |to be honest )?(?:he|she|they)(?:'?s|'?ve| has| have)? (?:already )?got (?:crates|boxes|loads|tons|piles|heaps|bags|tubs|so much|too much|plenty|a mountain|mountains|more than enough) of (?:it|them)\b/g

/** "Has swarovski binoculars she'll never replace so not binoculars": the thing named twice, owned. */
const HAS_SO_NOT =
  /\b(?:has|have|got|owns?) (?:a |an |the |some |his |her |their )?((?:(?!(?:and|or|enough|more|so|but|plenty|loads|lots)\b)[a-z]+ ){0,2}?(?!(?:the|that|this|those|these|them|one|ones|any|all|more|another|and|enough)\b)([a-z]{3,}))\b[^.;!?]{0,50}?\bso (?:not|no|nothing like) (?:more |another |any )?\2\b/g

/** "Got the kitchenaid and all the le creuset off the list": a wedding list's gifts, given already. */
const OFF_THE_LIST =
  /\b(?:got|bought|had|has|have) (?:the |a |an |all the )?([a-z]+(?: [a-z]+)?)(?: and (?:all )?(?:the )?([a-z]+(?: [a-z]+)?))? (?:off|from) (?:the |their |her |his )?(?:wedding |gift )?list\b/g

/** "Had the same binoculars since 1980": kept for years, and owned. */
const KEPT_FOR_YEARS =
  /\b(?:has|had|'s had|s had|have had|'ve had|kept) (?:the same|that same|the one) ([a-z]+(?: [a-z]+)?) (?:since|for (?:years|ages|decades|donkey'?s years|\d+ years))\b/g

/** "Mugs galore": owned, and plenty of them. */
const GALORE = /\b([a-z]+) galore\b/g

/** "Every light and computer going": everything of the kind, owned. */
const EVERY_GOING =
  /(?:\bevery|(?<=\b(?:has|have|got|owns?)(?: (?:pretty much|basically|literally|just about))? )all (?:of )?the) (?:(?:single )?(?:bit|piece|item|scrap) of )?(?!(?:[a-z]+ )?(?:festival|gig|match|show|concert|event|race|meet|fair|car boot|parkrun|exhibition|name|fact|word|song|line|player|stat|rule|lyric)s?\b)((?!(?:are|is|were|was|will|be|re|family|people)\b)[a-z]+(?: (?!(?:are|is|were|was|will|be|re|family|people)\b)[a-z]+){0,2}?(?:(?:, | and )[a-z]+(?: [a-z]+)?){0,3}) going\b/g

/** "Got everything peppa under the sun": every thing of that kind, owned. */
const EVERYTHING_OF =
  /\b(?:got|has|have|owns?) (?:literally |basically |pretty much |just about )?everything ([a-z]+(?: [a-z]+)?) (?:under the sun|going|there is|ever made|you can think of|imaginable|known to (?:man|mankind))\b/g

/** "Got everything for the ps5, headset controller all that": the things listed, owned. */
const EVERYTHING_LISTED =
  /\b(?:got|has|have|owns?) (?:literally |basically |pretty much |just about )?everything\b[^.;!?,]{0,30}?,\s*((?:(?!(?:loves?|likes?|and|or|but|so|she|he|they|is|are)\b)[a-z]+ ){1,3})(?:and )?(?:all that|all of that)\b/g

/** "Every golf gadget known to man": words that only say how many. */
const FILLER_AFTER_EVERY =
  / (?:known to (?:man|mankind)|under the sun|you (?:can|could) (?:think of|imagine|buy)|imaginable|going(?! to\b)|there is|there are|out there|ever made|money can buy|on the market)\b/g

/** Living things and places: "she's got a dog" is a reason to buy for the dog, not a thing to leave out. */
const NOT_OWNED_THINGS =
  /^(?:of everything|it all|the lot|the works|(?:[a-z]+ )?taste|(?:all )?(?:the )?(?:stuff|things|bits|basics)|(?:that|this|the) (?:front|score)|(?:money(?! box(?:es)?$)|cash|quid|pounds?|grand|fivers?|tenners?|budget|kitty|whip-?round)(?: \w+){0,3}|time|(?:patience|personality|energy|enthusiasm|experience|homework|holidays?|annual leave|friends|mates|pals|grandkids|fun|confidence|talent|charisma|(?:spare|free) time|attitude|opinions|ideas|stories|jokes|snow|rain)(?: \w+){0,3}|(?:his|her|their) own|(?:house|flat|home|place) is \w+|(?:(?:really |very |quite |pretty )?(?:bad|severe|awful|terrible|mild) )?(?:ibs|arthritis|diabetes|asthma|eczema|psoriasis|epilepsy|hayfever|hay fever)|(?:a |the )?(?:day|days|week|weeks|time) off|(?:the )?keys?(?: \w+){0,4}|(?:own )?presents?|gifts?|ibs|arthritis|diabetes|asthma|eczema|migraines?|cancer|dementia|anxiety|covid|(?:literally |basically |just about |pretty much )?everything(?: for the (?:house|home|kitchen))?|everything for the (?:house|home|kitchen)|(?:(?:new|big|small|little|huge|tiny|lovely|massive|proper|nice|decent|first|own|dream|rescue|cocker|springer|border|golden) )*(?:dog|dogs|puppy|cat|cats|kitten|horse|pony|rabbit|rabbits|spaniels?|labradors?|retrievers?|terriers?|collies?|greyhounds?|whippets?|lurchers?|dachshunds?|pugs?|poodles?|cockapoos?|cavapoos?|ferrets?|guinea pigs?|hamsters?|budgies?|parrots?|tortoises?|chickens?|hens?|goats?|alpacas?|ducks?|snakes?|lizards?|geckos?|baby|babies|girlfriend|boyfriend|wife|husband|partner|son|daughter|kids|children|grandchildren|family|garden|balcony|patio|terrace|yard|conservatory|loft|allotment|job|house|flat|home|room|bedroom|space|car|bike|cold|bad back|sweet tooth))$/

/** "Wears his grandad's old watch every day": something worn every day is something they have. */
const WORN_EVERY_DAY =
  /\bwears? (?:his|her|their|my|a|an|the) (?:[a-z']+ ){0,3}?(watch|ring|necklace|bracelet|earrings|locket|scarf|cufflinks|glasses)\b/g

/** Words that stand for a thing said before, or only count: "full of them", "about twelve". */
const NOT_A_THING =
  /^(?:lot|the lot|(?:and )?(?:nothing|anything|everything)|literally|basically|practically|absolutely|honestly|genuinely|them|it|and|or|but|to|too|for|(?:a )?(?:shelf|shelves|cupboard|drawer|room|box|loft|shed|garage) ?full|(?:a )?first|2 ?1|distinction|merit|(?:my |his |her |their )?(?:mum|dad|nan|nana|gran|granny|grandad|grandpa|grandma|auntie|aunt|uncle|brother|sister|husband|wife|partner|boyfriend|girlfriend|hubby)|pairs?|ones|sets|(?:a )?couple|rules?(?: of)?|(?:all )?of (?:it|them|that|those|each|both)|those|these|that|this|one|ones|(?:last|this|next) (?:year|christmas|birthday|week|month)|years ago|(?:new|latest|old|other|same|last) ones?|some|any|someone|somebody|nobody|of (?:her|his|their) own|(?:about |around |like |over )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|a hundred|hundreds|loads|lots))$/

/** "A huge record collection" says what they love and collect, not a thing to leave out. */
const A_COLLECTION = /\bcollection$/

/** A condition is not a possession: "he's got a nut allergy, carries an epipen". */
const HEALTH_WORDS =
  /\b(?:cholesterol|blood pressure|gout|dementia|alzheimer|parkinson|eczema|asthma|epilep|cancer|stroke|psoriasis|hay ?fever|migraine|allerg|intoleran|epi-?pens?\b|diabet|coeliac|arthritis|condition|injury|bad (?:back|knee|hip)s?\b|called|named|rescue)/

/** An owned thing without the words that only count or describe how it is kept: "a couple of lenses" is lenses. */
function ownedThing(words: string): string {
  return (
    words
      .replace(
        /^(?:about |around |like |at least )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple of|a hundred|a thousand|a million|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a dozen|dozens of|a billion) /,
        '',
      )
      .replace(
        /^(?:so+ much|so+ many|too many|too much|loads of|lots of|a lot of|(?:a )?(?:tons?|tonnes?|heaps?|shed ?loads?) of|plenty of|hundreds of|thousands of|dozens of|a couple of|couple of|a few|a pair of|pair of|enough) /,
        '',
      )
      .replace(/^(?:every |each )?(?:bit|bits|piece|pieces|kind|sort|type) of /, '')
      .replace(/^(?:an? )?(?:\w+ )?(?:amount|number|quantity) of /, '')
      .replace(/^all (?:the |his |her |their )?/, '')
      .replace(/^(?:basically|literally|practically|pretty much|just about) /, '')
      .replace(/^every (?=\w)/, '')
      .replace(/^than (?:enough|plenty of|a few|a lot of) /, '')
      .replace(
        /^(?:(?:a|whole|posh|nice|new|big|huge|massive|decent|proper) )*(?:set|pair|box|collection|load|bunch|tub) of /,
        '',
      )
      // "A whole drawer of it": a container for something said before, named nowhere here.
      .replace(
        /^(?:a )?(?:whole )?(?:mountains?|piles?|stacks?|heaps?|drawers?(?: full)?|cupboards?(?: full)?|cabinets?(?: full)?|shelf full|room full|wardrobe full|loft full|shed full|box full) of(?: |$)/,
        '',
      )
      .replace(/^(?:the|a|an|some|his|her|their) /, '')
      .replace(/^own /, '')
      // "She'll have enough with the ring", "junipers mostly": what the thing is, not how it is had.
      .replace(/^with (?:the |a |an |his |her |their )?/, '')
      .replace(
        / (?:mostly|mainly|especially|anyway|as well|too|apparently|honestly|obviously|obvs|obv|tbh|lol|haha|hehe|though|tho)$/,
        '',
      )
      // "Candles by now", "candles every july": how often or how long is no part of the thing.
      .replace(/ (?:by (?:now|this (?:point|stage|time))|every (?:single )?[a-z]+)$/, '')
      // "A new saddle fitted": how it came, not what it is.
      .replace(/ (?:fitted|delivered|installed|put in|made|given|sent|gifted)$/, '')
      // "New saddle last year": when it came is no part of the thing.
      .replace(
        / (?:(?:last|this) (?:year|christmas|birthday|summer|winter|spring|autumn|month|week)|(?:at|for) (?:christmas|easter|(?:his|her|their) birthday))$/,
        '',
      )
      // "A full setup": the whole kit.
      .replace(/^(?:full|whole|complete) (?:set ?up|setup|kit)$/, 'kit')
      // "Kitted out riding wise": the kit of the pastime.
      .replace(/^([a-z]+)[- ]?wise$/, '$1 gear')
      // "Boots, poles the lot": the words that close a list own nothing more.
      .replace(/ (?:the lot|the works|and all that|etc|and everything|everything|and stuff|and that|and things)$/, '')
      .replace(
        /^(?:(?:really|very|super|huge|massive|big|vast|enormous|decent|proper|nice|good|great|whole|entire|lovely|beautiful|new|brand new|fancy|posh|trusty|beloved|expensive) )+/,
        '',
      )
      // "Every lego set going" owns Lego: a set, kit or pack of it names no thing of its own.
      // "An airbrush set up" owns an airbrush.
      .replace(/ (?:set ?up|setup)$/, '')
      .replace(
        /^(?!(?:home|away|third|football|rugby|cricket|school|gym|swim|training) )([a-z0-9'-]+(?: [a-z0-9'-]+)?) (?:sets?|kits?|packs?|bundles?|ranges?)$/,
        '$1',
      )
      .trim()
  )
}

/**
 * Whether words read as owned name a thing to leave out of the gifts: not a pet, a person, a
 * count, a condition or a collection (which says what they love).
 */
function isThing(thing: string): boolean {
  return (
    thing.length > 0 &&
    !NOT_OWNED_THINGS.test(thing) &&
    !NOT_A_THING.test(thing) &&
    !HEALTH_WORDS.test(thing) &&
    !A_COLLECTION.test(thing)
  )
}

/** The items of a list that goes on from here: ", bedding and a pikachu lamp" gives bedding, pikachu lamp. */
function* listedAfter(text: string): Generator<string> {
  let rest = text
  for (let more = OWNED_LIST_MORE.exec(rest); more; more = OWNED_LIST_MORE.exec(rest)) {
    // "Boots poles waterproofs the lot": plurals run together with no commas are each an item.
    const words = more[1]!.split(' ')
    if (words.length > 2 && words.every((word) => /[^s]s$/.test(word))) yield* words
    else yield more[1]!
    rest = rest.slice(more[0].length)
  }
}

export function ownedThings(said: string): string[] {
  // "A £2k espresso machine": what it cost says how much it is prized, not what it is.
  const folded = said
    .replace(FILLER_AFTER_EVERY, '')
    .replace(/ for (?:it|them|that)\b/g, '')
    // "We've got about £18 between us": what the shopper has to spend, not a thing owned.
    .replace(/\b(?:we|i|they)(?:'ve| have) got (?:about |around |like |only |just )?£\s?\d[\d,.]*k?\b[^.,;!?]*/g, '')
    .replace(/£\s?\d[\d,.]*k? /g, '')
    // "One of those bean to cup machines": a name whose "to" ends no phrase.
    .replace(/\bbean to cup\b/g, 'bean-to-cup')
    // "Binoculars already, really good ones, and four bird feeders": an aside on the thing before.
    .replace(
      /,\s*(?:(?:really|very|quite|proper|super|pretty) )?(?:good|nice|posh|expensive|decent|fancy|old|new|great|top|lovely) ones?(?=\s*,)/g,
      '',
    )
  const things: string[] = []
  for (const match of folded.matchAll(MORE_THAN_SENSE)) {
    // "More rods and reels than he'll ever need": each of the things named.
    things.push(...match[1]!.split(' and '))
    // "More books than shelves and a kindle she never touches": the rest of the list is owned too.
    for (const said of listedAfter(folded.slice(match.index + match[0].length))) {
      const thing = ownedThing(said)
      if (thing && !NOT_OWNED_THINGS.test(thing)) things.push(thing)
    }
  }
  for (const match of folded.matchAll(GALORE)) things.push(match[1]!)
  for (const match of folded.matchAll(HAD_THAT_MANY))
    if (isThing(match[1]!) && !things.includes(match[1]!)) things.push(match[1]!)
  for (const match of folded.matchAll(JUST_SORTED)) {
    // "Already sorted all the unicorn stuff": anything of the unicorns to have.
    const thing = match[1] ? ownedThing(match[1]) : `${ownedThing(match[2]!)} stuff`
    if (isThing(thing)) things.push(thing)
  }
  for (const match of folded.matchAll(BUILT_THEIR_OWN)) things.push(match[1]!)
  for (const match of folded.matchAll(LOVED_BUT_PLENTY)) things.push(ownedThing(match[1]!))
  for (const match of folded.matchAll(KEPT_FOR_YEARS)) things.push(ownedThing(match[1]!))
  for (const match of folded.matchAll(OFF_THE_LIST)) {
    for (const said of [match[1], match[2]]) if (said && isThing(ownedThing(said))) things.push(ownedThing(said))
  }
  for (const match of folded.matchAll(HAS_SO_NOT)) {
    const thing = ownedThing(match[1]!)
    if (isThing(thing)) things.push(thing)
  }
  for (const match of folded.matchAll(KITTED_OUT_LIST)) {
    for (const said of listedAfter(folded.slice(match.index + match[0].length))) {
      const thing = ownedThing(said)
      if (isThing(thing)) things.push(thing)
    }
  }
  for (const match of folded.matchAll(ON_THEIR_DEVICE)) things.push(match[1]!)
  for (const pattern of [MANY_WILL_GIVE, HAS_SOME_ALREADY]) {
    for (const match of folded.matchAll(pattern)) {
      const thing = ownedThing((match[1] ?? match[2])!)
      if (isThing(thing)) things.push(thing)
    }
  }
  for (const match of folded.matchAll(GIVEN_EVERY_YEAR)) {
    // "He gets Lego every Christmas and still loves it": a love given often, not one to leave out.
    if (/^[^.!?]*\b(?:loves?|likes?|adores?|enjoys?)\b/.test(folded.slice(match.index + match[0].length))) continue
    for (const thing of match[1]!.split(' and ').map(ownedThing)) if (isThing(thing)) things.push(thing)
  }
  for (const match of folded.matchAll(PLENTY_OF)) {
    const thing = ownedThing((match[1] ?? match[2]!).replace(/ (?:already|now|lol)$/, ''))
    if (isThing(thing)) things.push(thing)
    // "Every parent does mugs and candles": the rest of the list too.
    for (const said of listedAfter(folded.slice(match.index + match[0].length))) {
      const more = ownedThing(said)
      if (isThing(more) && !NOT_OWNED_THINGS.test(more)) things.push(more)
    }
  }
  for (const match of folded.matchAll(ITS_SHELF_FULL)) if (isThing(match[1]!)) things.push(match[1]!)
  for (const match of folded.matchAll(KEPT_AT_HOME)) {
    const thing = ownedThing(match[1]!)
    if (isThing(thing) && !A_PLACE_AT_HOME.test(thing)) things.push(thing)
  }
  for (const [pattern, thing] of DONE_AT_HOME) if (pattern.test(folded)) things.push(thing)
  for (const match of folded.matchAll(ALL_SORTED)) {
    for (const said of match[1]!.split(/ and |, /)) {
      const thing = ownedThing(said)
      if (isThing(thing) && !/^(?:he|she|they|it|we|i|you)\b/.test(thing)) things.push(thing)
    }
  }
  // "A whole kallax full, wingspan, catan, gloomhaven": the list after a shelf full is owned.
  for (const match of folded.matchAll(SHELF_FULL)) {
    for (const said of listedAfter(folded.slice(match.index + match[0].length))) {
      if (isThing(said)) things.push(said)
    }
  }
  // "Every light and computer going": each of them owned; "every gadget going for the bbq" is
  // the barbecue's gadgets.
  for (const match of said.matchAll(EVERY_GOING)) {
    const forWhat = /^ for (?:the |his |her |their )?([a-z]+)/.exec(said.slice(match.index + match[0].length))?.[1]
    for (const said of match[1]!.split(/ and |, /)) {
      const thing = forWhat && !said.includes(' ') ? `${forWhat} ${ownedThing(said)}` : ownedThing(said)
      if (!things.includes(thing)) things.push(thing)
    }
  }
  for (const match of said.matchAll(EVERYTHING_LISTED)) {
    for (const thing of match[1]!.split(/,? /).filter(Boolean)) if (!things.includes(thing)) things.push(thing)
  }
  for (const match of said.matchAll(EVERYTHING_OF)) {
    const thing = ownedThing(match[1]!)
    if (!things.includes(thing)) things.push(thing)
  }
  for (const match of folded.matchAll(OWNED_PHRASE)) {
    if (/\b(?:don'?t|doesn'?t|do not|does not|haven'?t|hasn'?t|never)\s*$/.test(folded.slice(0, match.index))) continue
    // "Every album on vinyl": the albums in that form.
    const medium = /^\s+on (vinyl|cds?|dvds?|blu-?rays?|cassettes?|tapes?)\b/.exec(
      folded.slice(match.index + match[0].length),
    )?.[1]
    const thing = medium ? `${ownedThing(match[1]!)} on ${medium}` : ownedThing(match[1]!)
    // "Has a cob called Barney, pilates, ...": an animal with a name, and then the list goes on with loves.
    if (/ (?:called|named) /.test(` ${thing} `)) continue
    if (isThing(thing)) things.push(thing)
    // "Two ferrets, Dobby and Kreacher": after a pet come its names, not more things.
    if (NOT_OWNED_THINGS.test(thing)) continue
    // "Got pikachu pyjamas, bedding and a pikachu lamp": the rest of the list is owned too, past
    // what a thing is for ("a garmin for the bike and the sage espresso machine").
    const rest = folded
      .slice(match.index + match[0].length)
      .replace(/^\s+for (?:the|his|her|their) [a-z]+(?=\s+and\b)/, '')
    for (const said of listedAfter(rest)) {
      const thing = ownedThing(said)
      if (isThing(thing) && !NOT_OWNED_THINGS.test(said)) things.push(thing)
    }
  }
  for (const match of folded.matchAll(WORN_EVERY_DAY)) things.push(match[1]!)
  return things
}
