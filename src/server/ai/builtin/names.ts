/**
 * Who the person lost: a name ("John"), a relation ("your husband") and the pronoun to use, from the
 * memorial context or from what the person wrote ("my husband John", "John died", "losing Sarah",
 * "mum"). Used so the companion can name them naturally.
 */
import type { PersonaContext } from '../provider';
import { memo } from './memo';
import { normalize, sentences } from './text';

export type LossKind = 'partner' | 'parent' | 'child' | 'pet' | 'sibling' | 'grandparent' | 'friend' | 'family';
export type Pronoun = 'he' | 'she' | 'they';

export interface LostPerson {
  /** First name (or a short form of the memorial's name). */
  name?: string;
  /** The memorial's name as the family wrote it, when it came from the context. */
  fullName?: string;
  /** As the person said it: "husband", "mum", "dog". */
  relation?: string;
  kind?: LossKind;
  pronoun: Pronoun;
}

const RELATIONS: Record<string, { kind: LossKind; pronoun: Pronoun }> = {
  husband: { kind: 'partner', pronoun: 'he' },
  wife: { kind: 'partner', pronoun: 'she' },
  partner: { kind: 'partner', pronoun: 'they' },
  spouse: { kind: 'partner', pronoun: 'they' },
  fiance: { kind: 'partner', pronoun: 'he' },
  fiancee: { kind: 'partner', pronoun: 'she' },
  boyfriend: { kind: 'partner', pronoun: 'he' },
  girlfriend: { kind: 'partner', pronoun: 'she' },
  mum: { kind: 'parent', pronoun: 'she' },
  mom: { kind: 'parent', pronoun: 'she' },
  mam: { kind: 'parent', pronoun: 'she' },
  mummy: { kind: 'parent', pronoun: 'she' },
  mommy: { kind: 'parent', pronoun: 'she' },
  mother: { kind: 'parent', pronoun: 'she' },
  dad: { kind: 'parent', pronoun: 'he' },
  daddy: { kind: 'parent', pronoun: 'he' },
  father: { kind: 'parent', pronoun: 'he' },
  papa: { kind: 'parent', pronoun: 'he' },
  son: { kind: 'child', pronoun: 'he' },
  daughter: { kind: 'child', pronoun: 'she' },
  baby: { kind: 'child', pronoun: 'they' },
  boy: { kind: 'child', pronoun: 'he' },
  girl: { kind: 'child', pronoun: 'she' },
  child: { kind: 'child', pronoun: 'they' },
  brother: { kind: 'sibling', pronoun: 'he' },
  sister: { kind: 'sibling', pronoun: 'she' },
  twin: { kind: 'sibling', pronoun: 'they' },
  grandma: { kind: 'grandparent', pronoun: 'she' },
  gran: { kind: 'grandparent', pronoun: 'she' },
  granny: { kind: 'grandparent', pronoun: 'she' },
  nan: { kind: 'grandparent', pronoun: 'she' },
  nana: { kind: 'grandparent', pronoun: 'she' },
  nanna: { kind: 'grandparent', pronoun: 'she' },
  grandmother: { kind: 'grandparent', pronoun: 'she' },
  grandpa: { kind: 'grandparent', pronoun: 'he' },
  grandad: { kind: 'grandparent', pronoun: 'he' },
  granddad: { kind: 'grandparent', pronoun: 'he' },
  grandfather: { kind: 'grandparent', pronoun: 'he' },
  friend: { kind: 'friend', pronoun: 'they' },
  uncle: { kind: 'family', pronoun: 'he' },
  aunt: { kind: 'family', pronoun: 'she' },
  auntie: { kind: 'family', pronoun: 'she' },
  cousin: { kind: 'family', pronoun: 'they' },
  niece: { kind: 'family', pronoun: 'she' },
  nephew: { kind: 'family', pronoun: 'he' },
  dog: { kind: 'pet', pronoun: 'they' },
  cat: { kind: 'pet', pronoun: 'they' },
  puppy: { kind: 'pet', pronoun: 'they' },
  kitten: { kind: 'pet', pronoun: 'they' },
  horse: { kind: 'pet', pronoun: 'they' },
  rabbit: { kind: 'pet', pronoun: 'they' },
  pet: { kind: 'pet', pronoun: 'they' },
};

/** "husband" → "[Hh]usband": the relation may be capitalised, the name after it must be. */
const REL_WORDS = Object.keys(RELATIONS)
  .map((w) => `[${w.charAt(0).toUpperCase()}${w.charAt(0)}]${w.slice(1)}`)
  .join('|');
const REL_RE = new RegExp(
  `\\b(?:[Mm]y|[Oo]ur|MY|OUR)\\s+(?:late\\s+|beloved\\s+|dear\\s+|best\\s+|little\\s+|older\\s+|younger\\s+|big\\s+|baby\\s+|twin\\s+)?(${REL_WORDS})\\b(?:,?\\s+([A-Z][a-z]{1,14}))?`,
  'g',
);
/** "Mum died", "Dad passed away": a relation used as a name. */
const BARE_REL_RE =
  /\b(Mum|Mom|Mam|Mummy|Mommy|Dad|Daddy|Papa|Grandma|Grandpa|Gran|Granny|Nan|Nana|Nanna|Grandad|Granddad)\b/g;

/** Loss words in the same sentence make a relation or name more likely to be the person lost. */
const LOSS =
  /\b(died|dies|passed|passing|lost|losing|loss|death|funeral|gone|killed|suicide|took (his|her|their) own life|miss|missing|grave|ashes|memorial|buried|put down|put to sleep)\b/i;

/** Capitalised words that are not names. */
const NOT_NAMES = new Set(
  `I I'm I've I'd I'll He She They We You It His Her Their Our My Your Its The A An This That These Those There Then When
  While After Before Since As At In On For With From By To Of And But So Because If Though What How Why Who Where Which
  Everyone Everybody Nobody Someone Something Nothing Anyone Today Yesterday Tomorrow Last Next Every Each One Some Many
  Most All Both Just Still Now Once Always Never Sometimes Often Even Also Maybe Please Thanks Thank Hello Hi Hey Sorry
  Yes No Ok Okay God Jesus Lord Christmas Easter Thanksgiving Hanukkah Diwali Eid Ramadan Halloween Valentine Valentine's
  Mother's Father's Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July
  August September October November December Covid Cancer Alzheimer's Dementia Hospital Doctor Doctors Mum Mom Mam Dad
  Mummy Mommy Daddy Papa Grandma Grandpa Gran Granny Nan Nana Nanna Grandad Granddad Mr Mrs Ms Dr Miss Aunt Uncle
  Auntie Baby Dear Love Honestly Well Oh Ah Um Really Life Home Work Heaven Facebook Instagram Google`.split(/\s+/),
);

/** "losing Sarah", "I miss Sarah". */
const NAME_AFTER = /\b(?:losing|lost|miss|missing|remember|remembering|mourning|grieving)\s+([A-Z][a-z]{1,14})\b(?!')/g;
/** "since Sarah", "without Sarah": only in a sentence about the loss. */
const NAME_AFTER_WEAK = /\b(?:since|without|about|for|of|with)\s+([A-Z][a-z]{1,14})\b(?!')/g;
const NAME_BEFORE =
  /\b([A-Z][a-z]{1,14})\s+(?:died|passed|was killed|took (?:his|her|their) own life|is gone|has gone|was gone|left us|lost (?:his|her|their) (?:battle|fight)|was diagnosed|was taken)\b/g;

/** A relation word as the companion says it: "your mum", "your dog". */
export function relationPhrase(relation: string): string {
  return `your ${relation.toLowerCase()}`;
}

/**
 * A short, natural form of a memorial's name: "In loving memory of Margaret Ellis" → "Margaret",
 * "Grandpa Joe" → "Grandpa Joe".
 */
export function shortNameOf(memorialName: string): { full: string; short: string } {
  const full = normalize(memorialName)
    .replace(
      /^(in (loving )?memory of|remembering|celebrating( the life of)?|forever in our hearts:?|rest in peace,?|rip)\s+/i,
      '',
    )
    .replace(/\s*[([].*$/, '')
    .replace(/[.,;:!]+$/, '')
    .trim();
  if (!full) return { full: memorialName.trim(), short: memorialName.trim() };
  const words = full.split(/\s+/);
  const first = words[0] ?? full;
  const honorific =
    /^(grandpa|grandma|granny|gran|nan|nana|nanna|grandad|granddad|uncle|aunt|auntie|mr|mrs|ms|dr|father|mother|sister|brother|saint|st|little|baby|our|my)\.?$/i;
  if (words.length > 1 && honorific.test(first)) return { full, short: words.slice(0, 2).join(' ') };
  return { full, short: first };
}

function pronounFromText(text: string): Pronoun | null {
  const he = (text.match(/\b(he|him|his|himself|he's|he'd)\b/gi) ?? []).length;
  const she = (text.match(/\b(she|her|hers|herself|she's|she'd)\b/gi) ?? []).length;
  if (he > she) return 'he';
  if (she > he) return 'she';
  return null;
}

interface Hit {
  relation?: string;
  name?: string;
  score: number;
  /** What a bare name adds to a relation candidate that already carries it. */
  linkScore: number;
}

/** Mentions of possible lost people in one message, in order (cached per message). */
const hitsIn = memo((message: string): Hit[] => {
  const hits: Hit[] = [];
  for (const sentence of sentences(message)) {
    const loss = LOSS.test(sentence) ? 2 : 0;
    for (const m of sentence.matchAll(REL_RE)) {
      const rawName = m[2];
      const name = rawName && !NOT_NAMES.has(rawName) ? rawName : undefined;
      hits.push({ relation: m[1]!.toLowerCase(), name, score: 1 + loss + (name ? 1 : 0), linkScore: 0 });
    }
    for (const m of sentence.matchAll(BARE_REL_RE))
      hits.push({ relation: m[1]!.toLowerCase(), score: 1 + loss, linkScore: 0 });
    for (const re of [NAME_BEFORE, NAME_AFTER, NAME_AFTER_WEAK]) {
      if (re === NAME_AFTER_WEAK && !loss) continue;
      for (const m of sentence.matchAll(re)) {
        const name = m[1]!;
        if (NOT_NAMES.has(name)) continue;
        hits.push({ name, score: (re === NAME_BEFORE ? 2 : 1) + loss, linkScore: 1 + loss });
      }
    }
  }
  return hits;
});

interface Candidate {
  score: number;
  order: number;
  relation?: string;
  name?: string;
}

/** The person lost, from the context first and then the person's own messages; null when unknown. */
export function findLostPerson(userMessages: readonly string[], context?: PersonaContext): LostPerson | null {
  const candidates = new Map<string, Candidate>();
  let order = 0;
  const add = (key: string, score: number, relation?: string, name?: string) => {
    const c = candidates.get(key);
    if (c) {
      c.score += score;
      if (name && !c.name) c.name = name;
      if (relation && !c.relation) c.relation = relation;
    } else candidates.set(key, { score, order: order++, relation, name });
  };

  for (const message of userMessages) {
    for (const hit of hitsIn(message)) {
      if (hit.relation) add(`rel:${hit.relation}`, hit.score, hit.relation, hit.name);
      else {
        // A name linked to a relation elsewhere joins that candidate.
        const linked = [...candidates.values()].find((c) => c.name === hit.name);
        if (linked) linked.score += hit.linkScore;
        else add(`name:${hit.name}`, hit.score, undefined, hit.name);
      }
    }
  }

  let best: Candidate | undefined;
  for (const c of candidates.values()) {
    if (!best || c.score > best.score || (c.score === best.score && c.order < best.order)) best = c;
  }

  const allText = userMessages.join('\n');
  const memorial = context?.memorialName?.trim() ? shortNameOf(context.memorialName) : null;
  const info = best?.relation ? RELATIONS[best.relation] : undefined;

  if (memorial) {
    const pronoun =
      pronounFromText(context?.memorialDescription ?? '') ??
      (info && info.pronoun !== 'they' ? info.pronoun : null) ??
      pronounFromText(allText) ??
      'they';
    return { name: memorial.short, fullName: memorial.full, relation: best?.relation, kind: info?.kind, pronoun };
  }
  // Someone mentioned once, never with any word of loss, may well be alive ("my brother").
  if (best && best.score < 2 && !(candidates.size === 1 && LOSS.test(allText))) best = undefined;
  if (!best) {
    // Nobody named, but "she"/"he" in their words still tells how to speak of them.
    const pronoun = pronounFromText(allText);
    return pronoun ? { pronoun } : null;
  }
  const pronoun = (info && info.pronoun !== 'they' ? info.pronoun : null) ?? pronounFromText(allText) ?? 'they';
  return { name: best.name, relation: best.relation, kind: info?.kind, pronoun };
}

/** The words used for the person lost in a reply. */
export interface Refs {
  known: boolean;
  /** "John", "your mum"; "them" when unknown. */
  ref: string;
  they: string;
  them: string;
  their: string;
  theirs: string;
  self: string;
  /** "was" / "were" after the pronoun. */
  was: string;
  is: string;
  has: string;
}

export function refsFor(person: LostPerson | null): Refs {
  const p = person?.pronoun ?? 'they';
  const forms =
    p === 'he'
      ? { they: 'he', them: 'him', their: 'his', theirs: 'his', self: 'himself', was: 'was', is: 'is', has: 'has' }
      : p === 'she'
        ? { they: 'she', them: 'her', their: 'her', theirs: 'hers', self: 'herself', was: 'was', is: 'is', has: 'has' }
        : {
            they: 'they',
            them: 'them',
            their: 'their',
            theirs: 'theirs',
            self: 'themselves',
            was: 'were',
            is: 'are',
            has: 'have',
          };
  const ref = person?.name ?? (person?.relation ? relationPhrase(person.relation) : '');
  return { known: ref.length > 0, ref: ref || 'them', ...forms };
}

/**
 * Fills a template: {ref} {Ref} {they} {They} {them} {their} {Their} {theirs} {self} {was} {is}
 * {has} and any extra keys given. "{ref}'s" becomes "your mum's" or "John's".
 */
export function fill(template: string, refs: Refs, extra: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (key in extra) return extra[key]!;
    const lowerKey = key.charAt(0).toLowerCase() + key.slice(1);
    const value = (refs as unknown as Record<string, string | boolean>)[lowerKey];
    if (typeof value !== 'string') return whole;
    return key === lowerKey ? value : value.charAt(0).toUpperCase() + value.slice(1);
  });
}

/** Whether a template needs a known person (it names them). */
export function namesPerson(template: string): boolean {
  return /\{([Rr]ef|[Ss]hort|full)\}/.test(template);
}
