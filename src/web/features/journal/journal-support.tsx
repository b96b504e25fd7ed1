/**
 * The journal's answer to an entry the crisis screen was worried by (decision 043): with a crisis,
 * the help lines of the writer's country and a few plain words; otherwise a gentle note. Loaded only
 * when needed, so the journal's own scripts do not carry the help-line card.
 */
import { JOURNAL_SUPPORT_MSG } from '@shared/journal-support';
import { SupportAnswer } from '@web/components/support-answer';
import type { JournalSupport } from './support';

export default function JournalSupportNote({ support, onClose }: { support: JournalSupport; onClose: () => void }) {
  return <SupportAnswer support={support} words={JOURNAL_SUPPORT_MSG} testIdPrefix="journal" onClose={onClose} />;
}
