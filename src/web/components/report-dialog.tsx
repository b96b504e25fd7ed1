/**
 * Report a circle's post or a grief buddy's message (decisions 035, 6 and 036, 5): a reason, and
 * anything else the moderators should know. One report per person per thing: a second is thanked,
 * not refused.
 */
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Loader2 } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { MODERATION_MSG, REPORT_REASONS, type ReportCreateInput, type ReportReason } from '@shared/schemas/circles';
import { CharacterCount } from '@web/components/character-count';
import { FieldError } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { api } from '@web/lib/api';
import { errorText, hasCode } from '@web/lib/errors';

/** What is reported: a circle's post, or a message of a peer conversation. */
export interface ReportTarget {
  kind: ReportCreateInput['targetKind'];
  id: string;
}

export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const id = useId();
  const report = useMutation({
    mutationFn: (input: ReportCreateInput) => api.post<unknown>('/api/reports', input),
  });
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (report.isPending) return;
    setReason(null);
    setDetails('');
    setProblem(null);
    onClose();
  };

  const send = async () => {
    if (!target) return;
    if (!reason) {
      setProblem(MODERATION_MSG.reportReasonInvalid);
      document.getElementById(`${id}-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    if (details.trim().length > LIMITS.reportDetails) {
      setProblem(MODERATION_MSG.reportDetailsTooLong);
      return;
    }
    try {
      await report.mutateAsync({
        targetKind: target.kind,
        targetId: target.id,
        reason,
        details: details.trim() || null,
      });
      toast.success(MODERATION_MSG.reported);
    } catch (err) {
      if (hasCode(err, 'ALREADY_REPORTED')) {
        toast.success(MODERATION_MSG.alreadyReported);
      } else {
        setProblem(errorText(err, MSG.http.internal));
        return;
      }
    }
    setReason(null);
    setDetails('');
    setProblem(null);
    onClose();
  };

  return (
    <Dialog open={target !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{MODERATION_MSG.reportTitle}</DialogTitle>
          <DialogDescription>
            Only our moderators see reports. The person is not told who reported them.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={MODERATION_MSG.reportTitle}
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <fieldset className="space-y-2" aria-describedby={problem ? `${id}-problem` : undefined}>
            <legend className="mb-1 text-sm font-medium">{MODERATION_MSG.reportReasonLabel}</legend>
            {REPORT_REASONS.map((r) => (
              <div key={r} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={`${id}-${r}`}
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setProblem(null);
                  }}
                  className="size-4 accent-primary"
                />
                <Label htmlFor={`${id}-${r}`} className="font-normal">
                  {MODERATION_MSG.reportReasons[r]}
                </Label>
              </div>
            ))}
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-details`}>{MODERATION_MSG.reportDetailsLabel}</Label>
            <Textarea
              id={`${id}-details`}
              rows={3}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              aria-describedby={details.length >= LIMITS.reportDetails * 0.8 ? `${id}-count` : undefined}
            />
            <CharacterCount id={`${id}-count`} length={details.length} limit={LIMITS.reportDetails} from={0.8} />
          </div>
          <FieldError id={`${id}-problem`} message={problem} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={report.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending && <Loader2 aria-hidden className="animate-spin" />}
              {MODERATION_MSG.report}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
