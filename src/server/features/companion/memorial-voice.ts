/**
 * Who the companion speaks as when a conversation is about a memorial (decision 013). The server
 * decides, never the client: the memorial is read with the same view rule as its page (owner,
 * public, a valid share link, admin), its name, description and dates come from the database, and
 * the first person is on only when its owner turned `ai_speak_as` on. A memorial the caller may not
 * see gives nothing at all (not even that it exists): the turn is answered as it would be without
 * a memorial id, in the third person, from the words the client sent.
 */
import { companionDates } from '@shared/schemas/memorials';
import type { AppDeps, SessionUser } from '../../app-env';
import type { PersonaContext } from '../../ai/provider';
import { actorOf } from '../../access/access';
import { memorialIfAllowed } from '../memorials/memorials.access';

export interface MemorialRef {
  memorialId?: string;
  /** The share token of the page the chat was opened from, if any. */
  shareToken?: string | null;
}

/**
 * The memorial's context for the model, read from the database, with `speakAs` set to its owner's
 * choice; null without an id or when the caller may not view the memorial.
 */
export async function memorialPersonaContext(
  deps: AppDeps,
  user: SessionUser,
  ref: MemorialRef | undefined,
): Promise<PersonaContext | null> {
  if (!ref?.memorialId) return null;
  // One the caller may not see (or that is gone) is answered as if no memorial had been named.
  const access = await memorialIfAllowed(
    deps,
    actorOf(deps, user, ref.shareToken ?? null),
    'memorial:view',
    ref.memorialId,
  );
  if (!access) return null;
  const { memorial } = access;
  return {
    memorialName: memorial.title,
    memorialDescription: memorial.description.trim() || undefined,
    memorialDates: companionDates(memorial.birthDate, memorial.passingDate),
    speakAs: memorial.aiSpeakAs,
  };
}
