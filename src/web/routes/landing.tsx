import { useEffect } from 'react';
import { SiteHeader } from '@web/components/site-header';
import { SiteFooter } from '@web/components/site-footer';
import { Features, FinalCallToAction, Hero, Professionals, Testimonials } from '@web/features/landing/landing-sections';

const PAGE_TITLE = 'Forget-me-not · Online memorials and AI grief support';
const PAGE_DESCRIPTION =
  'Create a lasting online memorial with photos, videos and stories, and find gentle support through grief with a 24/7 AI companion, a private journal and caring communities.';

/** Landing page (spec sections 1 and 2, "Landing (/)"). */
export default function LandingPage() {
  useEffect(() => {
    document.title = PAGE_TITLE;
    document.querySelector('meta[name="description"]')?.setAttribute('content', PAGE_DESCRIPTION);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Hero />
        {/* Below the first screen: laid out when scrolled near, not before the first paint (decision 042). */}
        <div className="[contain-intrinsic-size:auto_2400px] [content-visibility:auto]">
          <Testimonials />
          <Features />
          <Professionals />
          <FinalCallToAction />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
