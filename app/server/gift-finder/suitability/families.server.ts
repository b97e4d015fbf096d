import { singular } from '#app/server/gift-finder/knowledge/text.server.ts'

/*
 * Kinds of thing a shopper rules out by a family name. "Don't buy him hifi equipment" rules out a
 * turntable although the listing never says "hifi"; "nothing sparkly" rules out glitter and sequins.
 * Each family: the words that name it in a dislike, and the words (singular) that show a gift
 * belongs to it.
 */
const FAMILIES: readonly { named: RegExp; members: readonly string[] }[] = [
  {
    // "They've got a Weber bbq": a grill, not the tools, rubs and meat a barbecue lover still wants.
    named:
      /\b(?:weber|kamado|big green egg|(?:gas |charcoal |kettle )?(?:bbq|barbecue|barbeque)s?(?! (?:meat|sauce|rubs?|tools?|accessor\w*|kit|set|books?|class|course|lessons?|box(?:es)?)\b))\b/,
    members: [
      'kamado',
      'charcoal barbecue',
      'gas barbecue',
      'kettle barbecue',
      'portable barbecue',
      'tabletop barbecue',
      'bbq grill',
      'barbecue grill',
    ],
  },
  {
    named: /\b(?:hi ?fi|audio equipment|sound system|stereo)\b/,
    members: [
      'hifi',
      'turntable',
      'amplifier',
      'amp',
      'speaker',
      'soundbar',
      'stereo',
      'cartridge',
      'stylus',
      'subwoofer',
    ],
  },
  {
    named:
      /\b(?:garmins?|running watch(?:es)?|gps watch(?:es)?|sports watch(?:es)?|fitness trackers?|fitbits?|smart ?watch(?:es)?|apple watch(?:es)?)\b/,
    members: [
      'garmin',
      'running watch',
      'gps watch',
      'sports watch',
      'smartwatch',
      'smart watch',
      'fitness tracker',
      'fitbit',
      // A Garmin owned meets their GPS needs on the bike too.
      'bike computer',
      'cycle computer',
    ],
  },
  {
    named:
      /\b(?:soft toys?|cuddly toys?|cuddlies|teddy|teddies|teddy bears?|plush(?:ies|y)?|stuffed (?:toys?|animals?))\b/,
    members: [
      'soft toy',
      'cuddly toy',
      'teddy',
      'teddy bear',
      'plush',
      'plushie',
      'jellycat',
      'comforter',
      'stuffed animal',
    ],
  },
  {
    // "Got shaker bottles coming out his ears": any protein shaker.
    named: /\b(?:protein )?shakers?(?: bottles?| cups?)?\b/,
    members: ['shaker bottle', 'protein shaker', 'gym shaker'],
  },
  {
    // "Knocked protein shakes on the head, they wreck his stomach": protein in any form.
    named: /\b(?:protein (?:shakes?|powders?|bars?|supplements?)|whey|supplements?)\b/,
    members: ['protein powder', 'protein shake', 'protein bar', 'whey', 'supplement', 'creatine', 'pre-workout'],
  },
  {
    // "Nothing with flashing lights, he has photosensitive epilepsy": anything that lights up.
    // Bare "lights" only as the whole of what was said ("LED lights are a no-no" is read as "lights").
    named: /^lights$|\b(?:light ?up|light-up|flashing|flashes|strob(?:e|es|ing)|led lights?|disco lights?)\b/,
    members: [
      'light up',
      'light-up',
      'led light',
      'led strip',
      'led lamp',
      'leds',
      'flashing',
      'strobe',
      'disco light',
      'disco ball',
      'light show',
      'colour-changing',
      'colour changing',
    ],
  },
  {
    // "Don't get him a kit, his dad just bought him the new one": the shirts of a team.
    named: /\b(?:(?:football|footy|team|club|home|away) )?kits?\b/,
    members: ['football shirt', 'home shirt', 'away shirt', 'replica shirt', 'football kit', 'jersey'],
  },
  {
    named: /\b(?:airpods|earbuds|earphones|in-?ear headphones)\b/,
    members: ['airpods', 'earbuds', 'earphones', 'in-ear headphones'],
  },
  {
    named:
      /\b(?:airwraps?|dyson (?:supersonic|corrale)|hair ?dryers?|hair stylers?|multi-?stylers?|hot brush(?:es)?)\b/,
    members: ['hair dryer', 'hairdryer', 'airwrap', 'multi-styler', 'hair styler', 'hot brush', 'heated brush'],
  },
  {
    // "Nothing too sentimental about dad": no memorials or keepsakes of a loss.
    named: /\bsentimental\b/,
    members: ['memorial', 'in memory', 'remembrance', 'memory box', 'memory bear', 'memory cushion'],
  },
  {
    named: /\b(?:kickrs?|turbo trainers?|smart trainers?|indoor trainers?|wattbikes?)\b/,
    members: ['turbo trainer', 'smart trainer', 'indoor trainer', 'kickr', 'wattbike'],
  },
  {
    // "Booked herself on a course, so not a course": classes and workshops are the same gift.
    named: /\b(?:courses?|classes|workshops?)\b/,
    members: ['course', 'class', 'workshop', 'lesson', 'taster session', 'masterclass'],
  },
  {
    named: /\b(?:record players?|turntables?|record decks?)\b/,
    members: ['record player', 'turntable', 'record deck'],
  },
  {
    // "Loads of locos already": model locomotives, however named.
    named: /\b(?:locos|locomotives?)\b/,
    members: ['locomotive', 'loco'],
  },
  {
    named: /\b(?:treads?|treadmills?|walking pads?|running machines?)\b/,
    members: ['treadmill', 'walking pad', 'running machine'],
  },
  {
    // Hands that struggle with small things: "nothing fiddly, his arthritis is bad".
    named: /\bfiddly\b/,
    members: [
      'model kit',
      'kit to build',
      'cross stitch',
      'needlepoint',
      'embroidery kit',
      '1000 piece',
      'miniature',
      'beading',
    ],
  },
  {
    // A DJ's "decks" are the controller or the standalone system they mix on.
    named: /\b(?:dj decks?|decks|dj controllers?|dj set ?ups?)\b/,
    members: ['dj controller', 'dj system', 'dj deck', 'dj decks', 'standalone dj', 'cdj'],
  },
  {
    named: /\b(?:turntables?|record players?|record decks?|vinyl players?|decks)\b/,
    members: ['turntable', 'record player', 'record deck', 'vinyl player'],
  },
  {
    named: /\b(?:walls?|wall stuff)\b/,
    members: ['framed print', 'canvas', 'poster', 'wall art', 'wall hanging', 'framed'],
  },
  {
    named: /\b(?:yaesu|icom|ham radio set ?up|radio shack)\b/,
    members: ['transceiver', 'ham radio set', 'amateur radio set'],
  },
  {
    named: /\b(?:layout|oo gauge|00 gauge|n gauge|hornby)\b/,
    members: ['starter set'],
  },
  {
    named: /\b(?:workwear|work gear|work clothes)\b/,
    members: ['fleece', 'gloves', 'overalls', 'work boots', 'wellington', 'wellies', 'work jacket', 'hoodie'],
  },
  {
    named: /\b(?:kitchenaid|kenwood chef|stand mixer|smeg mixer)\b/,
    members: ['stand mixer', 'food mixer', 'kitchen mixer'],
  },
  {
    named:
      /\b(?:sage|barista express|delonghi|de'?longhi|gaggia|rancilio|espresso machines?|bean[- ]to[- ]cup|nespresso|dolce gusto|tassimo|coffee machines?|pod machines?|capsule machines?)\b/,
    members: [
      'espresso machine',
      'coffee machine',
      'bean-to-cup machine',
      'bean to cup machine',
      'nespresso',
      'pod machine',
      'capsule machine',
      'pod coffee machine',
    ],
  },
  {
    named: /\b(?:kindle|paperwhite|kobo|e-?reader)\b/,
    members: ['kindle', 'e-reader', 'ereader', 'e-ink'],
  },
  {
    named:
      /\b(?:fuji|fujifilm|xt\d|x-t\d|canon|nikon|sony a\d|lumix|olympus|pentax|leica|dslr|mirrorless|camera body)\b/,
    members: ['mirrorless', 'dslr', 'camera body', 'film camera'],
  },
  {
    named: /\b(?:(?:camera|photography|photo) (?:gear|kit|equipment|stuff|bits)|lenses)\b/,
    members: ['lens', 'camera bag', 'tripod', 'camera strap', 'speedlight', 'mirrorless', 'dslr', 'camera body'],
  },
  {
    named: /\b(?:cups|mugs|keep ?cups?|travel (?:cups?|mugs?)|stanleys?|tumblers?|flasks?)\b/,
    members: ['mug', 'travel cup', 'keep cup', 'tumbler', 'flask'],
  },
  {
    named: /\b(?:(?:golf )?clubs|set of clubs|irons|drivers?)\b/,
    members: [
      'driver',
      'fairway wood',
      'rescue club',
      'hybrid club',
      'iron set',
      'golf clubs',
      'putter',
      'sand wedge',
      'lob wedge',
    ],
  },
  {
    named: /\bcamping (?:stuff|gear|kit|things|equipment|bits)\b/,
    members: [
      'tent',
      'sleeping bag',
      'camping stove',
      'camp stove',
      'camping chair',
      'camp chair',
      'roll mat',
      'sleeping mat',
      'camping lantern',
    ],
  },
  {
    named:
      /\b(?:silver (?:spoons?|christening|money box(?:es)?|cups?|rattles?)|christening (?:spoons?|silver|sets?|cups?))\b/,
    members: ['silver spoon', 'christening spoon', 'christening set', 'christening cup', 'money box', 'silver rattle'],
  },
  {
    named: /\b(?:sharp|pointy)\b/,
    members: [
      'needle',
      'knife',
      'knives',
      'blade',
      'scissors',
      'secateur',
      'scalpel',
      'axe',
      'craft knife',
      'pruning saw',
    ],
  },
  {
    named: /\b(?:anti[- ]?ageing|anti[- ]?aging|retinol|wrinkles?)\b/,
    members: ['anti-ageing', 'anti-aging', 'anti ageing', 'retinol', 'wrinkle'],
  },
  {
    named:
      /\b(?:baby ?grows?|sleep ?suits?|onesies?|rompers?|baby vests?|bodysuits?|(?:baby|babies|newborn|tiny) (?:clothes|clothing|outfits))\b/,
    members: [
      'babygrow',
      'baby grow',
      'sleepsuit',
      'sleep suit',
      'onesie',
      'romper',
      'bodysuit',
      'outfit set',
      'matching outfits',
      'baby clothes',
      'dungarees',
    ],
  },
  {
    named: /\b(?:wahoo|garmin edge|garmin for (?:the|his|her|their) bike|bike computer|cycle computer)\b/,
    members: ['bike computer', 'cycle computer', 'cycling computer', 'gps bike'],
  },
  {
    named: /\b(?:dryrobes?|changing (?:robes?|ponchos?)|swim robes?|towel ponchos?)\b/,
    members: ['changing robe', 'dryrobe', 'swim robe', 'changing poncho', 'towel poncho'],
  },
  {
    named: /\b(?:ps5|ps4|playstation|xbox|nintendo switch|switch oled|console)\b/,
    members: ['console', 'playstation', 'xbox', 'switch oled', 'nintendo switch'],
  },
  {
    named: /\b(?:model cars|diecast|die-cast|scale models? cars?)\b/,
    members: ['diecast', 'die-cast', 'model car', 'scale model car'],
  },
  {
    named: /\b(?:thermapen|meat thermometer|meat probe)\b/,
    members: ['thermometer', 'meat probe'],
  },
  {
    named: /\b(?:home|away|third|replica) (?:kit|shirt)s?\b/,
    members: ['home shirt', 'away shirt', 'replica shirt', 'home kit', 'away kit'],
  },
  {
    // "Procreate on her iPad, so traditional stuff": no more drawing on a screen.
    named: /\bprocreate\b/,
    members: ['pen tablet', 'drawing tablet', 'graphics tablet', 'stylus'],
  },
  {
    named: /\b(?:robux|roblox gift cards?)\b/,
    members: ['robux', 'roblox gift card', 'gift card'],
  },
  {
    named: /\b(?:flowers|bouquets?)\b/,
    members: ['bouquet', 'flowers', 'posy', 'flower delivery', 'letterbox flowers'],
  },
  {
    // "About 5 sets of arrows": darts players' word for their darts.
    named: /\barrows\b/,
    members: ['tungsten darts', 'steel-tip darts', 'soft-tip darts', 'set of darts', 'darts set'],
  },
  {
    named: /\bdigging\b/,
    members: ['spade', 'trowel', 'garden fork', 'hand tool', 'digging'],
  },
  {
    // A home set up for years: its linen and tableware are long since bought.
    named: /\bhome linen\b/,
    members: ['bedding', 'towel', 'duvet', 'bath sheet', 'cutlery', 'dinner set', 'tea towel'],
  },
  {
    // "No bbq meat boxes": the cuts a meat box or hamper is sold by.
    named: /\b(?:meat|meats|meat box(?:es)?|meat hampers?|bbq meat)\b/,
    members: [
      'meat',
      'steak',
      'brisket',
      'burger',
      'sausage',
      'bacon',
      'wagyu',
      'biltong',
      'jerky',
      'salami',
      'chorizo',
      'venison',
    ],
  },
  {
    // "Nothing big or an appliance": the machines, and the books written for them.
    named: /\bappliances?\b/,
    members: [
      'air fryer',
      'slow cooker',
      'stand mixer',
      'bread maker',
      'blender',
      'food processor',
      'toaster',
      'microwave',
      'instant pot',
      'pressure cooker',
      'coffee machine',
      'soup maker',
      'ice cream maker',
      'appliance',
    ],
  },
  {
    // "Nothing complicated with lots of buttons or settings": what needs setting up.
    named: /\bcomplicated\b/,
    members: ['app', 'wi-fi', 'wifi', 'bluetooth', 'smart', 'programmable', 'settings', 'touchscreen'],
  },
  {
    named: /\b(?:gambling|betting)\b/,
    members: [
      'betting',
      'bet',
      'bookie',
      'bookmaker',
      'odds',
      'casino',
      'poker',
      'roulette',
      'slot machine',
      'lottery',
      'scratchcard',
      'gambling',
    ],
  },
  {
    // "Not a driving experience, he did one at Silverstone": a drive of any kind.
    named: /\b(?:driving|supercar|track|racing) (?:experiences?|days?)\b|\btrack days?\b/,
    members: [
      'track day',
      'driving experience',
      'supercar',
      'hot lap',
      'rally experience',
      'driving day',
      'passenger ride',
    ],
  },
  {
    // "Not wine, someone's already bringing champagne": the fizz too.
    named: /\bwines?\b/,
    members: ['wine', 'champagne', 'prosecco', 'cava', 'fizz', 'sparkling wine'],
  },
  {
    // "He's got every tool going, don't buy him tools": hand and power tools of every kind.
    named: /\btools\b/,
    members: ['tool', 'chisel', 'saw', 'plane', 'drill', 'screwdriver', 'spanner', 'hammer', 'sharpening'],
  },
  {
    // "Nothing breakable in her room": glass and china.
    named: /\b(?:breakable|fragile)\b/,
    members: ['glass', 'ceramic', 'porcelain', 'china', 'crystal', 'mirror', 'bauble'],
  },
  {
    named: /\b(?:chocs|choccies)\b/,
    members: ['chocolate', 'chocolates', 'truffles', 'fudge'],
  },
  {
    named: /\bv-? ?bucks\b/,
    members: ['v-bucks', 'vbucks', 'v bucks'],
  },
  {
    // "His room is tiny so nothing massive": furniture-sized gifts.
    named: /\bbulky\b/,
    members: [
      'gaming chair',
      'beanbag',
      'bean bag',
      'desk',
      'furniture',
      'trampoline',
      'climbing frame',
      'ride-on',
      'wardrobe',
      'bookcase',
      'sofa',
      'armchair',
      // A small child's big toys.
      'play kitchen',
      'ball pit',
      'play tent',
      'playhouse',
      'play gym',
      'activity centre',
      'baby walker',
    ],
  },
  {
    // "Nothing religious, he's an atheist."
    named: /\breligious\b/,
    members: ['bible', 'prayer', 'rosary', 'psalm', 'hymn', 'scripture', 'christian', 'church', 'crucifix', 'faith'],
  },
  {
    named: /\bpork\b/,
    members: ['pork', 'bacon', 'ham', 'gammon', 'chorizo', 'salami', 'prosciutto', 'pancetta', 'pork scratchings'],
  },
  {
    named: /\bgelatine?\b/,
    members: ['gelatine', 'gelatin'],
  },
  {
    named: /\b(?:tackle|fishing (?:gear|kit))\b/,
    members: [
      'fishing rod',
      'rod and reel',
      'reel',
      'tackle box',
      'landing net',
      'bite alarm',
      'keepnet',
      'seat box',
      'feeder rod',
    ],
  },
  {
    // "A mountain of grey plastic": Warhammer bought and never built, so no more armies.
    named: /\b(?:warhammer|wargam\w*|grey plastic|space marines|40k)\b/,
    members: ['warhammer', 'wargame', 'wargaming', 'combat patrol', 'space marine', 'army', 'armies'],
  },
  {
    named: /\b(?:sim rig|sim racing rig|racing rig|racing wheel|wheel and pedals)\b/,
    members: ['racing wheel', 'sim rig', 'racing cockpit', 'wheel and pedals', 'sim racing'],
  },
  {
    named: /\b(?:pcs?|gaming pc|pc (?:he|she|they) built|built (?:his|her|their) own pc|gaming rig)\b/,
    members: ['gaming pc', 'graphics card', 'nvme', 'ssd'],
  },
  {
    named: /\b(?:swarovski|leica|zeiss|binos|binoculars)\b/,
    members: ['binoculars', 'binocular', 'monocular'],
  },
  {
    named: /\b(?:beretta|browning|miroku|shotgun)\b/,
    members: ['shotgun', 'gun fitting'],
  },
  {
    named: /\b(?:(?:marshall|fender|orange|boss|vox) amp|amps?|pedals?|pedalboard)\b/,
    members: ['amp', 'amplifier', 'pedal', 'pedalboard'],
  },
  {
    named: /\b(?:fender|gibson|strat|stratocaster|telecaster|les paul|epiphone|squier)\b/,
    members: ['electric guitar', 'stratocaster', 'telecaster'],
  },
  {
    named: /\b(?:helmet|motorbike kit|bike kit|leathers)\b/,
    members: ['helmet', 'motorcycle jacket', 'motorbike jacket', 'leathers'],
  },
  {
    named: /\b(?:lycra|cycling (?:kit|clothes|gear))\b/,
    members: [
      'jersey',
      'bib shorts',
      'bibshorts',
      'cycling shorts',
      'cycling jacket',
      'gilet',
      'base layer',
      'cycling kit',
    ],
  },
  {
    named: /\bhorse care\b/,
    members: [
      'fly veil',
      'horse rug',
      'cooler rug',
      'grooming kit',
      'hoof pick',
      'haynet',
      'hay net',
      'jodhpurs',
      'riding hat',
    ],
  },
  {
    named: /\b(?:tack|tack room)\b/,
    members: ['saddle', 'bridle', 'girth', 'numnah', 'saddle pad', 'headcollar', 'lead rope', 'martingale', 'stirrup'],
  },
  {
    named: /\b(?:sparkl\w*|glitter\w*|glittery|bling|shiny)\b/,
    members: [
      'sparkly',
      'sparkle',
      'glitter',
      'glittery',
      'sequin',
      'diamante',
      'shimmer',
      'holographic',
      'bling',
      'rhinestone',
    ],
  },
  {
    named: /\b(?:kitchen(?: (?:stuff|things|wise|kit|equipment|gadgets|ware))?|kitchenware|cookware|pots and pans)\b/,
    members: [
      'saucepan',
      'pan',
      'casserole',
      'kettle',
      'toaster',
      'cutlery',
      'crockery',
      'cookware',
      'utensil',
      'wok',
      'knife block',
      'dinner set',
    ],
  },
  {
    named: /\b(?:house stuff|home stuff|ornaments?|knick-?knacks|clutter)\b/,
    members: [
      'lamp',
      'houseplant',
      'plant stand',
      'planter',
      'rug',
      'mirror',
      'ride-on',
      'ball pit',
      'play tent',
      'ornament',
      'figurine',
      'cushion',
      'vase',
      'throw',
      'candle',
      'photo frame',
      'trinket',
      'knick-knack',
      'statue',
      'sculpture',
      'framed',
      'print',
      'doorstop',
      'coaster',
    ],
  },
  {
    named: /\b(?:wool|yarns?)\b/,
    members: ['yarn', 'wool', 'skein', 'merino', 'alpaca', 'fibre subscription', 'knitting kit'],
  },
  {
    named: /\b(?:nois[ey]\w*|loud)\b/,
    members: [
      'sound',
      'sounds',
      'talking',
      'noise',
      'noisy',
      'beeping',
      'siren',
      'whistle',
      'drum',
      'drums',
      'musical',
      'song',
      'songs',
    ],
  },
  {
    named: /\b(?:pokemon|trading|football|match attax|footy) cards?\b|\bmatch attax\b/,
    members: [
      'booster',
      'booster pack',
      'card pack',
      'trading card',
      'elite trainer box',
      'starter deck',
      'match attax',
    ],
  },
  {
    // "An inflatable SUP": the board itself, not the bags and leashes for it.
    named: /\b(?:i?sups?|(?:inflatable |stand-?up )?paddle ?boards?)\b/,
    members: [
      'inflatable paddleboard',
      'stand-up paddleboard',
      'paddleboard package',
      'all-round paddleboard',
      'touring paddleboard',
      'inflatable sup',
      'sup board',
      'sup package',
    ],
  },
  {
    // "More trainers than I have shoes": running shoes and high tops are trainers too.
    named: /\b(?:trainers|sneakers|running shoes|kicks)\b/,
    members: ['trainers', 'sneakers', 'running shoes', 'trail shoes', 'high tops'],
  },
  {
    named: /\b(?:wattbike|zwift|peloton|turbo(?: trainer)?|smart trainer|indoor trainer|exercise bike)\b/,
    members: ['turbo trainer', 'smart trainer', 'indoor trainer', 'exercise bike', 'wattbike', 'spin bike'],
  },
  {
    named: /\b(?:bernina|janome|singer|pfaff|juki|brother sewing|sewing machines?)\b/,
    members: ['sewing machine'],
  },
  {
    named: /\b(?:make-?up|make up|cosmetics)\b/,
    members: [
      'makeup',
      'make-up',
      'make up',
      'cosmetic',
      'eyeshadow',
      'eye shadow',
      'lipstick',
      'lip gloss',
      'mascara',
      'eyeliner',
      'blusher',
      'bronzer',
      'concealer',
    ],
  },
  {
    named: /^(?:(?:actual|physical|real|paper|printed|proper) )?books$/,
    members: ['paperback', 'hardback', 'hardcover', 'clothbound', 'novel'],
  },
  {
    named: /\b(?:le creuset|staub|dutch ovens?|casserole dish(?:es)?|cast iron pots?)\b/,
    members: ['casserole dish', 'dutch oven', 'cast iron casserole', 'enamelled cast iron', 'braiser'],
  },
  {
    named: /\b(?:dvds?|blu-?rays?|box ?sets?)\b/,
    members: ['dvd', 'blu-ray', 'bluray'],
  },
  {
    named: /\b(?:tools?|power tools?|diy kit)\b/,
    members: [
      'drill',
      'laser level',
      'paint sprayer',
      'screwdriver',
      'spanner',
      'socket set',
      'multitool',
      'multi-tool',
      'tool kit',
      'toolkit',
      'tool set',
      'sander',
      'chisel',
      'circular saw',
      'mitre saw',
      'hand saw',
    ],
  },
  {
    named: /\b(?:cash|money|vouchers?|gift cards?)\b/,
    members: ['voucher', 'gift card', 'cash'],
  },
  {
    named: /^(?:work|work (?:stuff|things|bits|related)|work-related|anything for (?:work|the office)|office stuff)$/,
    members: ['desk', 'office', 'planner', 'work bag', 'lanyard'],
  },
  {
    named: /\b(?:oonis?|pizza ovens?|gozney)\b/,
    members: ['pizza oven', 'ooni', 'gozney'],
  },
  {
    // Spelt either way, and by its kinds: "given whisky every year" rules out an Irish whiskey too.
    named: /\b(?:whisky|whiskey|whiskies|whiskeys|scotch|single malts?|bourbon)\b/,
    members: ['whisky', 'whiskey', 'scotch', 'single malt', 'bourbon', 'rye whiskey'],
  },
  {
    named: /\b(?:aftershaves?|perfumes?|fragrances?|colognes?|scents?)\b/,
    members: [
      'aftershave',
      'perfume',
      'fragrance',
      'cologne',
      'eau de parfum',
      'eau de toilette',
      'parfum',
      'atomiser',
      'scent',
    ],
  },
  {
    named: /\b(?:smellies|toiletries|bath stuff|bath sets?)\b/,
    members: ['bath bomb', 'shower gel', 'body wash', 'body lotion', 'bubble bath', 'toiletry', 'bath set', 'soap set'],
  },
]

/** Families named by the words of each dislike or thing owned, read once: the rules ask for every candidate. */
const membersByWords = new Map<string, readonly string[]>()

/** The member words of any family a dislike's words name, or none. */
export function familyMembers(dislikeWords: string): readonly string[] {
  let members = membersByWords.get(dislikeWords)
  if (!members) {
    members = FAMILIES.filter(({ named }) => named.test(dislikeWords)).flatMap((family) => family.members)
    // Shoppers' words are open-ended: keep the memo bounded.
    if (membersByWords.size > 5000) membersByWords.clear()
    membersByWords.set(dislikeWords, members)
  }
  return members
}

/** Whether a gift's words (singular forms, and its text for phrases) show it belongs to one of the members. */
export function belongsToFamily(members: readonly string[], words: ReadonlySet<string>, text: string): boolean {
  return members.some((member) => (/[ -]/.test(member) ? startsAWord(text, member) : words.has(singular(member))))
}

/** A phrase found where a word starts: "led light" is in "LED lights", not in "recycled lighthouse". */
function startsAWord(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!)) return true
  }
  return false
}
