/**
 * /letter/:token, public: where the recipient of a legacy letter reads it (decision 011). The link
 * came in their email; no account is needed. A calm page: who it is from and for, the memorial it
 * belongs to, the day it was delivered, and the letter itself as plain text (line breaks kept,
 * never HTML). A print button, and a gentle note with the way to grief resources and help lines.
 * Nothing here asks them to sign up, and the welcome tour does not open over it (root-layout).
 */
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Flower2, HeartHandshake, Printer } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { LETTER_MSG } from '@shared/schemas/letters';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useDeliveredLetter } from '@web/features/letters/api';
import { formatStamp } from '@web/features/letters/rules';
import { hasCode, isRefusal } from '@web/lib/errors';

/** Keeps this private page out of search engines, whatever the server sends. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/50 via-background to-background print:bg-none">
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6 sm:py-16">{children}</main>
      <footer className="pb-8 text-center text-xs text-muted-foreground print:hidden">
        <Flower2 aria-hidden className="mx-auto mb-2 size-4 text-primary" />
        {APP_NAME}
      </footer>
    </div>
  );
}

function Unavailable({ message }: { message: string }) {
  return (
    <Frame>
      <div className="mx-auto max-w-md pt-10 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
          <Flower2 aria-hidden className="size-7" />
        </span>
        <h1 className="mt-5 font-serif text-2xl font-semibold">{LETTER_MSG.readTitle}</h1>
        <p role="alert" className="mt-3 leading-relaxed text-muted-foreground">
          {message}
        </p>
      </div>
    </Frame>
  );
}

export default function LetterReadingPage() {
  const { token = '' } = useParams();
  const { data: letter, error, isPending } = useDeliveredLetter(token);
  useNoIndex();

  useEffect(() => {
    document.title = `${LETTER_MSG.readTitle} · ${APP_NAME}`;
  }, []);

  if (!token || hasCode(error, 'NOT_FOUND')) return <Unavailable message={LETTER_MSG.readUnavailable} />;
  if (error && !letter) {
    // 400 (a token that is not one) reads the same as a withdrawn letter; anything else may pass.
    const gone = isRefusal(error);
    return <Unavailable message={gone ? LETTER_MSG.readUnavailable : LETTER_MSG.readFailed} />;
  }
  if (isPending || !letter) {
    return (
      <Frame>
        <div className="flex justify-center pt-20">
          <Spinner label={LETTER_MSG.readLoading} showLabel />
        </div>
      </Frame>
    );
  }

  return (
    <Frame>
      <article aria-labelledby="letter-title">
        <header className="text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm ring-1 ring-border print:hidden">
            <Flower2 aria-hidden className="size-6" />
          </span>
          <h1 id="letter-title" className="mt-5 font-serif text-3xl font-semibold sm:text-4xl">
            {LETTER_MSG.readTitle}
          </h1>
          <div className="mt-4 space-y-1 text-muted-foreground">
            <p className="text-lg text-foreground">{LETTER_MSG.readFrom(letter.authorName)}</p>
            <p>{LETTER_MSG.readTo(letter.recipientName)}</p>
            {letter.memorialTitle && <p>{LETTER_MSG.readMemorial(letter.memorialTitle)}</p>}
            <p className="text-sm">
              <time dateTime={letter.deliveredAt}>{LETTER_MSG.readDelivered(formatStamp(letter.deliveredAt))}</time>
            </p>
          </div>
          <div
            aria-hidden
            className="mx-auto mt-6 h-px w-24 bg-gradient-to-r from-transparent via-primary/40 to-transparent"
          />
        </header>

        <Card className="mt-8 px-6 py-8 sm:px-10 sm:py-12 print:border-0 print:shadow-none">
          <p
            data-testid="letter-text"
            className="font-serif text-lg leading-loose break-words whitespace-pre-wrap text-foreground"
          >
            {letter.letterContent}
          </p>
        </Card>

        <div className="mt-6 flex justify-center print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {LETTER_MSG.print}
          </Button>
        </div>
      </article>

      <aside
        aria-label="Support"
        className="mt-12 rounded-lg border bg-card/60 p-5 text-sm leading-relaxed text-muted-foreground print:hidden"
      >
        <p className="flex items-start gap-2">
          <HeartHandshake aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{LETTER_MSG.readNote}</span>
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 pl-6">
          <li>
            <Link to="/resources" className="text-primary underline-offset-4 hover:underline">
              {LETTER_MSG.readResources}
            </Link>
          </li>
          <li>
            <Link to="/safety" className="text-primary underline-offset-4 hover:underline">
              {LETTER_MSG.readSafety}
            </Link>
          </li>
        </ul>
      </aside>
    </Frame>
  );
}
