/**
 * Text normalisation for the crisis-safety screen. Everything the patterns in patterns.ts look at
 * has been through `normalize`, so the patterns can be written once, in plain lower-case English:
 *
 * - Unicode NFKC, lower case, accents and zero-width characters removed, curly quotes made straight;
 * - apostrophes dropped inside words ("don't" → "dont", "I'm" → "im"), so a missing apostrophe is
 *   the same as a present one, and a few long forms folded in ("do not" → "dont", "I am" → "im");
 * - chat spellings expanded ("wanna" → "want to", "gonna" → "going to", "rn" → "right now");
 * - common misspellings of the words that matter fixed ("sucide", "suicdal", "kil", "myslef");
 * - leet and censored spellings decoded, but only into a word the screen cares about ("k1ll",
 *   "mys3lf", "s*icide"), so "40th" or "$50" stay what they were;
 * - letters stretched for emphasis squeezed back ("diiie" → "die", "sooo" → "so");
 * - slang for suicide turned into the plain words ("kms" → "kill myself", "unalive myself",
 *   "sewer slide"); `slang` in the result says whether that happened;
 * - punctuation reduced to clause marks: " . " ends a sentence, " , " a clause, ' " ' a quotation.
 *
 * Every step is a single pass of a precompiled, linear regular expression or a table look-up.
 */

export interface Normalized {
  /** Lower-case words separated by single spaces, with " . ", " , " and ' " ' as the only punctuation. */
  text: string;
  /** Whether a slang term for suicide or self-harm was rewritten. */
  slang: boolean;
}

/** Words the leet decoder and the stretched-letter squeezer may produce. Nothing else is decoded. */
const KEY_WORDS = [
  'kill', 'killing', 'killed', 'myself', 'my', 'self', 'die', 'died', 'dying', 'dead', 'death', 'suicide',
  'suicidal', 'end', 'ending', 'life', 'live', 'living', 'alive', 'want', 'wanna', 'cut', 'cutting', 'hurt',
  'harm', 'pills', 'overdose', 'hang', 'noose', 'rope', 'jump', 'gun', 'shoot', 'goodbye', 'bye', 'unalive',
  'tonight', 'anymore', 'me', 'im', 'kms', 'kys', 'ctb', 'sleep', 'wake', 'exist', 'gone', 'over', 'done',
  'point', 'please', 'help', 'so', 'no', 'now', 'sad', 'tired', 'why', 'just', 'really', 'alone', 'hate',
  'anything', 'everything', 'nothing', 'nobody', 'future', 'hopeless', 'worthless', 'burden', 'better',
  'without', 'too', 'again', 'soon', 'ready', 'want', 'need', 'wish', 'bridge', 'wrist', 'wrists', 'blade',
  'bleed', 'sorry', 'yes', 'god', 'ugh', 'omg', 'hi', 'hey', 'well', 'to', 'do', 'it', 'all', 'can', 'cant',
  'dont', 'not', 'never', 'be', 'with', 'her', 'him', 'them', 'you', 'see', 'again',
];
const KEY_SET = new Set(KEY_WORDS);
/** "kil" → "kill", "slep" → "sleep": each key word by its form with every doubled letter single. */
const SQUEEZED = new Map<string, string>();
for (const w of KEY_WORDS) {
  const s = w.replace(/(.)\1+/g, '$1');
  if (!SQUEEZED.has(s)) SQUEEZED.set(s, w);
}

/** Whole-word replacements: chat spellings, misspellings, missing-apostrophe contractions. */
const WORD_OBJ: Record<string, string> = {
  // chat spellings
  wanna: 'want to', wana: 'want to', wannna: 'want to', wanan: 'want to', wnat: 'want', wnt: 'want',
  wantto: 'want to', wanto: 'want to', gonna: 'going to', gona: 'going to', gunna: 'going to',
  finna: 'going to', gotta: 'got to', hafta: 'have to', tryna: 'trying to', imma: 'im going to',
  ima: 'im going to', lemme: 'let me', gimme: 'give me', kinda: 'kind of', sorta: 'sort of',
  dunno: 'dont know', outta: 'out of', u: 'you', ur: 'your', youre: 'youre', r: 'are',
  bc: 'because', bcuz: 'because', cuz: 'because', coz: 'because', cos: 'because', b4: 'before',
  rn: 'right now', atm: 'right now', tbh: 'honestly', tbf: 'honestly', ngl: 'honestly', fr: 'honestly',
  frfr: 'honestly', deadass: 'honestly', srsly: 'seriously', rly: 'really', realy: 'really',
  jus: 'just', jst: 'just', juss: 'just', abt: 'about', bout: 'about', thru: 'through', tho: 'though',
  idk: 'i dont know', idc: 'i dont care', idgaf: 'i dont care', ppl: 'people', every1: 'everyone',
  evry1: 'everyone', some1: 'someone', any1: 'anyone', no1: 'nobody', noone: 'nobody', nobody: 'nobody',
  '2nite': 'tonight', '2night': 'tonight', tonite: 'tonight', tonght: 'tonight', tonigt: 'tonight',
  tonigth: 'tonight', '2day': 'today', '2morrow': 'tomorrow', '2moro': 'tomorrow', tmrw: 'tomorrow',
  tmr: 'tomorrow', tmrow: 'tomorrow', tomoro: 'tomorrow', tomorow: 'tomorrow', tommorow: 'tomorrow',
  tommorrow: 'tomorrow', anymor: 'anymore', anymroe: 'anymore', nemore: 'anymore', ne1: 'anyone',
  plz: 'please', pls: 'please', thx: 'thanks', ty: 'thanks', 'l8r': 'later', '4ever': 'forever',
  // contractions written without an apostrophe (the apostrophe is dropped anyway)
  ive: 'i have', youve: 'you have', weve: 'we have', theyve: 'they have', cannot: 'cant',
  aint: 'isnt', dnt: 'dont', dont: 'dont', doesnt: 'doesnt', didnt: 'didnt', wont: 'wont',
  // misspellings of the words that matter
  sucide: 'suicide', suicde: 'suicide', suiside: 'suicide', suicid: 'suicide', sucid: 'suicide',
  sucicide: 'suicide', suicie: 'suicide', suecide: 'suicide', suiscide: 'suicide', siucide: 'suicide',
  suicdie: 'suicide', suicidee: 'suicide', suicede: 'suicide', succide: 'suicide', suside: 'suicide',
  suicidal: 'suicidal', sucidal: 'suicidal',
  suicdal: 'suicidal', suisidal: 'suicidal', suicidial: 'suicidal', sucidial: 'suicidal',
  suicidel: 'suicidal', suicidle: 'suicidal', suicical: 'suicidal', suicadal: 'suicidal',
  suidical: 'suicidal', sucicidal: 'suicidal', suiciadal: 'suicidal', suacidal: 'suicidal',
  kil: 'kill', kll: 'kill', kiling: 'killing', killin: 'killing', mysefl: 'myself', mysef: 'myself',
  myslef: 'myself', myslf: 'myself', mysel: 'myself', myelf: 'myself', mself: 'myself',
  meself: 'myself', mysself: 'myself', myselff: 'myself', myaelf: 'myself', mysrlf: 'myself', slef: 'self',
  ded: 'dead', dieing: 'dying', dyin: 'dying', lyfe: 'life', goodby: 'goodbye', goodbey: 'goodbye',
  gudbye: 'goodbye', gdbye: 'goodbye', byebye: 'goodbye', overdoes: 'overdose', od: 'overdose',
  odd: 'odd', oding: 'overdosing', pils: 'pills', pillz: 'pills', alyve: 'alive', anymore: 'anymore',
  selfharm: 'self harm', selfharming: 'self harming', unalive: 'unalive', wrist: 'wrist',
  hopless: 'hopeless', lifes: 'life is',
  b: 'be', thinkin: 'thinking', endin: 'ending', livin: 'living', goin: 'going', nothin: 'nothing', somethin: 'something', feelin: 'feeling', tryin: 'trying', sayin: 'saying', doin: 'doing', takin: 'taking', cuttin: 'cutting', hurtin: 'hurting', jumpin: 'jumping', plannin: 'planning', wantin: 'wanting', gettin: 'getting', lookin: 'looking', talkin: 'talking', hangin: 'hanging', sittin: 'sitting', standin: 'standing', waitin: 'waiting', missin: 'missing', cryin: 'crying', sleepin: 'sleeping', wakin: 'waking', havin: 'having', makin: 'making', comin: 'coming', leavin: 'leaving', givin: 'giving', keepin: 'keeping', overdosin: 'overdosing', harmin: 'harming', existin: 'existing', breathin: 'breathing', fadin: 'fading', disappearin: 'disappearing', worthles: 'worthless', burdon: 'burden',
};

const WORD_MAP = new Map<string, string>(Object.entries(WORD_OBJ));

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't' };

const squeezeCache = new Map<string, string>();

function squeezeStretched(word: string): string {
  const hit = squeezeCache.get(word);
  if (hit !== undefined) return hit;
  const out = squeezeUncached(word);
  if (squeezeCache.size > 5000) squeezeCache.clear();
  squeezeCache.set(word, out);
  return out;
}

function squeezeUncached(word: string): string {
  const two = word.replace(/(.)\1{2,}/g, '$1$1');
  if (KEY_SET.has(two) || WORD_MAP.has(two)) return two;
  const one = two.replace(/(.)\1+/g, '$1');
  return SQUEEZED.get(one) ?? (WORD_MAP.has(one) ? one : two);
}

const leetCache = new Map<string, string | null>();

/** Decodes "k1ll", "mys3lf", "d!e", "s*icide", but only into a key word; otherwise returns null. */
function decodeLeet(token: string): string | null {
  const cached = leetCache.get(token);
  if (cached !== undefined) return cached;
  const decoded = decodeLeetUncached(token);
  if (leetCache.size > 5000) leetCache.clear();
  leetCache.set(token, decoded);
  return decoded;
}

function decodeLeetUncached(token: string): string | null {
  if (token.includes('*') || token.includes('#')) {
    const re = new RegExp(`^${token.replace(/[^a-z*#]/g, '').replace(/[*#]+/g, '[a-z]{1,3}')}$`);
    for (const w of ['suicide', 'suicidal', 'kill', 'killing', 'myself', 'die', 'dead', 'death', 'self'])
      if (re.test(w)) return w;
    return null;
  }
  const tries = [
    token.replace(/[0134579@$!|+]/g, (c) => LEET[c] ?? c),
    token.replace(/[0134579@$!|+]/g, (c) => (c === '1' || c === '!' ? 'l' : (LEET[c] ?? c))),
  ];
  for (const t of tries) {
    if (/[^a-z]/.test(t)) continue;
    const w = /(.)\1\1/.test(t) ? squeezeStretched(t) : t;
    if (KEY_SET.has(w)) return w;
    const fixed = WORD_MAP.get(w);
    if (fixed && !fixed.includes(' ')) return fixed;
  }
  return null;
}

/** A token with a digit or symbol in it: leet, censored, or punctuation stuck to a word. */
function fixSymbolToken(tok: string): string {
  const mapped = WORD_MAP.get(tok);
  if (mapped) return mapped;
  if (!/[a-z]/.test(tok)) return tok;
  // Leading or trailing punctuation ("die!!!", "!!kms") is punctuation, not leet.
  const m = /^([!*|+#]*)(.*?)([!*|+#$]*)$/.exec(tok)!;
  const core = m[2]!;
  const pre = m[1] ? ' . ' : '';
  const post = m[3] ? ' . ' : '';
  if (core && !/[0-9@$!|*#+]/.test(core)) return `${pre}${WORD_MAP.get(core) ?? core}${post}`;
  if (core && /[a-z]/.test(core)) {
    const decoded = WORD_MAP.get(core) ?? decodeLeet(core);
    if (decoded) return `${pre}${decoded}${post}`;
  }
  return tok;
}

const SYMBOL_TOKEN = /(?<![a-z0-9@$!|*#+])(?=[a-z]*[0-9@$!|*#+])[a-z0-9@$!|*#+]+/g;
const STRETCHED_TOKEN = /(?<![a-z])(?=[a-z]*([a-z])\1\1)[a-z]+/g;

const CONTRACTIONS: Record<string, string> = {
  "we're": 'we are', "i'll": 'i will', "can't": 'cant', "won't": 'wont', "he'll": 'he will', "she'll": 'she will',
  "we'll": 'we will', "it'll": 'it will', "you'll": 'you will', "they'll": 'they will', "he'd": 'he would',
  "she'd": 'she would', "we'd": 'we would', "they'd": 'they would', "you'd": 'you would',
};
const CONTRACTION_RE = /\b(?:we're|(?:i|he|she|we|it|you|they)'ll|can't|won't|(?:he|she|we|they|you)'d)\b/g;

const SHORT_FORMS: Record<string, string> = {
  'w/o': ' without ', 'w/': ' with ', 'b/c': ' because ', '&': ' and ', 'o.d.': ' overdose ',
};
const SHORT_FORM_RE = /\bw\/o\b|\bw\/(?=\s|[a-z])|\bb\/c\b|&|\bo\.d\.(?!'|d)/g;

const EMOJI: Record<string, string> = {
  '\u{1F48A}': ' pills ', '\u{1F52A}': ' knife ', '\u{1F5E1}': ' knife ', '\u{1F52B}': ' gun ', '\u{1FAA2}': ' rope ', '\u{1FA78}': ' blood ',
};
const EMOJI_RE = /\u{1F48A}|\u{1F52A}|\u{1F5E1}|\u{1F52B}|\u{1FAA2}|\u{1FA78}/gu;

/** Long forms folded into the short form the patterns use. */
const FOLDS: Record<string, string> = {
  'i am': 'im', 'do not': 'dont', 'does not': 'doesnt', 'did not': 'didnt', 'can not': 'cant', 'will not': 'wont',
  'would not': 'wouldnt', 'could not': 'couldnt', 'should not': 'shouldnt', 'have not': 'havent', 'has not': 'hasnt',
  'is not': 'isnt', 'are not': 'arent', 'was not': 'wasnt', 'it is': 'its', 'that is': 'thats', 'what is': 'whats',
  'there is': 'theres', 'he is': 'hes', 'she is': 'shes', 'they are': 'theyre', 'you are': 'youre', 'i would': 'id',
  'my self': 'myself', 'her self': 'herself', 'him self': 'himself', 'them selves': 'themselves', 'them self': 'themself',
  'your self': 'yourself', 'our selves': 'ourselves', 'it self': 'itself', 'one self': 'oneself', themselfs: 'themselves',
  'any more': 'anymore', 'no one': 'nobody', 'good bye': 'goodbye',
};
/** One pass over the words: chat spellings, misspellings and folds. */
const WORD_RE = new RegExp(
  `\\b(?:${[...new Set([...Object.keys(FOLDS), ...[...WORD_MAP.keys()].filter((k) => /^[a-z]+$/.test(k))])]
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);
const SELF_HARM_RE = /\bself (?:harm|harms|harming|harmed|injury|injuring|injure|mutilation|mutilating)\b/g;
/** Any spelling of suicide / suicidal that starts like it ("suicidl", "suisidal", "sucide"). */
const SUICIDE_FUZZY = /\bsu+i?[cs]+[iy]?[dt][a-z]*\b/g;
/** Letters typed with spaces between them ("k i l l"): joined when they spell a key word. */
const SPACED_LETTERS = /(?<![a-z])(?:[a-z] ){2,}[a-z](?![a-z])/g;
const DYE_RE =
  /\bdie(?=(?: (?:my|her|his|your|their|the|it|them|some|our))?(?: \w+)? (?:hair|clothes|shirt|jeans|wool|fabric|eggs|roots|beard|tips|fringe|jumper|dress|black|blue|red|pink|purple|green|blonde|brown|grey|gray)\b)/g;
const TWO_RE = /\b(want|going|have|need|ready|wish|like|trying|try|about|planning) 2 (?=[a-z])/g;
/** Punctuation: sentence ends become " . ", clause breaks " , ", quotation marks ' " ', the rest a space. */
function punct(p: string): string {
  if (/[.!?;:\n\r\u2026]/.test(p)) return ' . ';
  if (/[,()[\]{}\u2013\u2014-]/.test(p)) return ' , ';
  if (p.includes('"')) return ' " ';
  return ' ';
}

/** Slang, each [hints, pattern, replacement]; a pattern runs only when one of its hints occurs. */
const SLANG: [string[], RegExp, string][] = [
  [['sewer'], /\bsewer ?(?:slide|side|slid)e?\b/g, 'suicide'],
  [['commit'], /\bcommit(?:ting|ted)? (?:sudoku|toaster bath|die)\b/g, 'commit suicide'],
  [['toaster'], /\b(?:take|taking|took) a toaster bath\b/g, 'kill myself'],
  [['sudoku'], /\bsudoku myself\b/g, 'kill myself'],
  [['delete'], /\b(?:self ?delete|delete myself|self ?unalive)\b/g, 'kill myself'],
  [['un alive'], /\bun alive\b/g, 'unalive'],
  [['unalive'], /\bunalive (myself|himself|herself|themselves|themself|yourself|ourselves|me)\b/g, 'kill $1'],
  [['unaliving'], /\bunaliving (myself|himself|herself|themselves|themself|yourself|ourselves|me)\b/g, 'killing $1'],
  [['unalived'], /\bunalived (myself|himself|herself|themselves|themself|yourself|ourselves)\b/g, 'killed $1'],
  [['unalive'], /\bunalive\b/g, 'die'],
  [['unaliving'], /\bunaliving\b/g, 'dying'],
  [['unalived'], /\bunalived\b/g, 'died'],
  [['kermit'], /\bkermit (?:suicide|sewer slide)\b/g, 'commit suicide'],
  [['myself'], /\b(?:neck|rope|off|end|hang|poison|gas|yeet|electrocute|suffocate) myself\b/g, 'kill myself'],
  [['top myself'], /\btop myself\b(?! up| off)/g, 'kill myself'],
  [['shoot myself'], /\bshoot myself\b(?! in the foot)/g, 'kill myself'],
  [['drown myself'], /\bdrown myself\b(?! in (?:work|my work|tears|coffee|wine|alcohol|books|chores|tasks|paperwork|projects|music|noise|shows|tv|sorrow|grief)\b)/g, 'kill myself'],
  [['myself in'], /\bdo myself in\b/g, 'kill myself'],
  [['ctb', 'bus'], /\b(?:ctb|catch the bus|caught the bus)\b/g, 'ctb'],
  [['grippy'], /\bgrippy sock (?:vacation|jail|hotel)\b/g, 'psych ward'],
  [['kms'], /(?<![0-9] )\bkms\b/g, 'kill myself'],
  [[' sh'], /\b(?:on|my|to|of|did|do|doing|about|into|from|with|urges? to) sh\b|\bsh (?=again|urges?|scars?|relapse|relapsed|clean|free|cuts?)/g, '\0sh'],
];

export function normalize(raw: string): Normalized {
  let s = raw.toLowerCase();
  // One scan for which of the rarer steps are needed.
  let nonAscii = false;
  let apostrophe = false;
  let hyphen = false;
  let symbol = false;
  let shortForm = false;
  let stretched = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a && c === s.charCodeAt(i - 1) && c === s.charCodeAt(i - 2)) stretched = true;
    if (c > 0x7e) nonAscii = true;
    else if (c === 0x27 || c === 0x60) apostrophe = true;
    else if (c === 0x2d) hyphen = true;
    else if (c === 0x2f || c === 0x26) shortForm = true;
    else if ((c >= 0x30 && c <= 0x39) || c === 0x40 || c === 0x24 || c === 0x21 || c === 0x7c || c === 0x2a || c === 0x23 || c === 0x2b) symbol = true;
  }
  if (nonAscii) {
    s = s.normalize('NFKC').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f\u200b-\u200f\u2060\ufeff\u00ad]/g, '');
    s = s.replace(/\u0131/g, 'i').replace(/\u00df/g, 'ss').replace(/[\u0142]/g, 'l').replace(/[\u00f8]/g, 'o');
    s = s.replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4]/g, "'").replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"');
    s = s.replace(EMOJI_RE, (e) => EMOJI[e] ?? ' ');
    apostrophe ||= s.includes("'");
    hyphen ||= s.includes('-');
    shortForm ||= s.includes('/') || s.includes('&');
  }
  if (shortForm || s.includes('o.d')) s = s.replace(SHORT_FORM_RE, (m) => SHORT_FORMS[m] ?? ' ');
  if (apostrophe) {
    s = s.replace(/`/g, "'");
    s = s.replace(/\bo\.?d'?(?:ed|d|'d)\b/g, 'overdosed');
    s = s.replace(CONTRACTION_RE, (m) => CONTRACTIONS[m] ?? m);
    // Apostrophes inside words go; the rest are quotation marks.
    s = s.replace(/([a-z0-9])'(?=[a-z])/g, '$1');
    const t = s;
    s = t.replace(/([a-z])'(?=\s|$|[.,!?;:])/g, (_all, c: string, off: number) =>
      // A trailing apostrophe closes a single-quoted quotation when one is open; otherwise it is a plural possessive.
      /(?:^|[\s(])'[a-z][^']*$/.test(t.slice(Math.max(0, off - 300), off + 1)) ? `${c}"` : c,
    );
    s = s.replace(/'/g, '"');
  }
  if (hyphen) s = s.replace(/(?<=[a-z])-(?=[a-z])/g, ' ');
  // Words: symbols (leet, censoring), stretched letters, then the word table.
  if (symbol) s = s.replace(/\bo\.?d(?:ed|d)\b/g, 'overdosed').replace(SYMBOL_TOKEN, fixSymbolToken);
  if ((stretched || symbol || nonAscii) && /([a-z])\1\1/.test(s)) s = s.replace(STRETCHED_TOKEN, (w) => WORD_MAP.get(squeezeStretched(w)) ?? squeezeStretched(w));
  // An ellipsis is a pause inside a sentence ("i want to... die"), not the end of one.
  if (s.includes('..') || s.includes('\u2026')) s = s.replace(/\.{2,}|\u2026+/g, ' ');
  s = ` ${s.replace(/[^a-z0-9 ]+/g, punct).replace(/ {2,}/g, ' ').trim()} `;
  s = s.replace(WORD_RE, (w) => FOLDS[w] ?? WORD_MAP.get(w) ?? w);
  if (s.includes('self ')) s = s.replace(SELF_HARM_RE, 'self harm');
  if (s.includes(' su')) {
    s = s.replace(SUICIDE_FUZZY, (w) => {
      if (w === 'suicide' || w === 'suicidal' || w.length > 12 || /^su+s/.test(w) && !/^su+s+i[cs]/.test(w)) return w;
      return /(?:al|l|le|el|ial|ul)$/.test(w) ? 'suicidal' : 'suicide';
    });
  }
  if (/(?:^| )[a-z] [a-z] [a-z]/.test(s)) {
    s = s.replace(SPACED_LETTERS, (m) => {
      const w = m.replace(/ /g, '');
      return KEY_SET.has(w) && w.length > 2 ? w : m;
    });
  }
  if (s.includes(' 2 ')) s = s.replace(TWO_RE, '$1 to ');
  // "die my hair black" is dyeing, not dying.
  if (s.includes('die ')) s = s.replace(DYE_RE, 'dye');
  let slang = false;
  for (const [hints, re, to] of SLANG) {
    if (!hints.some((h) => s.includes(h))) continue;
    const before = s;
    s = to === '\0sh' ? s.replace(re, (m) => m.replace(/\bsh\b/, 'self harm')) : s.replace(re, to);
    if (s !== before) slang = true;
  }
  if (s.includes('kys') || s.includes('ctb') || s.includes('psych ward')) slang ||= /\b(?:kys|ctb|psych ward)\b/.test(s);
  return { text: s.includes('  ') ? s.replace(/ {2,}/g, ' ').trim() : s.trim(), slang };
}
