/**
 * Sends the signed-in person's offline entries (outbox.ts) whenever there may be a connection: at
 * once, when the browser is back online, when the app is shown again, and every 30 seconds.
 * Started once for the whole app (root-layout.tsx, loaded only once someone is signed in), so an
 * entry is sent whichever screen is open. What the crisis screen read in the entries sent is shown
 * on the journal page, now or when it is next opened (decision 043).
 */
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { JOURNAL_MSG } from '@shared/schemas/journal';
import { journalKeys, postEntryReadingSupport, showCreated } from './api';
import { sendQueued } from './outbox';
import { setJournalSupport, type JournalSupport } from './support';

/** Starts sending; the returned function stops it. */
export function startSendingQueued(userId: string, qc: QueryClient): () => void {
  let stopped = false;
  const flush = async () => {
    let support: JournalSupport | undefined;
    const sent = await sendQueued(userId, async (entry) => {
      const saved = await postEntryReadingSupport(entry);
      if (saved.support && support?.risk !== 'crisis') support = saved.support;
      return saved.entry;
    }).catch(() => []);
    if (stopped || sent.length === 0) return;
    for (const entry of sent) showCreated(qc, entry);
    if (support) setJournalSupport(support, userId);
    toast.success(sent.length === 1 ? JOURNAL_MSG.sentTitle : JOURNAL_MSG.sentMany(sent.length));
    await qc.invalidateQueries({ queryKey: journalKeys.all });
  };
  const onOnline = () => void flush();
  const onVisible = () => document.visibilityState === 'visible' && void flush();
  void flush();
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => void flush(), 30_000);
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
}
