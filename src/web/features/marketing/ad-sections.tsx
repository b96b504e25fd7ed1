/**
 * The ad landing page's sections (spec section 2, "Ad landing (/ad)"): where a person arrives from
 * an ad. The feature cards and the testimonial are the landing page's own, passed in by the route
 * (routes/ad.tsx), so the two pages cannot drift apart.
 */
import { Link } from 'react-router';
import { Check, Flower2, Quote, Star } from 'lucide-react';
import { APP_NAME, COPYRIGHT_YEAR } from '@shared/constants';
import {
  AD_BENEFITS,
  AD_FREE_NOTE,
  AD_HEADLINE,
  AD_STATS,
  AD_SUBLINE,
  MARKETING_CLAIMS,
} from '@shared/messages.marketing';
import { Button } from '@web/components/ui/button';
import { SiteLogo } from '@web/components/site-header';
import { FeatureCards, type FeatureItem } from '@web/components/feature-cards';

/** An ad's page keeps to one path: the mark, and the way in. */
export function AdHeader() {
  return (
    <header className="border-b border-border bg-card/80">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <SiteLogo />
        <Button asChild size="sm">
          <Link to="/auth">Get Started</Link>
        </Button>
      </div>
    </header>
  );
}

export function AdHero() {
  return (
    <section aria-labelledby="ad-hero-title" className="bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <span className="mb-6 inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm text-muted-foreground shadow-sm">
          <Flower2 className="size-4 text-primary" aria-hidden="true" />
          {AD_FREE_NOTE}
        </span>
        <h1
          id="ad-hero-title"
          className="text-4xl leading-tight font-semibold text-balance text-foreground sm:text-6xl"
        >
          {AD_HEADLINE}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
          {AD_SUBLINE} Whether your loss was last week or many years ago, you can begin here, at your own pace.
        </p>
        <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
          <Link to="/auth">Start Your Healing Journey</Link>
        </Button>
        <p className="mt-4 text-sm text-muted-foreground">{MARKETING_CLAIMS.startIn}.</p>
        <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
          <span className="flex text-warning" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Star key={i} className="size-4 fill-current" />
            ))}
          </span>
          <span>{MARKETING_CLAIMS.rating}</span>
        </p>
      </div>
    </section>
  );
}

export function AdStats() {
  return (
    <section aria-label="Forget-me-not in numbers" className="px-4 sm:px-6">
      <dl className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-3">
        {AD_STATS.map((s) => (
          <div key={s.value} className="rounded-xl border border-border bg-card p-6 text-center shadow-sm">
            <dt className="text-sm text-muted-foreground">{s.label}</dt>
            <dd className="order-first font-serif text-4xl font-semibold text-primary">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function AdFeatures({ features }: { features: readonly FeatureItem[] }) {
  return (
    <section aria-labelledby="ad-features-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="ad-features-title" className="text-center text-3xl font-semibold text-foreground">
          Gentle support, whenever you need it
        </h2>
        <FeatureCards features={features} />
      </div>
    </section>
  );
}

export function AdBenefits({ quote }: { quote: { quote: string; name: string } }) {
  return (
    <section aria-labelledby="ad-benefits-title" className="bg-card/60 px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div>
          <h2 id="ad-benefits-title" className="text-3xl font-semibold text-foreground">
            What you will find here
          </h2>
          <ul className="mt-6 flex flex-col gap-3">
            {AD_BENEFITS.map((b) => (
              <li key={b} className="flex gap-3 text-foreground">
                <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                <span>{b}</span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-2xl border border-border bg-card p-8 shadow-sm">
          <Quote className="size-8 text-primary/60" aria-hidden="true" />
          <blockquote className="mt-4 font-serif text-xl text-foreground">
            <p>{quote.quote}</p>
          </blockquote>
          <figcaption className="mt-4 text-sm font-medium text-muted-foreground">{quote.name}</figcaption>
        </figure>
      </div>
    </section>
  );
}

export function AdCallToAction() {
  return (
    <section aria-labelledby="ad-cta-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id="ad-cta-title" className="text-3xl font-semibold">
          You don’t have to carry this alone
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-primary-foreground">
          Join {MARKETING_CLAIMS.people} people who have found a gentler way to remember and to heal. {AD_FREE_NOTE}.
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-8 w-full sm:w-auto">
          <Link to="/auth">Get Started Free</Link>
        </Button>
      </div>
    </section>
  );
}

export function AdFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>{`© ${COPYRIGHT_YEAR} ${APP_NAME}. All rights reserved.`}</p>
        <Link
          to="/terms"
          className="rounded-sm underline underline-offset-4 hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
        >
          Terms & Conditions
        </Link>
      </div>
    </footer>
  );
}
