/**
 * The legacy letter: a warm letter of 150 to 300 words from the author to the recipient about the
 * person who died, drawn from what the family shared (description and dates). It speaks of
 * feelings, values and hopes, never invents events, and closes "With love" without a name.
 */
import type { Chooser } from './hash';
import { fill, refsFor, type Refs } from './names';
import { remember, type Fact, type Remembered } from './memory';
import { lcFirstSafe, normalize, ucFirst, wordCount } from './text';
import type { Turn } from './turn';

export const LETTER_MIN_WORDS = 150;
export const LETTER_MAX_WORDS = 300;

type Occasion = 'birthday' | 'wedding' | 'graduation' | 'baby' | 'christmas' | 'adulthood' | 'hard-day';

const OCCASIONS: [Occasion, RegExp][] = [
  ['wedding', /\b(wedding|marr(y|ies|ied|iage)|engage\w*)\b/i],
  ['graduation', /\b(graduat\w*|degree|finish(es|ing)? (school|university|college))\b/i],
  ['baby', /\b(new baby|first (baby|child)|becom\w* a (mum|mom|dad|parent|mother|father)|expecting)\b/i],
  ['adulthood', /\b(18th|eighteenth|21st|twenty-first|coming of age|grown up|turns? (18|21))\b/i],
  ['birthday', /\bbirthday\b/i],
  ['christmas', /\b(christmas|xmas|holidays)\b/i],
  [
    'hard-day',
    /\b(hard days?|difficult days?|when (you|they|she|he) (are|is|feel\w*) (sad|down|lost|alone)|miss(es)? (her|him|them))\b/i,
  ],
];

const OPENINGS = [
  "I've wanted to write this down for a long time, so that you will have it whenever you need it. It is about {full}, and it is also about you.",
  'There are things about {full} that I never want you to lose, so I am putting them here, in writing, where you can find them again.',
  'I am writing this because some things deserve more than being said in passing. I want you to know about {full}, and about how much {they} mattered.',
];

const OCCASION_LINES: Record<Occasion, string> = {
  birthday:
    'On your birthday especially, I find myself thinking of {short}, and of how much {their} love was part of the days we celebrated.',
  wedding:
    'As you begin married life, I want you to carry something of {short} with you: the way {they} loved, steadily and without keeping score.',
  graduation:
    'As you finish this chapter and begin the next, I keep thinking of {short}, and of how proud and how glad {they} would be to see you here.',
  baby: 'As you welcome a new little one into the family, I think of {short}, and of how the love {they} gave keeps being passed on.',
  christmas:
    'At this time of year, when the family gathers, I feel the space where {short} used to be, and I want you to know how much {they} belonged there.',
  adulthood: 'As you step into adulthood, I want you to have something of {short} to take with you.',
  'hard-day':
    'If you are reading this on a hard day, when you miss {short} most, I hope these words can keep you company for a little while.',
};

const MEMORY_NONE =
  'When I think of {short}, I think of the ordinary days: {their} voice in the next room, the small habits that were only {theirs}, the way a place felt different with {them} in it.';

const DATES_LINES = [
  "{Short}'s life began in {born} and ended in {died}, but the years in between held far more than any dates can say.",
  'The dates on the memorial, {dates}, mark a beginning and an end. Everything that mattered happened in between.',
];

const LEGACY = [
  "I hope you'll find pieces of {short} in yourself as the years go on: in a turn of phrase, a stubborn streak, a kindness you didn't know you had learned. Those pieces are yours to keep.",
  "Love like {short}'s does not simply disappear. It carries on in the people {they} cared for, and you are one of them.",
  'Whatever else changes, the love {short} had for the people around {them} is part of who we are now, and part of who you are.',
];

const HOPES = [
  'I hope you will be gentle with yourself when you miss {them}. Grief is love with nowhere to go, and it is allowed to come and go for the rest of your life.',
  'Be brave, be kind, and let people love you. I think that would mean more to {short} than anything else.',
  'Talk about {short} when you want to, and say {their} name out loud. Remembering is one of the ways we keep someone close.',
];

const CLOSINGS = [
  'Please keep this somewhere safe, and come back to it on the hard days and the happy ones.',
  'Whenever you need reminding how loved you are, I hope you will read this again.',
  'Know that you were loved by {short}, and that you are loved by me, today and always.',
];

/** Extra paragraphs for short letters. */
const MORE = [
  'There is so much I could tell you, and I know a letter can never hold all of it. But I want you to know that {short} was real and loved, and that {their} life made ours fuller.',
  'Some people leave a mark that does not fade, and {short} was one of them. I still notice it in small ways, in the family and in the everyday things we do.',
  'I wish you could have more time with {short}. Since you cannot, I am giving you what I can: these words, and the promise that {they} will not be forgotten.',
];

/** The first name of a recipient named in the request: "a letter to my granddaughter Emma". */
function recipientFromRequest(text: string): string | null {
  const m = /\b(?:to|for)\s+(?:my\s+)?(?:\w+\s+)?([A-Z][a-z]{1,20})\b/.exec(text);
  const name = m?.[1];
  return name && !/^(The|A|An|My|Her|His|Their|Christmas|Someone|Them|Him)$/.test(name) ? name : null;
}

function memoryParagraph(
  r: Remembered,
  refs: Refs,
  ch: Chooser,
  maxFacts: number,
  extra: Record<string, string>,
): string {
  const facts = r.facts.slice(0, maxFacts);
  if (!facts.length) return fill(MEMORY_NONE, refs, extra);
  const [first, ...rest] = facts as [Fact, ...Fact[]];
  const opening = ch.pick([
    `When I think of ${r.short}, I think of how ${lcFirstSafe(first.pronounText).replace(/\.$/, '')}.`,
    `I want you to know that ${lcFirstSafe(first.text).replace(/\.$/, '')}.`,
    `${ucFirst(first.text)}`,
  ]);
  // After the first, the facts speak of them as "she" / "he" rather than by name again.
  const others = rest.map((f) => ucFirst(f.pronounText));
  const tail = ch.pick([
    'Those are the things I hope you will remember.',
    'I never want those things to be forgotten.',
    'Little things, maybe, but they were so completely {short}.',
  ]);
  return [opening, ...others, fill(tail, refs, extra)].join(' ');
}

export function letterReply(t: Turn, ch: Chooser): string {
  const request = normalize(t.latest);
  const fallback = t.person?.name ?? (t.person?.relation ? `your ${t.person.relation}` : 'the one we lost');
  const r = remember(t.context, fallback, t.person?.pronoun);
  const refs = refsFor({ name: r.short, pronoun: r.pronoun });
  const recipient = t.context.recipientName?.trim() || recipientFromRequest(request);
  const extra: Record<string, string> = {
    full: r.full,
    short: r.short,
    Short: ucFirst(r.short),
    dates: r.dates ?? '',
    born: r.born ?? '',
    died: r.died ?? '',
  };
  const f = (template: string) => fill(template, refs, extra);
  const occasion = OCCASIONS.find(([, re]) => re.test(request))?.[0];

  const build = (maxFacts: number, withMore: number, lean: boolean): string => {
    const paragraphs: string[] = [];
    const opening = f(ch.pick(OPENINGS));
    paragraphs.push(occasion ? `${opening} ${f(OCCASION_LINES[occasion])}` : opening);
    paragraphs.push(memoryParagraph(r, refs, ch, maxFacts, extra));
    if (!lean) {
      if (r.born && r.died) paragraphs.push(f(DATES_LINES[0]!));
      else if (r.dates) paragraphs.push(f(DATES_LINES[1]!));
    }
    for (let i = 0; i < withMore; i++) paragraphs.push(f(MORE[i % MORE.length]!));
    paragraphs.push(f(ch.pick(LEGACY)));
    if (!lean) paragraphs.push(f(ch.pick(HOPES)));
    paragraphs.push(f(ch.pick(CLOSINGS)));
    return `${recipient ? `Dear ${recipient},` : 'My dear,'}\n\n${paragraphs.join('\n\n')}\n\nWith love`;
  };

  // Longest first; trimmed until it fits, padded until it is long enough.
  let letter = build(3, 0, false);
  for (const [maxFacts, lean] of [
    [2, false],
    [1, false],
    [1, true],
    [0, true],
  ] as const) {
    if (wordCount(letter) <= LETTER_MAX_WORDS) break;
    letter = build(maxFacts, 0, lean);
  }
  for (let more = 1; wordCount(letter) < LETTER_MIN_WORDS && more <= MORE.length; more++) {
    letter = build(3, more, false);
  }
  return letter;
}
