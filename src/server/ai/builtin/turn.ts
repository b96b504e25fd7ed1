/** What the builtin companion knows about the conversation when it writes the next reply. */
import type { Mood } from '@shared/constants';
import type { Persona, PersonaContext, ProviderRequest } from '../provider';
import { findLostPerson, refsFor, type LostPerson, type Refs } from './names';
import { memo } from './memo';
import { normalize, plain } from './text';

const normalized = memo(normalize);
const plainOf = memo(plain);
import { detectThemes, type ThemeId } from './themes';

export interface Turn {
  persona: Persona;
  /** The newest user message, normalised. */
  latest: string;
  userMessages: string[];
  assistantMessages: string[];
  /** The assistant's latest reply ('' at the start). */
  lastAssistant: string;
  /** How many user messages so far, including the newest (1 on the first turn). */
  turn: number;
  person: LostPerson | null;
  refs: Refs;
  mood: Mood | null;
  context: PersonaContext;
  /** Themes of the newest message, most important first. */
  themes: ThemeId[];
  /** Themes seen in earlier user messages. */
  earlierThemes: Set<ThemeId>;
  /** How many earlier user messages say the same as the newest. */
  repeats: number;
}

export function readTurn(req: ProviderRequest): Turn {
  const userMessages: string[] = [];
  const assistantMessages: string[] = [];
  for (const m of req.messages) {
    if (m.role === 'user') userMessages.push(normalized(m.content));
    else assistantMessages.push(m.content);
  }
  const latest = userMessages[userMessages.length - 1] ?? '';
  const earlier = userMessages.slice(0, -1);
  const context = req.context ?? {};
  const person = findLostPerson(userMessages, context);
  const earlierThemes = new Set<ThemeId>();
  for (const m of earlier) for (const id of detectThemes(m)) earlierThemes.add(id);
  const latestPlain = plainOf(latest);
  return {
    persona: req.persona,
    latest,
    userMessages,
    assistantMessages,
    lastAssistant: assistantMessages[assistantMessages.length - 1] ?? '',
    turn: userMessages.length,
    person,
    refs: refsFor(person),
    mood: req.mood ?? null,
    context,
    themes: detectThemes(latest),
    earlierThemes,
    repeats: latestPlain ? earlier.filter((m) => plainOf(m) === latestPlain).length : 0,
  };
}
