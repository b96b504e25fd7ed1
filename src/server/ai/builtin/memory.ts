/**
 * What the family shared about the person who died (the memorial's name, description and dates),
 * turned into sentences the memorial reflection and the legacy letter can draw on.
 */
import type { PersonaContext } from '../provider';
import { shortNameOf, type Pronoun } from './names';
import { NEVER_ECHO, normalize, sentences, wordCount } from './text';

export interface Fact {
  /** The sentence about them, with a leading "She"/"He" turned into their name. */
  text: string;
  /** The same with their name as subject turned into the pronoun ("she loved her garden."). */
  pronounText: string;
  /** Written in the family's voice ("we", "our"): quoted rather than retold. */
  family: boolean;
}

export interface Remembered {
  full: string;
  short: string;
  pronoun: Pronoun;
  facts: Fact[];
  /** As written, e.g. "1941 – 2024". */
  dates?: string;
  born?: string;
  died?: string;
}

/** Never in a memorial reflection: presence, being alive, invitations to join them. */
const PRESENCE =
  /\b(alive|here with|watching over|watching|waiting for|join|come to|coming to|be with|with (you|us|me) (always|still|forever)|(always|still) with (you|us|me)|still here|is here|i am here|i'm here)\b/i;
const FIRST_PERSON_SINGULAR = /\b(I|I'm|I've|I'd|I'll)\b|\b(me|my|mine|myself)\b/i;

/**
 * Whether text could read as the person speaking or being present: any first person outside the
 * family's quoted words, or words of presence or invitation anywhere.
 */
export function memorialUnsafe(text: string): boolean {
  const unquoted = text.replace(/"[^"]*"/g, '""');
  return PRESENCE.test(text) || FIRST_PERSON_SINGULAR.test(unquoted);
}
const FAMILY_VOICE = /\b(we|our|ours|us|we're|we've|we'd)\b/i;

function pronounOf(description: string): Pronoun {
  const he = (description.match(/\b(he|him|his|himself)\b/gi) ?? []).length;
  const she = (description.match(/\b(she|her|hers|herself)\b/gi) ?? []).length;
  return he > she ? 'he' : she > he ? 'she' : 'they';
}

const SUBJECT: Record<Pronoun, string> = { he: 'he', she: 'she', they: 'they' };
const POSSESSIVE: Record<Pronoun, string> = { he: 'his', she: 'her', they: 'their' };

export function remember(context: PersonaContext, fallbackName: string, pronounHint?: Pronoun): Remembered {
  const names = context.memorialName?.trim()
    ? shortNameOf(context.memorialName)
    : { full: fallbackName, short: fallbackName };
  const description = normalize(context.memorialDescription ?? '');
  const described = pronounOf(description);
  const pronoun = described !== 'they' ? described : (pronounHint ?? 'they');
  const facts: Fact[] = [];
  const short = names.short;
  const escaped = short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const raw of sentences(description)) {
    let s = raw.replace(/\s+/g, ' ').trim();
    const n = wordCount(s);
    if (n < 3 || n > 40) continue;
    if (s.includes('?') || /https?:|www\./.test(s)) continue;
    if (FIRST_PERSON_SINGULAR.test(s) || NEVER_ECHO.test(s)) continue;
    if (PRESENCE.test(s)) continue;
    if (!/[.!]$/.test(s)) s += '.';
    s = s.replace(/!$/, '.');
    const family = FAMILY_VOICE.test(s);
    if (!family) {
      s = s.replace(/^(She|He|They)\b/, short).replace(/^(Her|His|Their)\s+/, `${short}'s `);
    }
    const startsWithName = new RegExp(`^${escaped}\\b(?!')`).test(s);
    // "They was" would be wrong: with "they" the sentence keeps the name.
    let pronounText = startsWithName && pronoun !== 'they' ? s.replace(new RegExp(`^${escaped}`), SUBJECT[pronoun]) : s;
    pronounText = pronounText.replace(new RegExp(`^${escaped}'s\\s`), `${POSSESSIVE[pronoun]} `);
    facts.push({ text: s, pronounText, family });
  }
  const dates = context.memorialDates?.trim() || undefined;
  const years = dates?.match(/\b(1[89]\d\d|20\d\d)\b/g) ?? [];
  return {
    full: names.full,
    short,
    pronoun,
    facts,
    dates,
    born: years[0],
    died: years.length > 1 ? years[years.length - 1] : undefined,
  };
}
