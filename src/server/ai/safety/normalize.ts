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
  'kill',
  'killing',
  'killed',
  'myself',
  'my',
  'self',
  'die',
  'died',
  'dying',
  'dead',
  'death',
  'suicide',
  'suicidal',
  'end',
  'ending',
  'life',
  'live',
  'living',
  'alive',
  'want',
  'wanna',
  'cut',
  'cutting',
  'hurt',
  'harm',
  'pills',
  'overdose',
  'hang',
  'noose',
  'rope',
  'jump',
  'gun',
  'shoot',
  'goodbye',
  'bye',
  'unalive',
  'tonight',
  'anymore',
  'me',
  'im',
  'kms',
  'kys',
  'ctb',
  'sleep',
  'wake',
  'exist',
  'gone',
  'over',
  'done',
  'point',
  'please',
  'help',
  'so',
  'no',
  'now',
  'sad',
  'tired',
  'why',
  'just',
  'really',
  'alone',
  'hate',
  'anything',
  'everything',
  'nothing',
  'nobody',
  'future',
  'hopeless',
  'worthless',
  'burden',
  'better',
  'without',
  'too',
  'again',
  'soon',
  'ready',
  'want',
  'need',
  'wish',
  'bridge',
  'wrist',
  'wrists',
  'blade',
  'bleed',
  'sorry',
  'yes',
  'god',
  'ugh',
  'omg',
  'hi',
  'hey',
  'well',
  'to',
  'do',
  'it',
  'all',
  'can',
  'cant',
  'dont',
  'not',
  'never',
  'be',
  'with',
  'her',
  'him',
  'them',
  'you',
  'see',
  'again',
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
  wanna: 'want to',
  wana: 'want to',
  wannna: 'want to',
  wanan: 'want to',
  wnat: 'want',
  wnt: 'want',
  wantto: 'want to',
  wanto: 'want to',
  gonna: 'going to',
  gona: 'going to',
  gunna: 'going to',
  finna: 'going to',
  gotta: 'got to',
  hafta: 'have to',
  tryna: 'trying to',
  imma: 'im going to',
  ima: 'im going to',
  lemme: 'let me',
  gimme: 'give me',
  kinda: 'kind of',
  sorta: 'sort of',
  dunno: 'dont know',
  outta: 'out of',
  u: 'you',
  ur: 'your',
  youre: 'youre',
  r: 'are',
  bc: 'because',
  bcuz: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  b4: 'before',
  rn: 'right now',
  atm: 'right now',
  tbh: 'honestly',
  tbf: 'honestly',
  ngl: 'honestly',
  fr: 'honestly',
  frfr: 'honestly',
  deadass: 'honestly',
  srsly: 'seriously',
  rly: 'really',
  realy: 'really',
  jus: 'just',
  jst: 'just',
  juss: 'just',
  abt: 'about',
  bout: 'about',
  thru: 'through',
  tho: 'though',
  idk: 'i dont know',
  idc: 'i dont care',
  idgaf: 'i dont care',
  ppl: 'people',
  every1: 'everyone',
  evry1: 'everyone',
  some1: 'someone',
  any1: 'anyone',
  no1: 'nobody',
  noone: 'nobody',
  nobody: 'nobody',
  '2nite': 'tonight',
  '2night': 'tonight',
  tonite: 'tonight',
  tonght: 'tonight',
  tonigt: 'tonight',
  tonigth: 'tonight',
  '2day': 'today',
  '2morrow': 'tomorrow',
  '2moro': 'tomorrow',
  tmrw: 'tomorrow',
  wk: 'week',
  wks: 'weeks',
  wkend: 'weekend',
  wknd: 'weekend',
  bday: 'birthday',
  bdays: 'birthdays',
  bdy: 'birthday',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  tomoro: 'tomorrow',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  anymor: 'anymore',
  anymroe: 'anymore',
  cnt: 'cant',
  cnat: 'cant',
  nemore: 'anymore',
  ne1: 'anyone',
  plz: 'please',
  pls: 'please',
  thx: 'thanks',
  ty: 'thanks',
  l8r: 'later',
  '4ever': 'forever',
  // contractions written without an apostrophe (the apostrophe is dropped anyway)
  ive: 'i have',
  youve: 'you have',
  weve: 'we have',
  theyve: 'they have',
  cannot: 'cant',
  aint: 'isnt',
  dnt: 'dont',
  dont: 'dont',
  doesnt: 'doesnt',
  didnt: 'didnt',
  wont: 'wont',
  shouldve: 'should have',
  wouldve: 'would have',
  couldve: 'could have',
  mightve: 'might have',
  mustve: 'must have',
  shoulda: 'should have',
  woulda: 'would have',
  coulda: 'could have',
  shouldof: 'should have',
  // Scots negatives
  wouldnae: 'wouldnt',
  didnae: 'didnt',
  dinnae: 'dont',
  cannae: 'cant',
  couldnae: 'couldnt',
  isnae: 'isnt',
  wasnae: 'wasnt',
  havenae: 'havent',
  hasnae: 'hasnt',
  doesnae: 'doesnt',
  willnae: 'wont',
  shouldnae: 'shouldnt',
  // misspellings of the words that matter
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  suicid: 'suicide',
  sucid: 'suicide',
  sucicide: 'suicide',
  suicie: 'suicide',
  suecide: 'suicide',
  suiscide: 'suicide',
  siucide: 'suicide',
  suicdie: 'suicide',
  suicidee: 'suicide',
  suicede: 'suicide',
  succide: 'suicide',
  suside: 'suicide',
  suicidal: 'suicidal',
  sucidal: 'suicidal',
  suicdal: 'suicidal',
  suisidal: 'suicidal',
  suicidial: 'suicidal',
  sucidial: 'suicidal',
  suicidel: 'suicidal',
  suicidle: 'suicidal',
  suicical: 'suicidal',
  suicadal: 'suicidal',
  suidical: 'suicidal',
  sucicidal: 'suicidal',
  suiciadal: 'suicidal',
  suacidal: 'suicidal',
  kil: 'kill',
  kll: 'kill',
  kiling: 'killing',
  killin: 'killing',
  mysefl: 'myself',
  mysef: 'myself',
  myslef: 'myself',
  myslf: 'myself',
  mysel: 'myself',
  myelf: 'myself',
  mself: 'myself',
  meself: 'myself',
  mysself: 'myself',
  myselff: 'myself',
  myaelf: 'myself',
  mysrlf: 'myself',
  slef: 'self',
  ded: 'dead',
  dieing: 'dying',
  dyin: 'dying',
  lyfe: 'life',
  goodby: 'goodbye',
  goodbey: 'goodbye',
  gudbye: 'goodbye',
  gdbye: 'goodbye',
  byebye: 'goodbye',
  overdoes: 'overdose',
  od: 'overdose',
  odd: 'odd',
  oding: 'overdosing',
  pils: 'pills',
  pillz: 'pills',
  alyve: 'alive',
  anymore: 'anymore',
  selfharm: 'self harm',
  selfharming: 'self harming',
  unalive: 'unalive',
  wrist: 'wrist',
  hopless: 'hopeless',
  lifes: 'life is',
  mny: 'many',
  gud: 'good',
  gbye: 'goodbye',
  bettr: 'better',
  betta: 'better',
  deid: 'dead',
  enuf: 'enough',
  enuff: 'enough',
  wat: 'what',
  wats: 'whats',
  hw: 'how',
  b: 'be',
  thinkin: 'thinking',
  endin: 'ending',
  livin: 'living',
  goin: 'going',
  nothin: 'nothing',
  somethin: 'something',
  feelin: 'feeling',
  tryin: 'trying',
  sayin: 'saying',
  doin: 'doing',
  takin: 'taking',
  cuttin: 'cutting',
  hurtin: 'hurting',
  jumpin: 'jumping',
  plannin: 'planning',
  wantin: 'wanting',
  gettin: 'getting',
  lookin: 'looking',
  talkin: 'talking',
  hangin: 'hanging',
  sittin: 'sitting',
  standin: 'standing',
  waitin: 'waiting',
  missin: 'missing',
  cryin: 'crying',
  sleepin: 'sleeping',
  wakin: 'waking',
  havin: 'having',
  makin: 'making',
  comin: 'coming',
  leavin: 'leaving',
  givin: 'giving',
  keepin: 'keeping',
  overdosin: 'overdosing',
  harmin: 'harming',
  existin: 'existing',
  breathin: 'breathing',
  fadin: 'fading',
  disappearin: 'disappearing',
  worthles: 'worthless',
  burdon: 'burden',
  // Medicines by brand or by a generic name the rules do not list, as the name they do: one word
  // class for every box in the cupboard (paracetamol, ibuprofen, sleeping pills, benzodiazepines,
  // antidepressants, antipsychotics, opioids, heart tablets).
  panadol: 'paracetamol',
  panadeine: 'paracetamol',
  calpol: 'paracetamol',
  crocin: 'paracetamol',
  dolo: 'paracetamol',
  dafalgan: 'paracetamol',
  doliprane: 'paracetamol',
  efferalgan: 'paracetamol',
  excedrin: 'paracetamol',
  anadin: 'aspirin',
  disprin: 'aspirin',
  advil: 'ibuprofen',
  motrin: 'ibuprofen',
  brufen: 'ibuprofen',
  naproxen: 'ibuprofen',
  aleve: 'ibuprofen',
  ambien: 'zolpidem',
  stilnox: 'zolpidem',
  zimovane: 'zopiclone',
  ativan: 'diazepam',
  lorazepam: 'diazepam',
  klonopin: 'diazepam',
  clonazepam: 'diazepam',
  temazepam: 'diazepam',
  alprazolam: 'xanax',
  xannies: 'xanax',
  xans: 'xanax',
  benadryl: 'nytol',
  diphenhydramine: 'nytol',
  unisom: 'nytol',
  nyquil: 'nytol',
  sominex: 'nytol',
  promethazine: 'nytol',
  phenergan: 'nytol',
  zoloft: 'sertraline',
  lustral: 'sertraline',
  lexapro: 'citalopram',
  cipralex: 'citalopram',
  escitalopram: 'citalopram',
  effexor: 'antidepressants',
  venlafaxine: 'antidepressants',
  duloxetine: 'antidepressants',
  cymbalta: 'antidepressants',
  paroxetine: 'antidepressants',
  seroxat: 'antidepressants',
  paxil: 'antidepressants',
  trazodone: 'antidepressants',
  bupropion: 'antidepressants',
  wellbutrin: 'antidepressants',
  nortriptyline: 'amitriptyline',
  seroquel: 'quetiapine',
  olanzapine: 'quetiapine',
  zyprexa: 'quetiapine',
  risperidone: 'quetiapine',
  lyrica: 'pregabalin',
  neurontin: 'gabapentin',
  vicodin: 'opioids',
  hydrocodone: 'opioids',
  norco: 'opioids',
  dilaudid: 'opioids',
  hydromorphone: 'opioids',
  dihydrocodeine: 'codeine',
  solpadeine: 'codeine',
  codydramol: 'codeine',
  buprenorphine: 'opioids',
  suboxone: 'opioids',
  subutex: 'opioids',
  atenolol: 'propranolol',
  bisoprolol: 'propranolol',
  metoprolol: 'propranolol',
  digoxin: 'warfarin',
};

const WORD_MAP = new Map<string, string>(Object.entries(WORD_OBJ));

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};

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

/**
 * Any other word written in leet, with a digit or symbol between two letters ("l3thal", "p4r4cetam0l",
 * "w0man"), read as its letters when nothing but letters is left. Numbers with units ("60kg", "3am",
 * "500mg") have no digit between letters and are left alone.
 */
function decodeLeetWord(core: string): string | null {
  if (!/[a-z][0134579@$][a-z]/.test(core)) return null;
  const w = core.replace(/[0134579@$]/g, (c) => LEET[c] ?? c);
  if (w.length < 3 || /[^a-z]/.test(w)) return null;
  return WORD_MAP.get(w) ?? w;
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
    const decoded = WORD_MAP.get(core) ?? decodeLeet(core) ?? decodeLeetWord(core);
    if (decoded) return `${pre}${decoded}${post}`;
  }
  return tok;
}

const SYMBOL_TOKEN = /(?<![a-z0-9@$!|*#+])(?=[a-z]*[0-9@$!|*#+])[a-z0-9@$!|*#+]+/g;
const STRETCHED_TOKEN = /(?<![a-z])(?=[a-z]*([a-z])\1\1)[a-z]+/g;

const CONTRACTIONS: Record<string, string> = {
  "we're": 'we are',
  "i'll": 'i will',
  "can't": 'cant',
  "won't": 'wont',
  "he'll": 'he will',
  "she'll": 'she will',
  "we'll": 'we will',
  "it'll": 'it will',
  "you'll": 'you will',
  "they'll": 'they will',
  "he'd": 'he would',
  "she'd": 'she would',
  "we'd": 'we would',
  "they'd": 'they would',
  "you'd": 'you would',
};
const HAD_RE =
  /\b(i|he|she|we|they|you)'d (?=(?:just |already |never |not |only |all |both )?(?:been|gone|done|taken|tried|left|seen|got|gotten|made|told|said|known|died|bought|stockpiled|saved|written|given|had|kept|hidden|planned|decided|used|started|stopped|lost|found|put|hoarded|collected|swallowed|overdosed|attempted|cut)\b)/g;
const WOULD_RE =
  /\b([a-z]+)'d (?=(?:be|have|never|not|just|rather|probably|only|all|even|get|feel|float|thrive|heal|cope|miss|notice|care|come|find|want|say|know|love|like|go|do|make|take|see|die|sleep|rest|breathe|rise|sink|grieve|clock|blink|shed|cry|mourn|actually|really|finally|honestly|be)\b)/g;
const CONTRACTION_RE = /\b(?:we're|(?:i|he|she|we|it|you|they)'ll|can't|won't|(?:he|she|we|they|you)'d)\b/g;

const SHORT_FORMS: Record<string, string> = {
  'w/o': ' without ',
  'w/out': ' without ',
  'w/': ' with ',
  'b/c': ' because ',
  '&': ' and ',
  'o.d.': ' overdose ',
};
const SHORT_FORM_RE = /\bw\/out\b|\bw\/o\b|\bw\/(?=\s|[a-z])|\bb\/c\b|&|\bo\.d\.(?!'|d)/g;

const EMOJI: Record<string, string> = {
  '\u{1F48A}': ' pills ',
  '\u{1F52A}': ' knife ',
  '\u{1F5E1}': ' knife ',
  '\u{1F52B}': ' gun ',
  '\u{1FAA2}': ' rope ',
  '\u{1FA78}': ' blood ',
};
const EMOJI_RE = /\u{1F48A}|\u{1F52A}|\u{1F5E1}|\u{1F52B}|\u{1FAA2}|\u{1FA78}/gu;
/** A row of three or more drinks is drinking ("🍺🍺🍺🍺🍺 🛌 repeat"); one is a toast. */
const DRINKS_RE = /(?:[\u{1F37A}\u{1F37B}\u{1F377}\u{1F943}\u{1F378}\u{1F37E}]\s*){3,}/gu;

/** Long forms folded into the short form the patterns use. */
const FOLDS: Record<string, string> = {
  'i am': 'im',
  'do not': 'dont',
  'does not': 'doesnt',
  'did not': 'didnt',
  'can not': 'cant',
  'will not': 'wont',
  'would not': 'wouldnt',
  'could not': 'couldnt',
  'should not': 'shouldnt',
  'have not': 'havent',
  'has not': 'hasnt',
  'is not': 'isnt',
  'are not': 'arent',
  'was not': 'wasnt',
  'it is': 'its',
  'that is': 'thats',
  'what is': 'whats',
  'there is': 'theres',
  'he is': 'hes',
  'she is': 'shes',
  'they are': 'theyre',
  'you are': 'youre',
  'i would': 'id',
  'my self': 'myself',
  'her self': 'herself',
  'him self': 'himself',
  'them selves': 'themselves',
  'them self': 'themself',
  'your self': 'yourself',
  'our selves': 'ourselves',
  'it self': 'itself',
  'one self': 'oneself',
  themselfs: 'themselves',
  'any more': 'anymore',
  'no one': 'nobody',
  'good bye': 'goodbye',
  'hoe many': 'how many',
  'hoe much': 'how much',
};
/**
 * Key crisis phrases in the other languages people here write in (Spanish, French, German, Italian,
 * Portuguese, Polish, Welsh, Hindi/Urdu and Tagalog in Latin script), as the plain English the rules
 * read. Keys are written as normalisation leaves them: lower case, no accents, no apostrophes.
 * Longer phrases come first where one contains another.
 */
const LEXICON: Record<string, string> = {
  // Spanish
  'me quiero morir': 'i want to die',
  'quiero morirme': 'i want to die',
  'quiero morir': 'i want to die',
  'me quiero matar': 'i want to kill myself',
  'quiero matarme': 'i want to kill myself',
  'me voy a matar': 'im going to kill myself',
  'voy a matarme': 'im going to kill myself',
  'me quiero suicidar': 'i want to kill myself',
  'quiero suicidarme': 'i want to kill myself',
  matarme: 'kill myself',
  suicidarme: 'kill myself',
  'me mato': 'i kill myself',
  'no quiero vivir': 'i dont want to live',
  'no quiero seguir viviendo': 'i dont want to live anymore',
  'no quiero seguir': 'i dont want to go on',
  'quiero desaparecer': 'i want to disappear',
  'ojala no despertar': 'i wish i would not wake up',
  'no despertar': 'not wake up',
  'ojala me muera': 'i wish i was dead',
  'ojala estuviera muerto': 'i wish i was dead',
  'ojala estuviera muerta': 'i wish i was dead',
  'ojala me hubiera ido yo': 'it should have been me',
  'estarian mejor sin mi': 'they would be better off without me',
  'estaria mejor sin mi': 'she would be better off without me',
  'estarian mejor': 'would be better off',
  'mejor sin mi': 'better off without me',
  'sin mi': 'without me',
  'soy una carga': 'im a burden',
  'una carga': 'a burden',
  'no aguanto mas': 'i cant take it anymore',
  'ya no puedo mas': 'i cant do this anymore',
  'no puedo mas': 'i cant go on',
  'no le veo sentido a nada': 'i dont see the point in anything',
  'no tiene sentido': 'theres no point',
  'me voy contigo': 'im coming to you',
  'voy contigo': 'im coming to you',
  'esperame en el cielo': 'wait for me in heaven',
  esperame: 'wait for me',
  'ya voy': 'im coming to you',
  'ya me voy': 'im going',
  manana: 'tomorrow',
  'en el cielo': 'in heaven',
  'llevame contigo': 'take me with you',
  'quiero estar con': 'i want to be with',
  'esta noche': 'tonight',
  'ya lo decidi': 'ive decided',
  'ya esta decidido': 'its decided',
  'lo decidi': 'ive decided',
  'tengo las pastillas': 'i have the pills',
  pastillas: 'pills',
  'me tiro del puente': 'im going to jump off the bridge',
  'del puente': 'off the bridge',
  'adios a todos': 'goodbye everyone',
  'adios para siempre': 'goodbye forever',
  'para siempre': 'forever',
  perdonenme: 'forgive me',
  perdoname: 'forgive me',
  'cuantas pastillas': 'how many pills',
  'la manera mas rapida': 'the quickest way',
  'no quiero sufrir': 'i dont want to suffer',
  'me corte': 'i cut myself',
  'me corto': 'i cut myself',
  'me hice dano': 'i hurt myself',
  'el viernes': 'on friday',
  'el sabado': 'on saturday',
  'el domingo': 'on sunday',
  'tome todas las pastillas': 'i took all the pills',
  'me tome todas las pastillas': 'i took all the pills',
  'voy a tomarme todas las pastillas': 'im going to take all the pills',
  'voy a tomar todas las pastillas': 'im going to take all the pills',
  'me voy a tomar todas las pastillas': 'im going to take all the pills',
  'ya me decidi': 'i have decided',
  'me decidi': 'i decided',
  'voy a estar con': 'im going to be with',
  'muy pronto': 'very soon',
  'tomei tudo': 'i took everything',
  'tomei os remedios todos': 'i took all the pills',
  'hab alles geschluckt': 'i swallowed everything',
  'alles geschluckt': 'swallowed everything',
  'polknelam wszystkie tabletki': 'i swallowed all the pills',
  'polknalem wszystkie tabletki': 'i swallowed all the pills',
  'pocialem sie': 'i cut myself',
  'pocielam sie': 'i cut myself',
  'ininom ko lahat ng gamot': 'i took all the pills',
  'sari goliyan kha li': 'i took all the pills',
  'ho preso tutte le pillole': 'i took all the pills',
  'ho ingoiato tutte le pillole': 'i swallowed all the pills',
  'jai pris tous les somniferes': 'i took all the sleeping pills',
  'jai pris toutes les pilules': 'i took all the pills',
  'jai avale toute la boite': 'i swallowed the whole box',
  'je me suis coupee': 'i cut myself',
  'je me suis coupe': 'i cut myself',
  somniferes: 'sleeping pills',
  'alle meine antidepressiva genommen': 'took all my antidepressants',
  aufgeschnitten: 'cut open',
  'nilaslas ko': 'i cut',
  'dw i wedi llyncur tabledi i gyd': 'i swallowed all the pills',
  'sin comer': 'without eating',
  'no como': 'im not eating',
  'no quiero que nadie me ayude': 'i dont want help',
  'no quiero que nadie me obligue': 'i dont want help',
  'dejenme en paz': 'leave me alone',
  'je bois tous les soirs': 'i drink every night',
  'jusqua ne plus rien sentir': 'to numb it',
  'je nai pas envie darreter': 'i dont want to stop',
  'non prendo piu le pastiglie': 'i stopped taking my pills',
  'a cosa servono': 'whats the point',
  'ich trinke jeden abend': 'i drink every night',
  'ist mir egal': 'i dont care',
  'nie jem': 'im not eating',
  'pije co wieczor': 'i drink every night',
  'nie chce zadnej pomocy': 'i dont want help',
  'nie chce niczyjej pomocy': 'i dont want help',
  'przestalem brac leki': 'i stopped taking my meds',
  'przestalam brac leki': 'i stopped taking my meds',
  'parei os remedios': 'i stopped my meds',
  'parei de tomar os remedios': 'i stopped taking my meds',
  'pra que': 'whats the point',
  'dawai band': 'i stopped my meds',
  'dawai bhi band kar di': 'i stopped my meds',
  'kya fayda': 'whats the point',
  'hindi na ako kumakain': 'im not eating',
  'ayokong may tumulong': 'i dont want help',
  'tumigil na ako sa pag inom ng gamot': 'i stopped taking my meds',
  'para saan pa': 'whats the point',
  'stopio cymryd fy nhabledi': 'stopped taking my pills',
  'sdim ots gen i': 'i dont care',
  'jai arrete mon traitement': 'i stopped my treatment',
  'wozu denn noch': 'whats the point',
  'sono settimane che non mangio': 'i havent eaten in weeks',
  'non mangio': 'im not eating',
  'non ho voglia': 'i dont want to',
  'ultima mensagem': 'last message',
  'minha ultima mensagem': 'my last message',
  'aakhri message': 'last message',
  'huling mensahe': 'last message',
  'maaf karna': 'forgive me',
  'mahal ko kayong lahat': 'i love you all',
  'ya no voy a estar': 'i wont be here anymore',
  'dann bin ich weg': 'then im gone',
  'ffarwel am byth': 'goodbye forever',
  'khuda hafiz': 'goodbye',
  'paalam na': 'goodbye',
  'nahi padegi': 'wont need them anymore',
  temprano: 'early',
  decidido: 'decided',
  'se zabije': 'i kill myself',
  'sie zabije': 'i kill myself',
  'w piatek': 'on friday',
  'wedi penderfynu': 'decided',
  'nos sul': 'sunday night',
  'sab khatam': 'it all ends',
  'la faccio finita': 'i end it',
  'stanotte la faccio finita': 'tonight i end it',
  'je me tue': 'i kill myself',
  'cest decide': 'its decided',
  'mach ich schluss': 'i end it',
  'es steht fest': 'its decided',
  'ich hab alles da': 'i have everything ready',
  'vou acabar com tudo': 'im going to end it all',
  'acabar com tudo': 'end it all',
  'konczę ze soba': 'im ending it',
  'koncze ze soba': 'im ending it',
  'wszystko mam przygotowane': 'i have everything ready',
  'mynd i ladd fy hun': 'going to kill myself',
  'me voy para siempre': 'im going forever',
  'ya tengo todo planeado': 'i have it all planned',
  'lo tengo todo planeado': 'i have it all planned',
  'lo tengo planeado': 'i have it planned',
  'mam wszystko zaplanowane': 'i have it all planned',
  // Scots: "ah'm no comin back" (I'm not coming back), "no gonnae", "the nicht" (tonight)
  'ahm no': 'im not',
  ahm: 'im',
  'no gonnae': 'not going to',
  'the nicht': 'tonight',
  // Italian: letters written, going to the lake or to him tomorrow, goodbye to all
  'ho scritto le lettere': 'i have written the letters',
  'non ce la faccio piu': 'i cant go on',
  'addio a tutti': 'goodbye everyone',
  'domani sera': 'tomorrow night',
  domattina: 'tomorrow morning',
  'vado al lago': 'im going to the lake',
  'vado al ponte': 'im going to the bridge',
  'vado da lui': 'im going to him',
  'vado da lei': 'im going to her',
  'mi aspetta': 'is waiting for me',
  // Hindi/Urdu (Latin script): no point living, standing on the roof now, one more step, she will go too
  'jeene ka koi matlab nahi': 'there is no point living',
  'jeene ka koi matlab nahin': 'there is no point living',
  'chhat pe khada hoon abhi': 'im standing on the roof now',
  'chhat pe khadi hoon abhi': 'im standing on the roof now',
  'bas ek kadam aur': 'just one more step',
  'woh bhi jaayengi': 'she will go too',
  'woh bhi jayegi': 'she will go too',
  'woh bhi jaayega': 'he will go too',
  'saari davaiyan': 'all her pills',
  'saari dawaiyan': 'all her pills',
  'nikaal ke rakhi hain': 'lined up',
  'nikal ke rakhi hain': 'lined up',
  // A day chosen (pt, es, pl)
  'ja escolhi o dia': 'ive chosen the day',
  'escolhi o dia': 'ive chosen the day',
  'ya elegi el dia': 'ive chosen the day',
  'elegi el dia': 'ive chosen the day',
  'wybralem dzien': 'ive chosen the day',
  'wybralam dzien': 'ive chosen the day',
  // Being with the dead (pt)
  'quero ir ficar com': 'i want to go be with',
  'quero ficar com': 'i want to be with',
  'quero estar com': 'i want to be with',
  // A weapon loaded, sitting with it (pt, es, pl)
  carregado: 'loaded',
  carregada: 'loaded',
  cargado: 'loaded',
  cargada: 'loaded',
  naladowany: 'loaded',
  naladowana: 'loaded',
  escopeta: 'shotgun',
  espingarda: 'shotgun',
  strzelba: 'shotgun',
  sentado: 'sitting',
  sentada: 'sitting',
  'apni jaan de dunga': 'ill kill myself',
  'apni jaan de dungi': 'ill kill myself',
  'tay kar liya hai': 'i have decided',
  'hindi na ako babalik': 'im not coming back',
  'desidido na ako': 'ive decided',
  'io non ci saro piu': 'i wont be here anymore',
  'non ci saro piu': 'i wont be here anymore',
  'ho scelto il giorno': 'ive chosen the day',
  'se quiere matar': 'wants to kill himself',
  'veut mourir': 'wants to die',
  'chce sie zabic': 'wants to kill himself',
  'will sterben': 'wants to die',
  'gusto nang mamatay': 'wants to die',
  'khudkushi karne wala hai': 'is going to kill himself',
  'khudkushi karne wali hai': 'is going to kill herself',
  'tomou os comprimidos todos': 'took all the pills',
  'preso tutte le pastiglie': 'took all the pills',
  'se va a tirar del puente': 'is going to jump off the bridge',
  'a avale toute sa boite': 'swallowed the whole box',
  'bringt sich heute nacht um': 'is going to kill himself tonight',
  'sul tetto': 'on the roof',
  'vuole raggiungere': 'wants to join',
  'vai se matar': 'is going to kill himself',
  magpapakamatay: 'will kill herself',
  'latak jayega': 'will hang himself',
  'addio fratello': 'goodbye brother',
  'przepraszam kocham was': 'sorry i love you all',
  'saari neend ki goliyan kha li': 'took all the sleeping pills',
  'a pris toutes ses pilules': 'took all her pills',
  eingeschlossen: 'locked in',
  'sich im keller eingeschlossen': 'locked himself in the cellar',
  // Passive wishes: not waking, sleeping for ever, not minding (es, pt, it, de, pl, cy, hi, tl)
  ojala: 'i wish',
  quisiera: 'i wish',
  'no despertara': 'could sleep and not wake up',
  'y no despertar': 'and never wake up',
  'no amanecer': 'not wake up tomorrow',
  'me durmiera y no despertara': 'i could sleep and never wake up',
  'dormirme y no despertar': 'sleep and never wake up',
  'no me importaria morir': 'i wouldnt mind dying',
  'nao quero acordar mais': 'i dont want to wake up anymore',
  'se eu nao acordasse': 'if i didnt wake up',
  'nao acordasse': 'didnt wake up',
  'vorrei non svegliarmi piu': 'i wish i could sleep and not wake up',
  'non svegliarmi piu': 'sleep and not wake up again',
  'se non mi svegliassi': 'if i didnt wake up',
  'non mi dispiacerebbe': 'i wouldnt mind',
  'ich hatte nichts dagegen': 'i wouldnt mind',
  'nicht mehr aufzuwachen': 'to sleep and not wake up',
  'einfach nicht mehr aufwachen': 'just never wake up',
  'chce zasnac na zawsze': 'i want to sleep and not wake up',
  'zasnac na zawsze': 'sleep and not wake up',
  'sie nie obudzic': 'sleep and not wake up',
  'nie obudzic sie': 'sleep and not wake up',
  chcialabym: 'i wish',
  chcialbym: 'i wish',
  'po prostu': 'just',
  'pe na bawn in deffro': 'if i didnt wake up',
  'na bawn in deffro': 'if i didnt wake up',
  'fyddai dim ots gen i': 'i wouldnt mind',
  'dim ots gen i': 'i wouldnt mind',
  'phir na uthun': 'not wake up',
  'na uthun': 'sleep and not wake up',
  'so jaaun': 'sleep',
  'kal subah': 'tomorrow morning',
  'sana hindi na ako magising': 'i wish i could sleep and not wake up',
  'hindi na ako magising': 'sleep and not wake up',
  'kinuha na lang din ako': 'taken me too',
  'kunin na lang ako': 'take me too',
  'ne plus jamais me reveiller': 'never wake up again',
  'ne plus me reveiller': 'never wake up again',
  mendormir: 'fall asleep',
  'je voudrais': 'i wish',
  'jaurais prefere partir avant': 'i wish i had gone first',
  'mujhe bhi utha le': 'take me too',
  'mujhe bhi bula le': 'take me too',
  'sana ako na lang ang nawala': 'it should have been me',
  'ako na lang ang nawala': 'it should have been me',
  'vorrei essere io al posto tuo': 'i wish it had been me instead',
  'vorrei non esserci': 'i wish i wasnt here',
  'nie musiec sie budzic': 'sleep and not wake up',
  'nie chce tu byc': 'dont want to be here anymore',
  'nicht mehr da zu sein': 'not be here anymore',
  // Hopelessness: no point, no way out, never better
  'nie ma sensu': 'theres no point',
  'bez sensu': 'pointless',
  'walang kwenta': 'theres no point',
  'koi fayda nahi': 'theres no point',
  'a quoi bon': 'whats the point',
  'does dim pwynt': 'theres no point',
  'non ha piu senso': 'theres no point anymore',
  'es hat keinen sinn mehr': 'theres no point anymore',
  'keinen sinn mehr': 'no point anymore',
  'nao tem mais jeito': 'theres no hope left',
  'es gibt keinen ausweg mehr': 'theres no way out',
  'keinen ausweg': 'no way out',
  'kein ausweg': 'no way out',
  'no veo salida': 'i see no way out',
  'nao vejo saida': 'i see no way out',
  'sin salida': 'no way out',
  'nada va a mejorar': 'nothing will ever get better',
  'rien ne va sameliorer': 'nothing will ever get better',
  'juz nigdy nie bedzie lepiej': 'it will never get better',
  'nigdy nie bedzie lepiej': 'it will never get better',
  'wala nang pag asa': 'no hope left',
  'walang pag asa': 'no hope left',
  'kuch bhi theek nahi hone wala': 'nothing will ever get better',
  'kuch theek nahi hoga': 'nothing will ever get better',
  'non cambiera mai niente': 'nothing will ever change',
  'non cambiera mai': 'will never change',
  'soy un fantasma en mi propia': 'im a ghost in my own',
  'ich sehe einfach kein licht mehr': 'i cant see any way out',
  'ich sehe kein licht mehr': 'i cant see any way out',
  'nie widze juz zadnej przyszlosci': 'i cant see a future',
  'nie widze przyszlosci': 'i cant see a future',
  'me siento atrapada': 'i feel trapped',
  'me siento atrapado': 'i feel trapped',
  atrapada: 'trapped',
  atrapado: 'trapped',
  'je me sens piegee': 'i feel trapped',
  'je me sens piege': 'i feel trapped',
  'mi sento in trappola': 'i feel trapped',
  'nessuna via duscita': 'no way out',
  'does dim ffordd allan': 'theres no way out',
  'teimlon gaeth': 'feel trapped',
  'buraco sem fundo': 'no way out',
  'nao vai melhorar': 'it will never get better',
  'no va a mejorar': 'it will never get better',
  'nunca va a mejorar': 'it will never get better',
  'no creo que vaya a cambiar nunca': 'i dont think it will ever get better',
  'je ne vois pas comment ca pourrait aller mieux': 'i cant see it ever getting better',
  'zindagi aise hi rahegi': 'it will be like this forever',
  'ya no me queda nada por lo que luchar': 'nothing left to live for',
  'nada por lo que luchar': 'nothing left to live for',
  'wszystko jest szare': 'everything is grey',
  'mae popeth yn llwyd': 'everything is grey',
  'wala na akong nakikitang pag asa': 'i see no hope left',
  'walang kwenta lahat': 'theres no point in anything',
  'nada cambia': 'nothing changes',
  'nic sie nie zmienia': 'nothing changes',
  'kuch nahi badalta': 'nothing changes',
  'rien ne change': 'nothing changes',
  'nichts andert sich': 'nothing changes',
  // History: past attempts and self-harm
  'jai fait une tentative': 'i made an attempt',
  'une tentative': 'an attempt',
  'tentative de suicide': 'suicide attempt',
  'jy repense': 'the thoughts come back',
  'intente quitarme la vida': 'i tried to kill myself',
  'quitarme la vida': 'kill myself',
  'lo intente': 'i tried once',
  'esos pensamientos vuelven': 'those thoughts come back',
  'nagtangka ako': 'i tried once',
  nagtangka: 'tried once',
  'try kiya tha': 'tried once',
  'jaan lene ki koshish ki thi': 'tried to kill myself',
  'jaan lene ki koshish': 'tried to kill myself',
  'woh khayal': 'those thoughts',
  'wapas aata hai': 'come back',
  'aise khayal': 'those thoughts',
  'probowalem odebrac sobie zycie': 'i tried to kill myself',
  'probowalam odebrac sobie zycie': 'i tried to kill myself',
  'odebrac sobie zycie': 'kill myself',
  suizidgedanken: 'suicidal thoughts',
  'kommen sie manchmal wieder': 'they come back sometimes',
  'habe ich mich geritzt': 'i used to cut',
  'mich geritzt': 'cut myself',
  'je me suis taillade': 'i cut myself',
  'quando volevo morire': 'when i wanted to die',
  'volevo morire': 'i wanted to die',
  'fe geisiais i ladd fy hun': 'i tried to kill myself once',
  'geisiais i ladd fy hun': 'i tried to kill myself once',
  'selbst verletzt': 'self harmed',
  // Someone else's warning signs
  'casi no come': 'barely eats',
  'no come': 'isnt eating',
  'isst nicht mehr': 'isnt eating',
  'trinkt seit': 'drinking since',
  'trinkt jeden tag': 'drinking every day',
  'geht nicht mehr zur arbeit': 'stopped going to work',
  'ya no sale': 'wont leave the house',
  'ne sort plus de son lit': 'wont get out of bed',
  'non esce piu di casa': 'wont leave the house',
  'khana nahi kha rahi': 'isnt eating',
  'khana nahi kha raha': 'isnt eating',
  'ayaw kumain': 'wont eat',
  'no dey chop': 'isnt eating',
  'no wan chop': 'isnt eating',
  'nah eat nuttin': 'isnt eating',
  'hindi na lumalabas ng bahay': 'wont leave the house',
  'job chhod di': 'quit his job',
  'room mein rehta hai': 'stays in his room',
  'ya nada tiene sentido': 'theres no point',
  'nada tiene sentido': 'theres no point',
  'solo toma cerveza': 'drinking every day',
  'ya cumplio su mision': 'ready to go',
  'no dey go church again': 'stopped going to church',
  'no dey pick phone': 'stopped answering her phone',
  'no dey talk to anybody': 'stopped talking to anyone',
  // Relatives in other languages ("mi madre no come" is about someone else)
  'mein vater': 'my father',
  'mein bruder': 'my brother',
  'mein mann': 'my husband',
  'mein sohn': 'my son',
  'mein opa': 'my grandad',
  'mein onkel': 'my uncle',
  'meine mutter': 'my mother',
  'meine schwester': 'my sister',
  'meine frau': 'my wife',
  'meine tochter': 'my daughter',
  'meine oma': 'my grandma',
  'meine tante': 'my aunt',
  'mi madre': 'my mother',
  'mi padre': 'my father',
  'mi papa': 'my dad',
  'mi mama': 'my mum',
  'mi hermano': 'my brother',
  'mi hermana': 'my sister',
  'mi hijo': 'my son',
  'mi hija': 'my daughter',
  'mi abuela': 'my grandma',
  'mi abuelo': 'my grandad',
  'mi esposo': 'my husband',
  'mi esposa': 'my wife',
  'mi abuelita': 'my grandma',
  'mi tia': 'my aunt',
  'mi tio': 'my uncle',
  'ma mere': 'my mother',
  'ma soeur': 'my sister',
  'ma fille': 'my daughter',
  'ma femme': 'my wife',
  'ma grand mere': 'my grandma',
  'mon pere': 'my father',
  'mon frere': 'my brother',
  'mon fils': 'my son',
  'mon mari': 'my husband',
  'mon grand pere': 'my grandad',
  'minha mae': 'my mother',
  'minha irma': 'my sister',
  'minha filha': 'my daughter',
  'minha esposa': 'my wife',
  'minha avo': 'my grandma',
  'meu pai': 'my father',
  'meu irmao': 'my brother',
  'meu filho': 'my son',
  'meu marido': 'my husband',
  'meu avo': 'my grandma',
  'moja mama': 'my mum',
  'moja babcia': 'my grandma',
  'moja siostra': 'my sister',
  'moja corka': 'my daughter',
  'moja zona': 'my wife',
  'moj tata': 'my dad',
  'moj brat': 'my brother',
  'moj syn': 'my son',
  'moj maz': 'my husband',
  'moj dziadek': 'my grandad',
  'mera bhai': 'my brother',
  'mera beta': 'my son',
  'mera pati': 'my husband',
  'meri maa': 'my mother',
  'meri behen': 'my sister',
  'meri beti': 'my daughter',
  'meri ammi': 'my mum',
  'meri nani': 'my nan',
  'meri dadi': 'my nan',
  'mia madre': 'my mother',
  'mia sorella': 'my sister',
  'mia figlia': 'my daughter',
  'mia moglie': 'my wife',
  'mia nonna': 'my nan',
  'mio padre': 'my father',
  'mio fratello': 'my brother',
  'mio figlio': 'my son',
  'mio marito': 'my husband',
  'mio nonno': 'my grandad',
  'przestala jesc': 'stopped eating',
  'przestal jesc': 'stopped eating',
  'nie je': 'isnt eating',
  'no duerme': 'isnt sleeping',
  'no siente nada': 'feels nothing',
  'nao come direito': 'isnt eating properly',
  'nao come': 'isnt eating',
  'chup ho gaya hai': 'has gone quiet',
  'office nahi ja raha': 'isnt going to work',
  'nahi ja raha': 'isnt going to work',
  'phone nahi utha raha': 'isnt answering his phone',
  'keine kraft mehr': 'no strength left',
  'ne mange plus': 'isnt eating',
  'non mangia piu': 'isnt eating',
  // Longing to be with the dead
  'je veux etre avec toi': 'i want to be with you',
  'me quiero ir con el': 'i want to go with him',
  'me quiero ir con ella': 'i want to go with her',
  'me quiero ir con': 'i want to go with',
  'chce byc z toba': 'i want to be with you',
  'voglio stare con te': 'i want to be with you',
  'quero ficar contigo': 'i want to be with you',
  'gusto kitang makasama ulit': 'i want to be with you again',
  'tumhare paas rehna hai': 'i want to be with you',
  'isio bod efo ti': 'i want to be with you',
  'ich will zu dir': 'i want to be with you',
  'je veux te rejoindre': 'i want to join you',
  'gusto ko nang sumama sa yo': 'i want to go with you',
  'aap ke paas aana chahta hoon': 'i want to be with you',
  'aap ke paas aana chahti hoon': 'i want to be with you',
  'aapke paas aana hai': 'i want to be with you',
  'voglio solo tornare da te': 'i just want to be with you',
  'chce tylko byc tam gdzie jestes ty': 'i just want to be where you are',
  'eu so queria estar ai com voce': 'i just want to be with you',
  'ich will nur bei dir sein': 'i just want to be with you',
  'jaimerais tant etre la ou tu es': 'i want to be where you are',
  'ojala pudiera estar donde estas tu': 'i wish i could be where you are',
  'dass wir wieder zusammen sein durfen': 'that we can be together again soon',
  'dw i eisiau bod gyda ti eto': 'i want to be with you again',
  'mujhe bhi papa ke paas bhej do': 'take me with you papa',
  'gusto ko na lang makasama si': 'i just want to be with',
  'estoy lista para irme con el': 'im ready to go with him',
  'estoy listo para irme con el': 'im ready to go with him',
  // French
  'je veux mourir': 'i want to die',
  'fatiguee de vivre': 'tired of living',
  'fatigue de vivre': 'tired of living',
  'envie de mourir': 'want to die',
  'je vais me tuer': 'im going to kill myself',
  'me tuer': 'kill myself',
  'me suicider': 'kill myself',
  'je veux disparaitre': 'i want to disappear',
  'je nen peux plus': 'i cant take it anymore',
  'jen peux plus': 'i cant take it anymore',
  'je ne vois plus aucune issue': 'i see no way out',
  'aucune issue': 'no way out',
  'je suis un fardeau': 'im a burden',
  'un fardeau': 'a burden',
  'seraient tous mieux sans moi': 'would all be better off without me',
  'seraient mieux sans moi': 'would be better off without me',
  'mieux sans moi': 'better off without me',
  'sans moi': 'without me',
  'je viens te rejoindre': 'im coming to join you',
  'je te rejoins': 'im coming to join you',
  'ce soir': 'tonight',
  demain: 'tomorrow',
  'jai les cachets': 'i have the pills',
  cachets: 'pills',
  comprimes: 'pills',
  'au revoir pour toujours': 'goodbye forever',
  'pour toujours': 'forever',
  adieu: 'goodbye forever',
  'pardonnez moi': 'forgive me',
  'prends moi avec toi': 'take me with you',
  'cest mon dernier message': 'this is my last message',
  'mon dernier message': 'my last message',
  'dernier message': 'last message',
  'je me suis fait du mal': 'i hurt myself',
  'je me coupe': 'i cut myself',
  'combien de cachets': 'how many pills',
  'est ce que ca fait mal': 'does it hurt',
  'ca fait mal': 'it hurts',
  'pour moi': 'for me',
  jarrive: 'im coming',
  'elle serait soulagee': 'she would be relieved',
  'serait soulagee': 'would be relieved',
  'si je nexistais plus': 'if i didnt exist',
  'si je netais plus la': 'if i wasnt here',
  // German
  'ich will sterben': 'i want to die',
  'ich mochte sterben': 'i want to die',
  'ich bring mich um': 'im going to kill myself',
  'bring ich mich um': 'i kill myself',
  'bring mich um': 'kill myself',
  'mich umbringen': 'kill myself',
  'mir das leben nehmen': 'take my life',
  'ich will nicht mehr leben': 'i dont want to live anymore',
  'will nicht mehr leben': 'dont want to live anymore',
  'ich will nicht mehr aufwachen': 'i dont want to wake up anymore',
  'nicht mehr aufwachen': 'not wake up anymore',
  'ich kann nicht mehr': 'i cant go on',
  'alles sinnlos': 'its all pointless',
  sinnlos: 'pointless',
  'ohne mich warn sie besser dran': 'they would be better off without me',
  'ohne mich wars leichter': 'it would be easier without me',
  'ohne mich': 'without me',
  'eine last': 'a burden',
  'ich komme': 'im coming',
  'zu dir': 'to you',
  'heute nacht': 'tonight',
  morgen: 'tomorrow',
  tabletten: 'pills',
  schlaftabletten: 'sleeping pills',
  'ich habe alle tabletten genommen': 'i took all the pills',
  'tschuss fur immer': 'goodbye forever',
  'fur immer': 'forever',
  'wie viele tabletten': 'how many pills',
  selbstmordgedanken: 'suicidal thoughts',
  selbstmord: 'suicide',
  'bei ihm sein': 'be with him',
  'bei ihr sein': 'be with her',
  'ich habs entschieden': 'ive decided',
  'ich ritze mich': 'i cut myself',
  erleichtert: 'relieved',
  'wenn ich nicht mehr da ware': 'if i wasnt here',
  'nicht mehr da': 'not here anymore',
  'meine letzte nachricht': 'my last message',
  'letzte nachricht': 'last message',
  // Italian
  'voglio morire': 'i want to die',
  uccidermi: 'kill myself',
  ammazzarmi: 'kill myself',
  'mi uccido': 'im going to kill myself',
  'non voglio vivere': 'i dont want to live',
  'sono un peso': 'im a burden',
  'solo un peso': 'just a burden',
  'un peso': 'a burden',
  'starebbe meglio senza di me': 'would be better off without me',
  'starebbero meglio senza di me': 'would be better off without me',
  'senza di me': 'without me',
  stanotte: 'tonight',
  domani: 'tomorrow',
  pillole: 'pills',
  'ho deciso': 'ive decided',
  'vengo da te': 'im coming to you',
  'ciao per sempre': 'goodbye forever',
  addio: 'goodbye',
  'per sempre': 'forever',
  perdonatemi: 'forgive me',
  'il mio ultimo messaggio': 'my last message',
  'ultimo messaggio': 'last message',
  'quante pillole': 'how many pills',
  // Portuguese
  'quero morrer': 'i want to die',
  'vou me matar': 'im going to kill myself',
  'me matar': 'kill myself',
  'nao quero viver': 'i dont want to live',
  'nao aguento mais': 'i cant take it anymore',
  'sou um peso': 'im a burden',
  'ficariam melhor sem mim': 'they would be better off without me',
  'sem mim': 'without me',
  'esta noite': 'tonight',
  amanha: 'tomorrow',
  comprimidos: 'pills',
  'ja decidi': 'ive decided',
  'ja tenho tudo pronto': 'i have everything ready',
  'adeus para sempre': 'goodbye forever',
  adeus: 'goodbye',
  'quantos comprimidos': 'how many pills',
  'nao acordar mais': 'not wake up again',
  'no ceu': 'in heaven',
  'se eu desaparecesse': 'if i disappeared',
  'se eu sumisse': 'if i disappeared',
  'ficava mais leve': 'would be lighter',
  aliviada: 'relieved',
  // Polish
  'chce umrzec': 'i want to die',
  'zabic sie': 'kill myself',
  'zabije sie': 'im going to kill myself',
  'nie chce zyc': 'i dont want to live',
  'nie daje rady': 'i cant go on',
  'jestem ciezarem': 'im a burden',
  ciezarem: 'a burden',
  'beze mnie': 'without me',
  'gdyby mnie nie bylo': 'if i wasnt here',
  'dzis w nocy': 'tonight',
  jutro: 'tomorrow',
  tabletki: 'pills',
  tabletek: 'pills',
  'juz wszystko postanowione': 'everything is decided',
  postanowione: 'decided',
  zegnajcie: 'goodbye everyone',
  'na zawsze': 'forever',
  'moja ostatnia wiadomosc': 'my last message',
  'ostatnia wiadomosc': 'last message',
  'ile tabletek': 'how many pills',
  'w niebie': 'in heaven',
  // Welsh
  'dw i eisiau marw': 'i want to die',
  'eisiau marw': 'want to die',
  'lladd fy hun': 'kill myself',
  'hwyl fawr am byth': 'goodbye forever',
  'hwyl fawr': 'goodbye',
  'am byth': 'forever',
  heno: 'tonight',
  yfory: 'tomorrow',
  'dw i n dod': 'im coming',
  'yn well hebdda i': 'better off without me',
  'hebdda i': 'without me',
  'fy neges olaf': 'my last message',
  'neges olaf': 'last message',
  'mae popeth yn barod': 'everything is ready',
  // Hindi / Urdu
  'marna chahta hoon': 'i want to die',
  'marna chahti hoon': 'i want to die',
  'mar jana chahta hoon': 'i want to die',
  'mar jana chahti hoon': 'i want to die',
  'mujhe marna hai': 'i want to die',
  khudkushi: 'suicide',
  aatmahatya: 'suicide',
  'jeena nahi chahta': 'i dont want to live',
  'jeena nahi chahti': 'i dont want to live',
  'mere bina': 'without me',
  'main nahi rahunga': 'i was gone',
  'main nahi rahungi': 'i was gone',
  'main na rahoon': 'i was gone',
  'sab khush rahenge': 'everyone would be happier',
  'chain se rahenge': 'would be at peace',
  bojh: 'burden',
  'aaj raat': 'tonight',
  'kal raat': 'tomorrow night',
  goliyan: 'pills',
  'kitni goliyan': 'how many pills',
  'kitni tablets': 'how many tablets',
  'kitni goli': 'how many pills',
  'kitne tablets': 'how many tablets',
  'subah nahi uthta': 'does not wake up',
  'subah nahi uthti': 'does not wake up',
  'subah na uthun': 'not wake up',
  'subah nahi uthunga': 'will not wake up',
  'subah nahi uthungi': 'will not wake up',
  'aa raha hoon': 'im coming',
  'aa rahi hoon': 'im coming',
  'unke paas ja raha hoon': 'im going to him',
  'unke paas ja rahi hoon': 'im going to him',
  'sab tayyar hai': 'everything is ready',
  alvida: 'goodbye',
  'hamesha ke liye': 'forever',
  'jannat mein milenge': 'see you in heaven',
  // Dutch
  'ik wil dood': 'i want to die',
  'ik wil niet meer leven': 'i dont want to live anymore',
  'ik wil er niet meer zijn': 'i dont want to be here anymore',
  'ik wil niet meer': 'i dont want to go on',
  'ik wil eigenlijk gewoon verdwijnen': 'i really just want to disappear',
  'ik wil gewoon verdwijnen': 'i just want to disappear',
  'ik wil verdwijnen': 'i want to disappear',
  'wil verdwijnen': 'want to disappear',
  zelfmoord: 'suicide',
  'mezelf van kant maken': 'kill myself',
  'mezelf van kant': 'kill myself',
  'mezelf doden': 'kill myself',
  'mezelf iets aandoen': 'hurt myself',
  'er een einde aan maken': 'end it all',
  'een einde aan mijn leven maken': 'end my life',
  'een einde aan maken': 'end it all',
  'niet meer wakker worden': 'not wake up',
  'nooit meer wakker worden': 'never wake up',
  'hoeveel pillen': 'how many pills',
  'hoeveel tabletten': 'how many tablets',
  'ik ben een last': 'im a burden',
  // Tagalog
  'gusto ko nang mamatay': 'i want to die',
  'gusto kong mamatay': 'i want to die',
  magpakamatay: 'kill myself',
  'ayoko nang mabuhay': 'i dont want to live',
  'ayaw ko nang mabuhay': 'i dont want to live',
  'wala na akong gana mabuhay': 'i have no will to live',
  'wala na akong ganang mabuhay': 'i have no will to live',
  'sawa na ako sa buhay': 'im sick of life',
  'pabigat lang ako': 'im just a burden',
  'pabigat ako': 'im a burden',
  pabigat: 'a burden',
  'kung wala na ako': 'if i was gone',
  'ngayong gabi': 'tonight',
  mamaya: 'tonight',
  bukas: 'tomorrow',
  paalam: 'goodbye',
  tableta: 'pills',
  'ilang tableta': 'how many pills',
  'sa langit': 'in heaven',
  desidido: 'decided',
  'nakahanda na ang lahat': 'everything is ready',
  'mas magiging maayos sila': 'they would be better off',
  'mas okay sila': 'they would be better off',
  'mas magaan ang buhay nila': 'their life would be easier',
  'naka on ang makina': 'with the engine running',
  'nakaandar ang makina': 'with the engine running',
  'sa garahe': 'in the garage',
  garahe: 'garage',
  kotse: 'car',
  'goon every night': 'a bottle of wine every night',
  'goon bag': 'cask of wine',
  makina: 'engine',
  lubid: 'rope',
  tulay: 'bridge',
  'walang makakaalam': 'nobody would know',
  'hanggang umaga': 'until morning',
  'kung matutulog ako': 'if i sleep',
};
/** First words of lexicon phrases that are also common English words: for these the first two words are looked up. */
const LEXICON_COMMON = new Set([
  'a',
  'me',
  'so',
  'no',
  'am',
  'will',
  'does',
  'bring',
  'try',
  'main',
  'mere',
  'per',
  'solo',
  'sin',
  'pe',
  'w',
  'y',
  'la',
  'lo',
  'est',
  'en',
  'se',
  'il',
  'un',
  'ce',
  'si',
  'chain',
  'fe',
  'aa',
  'mon',
  'po',
  'sa',
  'ho',
  'na',
  'mi',
  'es',
  'el',
  'para',
  'ne',
  'non',
  'pour',
  'del',
  'er',
]);
const LEXICON_FIRST = new Set<string>();
const LEXICON_PAIR = new Set<string>();
for (const k of Object.keys(LEXICON)) {
  const [first, second] = k.split(' ') as [string, string | undefined];
  if (!LEXICON_COMMON.has(first)) LEXICON_FIRST.add(first);
  else if (second === undefined) LEXICON_FIRST.add(first);
  else LEXICON_PAIR.add(`${first} ${second}`);
}
const LEXICON_RE = new RegExp(
  `\\b(?:${Object.keys(LEXICON)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);

/** Whether any word of `s` can begin a lexicon phrase (a look-up per word, before any regular expression runs). */
function hasForeign(s: string): boolean {
  let start = 0;
  while (start < s.length) {
    let end = s.indexOf(' ', start);
    if (end < 0) end = s.length;
    if (end > start) {
      const w = s.slice(start, end);
      if (LEXICON_FIRST.has(w)) return true;
      if (LEXICON_COMMON.has(w) && end < s.length) {
        let end2 = s.indexOf(' ', end + 1);
        if (end2 < 0) end2 = s.length;
        if (LEXICON_PAIR.has(s.slice(start, end2))) return true;
      }
    }
    start = end + 1;
  }
  return false;
}

/** Chat spellings, misspellings and folds by whole word; two-word folds ("i am", "do not"). */
const WORD_TABLE = new Map<string, string>([...WORD_MAP].filter(([k]) => /^[a-z]+$/.test(k)));
for (const [k, v] of Object.entries(FOLDS)) WORD_TABLE.set(k, v);
/** One pass over the words: chat spellings, misspellings and folds. */
const WORD_RE = new RegExp(`\\b(?:${[...WORD_TABLE.keys()].sort((x, y) => y.length - x.length).join('|')})\\b`, 'g');
const SELF_HARM_RE = /\bself (?:harm|harms|harming|harmed|injury|injuring|injure|mutilation|mutilating)\b/g;
/** Any spelling of suicide / suicidal that starts like it ("suicidl", "suisidal", "sucide"). */
const SUICIDE_FUZZY = /\bsu+i?[cs]+[iy]?[dt][a-z]*\b/g;
/** Letters typed with spaces between them ("k i l l"): joined when they spell a key word. */
const SPACED_LETTERS = /(?<![a-z])(?:[a-z] ){2,}[a-z](?![a-z])/g;
const DYE_RE =
  /\bdie(?=(?: (?:my|her|his|your|their|the|it|them|some|our))?(?: \w+)? (?:hair|clothes|shirt|jeans|wool|fabric|eggs|roots|beard|tips|fringe|jumper|dress|black|blue|red|pink|purple|green|blonde|brown|grey|gray)\b)/g;
/** "wanna dye" with nothing to dye after it: a misspelt die ("i rly wanna dye. like actualy"). */
const DIE_MISSPELT_RE =
  /\b(to|i|ill|i will|gonna|just|could|should|would|let me|going to) (really |actually |just )?dye\b(?! (?:it|them|my|her|his|your|their|the|some|our|this|that|these|those|all|a|an|everything|\w+ (?:hair|clothes|shirt|jeans|wool|fabric|eggs|roots|beard|tips|fringe|jumper|dress))\b| (?:hair|clothes|shirt|jeans|wool|fabric|eggs|roots|beard|tips|fringe|jumper|dress|black|blue|red|pink|purple|green|blonde|brown|grey|gray)\b)/g;
/** A groan about school or a small mishap, where "kms" is said as "ugh" ("kms this homework is 6 pages"). */
const KMS_GROAN =
  /\b(?:homework|essay|exam|exams|test|quiz|revision|school|class|lesson|teacher|assignment|coursework|lecture|deadline|forgot|alarm|bus|wifi|battery|ranked|match|lobby|cringe|embarrass\w*|lol|lmao|haha|jk)\b/;
const TWO_RE = /\b(want|going|have|need|ready|wish|like|trying|try|about|planning|way|time) 2 (?=[a-z])/g;
/** Punctuation: sentence ends become " . ", clause breaks " , ", quotation marks ' " ', the rest a space. */
function punct(p: string): string {
  const mark = /[.!?;:\n\r\u2026]/.test(p) ? ' . ' : /[,()[\]{}\u2013\u2014-]/.test(p) ? ' , ' : ' ';
  const q = p.indexOf('"');
  if (q < 0) return mark;
  if (mark === ' ') return ' " ';
  // A quotation mark beside a full stop or a comma keeps its place ('"goodbye".' closes the quotation).
  const m = p.search(/[.!?;:\n\r\u2026,()[\]{}\u2013\u2014-]/);
  return q < m ? ` "${mark}` : `${mark}" `;
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
  // Said of someone else, in a temper ("i'm going to unalive HER lol. not really"): not about dying.
  [['unalive'], /\bunalive (her|him|them|you|u|everyone|everybody|my (?!self\b)\w+|the \w+)\b/g, 'kill $1'],
  [['unaliving'], /\bunaliving (myself|himself|herself|themselves|themself|yourself|ourselves|me)\b/g, 'killing $1'],
  [['unalived'], /\bunalived (myself|himself|herself|themselves|themself|yourself|ourselves)\b/g, 'killed $1'],
  [['unalive'], /\bunalive\b/g, 'die'],
  [['unaliving'], /\bunaliving\b/g, 'dying'],
  [['unalived'], /\bunalived\b/g, 'died'],
  [['kermit'], /\bkermit (?:suicide|sewer slide)\b/g, 'commit suicide'],
  [['myself'], /\b(?:neck|rope|off|end|hang|poison|gas|yeet|electrocute|suffocate) myself\b/g, 'kill myself'],
  [['top myself'], /\btop myself\b(?! up| off)/g, 'kill myself'],
  [['shoot myself'], /\bshoot myself\b(?! in the foot)/g, 'kill myself'],
  [
    ['drown myself'],
    /\bdrown myself\b(?! in (?:work|my work|tears|coffee|wine|alcohol|books|chores|tasks|paperwork|projects|music|noise|shows|tv|sorrow|grief)\b)/g,
    'kill myself',
  ],
  [['myself in'], /\bdo myself in\b/g, 'kill myself'],
  [['ctb', 'bus'], /\b(?:ctb|catch the bus|caught the bus)\b/g, 'ctb'],
  [['grippy'], /\bgrippy sock (?:vacation|jail|hotel)\b/g, 'psych ward'],
  // "kms" over homework or a forgotten essay is a groan, not a wish (KMS_GROAN below keeps it as it is).
  [['kms'], /(?<![0-9] )\bkms\b/g, 'kill myself'],
  [['uninstall'], /\buninstall(?:ing|ed)? (?:myself|me)(?: irl)?\b/g, 'kill myself'],
  [
    [' sh'],
    /\b(?:on|my|to|of|did|do|doing|about|into|from|with|urges? to) sh\b|\bsh (?=again|urges?|scars?|relapse|relapsed|clean|free|cuts?)/g,
    '\0sh',
  ],
];

/** "dead" or "dying to" as an intensifier: "dead tired", "dead on my feet", "dying to see them". */
const FIGURATIVE_RE =
  /\bdead (tired|beat|on my feet|on our feet|serious|set|keen|easy|good|funny|chuffed|nervous|excited|proud|lucky|quiet|busy|posh|jealous|cute|sweet|boring|bored)\b|\bdying to (see|know|hear|meet|try|tell|show)\b/g;

/** The same ASCII text held as a one-byte string. */
function oneByte(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i += 4096)
    out += String.fromCharCode(...Array.from(s.slice(i, i + 4096), (c) => c.charCodeAt(0) & 0x7f));
  return out;
}

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
    else if (
      (c >= 0x30 && c <= 0x39) ||
      c === 0x40 ||
      c === 0x24 ||
      c === 0x21 ||
      c === 0x7c ||
      c === 0x2a ||
      c === 0x23 ||
      c === 0x2b
    )
      symbol = true;
  }
  if (nonAscii) {
    s = s
      .normalize('NFKC')
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f\u200b-\u200f\u2060\ufeff\u00ad]/g, '');
    s = s
      .replace(/\u0131/g, 'i')
      .replace(/\u00df/g, 'ss')
      .replace(/[\u0142]/g, 'l')
      .replace(/[\u00f8]/g, 'o');
    s = s
      .replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4]/g, "'")
      .replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"');
    s = s.replace(DRINKS_RE, ' drinking drinking drinking ');
    s = s.replace(EMOJI_RE, (e) => EMOJI[e] ?? ' ');
    apostrophe ||= s.includes("'");
    hyphen ||= s.includes('-');
    shortForm ||= s.includes('/') || s.includes('&');
  }
  if (shortForm || s.includes('o.d')) s = s.replace(SHORT_FORM_RE, (m) => SHORT_FORMS[m] ?? ' ');
  if (apostrophe) {
    s = s.replace(/`/g, "'");
    s = s.replace(/\bo\.?d'?(?:ed|d|'d)\b/g, 'overdosed');
    // "he'd been", "I'd taken": had, not would.
    s = s.replace(HAD_RE, '$1 had ');
    // "who'd notice", "nobody'd come", "they'd float", "wife'd be": would.
    s = s.replace(WOULD_RE, '$1 would ');
    s = s.replace(CONTRACTION_RE, (m) => CONTRACTIONS[m] ?? m);
    // Elisions ("'til", "'em", "'cause") are not quotation marks.
    s = s.replace(/(^|[\s(])'(?=(?:til|till|tis|twas|em|cause|cos|coz|n|round|bout|kay|nuff|ya|ave)\b)/g, '$1');
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
  if ((stretched || symbol || nonAscii) && /([a-z])\1\1/.test(s))
    s = s.replace(STRETCHED_TOKEN, (w) => WORD_MAP.get(squeezeStretched(w)) ?? squeezeStretched(w));
  // An age in brackets ("my son (14) has …") would part the subject from its verb.
  if (s.includes('(')) s = s.replace(/ ?\( ?\d{1,3} ?(?:yo|y\/o|yrs?|years?(?: old)?)? ?\)/g, '');
  // An ellipsis is a pause inside a sentence ("i want to... die"), not the end of one.
  if (s.includes('..') || s.includes('\u2026')) s = s.replace(/\.{2,}|\u2026+/g, ' ');
  s = ` ${s
    .replace(/[^a-z0-9 ]+/g, punct)
    .replace(/ {2,}/g, ' ')
    .trim()} `;
  if (hasForeign(s)) s = s.replace(LEXICON_RE, (w) => LEXICON[w] ?? w);
  s = s.replace(WORD_RE, (w) => WORD_TABLE.get(w) ?? w);
  if (s.includes('self ')) s = s.replace(SELF_HARM_RE, 'self harm');
  if (s.includes(' su')) {
    s = s.replace(SUICIDE_FUZZY, (w) => {
      if (w === 'suicide' || w === 'suicidal' || w.length > 12 || (/^su+s/.test(w) && !/^su+s+i[cs]/.test(w))) return w;
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
  if (s.includes('dye')) s = s.replace(DIE_MISSPELT_RE, '$1 $2die');
  if (s.includes('die ')) s = s.replace(DYE_RE, 'dye');
  // "dead tired", "dead on my feet", "dying to see you": figures of speech, not death.
  if (s.includes('dead ') || s.includes('dying to'))
    s = s.replace(FIGURATIVE_RE, (_m, adj: string | undefined, verb: string | undefined) =>
      verb ? `eager to ${verb}` : `very ${adj}`,
    );
  let slang = false;
  for (const [hints, re, to] of SLANG) {
    if (!hints.some((h) => s.includes(h))) continue;
    if (hints[0] === 'kms' && KMS_GROAN.test(s)) continue;
    const before = s;
    s = to === '\0sh' ? s.replace(re, (m) => m.replace(/\bsh\b/, 'self harm')) : s.replace(re, to);
    if (s !== before) slang = true;
  }
  if (s.includes('kys') || s.includes('ctb') || s.includes('psych ward'))
    slang ||= /\b(?:kys|ctb|psych ward)\b/.test(s);
  const text = s.includes('  ') ? s.replace(/ {2,}/g, ' ').trim() : s.trim();
  // The text is plain ASCII now, but a string built from one with wider characters keeps their
  // two-byte form, and the regular expressions would then run (and be compiled again) for that form.
  return { text: nonAscii ? oneByte(text) : text, slang };
}
