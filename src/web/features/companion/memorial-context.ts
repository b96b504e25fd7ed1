/**
 * The memorial a conversation is about (photo, name, description, and its id with the page's share
 * token, from which the server decides the companion's voice: decision 013), as the memorial's
 * "Talk with AI" passes it to /companion in the navigation state. A signed-out visitor is sent to /auth on the
 * way and the navigation state is lost, so the same context is also kept in sessionStorage for a
 * little while and read back once on /companion.
 */
import { useNavigate } from 'react-router';
import { memorialPhotoContext, type MemorialPhotoContext } from '@shared/schemas/companion';

export const COMPANION_CONTEXT_KEY = 'fmn.companionContext';

/** A stored context older than this is stale (the visitor went elsewhere). */
const MAX_AGE_MS = 60 * 60 * 1000;

/** The memorial context in a navigation state (or a stored value), or null when there is none. */
export function memorialContextFrom(value: unknown): MemorialPhotoContext | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : undefined);
  const context = {
    memorialPhoto: text(v.memorialPhoto),
    memorialName: text(v.memorialName),
    memorialDescription: text(v.memorialDescription),
    memorialId: text(v.memorialId),
    shareToken: text(v.shareToken),
  };
  if (!context.memorialName && !context.memorialPhoto) return null;
  // The server checks the same limits: a value that does not fit is left out rather than refused.
  const parsed = memorialPhotoContext.safeParse(context);
  if (parsed.success) return parsed.data;
  const keep = (key: keyof MemorialPhotoContext) =>
    memorialPhotoContext.shape[key].safeParse(context[key]).success ? context[key] : undefined;
  const fitted = {
    memorialPhoto: keep('memorialPhoto'),
    memorialName: keep('memorialName'),
    memorialDescription: keep('memorialDescription'),
    memorialId: keep('memorialId'),
    shareToken: keep('shareToken'),
  };
  return fitted.memorialName || fitted.memorialPhoto ? fitted : null;
}

/** Remembers the context for the trip through /auth (quietly does nothing without storage). */
export function saveCompanionContext(context: MemorialPhotoContext): void {
  try {
    sessionStorage.setItem(COMPANION_CONTEXT_KEY, JSON.stringify({ ...context, savedAt: Date.now() }));
  } catch {
    // Storage may be full or blocked (private browsing): the navigation state still carries it.
  }
}

/** The context saved before a sign-in, if it is recent; null otherwise. Does not clear it. */
export function readCompanionContext(now = Date.now()): MemorialPhotoContext | null {
  try {
    const raw = sessionStorage.getItem(COMPANION_CONTEXT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { savedAt?: unknown } | null;
    const savedAt = typeof value?.savedAt === 'number' ? value.savedAt : 0;
    if (now - savedAt > MAX_AGE_MS) return null;
    return memorialContextFrom(value);
  } catch {
    return null;
  }
}

/**
 * Opens /companion about a memorial (the gallery's "Talk with AI", passed in by the memorial's
 * route). Kept for a signed-out visitor too: the trip through /auth loses the navigation state.
 */
export function useStartMemorialConversation() {
  const navigate = useNavigate();
  return (context: MemorialPhotoContext) => {
    saveCompanionContext(context);
    void navigate('/companion', { state: context });
  };
}

export function clearCompanionContext(): void {
  try {
    sessionStorage.removeItem(COMPANION_CONTEXT_KEY);
  } catch {
    // Nothing to clear.
  }
}
