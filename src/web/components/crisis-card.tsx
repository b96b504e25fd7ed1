/**
 * The crisis support card: shown when the safety screen saw a crisis, and kept for the rest of the
 * conversation (it never goes away because a later message says it was a misunderstanding). Calm
 * and warm rather than alarming; it points to people, with the help lines for the person's country.
 * The first help line's call link and the emergency note come right under the title, so that on a
 * phone they are on screen without scrolling the card; the warmer words and the other lines follow.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, ExternalLink, HeartHandshake, Phone } from 'lucide-react';
import type { Helpline } from '@shared/schemas/companion';
import { CRISIS_TITLE, EMERGENCY_NOTE, FIND_A_HELPLINE } from '@shared/safety';
import { phoneHref } from '@web/lib/phone';
import { cn } from '@web/lib/utils';

const linkFocus = 'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring';

/** The first line's way to reach people, as the card's first action: its call link, else its site. */
function FirstAction({ line }: { line: Helpline }) {
  const tel = phoneHref(line.contact);
  const look = cn(
    'flex w-full items-center gap-2 rounded-lg bg-card px-3 py-2.5 text-left ring-1 ring-primary/30 transition-colors hover:bg-card/70',
    linkFocus,
  );
  if (tel) {
    return (
      // The name holds every word shown, in order (WCAG 2.5.3, label in name), with a pause after
      // the number; the space keeps the two lines two words apart for every reader of the text.
      <a href={tel} className={look} aria-label={`${line.contact}, ${line.name} · ${line.country}`}>
        <Phone aria-hidden className="size-5 shrink-0 text-primary" />
        <span className="min-w-0">
          <span className="block font-semibold text-primary">{line.contact}</span>{' '}
          <span className="block text-sm text-foreground/80">
            {line.name} · {line.country}
          </span>
        </span>
      </a>
    );
  }
  return (
    <a href={line.url} target="_blank" rel="noopener noreferrer" className={look}>
      <ExternalLink aria-hidden className="size-5 shrink-0 text-primary" />
      <span className="min-w-0">
        <span className="block font-semibold text-primary">{line.name}</span>
        <span className="block text-sm text-foreground/80">{line.contact}</span>
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** A help line in the list; `withoutCall`: its call link is already the card's first action. */
function HelplineItem({ line, withoutCall = false }: { line: Helpline; withoutCall?: boolean }) {
  const tel = withoutCall ? null : phoneHref(line.contact);
  return (
    <li className="rounded-lg bg-card/80 p-3 ring-1 ring-accent-foreground/10">
      <p className="font-medium text-foreground">
        {line.name} <span className="font-normal text-muted-foreground">· {line.country}</span>
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm">
        {tel ? (
          <a
            href={tel}
            className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`${line.contact}, ${line.name}`}
          >
            <Phone aria-hidden className="size-4" />
            {line.contact}
          </a>
        ) : (
          <span className="text-muted-foreground">{line.contact}</span>
        )}
        <a
          href={line.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
        >
          {line.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}

export interface CrisisCardProps {
  helplines: Helpline[];
  /** Let the person fold the card to one line (it stays on screen either way). */
  collapsible?: boolean;
  className?: string;
}

export function CrisisCard({ helplines, collapsible = false, className }: CrisisCardProps) {
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const lines = helplines.length ? helplines : [FIND_A_HELPLINE];
  const first = lines[0]!;
  const firstCalls = phoneHref(first.contact) !== null;
  // A first line without a number is the top action as a whole; with one, its site stays listed.
  const listed = firstCalls ? lines : lines.slice(1);
  const expanded = !collapsible || open;

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border border-warning/40 bg-gradient-to-br from-accent/70 to-card p-4 text-accent-foreground shadow-sm motion-safe:animate-fade-in',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-card text-primary ring-1 ring-accent-foreground/15">
          <HeartHandshake aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={headingId} className="pt-1.5 font-serif text-lg leading-tight font-semibold text-foreground">
              {CRISIS_TITLE}
            </h3>
            {collapsible && (
              <button
                type="button"
                onClick={() => setOpen((o) => !o)}
                aria-expanded={open}
                aria-controls={bodyId}
                className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1.5 text-sm text-foreground/80 transition-colors hover:bg-card/70 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              >
                {open ? 'Hide' : 'Show help lines'}
                <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
              </button>
            )}
          </div>
          <div id={bodyId} hidden={!expanded} className="mt-2 space-y-3 text-sm leading-relaxed">
            <FirstAction line={first} />
            <p className="font-medium text-foreground">{EMERGENCY_NOTE}</p>
            <p className="text-foreground/90">
              You don&apos;t have to carry this alone. Real people are ready to listen, any time of day or night:
            </p>
            {listed.length > 0 && (
              <ul className="space-y-2">
                {listed.map((line) => (
                  <HelplineItem
                    key={`${line.name}-${line.country}`}
                    line={line}
                    withoutCall={firstCalls && line === first}
                  />
                ))}
              </ul>
            )}
            <p>
              <Link
                to="/safety"
                className="rounded-sm text-primary underline underline-offset-4 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              >
                How we look after your safety
              </Link>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
