/**
 * The answer to words the crisis screen was worried by, once they are saved as written (decision
 * 045): with a crisis, a few plain words and the crisis card with the help lines of the writer's
 * country, which take the focus; otherwise a gentle note. Either is closed with Close. Loaded only
 * when needed (React.lazy), so the pages that may show it do not carry it.
 */
import type { WrittenSupport } from '@shared/schemas/companion';
import { WRITTEN_SUPPORT_MSG, type WrittenSupportPlace } from '@shared/written-support';
import { SupportAnswer } from '@web/components/support-answer';

export default function WrittenSupportNote({
  support,
  place,
  onClose,
}: {
  support: WrittenSupport;
  place: WrittenSupportPlace;
  onClose: () => void;
}) {
  const saved = WRITTEN_SUPPORT_MSG.saved[place];
  const words = {
    crisisTitle: WRITTEN_SUPPORT_MSG.crisisTitle,
    crisisNote: WRITTEN_SUPPORT_MSG.crisisNote(saved),
    concernNote: WRITTEN_SUPPORT_MSG.concernNote(saved),
    close: WRITTEN_SUPPORT_MSG.close,
  };
  return <SupportAnswer support={support} words={words} testIdPrefix="written" onClose={onClose} />;
}
