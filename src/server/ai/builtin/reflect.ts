/**
 * The first part of a reply: a reflection of what the person actually wrote. It picks out their own
 * key phrase (a short clause with a feeling word or the person they lost) and the feeling in it
 * (from their words, then from the mood they chose).
 */
import type { Mood } from '@shared/constants';
import type { LostPerson, Refs } from './names';
import {
  NEVER_ECHO,
  SECOND_PERSON,
  lcFirstSafe,
  sentences,
  stripEnd,
  toSecondPerson,
  ucFirst,
  wordCount,
} from './text';

export type FeelingKey =
  | 'guilt'
  | 'anger'
  | 'missing'
  | 'loneliness'
  | 'emptiness'
  | 'numbness'
  | 'fear'
  | 'exhaustion'
  | 'overwhelm'
  | 'confusion'
  | 'sadness'
  | 'gratitude'
  | 'love'
  | 'peace'
  | 'hope'
  | 'joy'
  | 'comfort'
  | 'weight';

export interface Feeling {
  key: FeelingKey;
  /** "There's so much {noun} in that." */
  noun: string;
  /** "That sounds {adj}." */
  adj: string;
  /** "I can hear {hear}." May use {them}. */
  hear: string;
  positive: boolean;
}

const FEELINGS: Record<FeelingKey, Omit<Feeling, 'key'>> = {
  guilt: {
    noun: 'guilt',
    adj: 'like a heavy thing to keep carrying',
    hear: "how much guilt you've been carrying",
    positive: false,
  },
  anger: { noun: 'anger', adj: 'infuriating, and painful too', hear: 'how angry this has left you', positive: false },
  missing: { noun: 'longing', adj: 'so painful', hear: 'how much you miss {them}', positive: false },
  loneliness: { noun: 'loneliness', adj: 'so lonely', hear: "how lonely it's been", positive: false },
  emptiness: { noun: 'emptiness', adj: 'so empty', hear: 'how empty everything feels', positive: false },
  numbness: { noun: 'disbelief', adj: 'disorienting', hear: 'how unreal it all still feels', positive: false },
  fear: { noun: 'fear', adj: 'frightening', hear: 'how frightened you feel', positive: false },
  exhaustion: { noun: 'tiredness', adj: 'exhausting', hear: 'how worn out you are', positive: false },
  overwhelm: {
    noun: 'strain',
    adj: 'like so much at once',
    hear: 'how much is landing on you at once',
    positive: false,
  },
  confusion: { noun: 'confusion', adj: 'so confusing', hear: 'how confusing it all feels', positive: false },
  sadness: { noun: 'sadness', adj: 'so heavy', hear: 'how heavy everything feels right now', positive: false },
  gratitude: { noun: 'gratitude', adj: 'like something precious', hear: 'how much that means to you', positive: true },
  love: { noun: 'love', adj: 'full of love', hear: 'how much love you still have for {them}', positive: true },
  peace: { noun: 'quiet', adj: 'like a gentler, quieter moment', hear: 'a kind of quiet in you today', positive: true },
  hope: { noun: 'hope', adj: 'hopeful, in a quiet way', hear: 'a little hope', positive: true },
  joy: { noun: 'warmth', adj: 'lovely', hear: 'a real warmth in that', positive: true },
  comfort: { noun: 'comfort', adj: 'like a real comfort', hear: 'some comfort in that', positive: true },
  weight: { noun: 'weight', adj: 'really hard', hear: "how much you're carrying", positive: false },
};

/** Feeling words in the order they are preferred when several appear. */
const FEELING_WORDS: [FeelingKey, RegExp][] = [
  ['guilt', /\b(guilt\w*|my fault|blame myself|should have|should've|shouldn't have|if only|regret\w*)\b/i],
  ['anger', /\b(angry|anger|furious|fury|rage|raging|mad at|so mad|livid|pissed|unfair|not fair|resent\w*|bitter)\b/i],
  ['overwhelm', /\b(overwhelm\w*|too much|drowning|can't cope|cannot cope|can't handle|falling apart)\b/i],
  ['missing', /\b(miss|misses|missing|long for|longing|yearn\w*)\b/i],
  ['loneliness', /\b(lonely|loneliness|alone|isolated|on my own|by myself|so quiet|so silent|silence)\b/i],
  ['emptiness', /\b(empty|emptiness|hollow|void)\b/i],
  ['numbness', /\b(numb\w*|unreal|surreal|not real|feel nothing|don't feel anything|fog)\b/i],
  ['fear', /\b(scared|afraid|frightened|terrified|anxious|anxiety|panic\w*|worried|worry|dread\w*)\b/i],
  ['exhaustion', /\b(tired|exhausted|exhaustion|drained|worn out|no energy|can't sleep)\b/i],
  ['confusion', /\b(confused|confusing|don't understand|makes no sense|lost without)\b/i],
  [
    'sadness',
    /\b(sad|sadness|heartbroken|heartbreak\w*|broken|crying|cry|cried|tears|devastated|hurts?|hurting|pain\w*|aching|ache|grief|grieving)\b/i,
  ],
  ['gratitude', /\b(grateful|thankful|gratitude|blessed|lucky)\b/i],
  ['love', /\b(love|loved|adored|loving)\b/i],
  ['peace', /\b(peace|peaceful|calm|at ease|content)\b/i],
  ['hope', /\b(hope|hopeful|lighter|good day|easier|a bit better|little better)\b/i],
  ['joy', /\b(smil\w*|laugh\w*|happy|happiness|joy\w*|fun)\b/i],
  ['comfort', /\b(helps|helped|helpful|comfort\w*|kind|kindness|support\w*)\b/i],
];

const MOOD_FEELING: Record<Mood, FeelingKey> = {
  peaceful: 'peace',
  sad: 'sadness',
  angry: 'anger',
  hopeful: 'hope',
  grateful: 'gratitude',
  overwhelmed: 'overwhelm',
};

/** A feeling word in the text that is not negated ("not angry", "don't feel lonely"). */
function findFeelingKey(text: string): FeelingKey | null {
  for (const [key, re] of FEELING_WORDS) {
    const m = re.exec(text);
    if (!m) continue;
    const before = text.slice(Math.max(0, m.index - 16), m.index).toLowerCase();
    if (/\b(not|n't|never|no longer|isn't)\s+(\w+\s+)?$/.test(before)) continue;
    if (key === 'hope' && /\b(no|lost|without) hope\b/i.test(text)) continue;
    return key;
  }
  return null;
}

/** The feeling a theme usually carries, when the words name none. */
const THEME_FEELING: Partial<Record<string, FeelingKey>> = {
  memories: 'love',
  hope: 'hope',
  guilt: 'guilt',
  anger: 'anger',
  loneliness: 'loneliness',
  numbness: 'numbness',
  caregiving: 'exhaustion',
  missing: 'missing',
};

/**
 * The feeling to reflect: from the person's words, then from their mood, then from the theme of
 * what they wrote, then a gentle default.
 */
export function detectFeeling(text: string, mood: Mood | null | undefined, theme?: string): Feeling {
  const key =
    findFeelingKey(text) ??
    (mood ? MOOD_FEELING[mood] : null) ??
    (theme ? THEME_FEELING[theme] : undefined) ??
    'weight';
  return { key, ...FEELINGS[key] };
}

export interface Quote {
  /** Their words as they wrote them, first letter capitalised, no end mark. */
  original: string;
  /** The same turned to "you": "you can't sleep since she died". */
  reflected: string;
  /** The words already name a feeling ("I'm so angry"): the reflection need not name it again. */
  hasFeeling: boolean;
  /** Reads well as reported speech ("You said that…"); "if only…" is better quoted as it is. */
  indirect: boolean;
}

const ANY_FEELING = new RegExp(FEELING_WORDS.map(([, re]) => re.source).join('|'), 'i');
const FILLER = /^(and|but|so|because|just|honestly|well|like|also|then|oh|um|anyway|i mean|and yet|plus|okay|ok)\s+/i;
const VIVID = /\b(still|every|since|without|anymore|always|never|so|keep|can't|used to)\b/i;
const FIRST_PERSON = /\b(i|i'm|i've|i'd|me|my|we|our|us)\b/i;
/** The bare news of the death: the condolence answers it better than a reflection. */
const ANNOUNCEMENT = /\b(died|passed( away)?|death|funeral|was killed|miscarr\w*|stillb\w*)\b/i;
/** A clause shaped like a question, even without its question mark ("will it ever get easier"). */
export const QUESTION_SHAPED =
  /^(will|would|can|could|should|shall|is|are|am|was|were|do|does|did|why|what|how|when|where|who|which|has|have)\b/i;

const ENGLISH = new Set(
  `i the and my to a of is it in was that he she me her him so not but for have with just feel can't don't i'm it's we our
  you all this they be at on no what when how do miss am are like know been had has about still every day time want`.split(
    /\s+/,
  ),
);

/** Whether enough of the words are everyday English to reflect them back in an English sentence. */
function looksEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z']+|[^\sa-z']+/g) ?? [];
  if (words.length < 3) return true;
  return words.filter((w) => ENGLISH.has(w)).length / words.length >= 0.2;
}

/** "Since she died, the house…": the news itself is answered elsewhere; the rest is theirs. */
const SINCE_DEATH =
  /^(ever since|since|after|now that) (he|she|they|\w+) (died|passed( away)?|was killed|has gone|is gone|went|left( us)?)\b,?\s*/i;

function clean(clause: string): string {
  let c = stripEnd(clause.trim());
  for (let i = 0; i < 3 && FILLER.test(c); i++) c = c.replace(FILLER, '');
  if (SINCE_DEATH.test(c) && wordCount(c.replace(SINCE_DEATH, '')) >= 3) c = c.replace(SINCE_DEATH, '');
  return c.replace(/^["'(]+|["')]+$/g, '').trim();
}

/**
 * The person's key phrase in their newest message, or null when nothing fits: skips questions,
 * words addressed to the companion, anything in NEVER_ECHO or `block`, and clauses the companion
 * has already reflected (`skip`).
 */
export function findQuote(
  text: string,
  person: LostPerson | null,
  skip: (reflected: string) => boolean,
  block?: RegExp,
): Quote | null {
  const personWords = [person?.name, person?.relation, 'he', 'she', 'him', 'her', 'his', 'they', 'them']
    .filter((w): w is string => !!w)
    .map((w) => w.toLowerCase());
  const personRe = new RegExp(`\\b(${personWords.map((w) => w.replace(/[^a-z ]/gi, '')).join('|')})\\b`, 'i');

  if (!looksEnglish(text)) return null;
  const lowerWords = new Set(text.match(/\b[a-z][a-z']*\b/g) ?? []);
  let best: { quote: Quote; score: number } | null = null;
  for (const sentence of sentences(text)) {
    if (sentence.includes('?')) continue;
    const parts = [{ text: sentence, whole: true }];
    const split = sentence.split(/\s*[,;:]\s*|\s+[-\u2013\u2014]\s+|\s+but\s+/i);
    if (split.length > 1) for (const p of split) parts.push({ text: p, whole: false });
    // "… and I hate coming home": either half may be the one to hold up.
    const halves = sentence.split(/\s+and\s+(?=(?:i|i'm|i've|my|we|it|he|she|they|the|everyone|nobody|no one)\b)/i);
    if (halves.length > 1) for (const p of halves) parts.push({ text: p, whole: false });
    for (const part of parts) {
      const c = clean(part.text);
      const n = wordCount(c);
      if (n < 3 || n > (part.whole ? 18 : 16) || c.length > 110) continue;
      if (SECOND_PERSON.test(c) || NEVER_ECHO.test(c) || (block && block.test(c)) || QUESTION_SHAPED.test(c)) continue;
      if (/https?:|www\.|["@#*_<>[\]{}]/.test(c)) continue;
      const feeling = ANY_FEELING.test(c);
      let score = 0;
      if (feeling) score += 3;
      if (personRe.test(c)) score += 2;
      if (FIRST_PERSON.test(c)) score += 1;
      if (n >= 4 && n <= 14) score += 1;
      if (n >= 6 && n <= 14) score += 0.5;
      if (part.whole) score += c.includes(',') ? -0.5 : 0.5;
      if (VIVID.test(c)) score += 0.5;
      if (ANNOUNCEMENT.test(c) && !feeling) score -= 3;
      if (score < 2) continue;
      const reflected = lcFirstSafe(toSecondPerson(c), lowerWords);
      if (skip(reflected)) continue;
      const original = ucFirst(c.replace(/\bi\b/g, 'I').replace(/\bi'(m|ve|d|ll)\b/g, "I'$1"));
      const quote = { original, reflected, hasFeeling: feeling, indirect: !/^(if only|what if|if i|if we)\b/i.test(c) };
      if (!best || score > best.score) best = { quote, score };
    }
  }
  return best?.quote ?? null;
}

/** Subordinate openings read better with "that": "You said that since she died, …". */
function said(q: Quote): string {
  return /^(since|when|after|before|because|if|every|now|ever|once|while|as|whenever)\b/i.test(q.reflected)
    ? `that ${q.reflected}`
    : q.reflected;
}

export interface Reflection {
  /** A stable name for the framing, so the same framing is not used twice in a row. */
  key: string;
  /** How to recognise the framing in an earlier reply. */
  marker: string;
  /** `pick` chooses one of several endings (a fresh one when it can). */
  render(q: Quote | null, f: Feeling, refs: Refs, pick: (options: string[]) => string): string | null;
}

const hear = (f: Feeling, refs: Refs) => f.hear.replace('{them}', refs.known ? refs.ref : refs.them);

const MIRRORABLE: ReadonlySet<FeelingKey> = new Set([
  'sadness',
  'missing',
  'loneliness',
  'emptiness',
  'exhaustion',
  'numbness',
]);
const SELF_JUDGEMENT =
  /\b(should|shouldn't|fault|blame|deserve\w*|stupid|failed|failure|useless|weak|terrible|awful|hate|ashamed|guilty|wrong)\b/i;

/** Endings for words that already name their feeling. */
const NAMED_TAILS = {
  hard: [
    'Thank you for putting that into words.',
    'Those words carry so much.',
    "That's a lot to be holding.",
    'That says so much.',
  ],
  warm: ['That sounds lovely.', 'What a thing to hold onto.', "I'm glad you shared that."],
};

/** Framings that carry the person's own words. */
export const QUOTE_REFLECTIONS: Reflection[] = [
  {
    key: 'said',
    marker: 'You said ',
    render: (q, f) => {
      if (!q || !q.indirect) return null;
      const tail = q.hasFeeling || f.key === 'weight' ? '' : ` That sounds ${f.adj}.`;
      return `You said ${said(q)}.${tail}`;
    },
  },
  {
    key: 'when',
    marker: 'When you say ',
    render: (q, f, refs) =>
      q && q.indirect && !q.hasFeeling && f.key !== 'weight' && !q.reflected.includes(',')
        ? `When you say ${q.reflected}, I can hear ${hear(f, refs)}.`
        : null,
  },
  {
    key: 'wrote',
    marker: 'You wrote, "',
    render: (q, f, _refs, pick) => {
      if (!q) return null;
      if (q.hasFeeling) return `You wrote, "${q.original}." ${pick(f.positive ? NAMED_TAILS.warm : NAMED_TAILS.hard)}`;
      // No feeling named or known: no feeling is put into their mouth.
      if (f.key === 'weight')
        return `You wrote, "${q.original}." ${pick(['Thank you for telling me that.', "I'm glad you told me."])}`;
      return `You wrote, "${q.original}." There's so much ${f.noun} in ${wordCount(q.original) <= 10 ? 'those few words' : 'that'}.`;
    },
  },
  {
    key: 'mirror',
    marker: '. That is a lot to hold',
    render: (q, f) => {
      // Only plain feelings: "You should have seen it." would sound like agreement.
      if (
        !q ||
        !/^you\b/.test(q.reflected) ||
        q.reflected.includes(',') ||
        !MIRRORABLE.has(f.key) ||
        SELF_JUDGEMENT.test(q.reflected)
      )
        return null;
      return `${ucFirst(q.reflected)}. That is a lot to hold, and it makes sense that it hurts.`;
    },
  },
  {
    key: 'told',
    marker: 'You told me ',
    render: (q, f, refs, pick) => {
      if (!q || !q.indirect || q.reflected.includes(',') || f.key === 'weight') return null;
      if (q.hasFeeling) {
        // "Of course you do" only answers "you feel…", "you miss…".
        const personal =
          f.key !== 'guilt' && /^you (feel|miss|want|wish|hate|love|can't|don't|keep|still)\b/.test(q.reflected);
        const tails = f.positive
          ? NAMED_TAILS.warm
          : personal
            ? ['That makes complete sense.', 'Of course you do.', 'Anyone would, carrying what you carry.']
            : NAMED_TAILS.hard;
        return `You told me ${said(q)}. ${pick(tails)}`;
      }
      return `You told me ${said(q)}, and I can hear ${hear(f, refs)}.`;
    },
  },
  {
    key: 'stay',
    marker: "I'd like to stay with",
    render: (q) => (q && q.indirect ? `I'd like to stay with what you said for a moment: ${said(q)}.` : null),
  },
];

/** Framings for when there is no phrase to hold up: the feeling alone. */
export const FEELING_REFLECTIONS: Reflection[] = [
  // With no feeling named or known ('weight'), nothing is put into their mouth.
  {
    key: 'reading',
    marker: "Reading what you've written",
    render: (_q, f, refs) => (f.key === 'weight' ? null : `Reading what you've written, I can hear ${hear(f, refs)}.`),
  },
  {
    key: 'thanks',
    marker: 'Thank you for telling me.',
    render: (_q, f) =>
      f.key === 'weight' ? 'Thank you for telling me.' : `Thank you for telling me. That sounds ${f.adj}.`,
  },
  {
    key: 'alot',
    marker: "There's a lot in what you've written",
    render: (_q, f, refs) =>
      f.key === 'weight' ? null : `There's a lot in what you've written, and I can hear ${hear(f, refs)}.`,
  },
  {
    key: 'about',
    marker: 'Thank you for telling me about ',
    render: (_q, f, refs) =>
      refs.known && !f.positive && f.key !== 'weight'
        ? `Thank you for telling me about ${refs.ref}. It sounds ${f.adj}.`
        : null,
  },
  {
    key: 'clear',
    marker: ' comes through so clearly.',
    render: (_q, f, refs) => (f.key === 'weight' ? null : `${ucFirst(hear(f, refs))} comes through so clearly.`),
  },
  {
    key: 'sit',
    marker: "That's a lot to sit with",
    render: (_q, f) =>
      f.positive || f.key === 'weight' ? null : "That's a lot to sit with, and you don't have to sit with it alone.",
  },
  {
    key: 'asis',
    marker: 'Thank you for saying it, just as it is.',
    render: () => 'Thank you for saying it, just as it is.',
  },
  {
    key: 'share',
    marker: 'Thank you for sharing this.',
    render: (_q, f) => (f.positive ? `Thank you for sharing this. It sounds ${f.adj}.` : null),
  },
];
