/**
 * /unsubscribe?token=…, public (decision 011): the link at the foot of every anniversary reminder
 * and guestbook email. One click is enough: the page turns those emails off as it opens (once),
 * names what was turned off, and offers to undo it. A missing, altered or unknown token says the
 * link is not valid any more.
 *
 * The token names its topic (`<account>.<topic>.<mac>`; the first reminder emails had no topic), so
 * the heading is right while the request runs; the server's answer says what was really changed.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BellOff, BellRing, Flower2, Loader2 } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { EMAIL_TOPICS, REMINDER_MSG, UNSUBSCRIBE_MSG, type EmailTopic } from '@shared/schemas/reminders';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useEmailSubscription } from '@web/features/preferences/api';
import { hasCode, isRefusal } from '@web/lib/errors';

type Phase = 'working' | 'unsubscribed' | 'undoing' | 'resubscribed' | 'invalid' | 'failed' | 'undoFailed';

const isInvalid = (err: unknown) => isRefusal(err) && !hasCode(err, 'RATE_LIMITED');

/** The topic the token says it is for (anniversary for the first tokens and anything unknown). */
function topicOf(token: string): EmailTopic {
  const topic = token.split('.')[1] ?? '';
  return (EMAIL_TOPICS as readonly string[]).includes(topic) ? (topic as EmailTopic) : 'anniversary';
}

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [phase, setPhase] = useState<Phase>(token ? 'working' : 'invalid');
  const [topic, setTopic] = useState<EmailTopic>(() => topicOf(token));
  const started = useRef(false);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const msg = UNSUBSCRIBE_MSG[topic];
  const subscription = useEmailSubscription();

  useEffect(() => {
    document.title = `${msg.title} · ${APP_NAME}`;
  }, [msg.title]);

  const run = async () => {
    setPhase('working');
    try {
      setTopic((await subscription.unsubscribe.mutateAsync(token)).topic);
      setPhase('unsubscribed');
    } catch (err) {
      setPhase(isInvalid(err) ? 'invalid' : 'failed');
    }
  };

  // The email's one click: POST as the page opens, once (not again on a re-render).
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, [token]);

  const undo = async () => {
    setPhase('undoing');
    try {
      setTopic((await subscription.resubscribe.mutateAsync(token)).topic);
      setPhase('resubscribed');
    } catch (err) {
      setPhase(isInvalid(err) ? 'invalid' : 'undoFailed');
    }
    requestAnimationFrame(() => messageRef.current?.focus());
  };

  const busy = phase === 'working' || phase === 'undoing';
  const message =
    phase === 'working'
      ? msg.unsubscribing
      : phase === 'undoing'
        ? msg.resubscribing
        : phase === 'unsubscribed'
          ? msg.unsubscribed
          : phase === 'resubscribed'
            ? msg.resubscribed
            : phase === 'invalid'
              ? REMINDER_MSG.invalidLink
              : REMINDER_MSG.unsubscribeFailed;
  const Icon = busy ? Loader2 : phase === 'resubscribed' ? BellRing : phase === 'unsubscribed' ? BellOff : Flower2;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/50 to-background">
      <main className="mx-auto flex w-full max-w-lg flex-1 items-start px-4 pt-16 sm:pt-24">
        <Card className="w-full px-6 py-10 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon aria-hidden className={busy ? 'size-7 motion-safe:animate-spin' : 'size-7'} />
          </span>
          <h1 className="mt-5 text-2xl font-semibold">{msg.title}</h1>
          <p
            ref={messageRef}
            tabIndex={-1}
            role="status"
            aria-live="polite"
            data-testid="unsubscribe-message"
            className="mt-3 leading-relaxed text-muted-foreground outline-none"
          >
            {message}
          </p>
          <div className="mt-6 flex flex-col items-center gap-3">
            {phase === 'unsubscribed' && (
              <Button variant="outline" onClick={() => void undo()}>
                <BellRing aria-hidden />
                {msg.undo}
              </Button>
            )}
            {phase === 'failed' && (
              <Button variant="outline" onClick={() => void run()}>
                {REMINDER_MSG.tryAgain}
              </Button>
            )}
            {phase === 'undoFailed' && (
              <Button variant="outline" onClick={() => void undo()}>
                {REMINDER_MSG.tryAgain}
              </Button>
            )}
            {phase === 'invalid' && (
              <Button asChild variant="outline">
                <Link to="/settings">{REMINDER_MSG.goToSettings}</Link>
              </Button>
            )}
            {!busy && (
              <Link to="/" className="text-sm text-primary underline-offset-4 hover:underline">
                {REMINDER_MSG.goHome}
              </Link>
            )}
          </div>
        </Card>
      </main>
      <footer className="pb-8 text-center text-xs text-muted-foreground">{APP_NAME}</footer>
    </div>
  );
}
