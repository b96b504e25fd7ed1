/** The Write a Letter form: its draft is kept on this device as it is written (draft.ts). */
import { toast } from 'sonner';
import { MSG } from '@shared/messages';
import { LETTER_MSG, type LetterCreateInput } from '@shared/schemas/letters';
import type { MemorialSummary } from '@shared/schemas/memorials';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorText, hasCode } from '@web/lib/errors';
import { SESSION_KEY } from '@web/lib/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateLetter } from './api';
import type { NewLetterDraft } from './draft';
import { LetterForm } from './letter-form';

/**
 * `memorials`: the writer's memorials to choose from (undefined while they load); `onClose`: saved,
 * or put away (the draft stays on this device: Write a Letter brings it back).
 */
export function NewLetterCard({
  letter,
  memorials,
  onClose,
}: {
  letter: NewLetterDraft;
  memorials: MemorialSummary[] | undefined;
  onClose: () => void;
}) {
  const create = useCreateLetter();
  const qc = useQueryClient();

  const save = async (value: LetterCreateInput) => {
    try {
      await create.mutateAsync(value);
    } catch (err) {
      // The plan ended while the letter was written (a trial ran out): the page then shows the calm
      // Premium Feature card instead of the form; the draft stays on this device (decision 033).
      if (hasCode(err, 'PREMIUM_FEATURE')) {
        void qc.invalidateQueries({ queryKey: SESSION_KEY });
        return;
      }
      toast.error(LETTER_MSG.saveFailed, { description: errorText(err, MSG.http.internal) });
      return;
    }
    toast.success(LETTER_MSG.saved);
    letter.clear();
    onClose();
  };

  return (
    <Card className="p-5 motion-safe:animate-fade-in sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">{LETTER_MSG.newLetter}</h2>
      <LetterForm
        value={letter.draft}
        onChange={letter.change}
        memorials={memorials}
        onSubmit={save}
        onCancel={onClose}
        pending={create.isPending}
        label={LETTER_MSG.formTitle}
        submitLabel={LETTER_MSG.save}
        autoFocus
        footer={
          <span className="flex flex-wrap items-center gap-x-2">
            {letter.restored ? LETTER_MSG.draftRestored : LETTER_MSG.draftKept}
            {!letter.blank && !create.isPending && (
              <Button type="button" variant="link" size="sm" className="h-auto px-0 text-xs" onClick={letter.clear}>
                {LETTER_MSG.clearDraft}
              </Button>
            )}
          </span>
        }
      />
    </Card>
  );
}
