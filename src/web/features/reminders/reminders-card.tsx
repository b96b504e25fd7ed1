/**
 * The memorial owner's "Anniversary reminders" card (decision 011): for the birthday and the
 * anniversary of passing, whichever the memorial has, a choice of remind / don't / from the second
 * year on, saved as soon as it changes (with the browser's time zone, so the emails arrive in the
 * owner's morning). If the account has anniversary emails turned off, it says so and offers to turn
 * them on (through `turnOnEmails`: the preferences are another feature's, so the route passes it
 * in). The dates can also go into the owner's own calendar as an .ics file.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BellOff, BellRing, CalendarPlus, Loader2 } from 'lucide-react';
import {
  REMINDER_CHOICES,
  REMINDER_CHOICE_LABELS,
  REMINDER_MSG,
  type MemorialReminders,
  type ReminderChoice,
} from '@shared/schemas/reminders';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { longDate } from '@web/lib/dates';
import { errorText } from '@web/lib/errors';
import { calendarUrl, useReminders, useTurnOnAnniversaryEmails, useUpdateReminders } from './api';

type Which = 'birthReminder' | 'passingReminder';

const TRY_AGAIN = 'Please try again.';

function ChoiceRow({
  which,
  label,
  date,
  value,
  saving,
  onChange,
}: {
  which: Which;
  label: string;
  date: string;
  value: ReminderChoice;
  saving: boolean;
  onChange: (which: Which, value: ReminderChoice) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={`${id}-select`}>{label}</Label>
        <span id={`${id}-date`} className="text-xs text-muted-foreground">
          {REMINDER_MSG.dateOn(longDate(date) ?? date)}
        </span>
      </div>
      <Select value={value} onValueChange={(v) => onChange(which, v as ReminderChoice)}>
        <SelectTrigger id={`${id}-select`} aria-describedby={`${id}-date`} aria-busy={saving || undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {REMINDER_CHOICES.map((c) => (
            <SelectItem key={c} value={c}>
              {REMINDER_CHOICE_LABELS[c]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function Choices({
  data,
  memorialId,
  turnOnEmails,
}: {
  data: MemorialReminders;
  memorialId: string;
  turnOnEmails: () => Promise<unknown>;
}) {
  const update = useUpdateReminders(memorialId);
  const prefs = useTurnOnAnniversaryEmails(memorialId, turnOnEmails);
  // The choice shows at once; it goes back if the save fails.
  const [saving, setSaving] = useState<{ which: Which; value: ReminderChoice } | null>(null);
  const shown = (which: Which) => (saving?.which === which ? saving.value : data[which]);

  const change = async (which: Which, value: ReminderChoice) => {
    if (saving || data[which] === value) return;
    setSaving({ which, value });
    try {
      await update.mutateAsync({ [which]: value });
      toast.success(REMINDER_MSG.saved);
    } catch (err) {
      toast.error(REMINDER_MSG.saveFailed, { description: errorText(err, TRY_AGAIN) });
    } finally {
      setSaving(null);
    }
  };

  const turnOn = async () => {
    try {
      await prefs.mutateAsync();
      toast.success(REMINDER_MSG.turnedOn);
    } catch (err) {
      toast.error(REMINDER_MSG.turnOnFailed, { description: errorText(err, TRY_AGAIN) });
    }
  };

  const hasDates = Boolean(data.birthDate || data.passingDate);

  return (
    <div className="space-y-4">
      {!data.emailAnniversaryReminders && (
        <Alert role="status" variant="warning">
          <BellOff aria-hidden />
          <AlertDescription className="col-start-2 space-y-2">
            <p>{REMINDER_MSG.prefOff}</p>
            <Button size="sm" variant="outline" onClick={() => void turnOn()} disabled={prefs.isPending}>
              {prefs.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <BellRing aria-hidden />}
              {REMINDER_MSG.turnOn}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {hasDates ? (
        <>
          {data.birthDate && (
            <ChoiceRow
              which="birthReminder"
              label={REMINDER_MSG.birthLabel}
              date={data.birthDate}
              value={shown('birthReminder')}
              saving={saving?.which === 'birthReminder'}
              onChange={(w, v) => void change(w, v)}
            />
          )}
          {data.passingDate && (
            <ChoiceRow
              which="passingReminder"
              label={REMINDER_MSG.passingLabel}
              date={data.passingDate}
              value={shown('passingReminder')}
              saving={saving?.which === 'passingReminder'}
              onChange={(w, v) => void change(w, v)}
            />
          )}
          <Button asChild variant="outline" className="w-full">
            <a href={calendarUrl(memorialId)} download>
              <CalendarPlus aria-hidden />
              {REMINDER_MSG.download}
            </a>
          </Button>
        </>
      ) : (
        <div className="space-y-3 text-sm text-muted-foreground">
          <p>{REMINDER_MSG.noDates}</p>
          <Button asChild size="sm" variant="outline">
            <Link to={`/memorial/${memorialId}/edit`}>{REMINDER_MSG.editMemorial}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

export function RemindersCard({
  memorialId,
  turnOnEmails,
}: {
  memorialId: string;
  turnOnEmails: () => Promise<unknown>;
}) {
  const headingId = useId();
  const reminders = useReminders(memorialId);

  return (
    <Card role="region" aria-labelledby={headingId} data-testid="reminders-card">
      <CardHeader>
        <div className="flex items-center gap-2">
          <BellRing aria-hidden className="size-5 text-primary" />
          <h2 id={headingId} className="font-serif text-xl leading-tight font-semibold">
            {REMINDER_MSG.title}
          </h2>
        </div>
        <CardDescription>{REMINDER_MSG.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {reminders.data ? (
          <Choices data={reminders.data} memorialId={memorialId} turnOnEmails={turnOnEmails} />
        ) : reminders.isError ? (
          <div className="space-y-3 text-sm">
            <p role="alert" className="text-muted-foreground">
              {REMINDER_MSG.loadFailed}
            </p>
            <Button size="sm" variant="outline" onClick={() => void reminders.refetch()}>
              {REMINDER_MSG.tryAgain}
            </Button>
          </div>
        ) : (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
