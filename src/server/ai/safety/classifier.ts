/**
 * The statistical layer of the crisis-safety screen: two logistic regressions over word n-grams
 * and word-class n-grams of the normalised message, trained offline on the corpus in `corpus/`
 * (`npm run train:safety`, see train.ts) and shipped as `model/weights.json`. No network, nothing
 * downloaded; scoring a message is a few thousand map look-ups.
 *
 * - `risk` head: how likely the message needs at least the gentle check-in (concern or crisis);
 * - `crisis` head: how likely it needs the crisis response.
 * How the two probabilities become a level (`Decision`) was chosen on out-of-fold predictions (see
 * train.ts); screen.ts lets the result raise the rules' level, never lower it.
 */
import { readFileSync } from 'node:fs';
import { normalize } from './normalize';

/**
 * Word classes: a word of a class also counts as the class ("pills", "tablets", "paracetamol" are all
 * DRUG), so n-grams over classes carry what one example teaches to every word of its class, and
 * pairs of classes in one sentence ("DRUG … SOON") carry the combinations clinicians look for.
 */
const CLASS_WORDS: Record<string, string> = {
  FIRST: 'i im ive id ill me my myself mine',
  THIRD: 'he she they him her them his their hes shes theyre himself herself themselves',
  YOU: 'you youre your yourself ur u',
  REL: 'mum mom mam mother mummy mommy mama ma dad father daddy papa da pa son daughter child kid kids baby boy girl brother bro sister sis husband wife partner fiance fiancee boyfriend girlfriend friend mate bestie grandma grandad grandpa grandmother grandfather nan nana nanna gran granny twin aunt auntie uncle cousin stepdad stepmum stepmom niece nephew wifey hubby',
  DIE: 'die dying dead death suicide suicidal kill killing unalive overdose od ctb kms',
  PASTDEATH:
    'died passed funeral buried burial ashes grave cemetery coroner inquest memorial late wake cremation cremated headstone obituary autopsy hospice crematorium urn eulogy',
  DRUG: 'pills pill tablets tablet meds medication medications medicine medicines painkillers paracetamol tylenol acetaminophen ibuprofen aspirin codeine tramadol morphine oramorph oxycodone oxy fentanyl insulin sertraline citalopram fluoxetine prozac amitriptyline zopiclone diazepam valium xanax lithium antidepressants benzos heroin capsules propranolol quetiapine mirtazapine sleeping prescription prescriptions dose doses blister patch patches thinners sleepers tabs script scripts chemist pharmacy refill refills nytol zolpidem pregabalin gabapentin warfarin methadone percocet percs opioids opiates ketamine nurofen codamol cocodamol morph pastillas comprimidos tabletek pilulas',
  POISON: 'weedkiller bleach antifreeze poison rat pesticide paraquat',
  DRINK: 'vodka wine whisky whiskey gin rum booze alcohol beer drink drinking drunk bottle',
  WEAPON:
    'gun guns shotgun rifle pistol handgun revolver firearm cartridges bullets bullet knife knives blade blades razor razors trigger loaded glock ammo rounds shells cartridge stanley cutter scalpel weapon',
  LIGATURE: 'rope ropes noose belt cord ligature hose hosepipe cable knot beam hook tie lead scarf loop',
  PLACE:
    'bridge cliff cliffs roof rooftop ledge tracks railway train trains motorway river sea reservoir building balcony garage lake canal quarry viaduct overpass multistorey station platform pier water waves window edge top tower flats woods tree crossing tide weir',
  GAS: 'charcoal exhaust helium monoxide engine fumes gas bbq barbecue tape duct tank',
  HIGH: 'high height tall floor floors storey storeys metres meters feet deep depth drop fall jump',
  QUANT: 'many much enough all whole lot lots box packet bottle handful every amount',
  SOON: 'tonight tomorrow today soon now weekend morning tonite monday tuesday wednesday thursday friday saturday sunday midnight hour hours minutes rn tonite 2nite tmrw tomoz',
  DATE: 'birthday anniversary christmas xmas easter diwali eid january february april june july august september october november december',
  FINAL: 'goodbye goodbyes bye last final forever farewell note notes letters letter testament',
  GONE: 'gone away leave leaving over done finished end ending ended',
  HOPELESS: 'point pointless hopeless nothing empty trapped worthless burden anymore enough tired exhausted useless',
  SAFE: 'safe okay ok fine alright',
  DECIDE: 'decided decide ready plan planned planning gonna will arranged sorted picked chosen prepared set booked',
  QUESTION: 'how which what would does do is can could should',
  HARM: 'cut cutting cuts hurt hurting harm bleed bleeding blood burn burning scratching stitches wound wounds',
  JOIN: 'join joining with follow reunite reunited heaven coming see meet together',
  NEG: 'not never no dont didnt wont wouldnt cant isnt',
  /** Close at hand: where a means lies when it is within reach. */
  NEAR: 'bed bedside pillow lap knee knees pocket pockets hand hands desk nightstand boot trunk glovebox wardrobe suitcase rucksack backpack handbag',
  /** Getting, keeping or readying a means. */
  GET: 'bought buy buying ordered order collected collecting saved saving stashed stash hid hidden stockpiled stockpile hoarded hoarding kept keeping counted counting loaded sharpened tied googling googled searching researching',
};
const WORD_CLASS = new Map<string, string>();
for (const [cls, words] of Object.entries(CLASS_WORDS))
  for (const w of words.split(' ')) if (!WORD_CLASS.has(w)) WORD_CLASS.set(w, cls);
const PAIR_CLASSES = new Set([
  'FIRST',
  'THIRD',
  'DIE',
  'PASTDEATH',
  'DRUG',
  'POISON',
  'DRINK',
  'WEAPON',
  'LIGATURE',
  'PLACE',
  'GAS',
  'HIGH',
  'QUANT',
  'SOON',
  'DATE',
  'FINAL',
  'GONE',
  'HOPELESS',
  'SAFE',
  'DECIDE',
  'QUESTION',
  'HARM',
  'JOIN',
  'REL',
  'NEG',
  'NEAR',
  'GET',
]);

/** Words after which the next few words are read as negated ("i would never …"). */
const NEGATORS = new Set([
  'not',
  'never',
  'no',
  'dont',
  'didnt',
  'doesnt',
  'wont',
  'wouldnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'shouldnt',
  'couldnt',
  'cant',
  'cannot',
  'nothing',
  'nobody',
  'nor',
  'without',
  'havent',
  'hasnt',
  'aint',
]);
const NEGATION_SPAN = 4;

/**
 * Where the features of a message go. The same walk over a message (walkFeatures) feeds training,
 * which needs the features as strings, and scoring, which looks them up by number without building
 * a string per feature: one description of the features, two ways of reading them.
 */
interface FeatureSink {
  /** `w:` word i, or `n:` word i in the scope of a negation. */
  word(kind: 'w' | 'n', i: number): void;
  /** `b:` words i-1 and i; `t:` words i-2 to i. */
  ngram(kind: 'b' | 't', i: number): void;
  /** `k:` the same with word classes in place of words, two or three long. */
  classGram(length: 2 | 3, i: number): void;
  /** `p:` two classes in one sentence (a < b). */
  pair(a: string, b: string): void;
  /** `s:` the message's shape. */
  shape(s: string): void;
}

interface Tokens {
  /** The message's words and clause marks ("," and "."), digits as "<n>". */
  tok: string[];
  /** The same with each word of a class replaced by its class name. */
  cls: string[];
}

function tokensOf(normalized: string): Tokens {
  const tok = normalized
    .split(' ')
    .filter((t) => t !== '' && t !== '"')
    .map((t) => (/^\d+$/.test(t) ? '<n>' : t));
  return { tok, cls: tok.map((t) => WORD_CLASS.get(t) ?? t) };
}

/**
 * The features of one normalised message (normalize.ts output): `w:` word, `b:` two words, `t:` three
 * words, `n:` a word in the scope of a negation, `k:` two or three words with word classes in place of
 * words (only where a class is), `p:` two classes in one sentence, `s:` message shape. (Character
 * n-grams were tried and dropped: no better out of fold, four times slower; normalize() already folds
 * the misspellings and leet that matter.) A feature may be sent more than once; readers dedupe.
 */
function walkFeatures({ tok, cls }: Tokens, sink: FeatureSink): void {
  let words = 0;
  let negLeft = 0;
  let sentenceClasses: string[] = [];
  const flush = () => {
    const uniq = [...new Set(sentenceClasses)].sort();
    for (let a = 0; a < uniq.length; a++) for (let b = a + 1; b < uniq.length; b++) sink.pair(uniq[a]!, uniq[b]!);
    sentenceClasses = [];
  };
  for (let i = 0; i < tok.length; i++) {
    const t = tok[i]!;
    if (t === '.') {
      flush();
      negLeft = 0;
      continue;
    }
    if (t !== ',') {
      words++;
      sink.word('w', i);
      if (negLeft > 0) sink.word('n', i);
    }
    negLeft = t === ',' ? 0 : NEGATORS.has(t) ? NEGATION_SPAN : Math.max(0, negLeft - 1);
    const isClass = cls[i] !== t;
    if (isClass && PAIR_CLASSES.has(cls[i]!)) sentenceClasses.push(cls[i]!);
    if (i === 0 || tok[i - 1] === '.') continue;
    sink.ngram('b', i);
    const class1 = isClass || cls[i - 1] !== tok[i - 1];
    if (class1) sink.classGram(2, i);
    if (i === 1 || tok[i - 2] === '.') continue;
    sink.ngram('t', i);
    if (class1 || cls[i - 2] !== tok[i - 2]) sink.classGram(3, i);
  }
  flush();
  sink.shape(`len${words <= 3 ? 3 : words <= 10 ? 10 : words <= 30 ? 30 : words <= 100 ? 100 : 'more'}`);
}

/**
 * What the rules layer found, as features (`r:` level and reasons), for a model that reads the
 * rules' verdict with the words ("stacking"): it learns, for example, which of the rules' concerns
 * come with words that make them a crisis.
 */
export function ruleFeatures(rules: { risk: string; reasons: readonly string[] }): string[] {
  return [`r:${rules.risk}`, ...rules.reasons.map((r) => `r:${rules.risk}:${r}`)];
}

/** The distinct features of a normalised message as strings (for training and tests). */
export function featuresOf(normalized: string, extra: readonly string[] = []): string[] {
  const t = tokensOf(normalized);
  const { tok, cls } = t;
  const out = new Set<string>(extra);
  walkFeatures(t, {
    word: (kind, i) => out.add(`${kind}:${tok[i]}`),
    ngram: (kind, i) => out.add(kind === 'b' ? `b:${tok[i - 1]} ${tok[i]}` : `t:${tok[i - 2]} ${tok[i - 1]} ${tok[i]}`),
    classGram: (n, i) => out.add(n === 2 ? `k:${cls[i - 1]} ${cls[i]}` : `k:${cls[i - 2]} ${cls[i - 1]} ${cls[i]}`),
    pair: (a, b) => out.add(`p:${a}+${b}`),
    shape: (s) => out.add(`s:${s}`),
  });
  return [...out];
}

export interface Head {
  bias: number;
  /** One weight per feature of the vocabulary. */
  weights: Float32Array;
}

/** How the two heads' probabilities become a level; chosen by train.ts on out-of-fold scores. */
export interface Decision {
  /** Concern at or above this probability of risk. */
  concern: number;
  /** Crisis at or above this probability of crisis. */
  crisis: number;
  /** Crisis too when both heads agree: risk at or above `riskForCrisis` and crisis at or above `crisisWithRisk`. */
  riskForCrisis: number;
  crisisWithRisk: number;
}

/** The classifier's own level for its scores. */
export function levelOf(scores: Scores, d: Decision): 'none' | 'concern' | 'crisis' {
  if (scores.crisis >= d.crisis || (scores.risk >= d.riskForCrisis && scores.crisis >= d.crisisWithRisk))
    return 'crisis';
  return scores.risk >= d.concern ? 'concern' : 'none';
}

export interface Model {
  /** Whether the model reads the rules' verdict too (ruleFeatures). */
  stacksRules: boolean;
  vocabulary: Map<string, number>;
  risk: Head;
  crisis: Head;
  decision: Decision;
  /** The vocabulary by number, for scoring without building strings (see compile). */
  lookup: Lookup;
}

/** Token ids below this; two and three ids make one safe integer key (3 × 17 bits < 53). */
const ID_LIMIT = 2 ** 17;

/** Feature indices by token ids: one map per kind of feature, keys made of ids. */
interface Lookup {
  tokenId: Map<string, number>;
  w: Map<number, number>;
  n: Map<number, number>;
  b: Map<number, number>;
  t: Map<number, number>;
  k2: Map<number, number>;
  k3: Map<number, number>;
  p: Map<number, number>;
  s: Map<string, number>;
}

/** Reads every feature string of the vocabulary into the numeric look-up tables. */
function compile(vocabulary: Map<string, number>): Lookup {
  const lookup: Lookup = {
    tokenId: new Map(),
    w: new Map(),
    n: new Map(),
    b: new Map(),
    t: new Map(),
    k2: new Map(),
    k3: new Map(),
    p: new Map(),
    s: new Map(),
  };
  const id = (token: string) => {
    let v = lookup.tokenId.get(token);
    if (v === undefined) {
      v = lookup.tokenId.size;
      if (v >= ID_LIMIT) throw new Error('safety model has too many distinct tokens');
      lookup.tokenId.set(token, v);
    }
    return v;
  };
  const key = (parts: string[]) => parts.reduce((k, part) => k * ID_LIMIT + id(part), 0);
  for (const [feature, index] of vocabulary) {
    const kind = feature.slice(0, 1);
    const body = feature.slice(2);
    if (kind === 's' || kind === 'r') lookup.s.set(feature, index);
    else if (kind === 'p') lookup.p.set(key(body.split('+')), index);
    else if (kind === 'w' || kind === 'n') lookup[kind].set(id(body), index);
    else {
      const parts = body.split(' ');
      const table = kind === 'k' ? (parts.length === 2 ? lookup.k2 : lookup.k3) : kind === 'b' ? lookup.b : lookup.t;
      table.set(key(parts), index);
    }
  }
  return lookup;
}

/** The weights file: features and weights as parallel arrays, weights rounded to 4 decimals. */
export interface ModelFile {
  format: 'forget-me-not-safety-lr/1';
  trainedOn: { messages: number; corpusSha256: string };
  stacksRules: boolean;
  features: string[];
  risk: { bias: number; weights: number[] };
  crisis: { bias: number; weights: number[] };
  decision: Decision;
}

/** A model from its vocabulary and heads (with its numeric look-up tables). */
export function buildModel(
  vocabulary: Map<string, number>,
  risk: Head,
  crisis: Head,
  stacksRules: boolean,
  decision: Decision,
): Model {
  return { stacksRules, vocabulary, risk, crisis, decision, lookup: compile(vocabulary) };
}

export function modelFromFile(file: ModelFile): Model {
  if (file.format !== 'forget-me-not-safety-lr/1') throw new Error('unknown safety model format');
  const vocabulary = new Map<string, number>();
  file.features.forEach((f, i) => vocabulary.set(f, i));
  const head = (h: ModelFile['risk']): Head => {
    if (h.weights.length !== file.features.length) throw new Error('safety model weights do not match its features');
    return { bias: h.bias, weights: Float32Array.from(h.weights) };
  };
  return buildModel(vocabulary, head(file.risk), head(file.crisis), file.stacksRules === true, file.decision);
}

export interface Scores {
  /** Probability of concern or crisis. */
  risk: number;
  /** Probability of crisis. */
  crisis: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Both heads' probabilities for a normalised message; `extra` holds the rule features when the
 * model stacks the rules (ruleFeatures).
 */
export function scoreNormalized(model: Model, normalized: string, extra: readonly string[] = []): Scores {
  const tokens = tokensOf(normalized);
  const L = model.lookup;
  // Ids of each word and class token; -1 for a token no feature holds (no n-gram with it can match).
  const wid = tokens.tok.map((t) => L.tokenId.get(t) ?? -1);
  const cid = tokens.cls.map((t) => L.tokenId.get(t) ?? -1);
  const seen = new Set<number>();
  let zr = model.risk.bias;
  let zc = model.crisis.bias;
  const wr = model.risk.weights;
  const wc = model.crisis.weights;
  const add = (index: number | undefined) => {
    if (index === undefined || seen.has(index)) return;
    seen.add(index);
    zr += wr[index]!;
    zc += wc[index]!;
  };
  for (const f of extra) add(L.s.get(f));
  const key2 = (ids: number[], i: number) => (ids[i - 1]! < 0 || ids[i]! < 0 ? -1 : ids[i - 1]! * ID_LIMIT + ids[i]!);
  const key3 = (ids: number[], i: number) =>
    ids[i - 2]! < 0 || key2(ids, i) < 0 ? -1 : (ids[i - 2]! * ID_LIMIT + ids[i - 1]!) * ID_LIMIT + ids[i]!;
  walkFeatures(tokens, {
    word: (kind, i) => wid[i]! >= 0 && add(L[kind].get(wid[i]!)),
    ngram: (kind, i) => {
      const k = kind === 'b' ? key2(wid, i) : key3(wid, i);
      if (k >= 0) add(L[kind].get(k));
    },
    classGram: (n, i) => {
      const k = n === 2 ? key2(cid, i) : key3(cid, i);
      if (k >= 0) add((n === 2 ? L.k2 : L.k3).get(k));
    },
    pair: (a, b) => {
      const ia = L.tokenId.get(a);
      const ib = L.tokenId.get(b);
      if (ia !== undefined && ib !== undefined) add(L.p.get(ia * ID_LIMIT + ib));
    },
    shape: (sh) => add(L.s.get(`s:${sh}`)),
  });
  return { risk: sigmoid(zr), crisis: sigmoid(zc) };
}

/** The same scores through the feature strings: the reference scoreNormalized is tested against. */
export function scoreByStrings(model: Model, normalized: string, extra: readonly string[] = []): Scores {
  let zr = model.risk.bias;
  let zc = model.crisis.bias;
  for (const f of featuresOf(normalized, extra)) {
    const i = model.vocabulary.get(f);
    if (i !== undefined) {
      zr += model.risk.weights[i]!;
      zc += model.crisis.weights[i]!;
    }
  }
  return { risk: sigmoid(zr), crisis: sigmoid(zc) };
}

export const MODEL_PATH = new URL('./model/weights.json', import.meta.url);

let shipped: Model | null = null;

/** The model shipped with the product, read once. Throws if the file is missing or malformed. */
export function shippedModel(): Model {
  shipped ??= modelFromFile(JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ModelFile);
  return shipped;
}

/** Both heads' probabilities for a raw message, with the shipped model. */
export function classify(text: string): Scores {
  return scoreNormalized(shippedModel(), normalize(text).text);
}
