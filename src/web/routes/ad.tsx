import { useEffect } from 'react';
import { AD_HEADLINE, AD_SUBLINE } from '@shared/messages.marketing';
import {
  AdBenefits,
  AdCallToAction,
  AdFeatures,
  AdFooter,
  AdHeader,
  AdHero,
  AdStats,
} from '@web/features/marketing/ad-sections';
import { features, testimonials } from '@web/features/landing/landing-sections';

/** Ad landing (spec section 2, "Ad landing (/ad)"): prerendered (decision 027). */
export default function AdPage() {
  useEffect(() => {
    document.title = `${AD_HEADLINE} · Forget-me-not`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', AD_SUBLINE);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <AdHeader />
      <main id="main" className="flex-1">
        <AdHero />
        <AdStats />
        <AdFeatures features={features} />
        <AdBenefits quote={testimonials[1]!} />
        <AdCallToAction />
      </main>
      <AdFooter />
    </div>
  );
}
