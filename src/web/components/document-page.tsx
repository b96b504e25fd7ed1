/** The frame of a plain reading page (terms, safety): a Back button, the title, sections in a card. */
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';

export interface DocumentSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function DocumentPage({
  title,
  subtitle,
  idPrefix,
  sections,
  numbered = false,
  beforeSections,
  afterSections,
}: {
  title: string;
  subtitle: ReactNode;
  /** Prefix of the section heading ids, e.g. "terms". */
  idPrefix: string;
  sections: DocumentSection[];
  numbered?: boolean;
  beforeSections?: ReactNode;
  afterSections?: ReactNode;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  const goBack = () => {
    // React Router records the in-app history position; with nothing behind us, go home instead
    // of leaving the site.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };

  return (
    <main className="min-h-dvh bg-background px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <Button variant="ghost" onClick={goBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>

        <header className="mt-6">
          <h1 className="text-3xl font-semibold text-foreground sm:text-4xl">{title}</h1>
          {subtitle}
        </header>

        {beforeSections}

        <Card className="mt-8">
          <CardContent className="flex flex-col gap-8 px-4 pt-6 sm:px-6">
            {sections.map((section, index) => (
              <section key={section.id} aria-labelledby={`${idPrefix}-${section.id}`}>
                <h2 id={`${idPrefix}-${section.id}`} className="text-xl font-semibold text-foreground">
                  {numbered ? `${index + 1}. ` : ''}
                  {section.title}
                </h2>
                <div className="mt-3 flex flex-col gap-3 leading-relaxed text-muted-foreground [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
                  {section.body}
                </div>
              </section>
            ))}
          </CardContent>
        </Card>

        {afterSections}
      </div>
    </main>
  );
}
