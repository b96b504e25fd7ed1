/**
 * The partner programme, /partners (spec section 2; decision 037): the three kinds of partner,
 * the three PDFs (made by the server), the application form, and Contact Us → /support.
 *
 * Prerendered (decision 027): the page is the same for everyone. Only the note on the Referral
 * Cards (personal once signed in) changes, after the app has started.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Building2, HeartHandshake, Users } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { PARTNERS_MSG } from '@shared/messages.partners';
import { SiteFooter } from '@web/components/site-footer';
import { SiteHeader } from '@web/components/site-header';
import { Button } from '@web/components/ui/button';
import { PartnerApplicationForm } from '@web/features/partners/application-form';
import { PartnerDownloads } from '@web/features/partners/downloads';
import { useRenderingHtml } from '@web/lib/hydration';
import { useSession } from '@web/lib/session';

const ICONS = { counsellor: HeartHandshake, funeral_home: Building2, support_group: Users } as const;

export default function PartnersPage() {
  const session = useSession();
  const hydrated = !useRenderingHtml();
  const signedIn = hydrated && Boolean(session.data?.user);
  useEffect(() => {
    document.title = `${PARTNERS_MSG.title} · ${APP_NAME}`;
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SiteHeader />
      <main id="main" className="flex-1 bg-gradient-to-b from-secondary/60 to-background">
        <div className="mx-auto max-w-5xl space-y-14 px-4 py-12">
          <header className="mx-auto max-w-2xl text-center">
            <h1 className="font-serif text-3xl font-semibold text-foreground sm:text-4xl">{PARTNERS_MSG.title}</h1>
            <p className="mt-4 leading-relaxed text-muted-foreground">{PARTNERS_MSG.intro}</p>
          </header>

          <section aria-labelledby="partner-kinds">
            <h2 id="partner-kinds" className="font-serif text-2xl font-semibold">
              {PARTNERS_MSG.kindsTitle}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {PARTNERS_MSG.kinds.map((k) => {
                const Icon = ICONS[k.type];
                return (
                  <li key={k.type} className="rounded-xl border border-border bg-card p-5 shadow-sm">
                    <Icon aria-hidden className="size-6 text-primary" />
                    <h3 className="mt-3 font-serif text-lg font-semibold">{k.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{k.body}</p>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="partner-downloads">
            <h2 id="partner-downloads" className="font-serif text-2xl font-semibold">
              {PARTNERS_MSG.downloadsTitle}
            </h2>
            <p className="mt-2 text-muted-foreground">{PARTNERS_MSG.downloadsIntro}</p>
            <div className="mt-6">
              <PartnerDownloads personalCards={signedIn} />
            </div>
          </section>

          <section
            aria-labelledby="partner-apply"
            className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
          >
            <h2 id="partner-apply" className="font-serif text-2xl font-semibold">
              {PARTNERS_MSG.applyTitle}
            </h2>
            <p className="mt-2 mb-6 text-muted-foreground">{PARTNERS_MSG.applyIntro}</p>
            <PartnerApplicationForm />
          </section>

          <section aria-labelledby="partner-contact" className="text-center">
            <h2 id="partner-contact" className="font-serif text-2xl font-semibold">
              {PARTNERS_MSG.contactTitle}
            </h2>
            <p className="mt-2 text-muted-foreground">{PARTNERS_MSG.contactBody}</p>
            <Button asChild className="mt-4">
              <Link to="/support">{PARTNERS_MSG.contactUs}</Link>
            </Button>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
