import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { DocumentPage } from '@web/components/document-page';
import { EMERGENCY, safetySections } from '@web/features/safety/safety-sections';

/** How the companion keeps people safe (the crisis protocol), in plain words. Public. */
export default function SafetyPage() {
  return (
    <DocumentPage
      title="Your Safety"
      subtitle={
        <p className="mt-2 leading-relaxed text-muted-foreground">
          How the AI companion looks after you, and what happens if you are going through something very hard.
        </p>
      }
      idPrefix="safety"
      sections={safetySections}
      beforeSections={
        <div
          role="note"
          className="mt-6 flex items-start gap-3 rounded-xl border border-warning/40 bg-accent/60 p-4 text-foreground"
        >
          <HeartHandshake aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <p className="font-medium">{EMERGENCY}</p>
        </div>
      }
      afterSections={
        <p className="mt-8 text-center leading-relaxed text-muted-foreground">
          {EMERGENCY} You can also{' '}
          <Link to="/support" className="font-medium text-primary underline underline-offset-4">
            contact our support team
          </Link>{' '}
          with any question about how {APP_NAME} keeps you safe.
        </p>
      }
    />
  );
}
