/**
 * Unsent posts and replies in circles, kept in localStorage (fmn.circleDraft) as they are typed
 * (lib/draft-store.ts), one per place: `circle:<id>` for a circle's box, `reply:<post id>` for a
 * reply. A reload, a lost connection or an ended session never loses what someone was writing; a
 * draft goes once its post is shared. The 20 most recent places are kept.
 */
import { placedDrafts } from '@web/lib/draft-store';

export const CIRCLE_DRAFT_KEY = 'fmn.circleDraft';
const drafts = placedDrafts(CIRCLE_DRAFT_KEY, 20);

export function readCircleDraft(userId: string, place: string, storage?: Storage): string {
  return drafts.read(userId, place, storage);
}

export function keepCircleDraft(userId: string, place: string, text: string, storage?: Storage): void {
  drafts.keep(userId, place, text, storage);
}
