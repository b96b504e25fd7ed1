/** Small text helpers for the builtin companion: sentences, clauses, and turning "I" into "you". */

/** Straight quotes and apostrophes, single spaces, trimmed. */
export function normalize(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Lowercase letters, digits, apostrophes and single spaces: for matching short replies. */
export function plain(text: string): string {
  return normalize(text)
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(text: string): number {
  const m = text.trim().match(/\S+/g);
  return m ? m.length : 0;
}

export function ucFirst(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Sentences of a text, split at . ! ? and line breaks; the end mark stays with its sentence. */
export function sentences(text: string): string[] {
  return normalize(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Words that open a sentence in lower case: safe to lower-case when the sentence is embedded. */
const COMMON_OPENERS = new Set(
  `a an the this that these those there then when while after before since as at in on for with from by to of
  every each one some many most all both his her their its our your he she they it we what how why who where
  once always never sometimes often even just still now today yesterday last nothing everything everyone people
  friends family and but so because if though although`.split(/\s+/),
);

const MORE_OPENERS =
  `part half most much none no not yes maybe perhaps sometimes somehow still already again actually really
  literally basically apparently suddenly finally lately recently tonight tomorrow everything everybody nobody someone anyone
  something anything work life home night nights mornings evenings weekends days weeks months years time it it's its there's
  that's what's here's losing being having getting feeling trying seeing watching thinking waking sleeping going coming
  another other few several only also too my mine me you your we us our`.split(/\s+/);
for (const w of MORE_OPENERS) COMMON_OPENERS.add(w);

/**
 * Lower-cases the first letter of a clause for embedding, unless its first word looks like a name:
 * common sentence openers, words ending in -ing or -ly, and words the person also wrote in lower
 * case are lowered; anything else capitalised ("Mum", "Sarah", "Christmas") is kept.
 */
export function lcFirstSafe(text: string, lowerWords?: ReadonlySet<string>): string {
  const first = /^[A-Za-z']+/.exec(text)?.[0] ?? '';
  const lower = first.toLowerCase();
  const common = COMMON_OPENERS.has(lower) || /(ing|ly)$/.test(lower) || (lowerWords?.has(lower) ?? false);
  if (!common || first === 'I') return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Trailing punctuation and spaces off. */
export function stripEnd(text: string): string {
  return text.replace(/[\s.,;:!?…-]+$/u, '').trim();
}

const FIRST_TO_SECOND: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "we're": "you're",
  "we've": "you've",
  "we'd": "you'd",
  "we'll": "you'll",
};

/**
 * Turns the person's own words into the companion's reflection: "I can't sleep since she died" →
 * "you can't sleep since she died", "I was", "I am" → "you were", "you are". Second-person words are
 * left alone (callers skip clauses that address the companion).
 */
export function toSecondPerson(clause: string): string {
  // "photos of us" is of the two of them, not of the person alone.
  clause = clause.replace(/\b(of|with|for|between) us\b(?! all)/gi, '$1 the two of you');
  const tokens = clause.match(/[A-Za-z']+|[^A-Za-z']+/g) ?? [];
  let prevWord = '';
  const out: string[] = [];
  for (const token of tokens) {
    if (!/^[A-Za-z']+$/.test(token)) {
      out.push(token);
      continue;
    }
    const lower = token.toLowerCase();
    let word = FIRST_TO_SECOND[lower];
    if (word === undefined) {
      if (prevWord === 'i' && lower === 'was') word = 'were';
      else if (prevWord === 'i' && lower === "wasn't") word = "weren't";
      else if (prevWord === 'i' && lower === 'am') word = 'are';
      else word = token;
    }
    out.push(word);
    prevWord = lower;
  }
  return out.join('');
}

/** Words addressed to someone ("you"): a clause with them cannot be reflected back as it stands. */
export const SECOND_PERSON = /\b(you|your|yours|yourself|you're|you've|you'd|you'll|u|ur)\b/i;

/**
 * Never echoed back, whatever the persona: self-harm and its means, thoughts of not being alive,
 * graphic violence and strong swearing. The reply answers these with its own words instead.
 */
export const NEVER_ECHO =
  /\b(suicid\w*|own life|(took|ended|take|end) (his|her|their|my) life|kill\w*|hang\w*|hung|overdos\w*|pills?|tablets?|gun\w*|shot|shoot\w*|rope|noose|jump\w*|bridge|cut|cuts|cutting|slit\w*|wrists?|drown\w*|poison\w*|blade|razor\w*|knife|knives|unalive\w*|kms|blood\w*|bod(y|ies)|corpse|die|dying|dead|end it|end my life|want to die|not wake up|better off|be with (him|her|them)|where (he|she|they) (is|are)|join (him|her|them)|alive|watching over|here with|with (me|us) (still|always)|therap\w*|treatment\w*|(hurt|harm)\w* (himself|herself|themselves|myself|yourself)|self[- ]harm\w*|fuck\w*|shit\w*|bitch\w*|bastard\w*|cunt\w*|ass(hole)?|arse(hole)?|dick\w*|piss\w*|crap\w*|damn\w*)\b/i;
