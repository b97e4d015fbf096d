/**
 * Limits a shopper mentions that are not the recipient's, now: their own ("I'm vegan myself"),
 * someone else's ("his wife is vegetarian but he's a proper carnivore"), outgrown ("had a peanut
 * allergy as a kid but grew out of it"), denied ("Teetotal? God no.") or taken back ("Pregnant --
 * wait no, that's my other sister"). Each is taken out of the message before it is read, so the
 * words of the limit do not rule out the very things the person enjoys.
 */

/** Words that state a limit of diet, drink or health: what these patterns look for. */
const LIMIT = String.raw`(?:vegan|vegetarian|veggie|pescatarian|teetotal|sober|pregnant|lactose(?: intolerant)?|coeliac|celiac|(?:nut |peanut |dairy |milk |wheat )?allerg(?:y|ic)(?: to [a-z]+)?|(?:gluten |dairy |lactose )?intolerant|gluten[- ]free|dairy[- ]free|diabetic|non-?drinker|on the wagon|off the (?:booze|drink|sauce)|dry (?:jan(?:uary)?|feb(?:ruary)?|october|month))`

const RELATIVE = String.raw`(?:wife|husband|partner|girlfriend|boyfriend|other half|missus|fiance|fiancee|mum|mom|mother|dad|father|sister|brother|son|daughter|kids?|flatmate|housemate)`

const NOT_ABOUT_THEM: readonly RegExp[] = [
  // The shopper's own: "I'm vegan myself", "I'm the lactose intolerant one", "I don't drink".
  new RegExp(
    String.raw`\b(?:i'm|i am|im)(?: (?:actually|also|a|an|the|strictly|very much))* ${LIMIT}(?: myself| one)\b`,
    'gi',
  ),
  /\bi (?:don't|do not|dont|never) (?:drink|eat meat)(?: myself| much)?\b/gi,
  // Someone else's, set against the recipient: "his wife is vegetarian but he's a carnivore" ("my
  // friend's coeliac but she loves baking" is the recipient's own).
  new RegExp(
    String.raw`\b(?:his|her|their) ${RELATIVE}(?:'s| is| are|'re| s) (?:(?:a|an|very|strictly|really|totally|completely|also) )*${LIMIT}\b[^.!?]{0,20}?\bbut (?=(?:he|she|they)(?:'s|'re| is| are| s| isn't| isnt| loves| eats| drinks| will| would)?\b)`,
    'gi',
  ),
  // Denied as soon as asked: "Teetotal? God no.", "nothing gendered? nah".
  new RegExp(
    String.raw`(?<=^|[.!?;,]\s*)(?:(?:is|are) (?:she|he|they) |(?:nothing|no|not|anything|a) )?(?:[a-z-]+ )?(?:${LIMIT}|gendered|jokey|novelty|screens?|gadgets|alcohol|booze|jewellery|perfume)\?\s*(?:(?:god|hell|oh|lol|haha|ha|err|um|erm|no),?\s+)*(?:no|nah|nope|not at all|not a chance|absolutely not|definitely not|hardly|no way|not really|never)\b[.!]*`,
    'gi',
  ),
  // Taken back: "Diabetic - no sorry, that's her mum", "out of hospital - no wait, that was last year".
  /[^.!?]*?\b(?:wait,? no|no,? wait|no,? sorry|sorry,? no|oops,? no|no,? hang on|hang on,? no)\b,? (?:that's|thats|that is|that was|i mean|i'm thinking of|im thinking of) (?:(?:my|her|his|their|our|the) (?:other )?[a-z-]+|last year|years ago|ages ago|before)\b[.!]*/gi,
  /[^.!?]*?\bno,? actually (?:she|he|they) (?:is|are|does|do|has|can)\b[^.!?]*/gi,
  // Outgrown or over: "had a peanut allergy as a kid but grew out of it", "did dry january but he's
  // well back on the ale", "went vegetarian for a month back in 2019, gave up".
  new RegExp(
    String.raw`[^.!?]*?\b${LIMIT}\b[^.!?]*?(?:,|\bbut\b|\bthen\b|\band\b) (?:[a-z]+ ){0,3}?(?:grew out of it|grown out of it|outgrew it|didn't last|didn't stick|packed it in|(?:gave|given) (?:it |that )?up(?= *(?:[.,;!?]|$|(?:after|within|pretty|quite|soon|lol|haha)\b))|(?:(?:he|she|they|we)(?:'s|'re| is| are| s)|is|are) (?:well |right |straight |firmly |now )?back on (?:the |it\b)(?:[a-z]+)?)`,
    'gi',
  ),
]

export function withoutLimitsNotTheirs(text: string): string {
  let kept = text.replace(/[‘’]/g, "'")
  for (const pattern of NOT_ABOUT_THEM) kept = kept.replace(pattern, ' ')
  return kept
}
