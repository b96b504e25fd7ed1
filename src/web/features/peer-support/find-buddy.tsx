/**
 * Find a Grief Buddy (spec section 2; decision 036, 1 to 3): the opt-in matching profile (off by
 * default), Find Matches (only once the person chose to be found, and it says so), up to five
 * suggestions with what they chose to share and why they were suggested, and Send Request with an
 * optional note. The server's refusals are shown as it words them.
 */
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Loader2, Search, Send, UserRound } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { MSG } from '@shared/messages';
import {
  LOSS_WHEN,
  LOSS_WHEN_LABELS,
  PEER_HOPE_LABELS,
  PEER_HOPES,
  PEER_MSG,
  PEER_RELATIONSHIP_LABELS,
  PEER_RELATIONSHIPS,
  peerProfileSchema,
  type LossWhen,
  type PeerHope,
  type PeerMatch,
  type PeerOverview,
  type PeerProfile,
  type PeerRelationship,
} from '@shared/schemas/peer-support';
import type { WrittenSupport } from '@shared/schemas/companion';
import { CharacterCount } from '@web/components/character-count';
import { FieldError } from '@web/components/form-field';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { LazyWrittenSupportNote } from '@web/components/lazy-written-support-note';
import { errorText, hasCode } from '@web/lib/errors';
import { usePeerMatches, useSaveProfile, useSendRequest } from './api';
import { personName } from './person';

const UNSAID = 'unsaid';

type Field = 'relationship' | 'lossWhen' | 'intro' | 'hope';

interface Values {
  open: boolean;
  relationship: PeerRelationship | '';
  lossWhen: LossWhen | typeof UNSAID;
  intro: string;
  hope: PeerHope;
}

const fromProfile = (p: PeerProfile): Values => ({
  open: p.open,
  relationship: p.relationship ?? '',
  lossWhen: p.lossWhen ?? UNSAID,
  intro: p.intro,
  hope: p.hope,
});

function ProfileForm({ profile }: { profile: PeerProfile }) {
  const id = useId();
  const save = useSaveProfile();
  const [values, setValues] = useState<Values>(() => fromProfile(profile));
  // What the crisis screen read in the intro just saved (decision 049).
  const [support, setSupport] = useState<WrittenSupport | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key !== 'open') setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const described = (field: Field, ...more: (string | false)[]) =>
    [errors[field] && `${id}-${field}-error`, ...more].filter(Boolean).join(' ') || undefined;

  const submit = async () => {
    const parsed = peerProfileSchema.safeParse({
      open: values.open,
      relationship: values.relationship || undefined,
      lossWhen: values.lossWhen === UNSAID ? null : values.lossWhen,
      intro: values.intro,
      hope: values.hope,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = (['relationship', 'lossWhen', 'intro', 'hope'] as const).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      setValues(fromProfile(saved));
      setSupport(saved.support ?? null);
      toast.success(PEER_MSG.profileSaved);
    } catch (err) {
      toast.error(PEER_MSG.errorTitle, {
        description: hasCode(err, 'VALIDATION')
          ? errorText(err, PEER_MSG.profileSaveFailed)
          : PEER_MSG.profileSaveFailed,
      });
    }
  };

  const form = (
    <form
      noValidate
      aria-label="Your matching preferences"
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={save.isPending} className="space-y-5">
        <div className="flex items-start justify-between gap-4 rounded-lg border bg-secondary/30 p-3">
          <div className="space-y-1">
            <Label htmlFor={`${id}-open`}>{PEER_MSG.optInLabel}</Label>
            <p id={`${id}-open-hint`} className="text-xs text-muted-foreground">
              {PEER_MSG.optInHint}
            </p>
          </div>
          <Switch
            id={`${id}-open`}
            checked={values.open}
            onCheckedChange={(v) => set('open', v)}
            aria-describedby={`${id}-open-hint`}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-relationship`}>{PEER_MSG.relationshipLabel}</Label>
            <Select
              value={values.relationship || undefined}
              onValueChange={(v) => set('relationship', v as PeerRelationship)}
            >
              <SelectTrigger
                id={`${id}-relationship`}
                aria-invalid={errors.relationship ? true : undefined}
                aria-describedby={described('relationship')}
              >
                <SelectValue placeholder="Choose…" />
              </SelectTrigger>
              <SelectContent>
                {PEER_RELATIONSHIPS.map((r) => (
                  <SelectItem key={r} value={r}>
                    {PEER_RELATIONSHIP_LABELS[r]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError id={`${id}-relationship-error`} message={errors.relationship} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-lossWhen`}>{PEER_MSG.lossWhenLabel}</Label>
            <Select value={values.lossWhen} onValueChange={(v) => set('lossWhen', v as Values['lossWhen'])}>
              <SelectTrigger
                id={`${id}-lossWhen`}
                aria-invalid={errors.lossWhen ? true : undefined}
                aria-describedby={described('lossWhen')}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LOSS_WHEN.map((w) => (
                  <SelectItem key={w} value={w}>
                    {LOSS_WHEN_LABELS[w]}
                  </SelectItem>
                ))}
                <SelectItem value={UNSAID}>{PEER_MSG.lossWhenUnsaid}</SelectItem>
              </SelectContent>
            </Select>
            <FieldError id={`${id}-lossWhen-error`} message={errors.lossWhen} />
          </div>
        </div>

        <div className="space-y-1.5">
          <Label htmlFor={`${id}-intro`}>{PEER_MSG.introLabel}</Label>
          <Textarea
            id={`${id}-intro`}
            rows={3}
            value={values.intro}
            onChange={(e) => set('intro', e.target.value)}
            aria-invalid={errors.intro ? true : undefined}
            aria-describedby={described('intro', `${id}-intro-hint`, `${id}-intro-count`)}
          />
          <p id={`${id}-intro-hint`} className="text-xs text-muted-foreground">
            {PEER_MSG.introHint}
          </p>
          <CharacterCount id={`${id}-intro-count`} length={values.intro.length} limit={LIMITS.peerIntro} from={0} />
          <FieldError id={`${id}-intro-error`} message={errors.intro} />
        </div>

        <fieldset className="space-y-2" aria-describedby={errors.hope ? `${id}-hope-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">{PEER_MSG.hopeLabel}</legend>
          {PEER_HOPES.map((h, i) => (
            <div key={h} className="flex items-center gap-2">
              <input
                type="radio"
                id={i === 0 ? `${id}-hope` : `${id}-hope-${h}`}
                name={`${id}-hope`}
                value={h}
                checked={values.hope === h}
                onChange={() => set('hope', h)}
                className="size-4 accent-primary"
              />
              <Label htmlFor={i === 0 ? `${id}-hope` : `${id}-hope-${h}`} className="font-normal">
                {PEER_HOPE_LABELS[h]}
              </Label>
            </div>
          ))}
          <FieldError id={`${id}-hope-error`} message={errors.hope} />
        </fieldset>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 aria-hidden className="animate-spin" />}
          {PEER_MSG.saveProfile}
        </Button>
      </div>
    </form>
  );
  // Outside the form: its Close button is not the form's to submit.
  return (
    <>
      {form}
      {support && <LazyWrittenSupportNote support={support} place="profile" onClose={() => setSupport(null)} />}
    </>
  );
}

function RequestDialog({
  match,
  onClose,
  onSent,
}: {
  match: PeerMatch | null;
  onClose: () => void;
  /** What the crisis screen read in the note (decision 045), for the page to show. */
  onSent: (support: WrittenSupport | undefined) => void;
}) {
  const id = useId();
  const send = useSendRequest();
  // With a crisis the help lines take the focus, not the button that opened the dialog.
  const focusMoves = useRef(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = match ? personName(match.person) : '';

  const close = () => {
    if (send.isPending) return;
    setNote('');
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    if (!match) return;
    if (note.trim().length > LIMITS.peerNote) {
      setProblem(PEER_MSG.requestNoteTooLong);
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    let support: WrittenSupport | undefined;
    try {
      ({ support } = await send.mutateAsync({ peerId: match.person.id, note: note.trim() || null }));
    } catch (err) {
      // The server's refusal as it words it (already asked, not available, ask later…).
      setProblem(errorText(err, PEER_MSG.requestFailed));
      return;
    }
    focusMoves.current = support?.risk === 'crisis';
    onSent(support);
    toast.success(PEER_MSG.requestSent);
    setNote('');
    setProblem(null);
    onClose();
  };

  return (
    <Dialog open={match !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          if (focusMoves.current) e.preventDefault();
          focusMoves.current = false;
        }}
      >
        <DialogHeader>
          <DialogTitle>{PEER_MSG.sendRequest}</DialogTitle>
          <DialogDescription>To {name}. They can accept or decline; they will not see your email.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={PEER_MSG.sendRequest}
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-note`}>{PEER_MSG.requestNoteLabel}</Label>
            <Textarea
              id={`${id}-note`}
              rows={3}
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={[problem && `${id}-problem`, `${id}-count`].filter(Boolean).join(' ')}
            />
            <CharacterCount id={`${id}-count`} length={note.length} limit={LIMITS.peerNote} from={0} />
          </div>
          <FieldError id={`${id}-problem`} message={problem} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
              {PEER_MSG.sendRequest}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function MatchCard({ match, waiting, onRequest }: { match: PeerMatch; waiting: boolean; onRequest: () => void }) {
  const name = personName(match.person);
  return (
    <li>
      <article aria-label={name} className="space-y-2 rounded-lg border bg-card p-4">
        <div className="flex flex-wrap items-center gap-2">
          <UserRound aria-hidden className="size-4 text-primary" />
          <h4 className="font-medium break-words">{name}</h4>
          {match.reasons.includes('same-loss') && <Badge variant="secondary">{PEER_MSG.sameLoss}</Badge>}
          {match.reasons.includes('close-in-time') && <Badge variant="secondary">{PEER_MSG.closeInTime}</Badge>}
        </div>
        {match.person.bio && <p className="text-sm break-words text-foreground/80">{match.person.bio}</p>}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Lost</dt>
          <dd>{PEER_RELATIONSHIP_LABELS[match.relationship]}</dd>
          {match.lossWhen && (
            <>
              <dt className="text-muted-foreground">When</dt>
              <dd>{LOSS_WHEN_LABELS[match.lossWhen]}</dd>
            </>
          )}
          <dt className="text-muted-foreground">Hoping for</dt>
          <dd>{PEER_HOPE_LABELS[match.hope]}</dd>
        </dl>
        {match.intro && <p className="break-words whitespace-pre-wrap">{match.intro}</p>}
        <div className="flex justify-end">
          {waiting ? (
            <p className="text-sm text-muted-foreground">{PEER_MSG.sentWaiting}</p>
          ) : (
            <Button size="sm" onClick={onRequest} aria-label={`${PEER_MSG.sendRequest} to ${name}`}>
              <Send aria-hidden />
              {PEER_MSG.sendRequest}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

function Matches({ overview }: { overview: PeerOverview }) {
  const ids = useId();
  const matches = usePeerMatches();
  const [requesting, setRequesting] = useState<PeerMatch | null>(null);
  const [support, setSupport] = useState<WrittenSupport | null>(null);
  const open = overview.profile.open;
  const waitingFor = new Set(overview.outgoing.map((r) => r.to.id));
  const connectedTo = new Set(overview.connections.map((c) => c.person.id));
  const list = (matches.data?.matches ?? []).filter((m) => !connectedTo.has(m.person.id));

  return (
    <section aria-labelledby={`${ids}-matches`} className="space-y-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${ids}-matches`} className="font-semibold">
          {PEER_MSG.matchesTitle}
        </h3>
        <Button
          onClick={() => void matches.refetch()}
          disabled={!open || matches.isFetching}
          aria-describedby={open ? undefined : `${ids}-opt-in`}
        >
          {matches.isFetching ? <Loader2 aria-hidden className="animate-spin" /> : <Search aria-hidden />}
          {PEER_MSG.findMatches}
        </Button>
      </div>
      {!open && (
        <p id={`${ids}-opt-in`} className="text-sm text-muted-foreground">
          {PEER_MSG.optInFirst}
        </p>
      )}
      {support && <LazyWrittenSupportNote support={support} place="peerRequest" onClose={() => setSupport(null)} />}
      <div aria-live="polite">
        {matches.isError && !matches.isFetching ? (
          <p role="alert" className="text-sm text-destructive">
            {hasCode(matches.error, 'PEER_NOT_OPEN')
              ? PEER_MSG.optInFirst
              : errorText(matches.error, MSG.http.internal)}
          </p>
        ) : matches.data && !matches.isFetching ? (
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">{PEER_MSG.matchesEmpty}</p>
          ) : (
            <ul className="space-y-3" aria-label={PEER_MSG.matchesTitle}>
              {list.map((m) => (
                <MatchCard
                  key={m.person.id}
                  match={m}
                  waiting={waitingFor.has(m.person.id)}
                  onRequest={() => setRequesting(m)}
                />
              ))}
            </ul>
          )
        ) : null}
      </div>
      <RequestDialog match={requesting} onClose={() => setRequesting(null)} onSent={(s) => setSupport(s ?? null)} />
    </section>
  );
}

export function FindBuddyCard({ overview }: { overview: PeerOverview }) {
  const ids = useId();
  return (
    <Card role="region" aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <h2 id={`${ids}-title`} className="font-serif text-xl leading-tight font-semibold">
          {PEER_MSG.findTitle}
        </h2>
        <CardDescription>{PEER_MSG.findIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <ProfileForm profile={overview.profile} />
        <Matches overview={overview} />
      </CardContent>
    </Card>
  );
}
