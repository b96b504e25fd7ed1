/**
 * The rules layer of the crisis-safety screen (screen.ts combines it with the others): a reading of
 * one message for suicide and self-harm risk by hand-written rules built from clinical warning signs.
 * No model, nothing downloaded; a 5,000-character message screens in well under a millisecond.
 *
 * How a message is read:
 * 1. `normalize` (normalize.ts) folds case, Unicode, apostrophes, chat spellings, misspellings, leet
 *    and slang into plain words with clause marks.
 * 2. Every rule in patterns.ts whose anchor words occur in a sentence runs its regular expression
 *    on that sentence (crisis-level rules first; once a message is a crisis, concern-only rules stop).
 * 3. Each match is judged in its clause: who it is about (the writer; a named someone else; people in
 *    general), whether it is negated ("I would never …"), in the past ("I used to …"), inside a
 *    quotation, or a survivor telling of someone's finished death ("he killed himself in 2019").
 *    Crisis about the writer stays crisis; in the past it becomes concern; negated it is dropped.
 *    About someone else: present danger is crisis (or concern for a worry or ongoing self-harm);
 *    a death already happened is nothing to flag; a general remark about people is concern.
 * 4. The message's level is the highest surviving level; two or more different warning signs that
 *    are each only a concern together make a crisis (`combined_risk`).
 * Reasons are short machine codes; the user's words are never echoed.
 */
import type { RiskLevel } from '@shared/schemas/companion';
import { normalize } from './normalize';
import {
  COMPLETED_THIRD,
  FIRST_WORDS,
  GENERIC_WORDS,
  HISTORICAL,
  MEANS_NAMED,
  PRESENT_THIRD,
  RECENT,
  REL,
  REL_RE,
  RULES,
  SECOND_WORDS,
  THIRD_WORDS,
  WORRY,
  type Level,
  type Reason,
  type Rule,
} from './patterns';

export interface ScreenResult {
  risk: RiskLevel;
  reasons: string[];
}

interface Finding {
  level: Level;
  reason: Reason;
}

type Person = 'first' | 'second' | 'third' | 'generic';

const NEG_TAIL =
  /^.*\b(?:never (?:would|will|could|did|do|ever) i|not|never|dont|didnt|doesnt|wont|wouldnt|shouldnt|isnt|arent|wasnt|havent|hasnt|hadnt|no longer|no intention (?:of|to)|no plans? (?:to|of)|no desire to|nothing to do with|nor|no(?! (?:point|reason|hope|way|future|use|more|longer|matter|life|purpose|meaning|escape|one|body|idea|clue)\b))((?: [a-z]+){0,5}) $/;
/** Words between a negation and a match that end its scope: a new clause, a new subject, a question. */
const NEG_BREAKERS =
  /\b(?:stop|stopped|stopping|quit|shaken|shake|got over|been able|told anyone|told anybody|taken|eaten|slept|left the house|been out|been outside|know|why|if|how|whether|care|understand|mind|remember|get|see|thought|imagined|expected|knew|realized|realised|understood|believe|sure|tell|say|matter|who|what|that|and|but|so|because|cos|coz|then|i|im|ive|id|ill|he|she|they|we|you|when|until|unless|anymore|okay|ok|fine|alright|well|coping|sleeping|eating)\b/;
const DOUBLE_NEG =
  /\b(?:(?:lying|lie) if i (?:said|say)|cant say i (?:havent|hadnt|dont|didnt)|wouldnt say i (?:havent|hadnt)|cant promise|cant guarantee|cant say|not sure|dont know if|unsure|no guarantee|not certain|doubt|why|what if|scared|afraid|worried|unless)\b/;
const PAST_FIRST =
  /(?<!\b(?:wish|wished|wishing|if|as if|like|though) (?:i |it )?)\b(?:wanted|was|were|felt|wished|considered|contemplated|thought (?:about|of)|used to)\b/;
const ATTEMPT_WORDS = /\b(?:tried|attempted|attempt|took|taken|swallowed|downed|overdosed)\b/;
const REPORTED_INTENT = /\b(?:was|were) (?:going to|gonna|about to|planning to)\b|\bwould (?:kill|end|do it)\b/;
/** Someone is in danger now: "there's blood everywhere", "she won't wake up". */
const IMMINENT =
  /\b(?:what (?:do|should|can) i do|help me|blood everywhere|bleeding|unconscious|unresponsive|not breathing|isnt breathing|stopped breathing|turning blue|wont wake|cant wake|isnt waking|not waking|passed out|ambulance|911|999|112|000|emergency room|right now|just now|minutes ago|an hour ago|hours ago|not answering|wont answer|cant reach|on the way to (?:the )?hospital|rushing (?:him|her|them) to (?:the )?(?:hospital|a and e))\b/;
/** After "I haven't …": a time since which, so it happened before ("since 2020", "for years", "in months"). */
const HAVENT_SINCE =
  /^ (?:\w+ ){0,2}?(?:since|for (?:years|months|weeks|ages|a (?:while|year|long time)|\d+|two|three|four|five|six)|in (?:years|months|ages|a (?:while|year|long time)|\d+|two|three|four|five|six))\b/;
const ASKED_IF =
  /\b(?:asked|asks|asking|ask|wondered|wonders|checked|checking|check|questioned) (?:me |us )?(?:if|whether)(?:(?: [a-z]+){0,3}|(?: (?:i|ive|im|have|had|has|been|having|any|ever|thoughts?|of|about|felt|feeling|was|am|considered|considering|thinking|were|would|do|did|still|recently|lately|again)){0,6}) $/;
const DENIED =
  /\b(?:said no|say no|told (?:her|him|them|her|my \w+) no|denied|i dont|im not|of course not|no way)\b|(?:^|[.,] )(?:no|nope|nah|not at all|never|definitely not|absolutely not)\b/;
/** An answer of yes to someone else's question about suicide ("she asked if I'd thought of it and I said yes"). */
const AFFIRMED =
  /^(?: ,| \.)?(?: and| but| so)? (?:i )?(?:said|say|told (?:her|him|them|my \w+)|admitted|answered|nodded|replied)(?: ,)? (?:yes|yeah|yep|i have|i do|i am|that i (?:have|had|do|am|was))\b/;
/** A farewell said to the dead, over the ashes or at the bedside: no farewell of one's own unless a means is named. */
const FAREWELL_TO_THE_DEAD = new RegExp(
  `^(?![^]*${MEANS_NAMED.source})[^]*\\b(?:scatter(?:ed|ing)? (?:his|her|their|the|our) ashes|(?:his|her|their) ashes|graveside|crematorium|chapel of rest|(?:his|her|their) (?:little |tiny |wee |small )?(?:coffin|casket|bedside|deathbed))\\b`,
);
const GRIEF_EXERCISE =
  /\b(?:(?:the|a|that|this) (?:train |lorry |bus |other |van |taxi )?driver|therapy|homework|therapist|counsell?or|grief (?:group|counsell?or|coach|workbook|exercise)|support group|suggested|exercise|read (?:it )?at (?:the|his|her)|at (?:the|his|her) (?:grave|funeral|memorial|service)|for (?:the|his|her) (?:funeral|memorial|service|grave)|to (?:my|his|her) (?:late|dead)|unsent letter|letter to (?:my )?(?:late|dead))\b/;
const FOUND_THEIRS =
  /\b(?:found|saw|read|went through|looked at|checked|discovered) (?:his|her|their|my \w+s) (?:search history|browser history|browser|phone|notes?|diary|journal|laptop|computer|searches|texts|messages|letters?|emails)\b/;
/** Words that show the person one wants to be with is alive. */
const ALIVE_CUE =
  /(?<!\bwhere(?:ver)? )\b(?:and (?:her|his|their) (?:kids|children|husband|wife|partner|boyfriend|girlfriend|family|dog)|theyve been|theyll|shes|hes|theyre|she is|he is|they are|she needs|he needs|she has|he has|she lives|he lives|her house|his house|their house|their place|her place|his place|visit|visiting|for dinner|for lunch|for coffee|in (?:the )?hospital|at the hospital|birthday party|this weekend|on holiday|on vacation|first (?:one|christmas|birthday|easter|eid|diwali|year|holiday|summer|weekend|mothers day|fathers day) without|tickets?|flight|flying|landing|land at|airport|station|coach|ferry|drive (?:up|down|over)|driving (?:up|down|over)|pick (?:me|you) up|keep the \w+ (?:warm|on|hot)|put the kettle on|for (?:tea|dinner|lunch|coffee|a cuppa|a brew|the weekend|a visit|a few days)|bingo|shopping|see you then|cant wait to see you)\b/;
const TIMED_REASONS = new Set<Reason>(['passive_ideation', 'reunion']);
const SOON = /\b(?:tonight|right now|this weekend|by morning|before morning|in an hour|within the hour)\b/;
/** A date or time set for a reunion with the dead ("after the funeral i'm going to be with her", "sunday mum"). */
const REUNION_WHEN =
  /\b(?:(?<!\b(?:too|gone|far too|way too) )soon|(?<=\b(?:off|going|goin|gone) to (?:be with|join|see|meet) (?:you|him|her|them|my \w+|\w+) )now(?! and (?:then|again))|tonight|tonights|tomorrow|the morra|at the weekend|by morning|before morning|in the morning|this (?:week|weekend|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday|christmas|easter)|next (?:week|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|(?:on )?(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?! (?:mornings|nights|afternoons|evenings))|by (?:morning|the morning|christmas|new year|the weekend|the end of|tomorrow|then|dawn|sunrise|midnight|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|before (?:the (?:sun|weekend|month|funeral|anniversary|inquest|end of|first frost)|christmas|easter|his (?:birthday|anniversary)|her (?:birthday|anniversary)|their (?:birthday|anniversary)|our (?:anniversary|birthday)|sunday|monday|tuesday|wednesday|thursday|friday|saturday|long)|after (?:the|his|her|their|my) (?:funeral|service|anniversary|birthday|memorial|wake|inquest|cremation)|once the (?:funeral|kids|house|dog|cat|inquest)|on (?:his|her|their|our|my) (?:birthday|anniversary|angelversary|deathday)|on the anniversary|on the \d+(?:st|nd|rd|th)?|at (?:midnight|dawn|sunrise|sunset|dusk|high tide|low tide|\d+(?: ?(?:am|pm))?|half \w+)|by (?:sunrise|sunset|dusk|the time)|christmas eve|new years eve|(?:that|the same|the) (?:night|day|morning|date|time|hour)|in (?:\d+|two|three|four|five|a few|ten) (?:days|weeks)|one more (?:week|day|night|month|sleep)|counting (?:down )?the (?:days|hours|sleeps)|(?:\d+|two|three|four|five|a few) more (?:days|sleeps|nights|weeks)|(?:before|by) the (?:week|month|year|weekend)(?:s| is)? (?:out|over|done)|end of (?:the|this) (?:week|month)|(?:the )?\d+(?:st|nd|rd|th))\b/;
/** A decision or a means that turns a wish to join the dead into a plan ("it's decided", "i've got it all ready"). */
const DECIDED =
  /\b(?:(?:doesnt|does not|dont|do not) (?:matter|care) how|whatever it takes|(?:any|whatever) way i can|(?:and )?i (?:meant|mean) it|im not joking|not joking|i promised (?:her|him|them|you)|decided|decision|made up my mind|mind is made up|minds made up|(?:ive |i have |i ve )?made (?:my )?peace with it|same (?:spot|time of (?:night|day))|mind s made up|(?:dont|do not) (?:try (?:and |to )?)?talk me out of (?:it|this)|made my mind up|made sure of it|(?:all|its|it is|got it|have it|ive got it) (?:all )?(?:planned|sorted|arranged|ready|set)|planned it|got (?:it )?all (?:planned|sorted|ready|lined up)|(?:all|its|it s|everything) lined up for|worked out (?:how|exactly|the)|chosen (?:the (?:way|day|place|date|time|spot|night)|how|when|where)|picked (?:the|a) (?:day|spot|place|way|date|night)|the means (?:are|is)|got what i need|bought what i need|ive got everything|got everything (?:ready|i need)|everything(?:s| is)? ready|(?:have|got|ive got|i have|ive) (?:got )?(?:what|everything|all) i need|no more waiting|not waiting (?:any longer|anymore)|keep you waiting|(?:im )?not coming back|wont be (?:coming|walking|driving|turning|checking) (?:back|out|home)|same way (?:you|he|she|they) (?:went|did)|nobody is stopping me|no one is stopping me|nobodys stopping me|nothing stopping me|nothing is stopping me|ive set it|set it for|all arranged|pills (?:are )?taken|taken the (?:pills|tablets)|ive got the (?:pills|tablets|rope|gun)|sorted (?:how|it|the how)|(?:got |have )?(?:it )?all worked out|know exactly how|exactly how|(?:stop|no more|done|not|wont keep you|cant keep) waiting|ropes? (?:is )?up|ive sorted|(?:its|it s|thats|date s|dates|days|day is) (?:picked|chosen|set|booked|decided|final)|thats final|(?:no|not) changing my mind|(?:no one|nobody|noone)(?:s| is)? (?:going to|gonna) stop me|nothing (?:will|is going to|can) stop me|ive prepared|prepared myself|seen to everything|set everything in order|everything(?:s| is) (?:in place|in order|sorted|set)|got the lot|taken (?:enough|everything|them|it all)|made my choice|brought everything|got it all|its happening|decision(?:s| is)? made|im set|all set|pills (?:down|taken|swallowed|in me)|done it|booked (?:the|a) (?:day|date|hotel|room)|written the letters|said my goodbyes|same way as (?:you|u|him|her))\b/;
/** A visit to the grave or a ritual: an ordinary plan "to be with him" tonight. */
const VISIT_CUE =
  /\b(?:grave|graveside|cemetery|crematorium|churchyard|headstone|memorial|plot|bench|candle|flowers|balloons|service|mass|garden of remembrance|urn|photos?|album|his room|her room|their room|like we used to|as usual|every (?:sunday|week|year|night)|in my dreams|in spirit|in my heart)\b/;
const REUNION_MEANS =
  /\b(?:pills|tablets|meds|rope|gun|rifle|shotgun|razor|blade|hose|overdose|jump|bridge|drown|water|tracks|train)\b/;
/** A third person's past told as a story with a date or a life behind it, not as news ("she overdosed in March"). */
const THIRD_STORY =
  /\b(?:(?:wasnt|was not|werent|were not) trying to (?:die|kill|end)|didnt know what was in it|(?:wouldnt|would not) have (?:felt|known|suffered)|they think (?:he|she|they) (?:walked|went|jumped|took|drove)|where they found|(?:his|her|their) (?:shoes|clothes|bag|phone|car) (?:were|was) (?:found|lined up|left)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|last (?:year|month|spring|summer|autumn|fall|winter|christmas|easter)|struggled with|(?:his|her|their) (?:battle|fight) with|addiction|(?:his|her|their) (?:death|funeral|passing|inquest)|during the|riots|partition|the war|(?:\d+|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty) (?:\w+ )?years|in (?:19|20)\d\d|on (?:my|his|her|their|our) \d+(?:st|nd|rd|th) birthday|every (?:birthday|christmas|year|anniversary) since|(?:turned|switched) (?:the |her |his )?(?:machines?|ventilator|life support) off|life support|in a hotel room in|writing about (?:it|this|that|her|him)|for (?:my|the) counsell?or|(?:the|an|at the) inquest|last words)\b/;
/** The last days of someone who has died. */
const THIRD_END =
  /\b(?:at the end|in (?:his|her|their) (?:last|final)|before (?:he|she|they) (?:died|passed|went)|(?:his|her|their|the) last (?:days|weeks|months|year)|end of life|palliative|hospice|dementia|was dying|were dying)\b/;
/** A third person told in the past tense. */
const PAST_THIRD =
  /\b(?:was|were|had|did|wanted|tried|took|taken|killed|died|said|told|texted|messaged|used to|attempted|overdosed|jumped|cut|hanged|hung|shot|threatened|talked|wrote|swallowed|left|ended|drowned|passed|felt|seemed|thought|planned)\b/;
/** Pronouns that are the listener, not the speaker, of a quotation ("she texted me: …"). */
const QUOTE_OBJECTS = new Set(['me', 'us', 'him', 'her', 'them', 'you']);
/** Who spoke a quotation, named just after it ('" … ," he joked', '" … ," said mum'). */
const QUOTE_AFTER = new RegExp(
  `^ (?:, )?(?:(i|he|she|they|${REL}|[a-z]+) (?:said|says|joked|wrote|writes|told \\w+|texted|whispered|added|laughed|used to say|would say|kept saying|always said)|(?:said|says|joked|wrote|whispered|added) (i|he|she|they|${REL}|my \\w+|[a-z]+))\\b`,
);
const SPEECH =
  /\b(?:said|says|say|saying|told|tells|texted|texts|messaged|wrote|writes|posted|typed|called|screamed|yelled|whispered|kept saying|keeps saying)\b/;

/** In a question about a method: words that point at the writer ("for me", "would I", "my tablets", not "my sister"). */
const ASK_FIRST = new RegExp(
  `\\b(?:i|im|id|ill|ive|me|myself|mine|someone (?:my|like me))\\b|\\bmy (?!(?:late |dead |poor |own )?${REL}\\b)`,
);
/** …and words that make it a question about a death already happened ("how many did she take?"). */
const ASK_PAST = new RegExp(
  `\\b(?:(?:was|were) the (?:lorry|car|train|van|bus|truck|driver|other car|other driver|motorbike)|(?:it|the (?:lorry|car|train|van|bus|truck|driver)) (?:hit|struck|ran over|knocked) (?:him|her|them|my \\w+)|(?:did|was|had|were) (?:he|she|it|my \\w+|his|her|${REL})|(?:would|could|might) (?:\\w+ ){0,2}have (?:been|had|felt|known|died|suffered|survived|taken|done|seen)|(?<!\\b(?:does|do|would|will|can|could|might|should|doesnt|wont) )(?:he|she|they|it|${REL}) (?:\\w+ )?(?:took|jumped|used|died|killed|overdosed|hanged|hung|drowned|felt|suffered|passed|fell|was|had|did|went|swallowed|drove|walked|shot|hurt|crashed|drank|knew|got))\\b`,
);

/** Around a question about a method: signs that it is a survivor's question about a death ("I'm trying to understand"). */
const SURVIVOR = new RegExp(
  `\\b(?:in (?:19|20)\\d\\d|years? ago|months? ago|trying to understand|need(?:ed)? to understand|(?:the )?(?:doctors?|gp|nurses?|consultant|paramedics?|pathologist|fire brigade|firefighters|hospice) (?:said|told|says|thinks?|thought|explained|reckons?)|make sense of|asking (?:about|for) (?:my|his|her|our)|about (?:my|his|her|our) (?:late )?\\w+ (?:who|that)|inquest|coroner|post mortem|autopsy|toxicology|timeline|care home|complain\\w*|the police (?:were|said|told)(?! (?:(?:me|us) )?(?:that )?(?:my |our |his |her |their )?\\w+ (?:is|are|s|has|have|just) )|the night (?:before )?(?:he|she|they) died|what (?:he|she|they) went through|what happened to (?:him|her|them)|dispose|disposal|return (?:it|them)|take (?:it|them) back|assisted dying|dignitas|euthanasia|put (?:down|to sleep)|vet|scatter\\w*|ashes|headstone|plaque|memorial|permission|(?:he|she|they|${REL}) (?:\\w+ )?(?:drowned|died|fell|jumped|hanged|overdosed|passed|took (?:his|her|their) own life|killed (?:himself|herself|themselves)|was found|shot (?:himself|herself)|was (?:shot|killed|hit|murdered|stabbed|run over)))\\b`,
);
/** Beside a survivor's question: the writer's own intent, thoughts or means, which keep it the writer's question. */
const ABOUT_ME =
  /\b(?:for me|myself|hypothetically|asking for a friend|nothing (?:left )?for me|no point (?:in )?(?:me|going on|anymore|any more)|cant (?:go on|do this|take (?:it|this|any more|anymore))|done with (?:it all|life|everything|living)|tired of (?:living|life|being alive|being here)|want (?:it|this) (?:to end|over|to be over)|(?:i have|ive|i ve|i) (?:got|thought|been thinking|decided|been looking|saved|kept)|i (?:want|wanna|plan|intend|am going|will|would)|im (?:going|gonna|planning|thinking|ready|done)|ill|id|my own|(?:my|mine) (?:pills|tablets|meds|medication|gun|rope)|(?:i have|ive|i) (?:the|some|enough|a) (?:pills|tablets|meds|rope|gun))\b/;

/** A question about people in general rather than the writer. */
const ASK_GENERIC =
  /\b(?:why|how come) (?:do|does|did|would|are|is|dont|doesnt)? ?(?:people|someone|somebody|anyone|they|a person|some people|so many)\b|\b(?:people|someone|somebody|a person|those) (?:who|that) (?:\w+ )?(?:die|died|jump|jumped|hang|hanged|overdose|overdosed|drown|drowned|take|took|kill|killed)\b/;
/** The frame of a survivor's question, which names the writer without being about them ("I need to know if it was quick"). */
const ASK_FRAME =
  /\b(?:i (?:just )?(?:hope|know|think|wonder|guess|keep wondering|keep thinking|cant stop thinking|need to know|want to know|have to know|wanted to know|still wonder|always wonder|pray|prayed)|im (?:wondering|asking|curious|told|sure)|i was told|(?:can|may) i ask|do you think|tell me|i (?:keep|cant stop) (?:imagining|picturing|seeing it|going over)(?: it)?|i (?:just )?(?:need|want|have) to understand|i (?:just )?need to know|i (?:dont|do not) know (?:if|whether|what|how)(?: i (?:believe|trust) (?:them|it|that|him|her))?|(?:im )?still waiting (?:on|for)|i hope it was|it took (?:\w+ )?\d+ (?:minutes|hours|days))\b/g;

const RANK: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };

const DETERMINERS = new Set(['my', 'his', 'her', 'our', 'their', 'the', 'your', 'a']);
const PREPOSITIONS = new Set([
  'without',
  'with',
  'for',
  'to',
  'about',
  'of',
  'from',
  'at',
  'by',
  'miss',
  'love',
  'lost',
  'after',
  'like',
  'than',
  'since',
  'and',
  'see',
  'hold',
  'hug',
  'join',
  'where',
  'beside',
  'near',
  'behind',
  'unlike',
  'toward',
  'towards',
  'into',
  'on',
  'in',
]);
/** Pronouns that are only ever a subject. */
const SUBJECT_THIRD = new Set(['he', 'she', 'they', 'hes', 'shes', 'theyre']);
/** Pronouns that are never a subject. */
const OBJECT_ONLY = new Set(['him', 'them', 'himself', 'herself', 'themselves', 'themself', 'his', 'their']);

/** The subject a clause is about: scans the words before the match from right to left. */
function personOf(prefix: string, match: string): Person | null {
  // The match's own first word counts first ("i just overdosed", "he wants …"); then the clause,
  // nearest word first. Only the last dozen words matter.
  const sp = match.indexOf(' ');
  const order = [sp < 0 ? match : match.slice(0, sp)];
  let end = prefix.length;
  while (order.length < 14 && end > 0) {
    while (end > 0 && prefix.charCodeAt(end - 1) === 32) end--;
    if (end === 0) break;
    const start = prefix.lastIndexOf(' ', end - 1) + 1;
    order.push(prefix.slice(start, end));
    end = start;
  }
  for (let i = 0; i < order.length; i++) {
    const w = order[i]!;
    if (!w) continue;
    if (FIRST_WORDS.has(w)) return 'first';
    if (SECOND_WORDS.has(w)) return 'second';
    // "… and he's not answering": a subject pronoun is never the object of a preposition.
    if (SUBJECT_THIRD.has(w)) return 'third';
    const third = THIRD_WORDS.has(w) || REL_RE.test(w);
    const generic = !third && GENERIC_WORDS.has(w);
    if (!third && !generic) continue;
    // "life without him", "since my mom …": a person after a preposition is not the subject.
    let j = i + 1;
    if (DETERMINERS.has(order[j] ?? '')) j++;
    if (PREPOSITIONS.has(order[j] ?? '') || OBJECT_ONLY.has(w)) continue;
    return third ? 'third' : 'generic';
  }
  return null;
}

function personOfWho(who: string | undefined): Person | null {
  if (!who) return null;
  if (who === 'myself' || who === 'my' || who === 'ourselves' || who === 'our') return 'first';
  if (who === 'yourself' || who === 'your') return 'second';
  return 'third';
}

function whoOf(m: RegExpExecArray): string | undefined {
  if (!m.groups) return undefined;
  for (const v of Object.values(m.groups)) if (v) return v;
  return undefined;
}

/** Up to this many characters (normalized) a message needs no `requiresInMessage` context. */
const SHORT_MESSAGE = 80;

/** How far before a match the screen looks for its clause and sentence (keeps every match O(1)). */
const WINDOW = 240;

/** The offset just after the last of `marks` before `at`, looking back at most WINDOW characters. */
function lastBoundary(t: string, at: number, marks: readonly string[]): number {
  const lo = Math.max(0, at - WINDOW);
  const win = t.slice(lo, at + 1);
  let best = -1;
  for (const mark of marks) {
    const i = win.lastIndexOf(mark);
    if (i >= 0 && i + mark.length > best && lo + i + mark.length <= at) best = i + mark.length;
  }
  return best < 0 ? lo : lo + best;
}

const SENTENCE_MARKS = [' . '];

/** The sentence from `start` to `end` with the one before and the one after it (each bounded by WINDOW). */
function nearSentences(t: string, start: number, end: number): string {
  const from = start > 3 ? lastBoundary(t, start - 3, SENTENCE_MARKS) : start;
  const after = t.slice(end + 3, end + 3 + WINDOW);
  const stop = after.indexOf(' . ');
  return t.slice(from, stop < 0 ? Math.min(t.length, end + 3 + WINDOW) : end + 3 + stop);
}
const CLAUSE_MARKS = [' . ', ' , ', ' " ', ' but ', ' though ', ' although ', ' however ', ' and yet '];

interface Match {
  /** Absolute offset in the normalized text. */
  at: number;
  text: string;
  who: string | undefined;
}

interface Context {
  t: string;
  /** Offsets of the quotation marks. */
  quotes: number[];
  /** Whether the message tells of a death (lazily computed). */
  deceased?: boolean;
  /** Message-wide tests already made (`requiresInMessage`). */
  inMessage: Map<RegExp, boolean>;
}

function judge(rule: Rule, m: Match, ctx: Context): Finding | null {
  const { t } = ctx;
  const at = m.at;
  const sentStart = lastBoundary(t, at, SENTENCE_MARKS);
  const after = t.slice(at + m.text.length, at + m.text.length + WINDOW);
  const endRel = after.indexOf(' . ');
  const sentEnd = endRel < 0 ? Math.min(t.length, at + m.text.length + WINDOW) : at + m.text.length + endRel;
  const sentence = t.slice(sentStart, sentEnd);
  const clauseStart = lastBoundary(t, at, CLAUSE_MARKS);
  const prefix = t.slice(clauseStart, at);

  // Readings in two parts: the second part must be in this sentence or the one before.
  if (rule.requires) {
    let near: string | undefined;
    for (const need of Array.isArray(rule.requires) ? rule.requires : [rule.requires]) {
      if (need.test(sentence)) continue;
      near ??= nearSentences(t, sentStart, sentEnd);
      if (!need.test(near)) return null;
    }
  }
  // A wider reading: within a few sentences either side ("everyone said it gets easier. it's been six years. it hasn't").
  if (rule.requiresAround && !rule.requiresAround.test(t.slice(Math.max(0, at - WINDOW), at + m.text.length + WINDOW)))
    return null;
  // A short message is read as being about the person who died: that is what people come here to talk about.
  if (rule.requiresInMessage && t.length > SHORT_MESSAGE) {
    let has = ctx.inMessage.get(rule.requiresInMessage);
    if (has === undefined) ctx.inMessage.set(rule.requiresInMessage, (has = rule.requiresInMessage.test(t)));
    if (!has) return null;
  }
  if (rule.unless?.test(sentence)) return null;
  if (rule.unlessNear?.test(nearSentences(t, sentStart, sentEnd))) return null;
  // "How many did she take?": a survivor asking about a death, unless the question points at the writer.
  if (rule.asks && !ASK_FIRST.test(sentence.replace(ASK_FRAME, ' '))) {
    // Told beside a death (a coroner, an inquest, "he drowned"), a survivor's question, unless the
    // sentences around it speak of the writer's own intent or means ("I've thought about it a lot since
    // he died") or it was found in someone's searches.
    const around = nearSentences(t, sentStart, sentEnd);
    if (
      ASK_PAST.test(sentence) ||
      (SURVIVOR.test(around) &&
        !ABOUT_ME.test(around.replace(ASK_FRAME, ' ')) &&
        !FOUND_THEIRS.test(t.slice(Math.max(0, at - WINDOW), at)))
    )
      return null;
    // "Why do people who jump survive?": a question about people in general, worth a check-in.
    if (ASK_GENERIC.test(sentence)) return { level: 'concern', reason: rule.reason };
  }

  // Quotation: who is speaking?
  let quoted = false;
  let quoteSpeaker: Person | null = null;
  let quotePresent = false;
  {
    let n = 0;
    for (const q of ctx.quotes) {
      if (q >= at) break;
      n++;
    }
    if (n % 2 === 1) {
      quoted = true;
      const open = t.lastIndexOf('"', at);
      let bStart = lastBoundary(t, open, SENTENCE_MARKS);
      // 'On his headstone it will say: "…"': the colon ended the sentence that names the speaker.
      if (bStart > 3 && t.slice(bStart, open).trim() === '') bStart = lastBoundary(t, bStart - 3, SENTENCE_MARKS);
      const before = t.slice(bStart, open);
      if (SPEECH.test(before) || /\b(?:note|letter|text|message|diary|journal)\b/.test(before)) {
        const words = before.trim().split(' ');
        for (let i = words.length - 1; i >= 0; i--) {
          const w = words[i]!;
          // "my son messaged me saying …": "me" is who heard it, not who spoke.
          if (QUOTE_OBJECTS.has(w) && words[i - 1] !== 'and') continue;
          if (FIRST_WORDS.has(w)) {
            quoteSpeaker = 'first';
            break;
          }
          if (THIRD_WORDS.has(w) || REL_RE.test(w)) {
            quoteSpeaker = 'third';
            break;
          }
          if (GENERIC_WORDS.has(w) || SECOND_WORDS.has(w)) {
            quoteSpeaker = 'generic';
            break;
          }
        }
        if (/\b(?:note|letter|diary|journal)\b/.test(before) && quoteSpeaker === null) quoteSpeaker = 'third';
        quotePresent =
          /\b(?:says|keeps saying|texts|tells|writes|just (?:said|texted|told|messaged|wrote|posted|called))\b/.test(
            before,
          );
      }
    }
  }

  let person: Person;
  if (quoted) {
    if (quoteSpeaker === null) {
      // '"See you on the other side," he joked': the speaker named after the quotation.
      const close = t.indexOf('"', at + m.text.length);
      const tail = close < 0 ? '' : t.slice(close + 1, close + 60);
      const after = QUOTE_AFTER.exec(tail);
      if (after) quoteSpeaker = FIRST_WORDS.has(after[1] ?? after[2] ?? '') ? 'first' : 'third';
    }
    if (quoteSpeaker === null) return { level: 'concern', reason: 'quoted' };
    person = quoteSpeaker;
  } else if (rule.self) {
    person = 'first';
    // "I found his search history: how to tie a noose": what the writer found, not what they plan.
    if (rule.level === 'crisis' && FOUND_THEIRS.test(t.slice(Math.max(0, at - WINDOW), at)))
      return { level: 'concern', reason: rule.reason };
  } else {
    const subject = personOf(prefix, m.text);
    const reflexive = personOfWho(m.who);
    // "Why do people kill themselves": people in general, whatever the pronoun.
    person =
      (reflexive === 'third' && subject === 'generic' ? 'generic' : reflexive) ??
      subject ??
      (rule.only === 'third' && rule.reason === 'third_party_risk' ? 'third' : 'first');
  }

  if (rule.only === 'third' ? person !== 'third' : rule.only === 'first' && person !== 'first') return null;

  if (person === 'first') {
    // "A goodbye letter to my dad, my therapist suggested it": a grief exercise, not a farewell.
    if (rule.reason === 'goodbye' && (GRIEF_EXERCISE.test(t) || FAREWELL_TO_THE_DEAD.test(t))) return null;
    // "My therapist asked if I was suicidal and I said no": someone else's question, answered.
    if (ASKED_IF.test(prefix)) {
      const answer = t.slice(at + m.text.length, at + m.text.length + 80);
      // "… and I said yes": the question answered with the thought itself keeps the rule's level.
      if (AFFIRMED.test(answer)) return { level: rule.level, reason: rule.reason };
      return DENIED.test(answer) ? null : { level: 'concern', reason: 'quoted' };
    }
    if (rule.negatable !== false) {
      const neg = NEG_TAIL.exec(prefix.endsWith(' ') ? prefix : `${prefix} `);
      if (neg && !NEG_BREAKERS.test(neg[1] ?? '') && !DOUBLE_NEG.test(prefix)) {
        // "I haven't self harmed since 2020": not now, but once; history, worth the check-in.
        if (
          /\b(?:havent|hasnt|hadnt)\b/.test(neg[0]) &&
          HAVENT_SINCE.test(t.slice(at + m.text.length, at + m.text.length + 40))
        )
          return { level: 'concern', reason: 'history' };
        return null;
      }
    }
    if (rule.level === 'crisis' && rule.historical !== false && !RECENT.test(sentence)) {
      const matchAndBefore = `${prefix}${m.text}`;
      if (HISTORICAL.test(sentence) || (PAST_FIRST.test(matchAndBefore) && !ATTEMPT_WORDS.test(m.text))) {
        return { level: 'concern', reason: 'history' };
      }
    }
    if (rule.reason === 'reunion') {
      // Joining the dead with a time or a decision, in this sentence or either side of it, is a plan.
      const near = nearSentences(t, sentStart, sentEnd);
      const decided = DECIDED.test(near);
      // "I'm going to be with my mum tonight, she's struggling too": the person is alive;
      // "I'll be with him tonight at the grave": a visit.
      if (!decided && ALIVE_CUE.test(sentence)) return null;
      const visit = !decided && VISIT_CUE.test(near) && !REUNION_MEANS.test(near);
      if (rule.level === 'concern' && !visit && (decided || REUNION_WHEN.test(near)))
        return { level: 'crisis', reason: 'timing' };
      // A visit keeps its check-in but is no plan, "tonight" or not.
      if (visit) return { level: rule.level, reason: rule.reason };
    }
    // A wish to die with a time on it ("… tonight") is a plan.
    if (rule.level === 'concern' && TIMED_REASONS.has(rule.reason) && SOON.test(sentence))
      return { level: 'crisis', reason: 'timing' };
    return { level: rule.level, reason: rule.reason };
  }

  if (person === 'second' || person === 'generic') {
    // "Do you ever want to die?", "why do people kill themselves": a topic, worth a check-in.
    if (rule.id === 'kys_other' || rule.id === 'kys_self') return { level: 'concern', reason: 'slang' };
    return rule.third || rule.level === 'crisis' ? { level: 'concern', reason: rule.reason } : null;
  }

  // Someone else.
  if (!rule.third) return null;
  const near = t.slice(Math.max(clauseStart, at - 60), at + m.text.length);
  const present = quoted
    ? quotePresent
    : (PRESENT_THIRD.test(near) || !PAST_THIRD.test(near)) &&
      // "The coroner's report says she took an overdose": a record of a death read now, not news.
      !OFFICIAL_RECORD.test(t.slice(Math.max(clauseStart, at - 60), at)) &&
      !/\b(?:was|were|had been)\b/.test(t.slice(Math.max(clauseStart, at - 60), at)) &&
      // "she had already taken them": told in the past perfect.
      !/\bhad (?:already |just |been |not |never )?$/.test(prefix);
  if (WORRY.test(t.slice(sentStart, at + m.text.length))) return { level: 'concern', reason: 'third_party_risk' };
  // "Mum stopped eating in her last week": the dying told of, not a warning sign now.
  if (
    rule.level === 'concern' &&
    (rule.thirdLevel ?? 'concern') === 'concern' &&
    THIRD_END.test(nearSentences(t, sentStart, sentEnd))
  )
    return null;
  if (present) {
    if (IMMINENT.test(sentence)) return { level: 'crisis', reason: 'third_party_risk' };
    // "Mam's going to Da tonight": someone else joining the dead with a time or a decision.
    if (rule.reason === 'reunion') {
      const near3 = nearSentences(t, sentStart, sentEnd);
      if (DECIDED.test(near3) || REUNION_WHEN.test(near3)) return { level: 'crisis', reason: 'third_party_risk' };
    }
    return { level: rule.thirdLevel ?? rule.level, reason: 'third_party_risk' };
  }
  // Told in the past: a death that already happened is grief, not a present danger.
  ctx.deceased ??= COMPLETED_THIRD.test(t);
  // "She had stockpiled her pills for months": background to a story, not news.
  if (
    /\bhad (?:\w+ )?(?:been |already )?(?:\w+ed|taken|written|given|tried|hidden|bought|stolen|cut|begun)\b/.test(near)
  )
    return null;
  if (
    rule.completed ||
    ctx.deceased ||
    HISTORICAL.test(sentence) ||
    THIRD_STORY.test(nearSentences(t, sentStart, sentEnd)) ||
    /\bonce\b/.test(sentence)
  )
    return null;
  if (IMMINENT.test(sentence) || /\b(?:cut|slit|slashed) (?:his|her|their) (?:wrists?|throat)\b/.test(m.text)) {
    return { level: 'crisis', reason: 'third_party_risk' };
  }
  // "… I keep asking myself if I should have hidden them": a survivor's regret over what is over.
  if (SURVIVOR_REGRET.test(t)) return null;
  if (
    ATTEMPT_WORDS.test(m.text) ||
    rule.reason === 'attempt' ||
    rule.reason === 'goodbye' ||
    rule.reason === 'means' ||
    rule.reason === 'plan' ||
    REPORTED_INTENT.test(near)
  ) {
    return { level: 'crisis', reason: 'third_party_risk' };
  }
  if (SPEECH.test(t.slice(sentStart, at))) return { level: 'concern', reason: 'third_party_risk' };
  // "He said 'what's the point of anything'" last week: a living person's words of despair, told
  // after the fact, are still a worry (a death told of was ruled out above).
  if (rule.level === 'concern' && rule.reason === 'third_party_risk' && REPORTED_WORDS.test(m.text))
    return { level: 'concern', reason: 'third_party_risk' };
  return null;
}

/** A survivor going over what they might have done: the act told of is over, and grieved. */
const SURVIVOR_REGRET =
  /\b(?:i )?should (?:have|of|ve) (?:hidden|known|seen|stopped|noticed|locked|checked|taken (?:them|it)|been there|done (?:more|something)|called|rung)\b|\bif only i (?:had|d|hadnt)\b|\bi keep (?:asking|blaming|torturing) myself\b|\b(?:never|didnt) (?:saw|see) it coming\b|\bmissed the signs\b/;

/**
 * A record of a death, read now ("the coroner's report says she …"). Not the police: "the police said my
 * son is on the bridge" is news.
 */
const OFFICIAL_RECORD =
  /\b(?:report|reports|coroner|coroners|inquest|post mortem|autopsy|toxicology|death certificate|pathologist|verdict|findings) (?:\w+ ){0,3}?(?:says|said|shows|showed|states|stated|found|concluded|confirms|confirmed|suggests|records|recorded)\b/;

const REPORTED_WORDS = /\b(?:said|told|texted|posted|wrote|messaged)\b/;

/** Warning signs about the writer that, two different ones together, make a crisis. */
const PASSIVE_REASONS = new Set<Reason>([
  'active_ideation',
  'passive_ideation',
  'reunion',
  'hopelessness',
  'burden',
  'self_neglect',
  'plan',
  'self_harm',
  'goodbye',
  'timing',
  'means',
]);

/** Word and two-word anchors → indices of the rules they unlock. */
const UNI = new Map<string, number[]>();
const BI = new Map<string, number[]>();
/** First word → second word → rules, for the two-word anchors (no string building per word). */
const BI_NEXT = new Map<string, Map<string, number[]>>();
RULES.forEach((rule, i) => {
  for (const a of rule.anchors) {
    const sp = a.indexOf(' ');
    const map = sp < 0 ? UNI : BI;
    const list = map.get(a);
    if (list) {
      if (!list.includes(i)) list.push(i);
    } else map.set(a, [i]);
  }
});
for (const [pair, list] of BI) {
  const words = pair.split(' ');
  if (words.length !== 2) throw new Error(`anchor "${pair}": one word or two`);
  const [first, second] = words as [string, string];
  let next = BI_NEXT.get(first);
  if (!next) BI_NEXT.set(first, (next = new Map()));
  next.set(second, list);
}

/** Crisis-level rules first: once a message is a crisis, concern-level rules cannot change it. */
const RUN_ORDER = RULES.map((_, i) => i).sort((a, b) =>
  RULES[a]!.level === RULES[b]!.level ? a - b : RULES[a]!.level === 'crisis' ? -1 : 1,
);

/** Runs the rules unlocked by a stretch of text, sentence by sentence. Exported for the anchor test. */
export function ruleMatches(
  t: string,
  onMatch: (rule: Rule, m: Match) => boolean | void,
  gate = true,
  skip?: (rule: Rule) => boolean,
): void {
  const n = RULES.length;
  // Per rule: the sentences (start, end offsets) whose words unlock it.
  const spans: number[][] = Array.from({ length: n }, () => []);
  const words = t.split(' ');
  let sentStart = 0;
  let pos = 0;
  const seen = new Uint8Array(n);
  const touched: number[] = [];
  const mark = (list: number[]) => {
    for (const r of list) {
      if (!seen[r]) {
        seen[r] = 1;
        touched.push(r);
      }
    }
  };
  const close = (end: number) => {
    if (!gate) {
      for (let r = 0; r < n; r++) spans[r]!.push(sentStart, end);
      return;
    }
    for (const r of touched) {
      spans[r]!.push(sentStart, end);
      seen[r] = 0;
    }
    touched.length = 0;
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '.') {
      close(Math.max(sentStart, pos - 1));
      sentStart = pos + 2;
    } else if (gate) {
      const u = UNI.get(w);
      if (u) mark(u);
      const next = BI_NEXT.get(w);
      if (next !== undefined && i + 1 < words.length) {
        const b = next.get(words[i + 1]!);
        if (b) mark(b);
      }
    }
    pos += w.length + 1;
  }
  if (sentStart <= t.length) close(t.length);

  for (const r of RUN_ORDER) {
    const list = spans[r]!;
    if (list.length === 0) continue;
    const rule = RULES[r]!;
    if (skip?.(rule)) continue;
    if (rule.scope === 'message') {
      execAll(rule, t, 0, onMatch);
    } else if (list.length >= 6 && !rule.perSentence && covered(list) * 4 >= (list[list.length - 1]! - list[0]!) * 3) {
      // Unlocked in most of a stretch of three or more sentences: one pass from the first to the last
      // (no rule crosses " . "); otherwise sentence by sentence, so a rare rule never reads the whole message.
      const from = list[0]!;
      const to = list[list.length - 1]!;
      execAll(rule, t.slice(from, to), from, onMatch);
    } else {
      for (let k = 0; k < list.length; k += 2) {
        if (execAll(rule, t.slice(list[k]!, list[k + 1]!), list[k]!, onMatch)) break;
      }
    }
  }
}

/** How many characters the (start, end) pairs of a span list cover. */
function covered(list: number[]): number {
  let n = 0;
  for (let k = 0; k < list.length; k += 2) n += list[k + 1]! - list[k]!;
  return n;
}

/** Runs one rule over a text; true when the callback asked to stop this rule for the message. */
function execAll(rule: Rule, text: string, offset: number, onMatch: (rule: Rule, m: Match) => boolean | void): boolean {
  const re = rule.re;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if (onMatch(rule, { at: offset + m.index, text: m[0], who: whoOf(m) })) return true;
  }
  return false;
}

/** After this many matches of one rule in one message the rule stops (pathological repetition). */
const MAX_MATCHES_PER_RULE = 40;

/** Rates a message already through normalize(). */
export function screenRulesNormalized(t: string, slang: boolean): ScreenResult {
  const findings: Finding[] = [];
  const quotes: number[] = [];
  for (let i = t.indexOf('"'); i >= 0; i = t.indexOf('"', i + 1)) quotes.push(i);
  const ctx: Context = { t, quotes, inMessage: new Map() };
  const seen = new Map<Rule, number>();
  // Where each worrying sign about someone else was read (two apart make present danger).
  const thirdSigns: { at: number; end: number }[] = [];
  // Where each passive wish to be dead was read (two apart, in one message, are persistent ideation).
  const passiveSigns: { at: number; end: number }[] = [];
  let crisis = false;
  ruleMatches(
    t,
    (rule, m) => {
      const n = (seen.get(rule) ?? 0) + 1;
      seen.set(rule, n);
      const f = judge(rule, m, ctx);
      if (f) findings.push(f);
      if (f?.reason === 'third_party_risk' && f.level === 'concern')
        thirdSigns.push({ at: m.at, end: m.at + m.text.length });
      if (f?.reason === 'passive_ideation' && f.level === 'concern')
        passiveSigns.push({ at: m.at, end: m.at + m.text.length });
      if (f?.level === 'crisis') crisis = true;
      // Later matches of this rule cannot raise the level: stop it.
      return n >= MAX_MATCHES_PER_RULE || (f !== null && (f.level === 'crisis' || f.level === rule.level));
      // Once the message is a crisis nothing can raise it: the remaining rules are skipped.
    },
    true,
    () => crisis,
  );
  let risk: RiskLevel = 'none';
  const reasons: string[] = [];
  for (const f of findings) {
    if (RANK[f.level] > RANK[risk]) risk = f.level;
  }
  // Crisis reasons first, then concern reasons.
  for (const level of ['crisis', 'concern'] as const) {
    for (const f of findings) if (f.level === level && !reasons.includes(f.reason)) reasons.push(f.reason);
  }
  if (risk === 'concern') {
    const distinct = new Set(
      findings.filter((f) => f.level === 'concern' && PASSIVE_REASONS.has(f.reason)).map((f) => f.reason),
    );
    if (distinct.size >= 2) {
      risk = 'crisis';
      reasons.push('combined_risk');
    } else if (apart(passiveSigns) || passiveSigns.some((p) => insisted(t, p))) {
      // A wish to be dead said twice over in different words ("wish I wasn't here anymore … I want to
      // go to sleep and stay asleep"), or said as meant or as constant ("not being dramatic, just
      // true", "every night"): the frequency and intensity of ideation (C-SSRS), a crisis;
      // "sometimes", "part of me" keep a single wish a check-in.
      risk = 'crisis';
      reasons.push('combined_risk');
    } else if (apart(thirdSigns)) {
      // Someone else with two separate warning signs ("keeps saying he'll be with dad soon" and
      // "giving his things away"; a goodbye and then not answering): present danger.
      risk = 'crisis';
      reasons.push('combined_risk');
    }
  }
  // A lone slang word for suicide ("sewer slide", "unalive") is the writer speaking of themself.
  if (slang && risk === 'concern' && t.split(' ').length <= 3 && findings.some((f) => f.reason === 'active_ideation'))
    risk = 'crisis';
  if (slang && risk !== 'none' && !reasons.includes('slang')) reasons.push('slang');
  return { risk, reasons };
}

/** Said as meant or as constant, near a passive wish (decision 054). */
const INSISTED =
  /\b(?:every (?:single )?(?:night|day|morning|time i wake)|all the time|constantly|genuinely|i mean (?:it|that)|(?:and )?i mean it|not (?:being )?dramatic|no joke|not joking|for real|seriously|more and more|tonight|right now|just true|(?:thats|that is) all i want|all i want is|(?:pray|praying|prayed) (?:every|each)|each night)\b/;
/** Said as partial or passing ("sometimes", "part of me"). */
const HEDGED =
  /\b(?:sometimes|some days|part of me|half|a bit|a little|occasionally|now and then|in a way|i guess|kind of|sort of|at times|for a second|for a moment|used to|would never|wouldnt (?:do|act)|not that i would|never act)\b/;
/** Whether the words around a passive wish insist on it and do not hedge it. */
function insisted(t: string, span: { at: number; end: number }): boolean {
  const near = t.slice(Math.max(0, span.at - 100), span.end + 100);
  return INSISTED.test(near) && !HEDGED.test(near);
}

/** Whether two of the spans do not overlap (two signs read in different words of the message). */
function apart(spans: readonly { at: number; end: number }[]): boolean {
  for (let i = 0; i < spans.length; i++) {
    for (let j = i + 1; j < spans.length; j++) {
      if (spans[i]!.end <= spans[j]!.at || spans[j]!.end <= spans[i]!.at) return true;
    }
  }
  return false;
}

/** Rates one user message by the rules alone (the first layer of screen.ts). */
export function screenRules(text: string): ScreenResult {
  if (typeof text !== 'string') return { risk: 'concern', reasons: ['unreadable_input'] };
  const { text: t, slang } = normalize(text);
  return screenRulesNormalized(t, slang);
}
