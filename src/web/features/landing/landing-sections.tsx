/** The landing page's sections (spec sections 1 and 2, "Landing (/)"): what the product is, in the words of the people it is for. */
import { Link } from 'react-router';
import { SessionLink } from '@web/components/session-link';
import {
  ArrowRight,
  BellRing,
  BookHeart,
  Flower2,
  HandHeart,
  Heart,
  MessageCircleHeart,
  Quote,
  Share2,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { FeatureCards, type FeatureItem } from '@web/components/feature-cards';
import { Card, CardContent } from '@web/components/ui/card';

/** Also quoted on /ad. */
export const testimonials: { quote: string; name: string }[] = [
  {
    quote:
      'Putting Dad’s photos and stories in one place gave our whole family somewhere to gather, even though we live far apart.',
    name: 'Margaret',
  },
  {
    quote:
      'On the nights I couldn’t sleep, having somewhere calm to write and talk things through helped more than I expected.',
    name: 'James',
  },
  {
    quote: 'People I had never met left memories of my mum in the guestbook. Reading them still brings me comfort.',
    name: 'Priya',
  },
];

/** The six features; also /ad's feature cards. */
export const features: FeatureItem[] = [
  {
    icon: Heart,
    title: 'Beautiful memorials',
    description: 'Create a lasting memorial page with photos, videos, stories and a song that meant something to them.',
  },
  {
    icon: MessageCircleHeart,
    title: 'AI grief support',
    description:
      'A gentle AI companion that listens and responds whenever you need to talk, day or night. It is an AI, not a person.',
  },
  {
    icon: BellRing,
    title: 'Gentle reminders',
    description:
      'Quiet reminders for birthdays and anniversaries, only if you ask for them, so you can mark the days that matter.',
  },
  {
    icon: BookHeart,
    title: 'Private journal',
    description: 'A private place to write down what is on your heart, at your own pace. Only you can read it.',
  },
  {
    icon: Share2,
    title: 'Easy sharing',
    description:
      'Share a memorial privately or publicly with a link or QR code, and let others leave memories in the guestbook.',
  },
  {
    icon: ShieldCheck,
    title: 'Enterprise security',
    description:
      'Your memories are stored securely and kept private. You choose what is shared, and you can export or delete it at any time.',
  },
];

const professionals = ['Grief counsellors', 'Therapists', 'Funeral homes', 'Support groups'];

/** The first screen: what Forget-me-not is, and the two ways in. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <span className="mb-6 inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm text-muted-foreground shadow-sm">
          <Flower2 className="size-4 text-primary" aria-hidden="true" />
          Free to try, no credit card required
        </span>
        <h1 id="hero-title" className="text-4xl leading-tight font-semibold text-balance text-foreground sm:text-5xl">
          Honour the people you love, and find support through grief
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
          Create a lasting memorial filled with photos, videos and stories. Write in a private journal, talk with a
          gentle AI companion at any hour, and connect with others who understand. You don’t have to carry this alone.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <SessionLink signedIn="/dashboard" signedOut="/auth">
              <Heart aria-hidden="true" />
              Create a Memorial
            </SessionLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <SessionLink signedIn="/community" signedOut="/auth">
              <Users aria-hidden="true" />
              Join Community
            </SessionLink>
          </Button>
        </div>
        <p className="mt-8 flex items-center gap-2 text-sm text-muted-foreground">
          <span className="flex text-warning" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Star key={i} className="size-4 fill-current" />
            ))}
          </span>
          <span>4.9/5 from 2,000+ users</span>
        </p>
      </div>
    </section>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="testimonials-title" className="text-center text-3xl font-semibold text-foreground">
          Words from our community
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <Card className="h-full">
                <CardContent className="flex h-full flex-col gap-4 pt-6">
                  <Quote className="size-6 text-primary/60" aria-hidden="true" />
                  <blockquote className="flex-1 text-foreground">
                    <p>{t.quote}</p>
                  </blockquote>
                  <p className="text-sm font-medium text-muted-foreground">{t.name}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Features() {
  return (
    <section aria-labelledby="features-title" className="bg-card/60 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-semibold text-foreground">
            Everything you need, in one gentle place
          </h2>
          <p className="mt-4 text-muted-foreground">
            Take each step at your own pace. Nothing here needs to be done all at once.
          </p>
        </div>
        <FeatureCards features={features} />
      </div>
    </section>
  );
}

export function Professionals() {
  return (
    <section aria-labelledby="professionals-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl items-center gap-8 rounded-2xl border border-border bg-accent/50 p-6 sm:p-10 md:grid-cols-[1.4fr_1fr]">
        <div>
          <span className="flex size-11 items-center justify-center rounded-lg bg-card text-accent-foreground">
            <HandHeart className="size-5" aria-hidden="true" />
          </span>
          <h2 id="professionals-title" className="mt-4 text-3xl font-semibold text-foreground">
            For professionals who support the bereaved
          </h2>
          <p className="mt-4 text-muted-foreground">
            Grief counsellors, therapists, funeral homes and support groups can offer Forget-me-not to the families they
            care for, with shared resources and a simple way to stay alongside people between sessions and services.
          </p>
          <Button asChild className="mt-6 h-auto min-h-10 py-2 whitespace-normal">
            <Link to="/partners">
              Learn about our partner programme
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ul className="grid grid-cols-2 gap-3">
          {professionals.map((p) => (
            <li
              key={p}
              className="flex items-center justify-center rounded-lg bg-card px-3 py-3 text-center text-sm font-medium text-foreground shadow-sm"
            >
              {p}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FinalCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id="cta-title" className="text-3xl font-semibold">
          Begin whenever you are ready
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-primary-foreground">
          Create a memorial, write a first journal entry, or simply sit with your thoughts. It is free to try, with no
          credit card required.
        </p>
        <div className="mt-8 flex flex-col items-center gap-4">
          <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
            <SessionLink signedIn="/dashboard" signedOut="/auth">
              Get Started Free
            </SessionLink>
          </Button>
          <Link
            to="/referrals"
            className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary-foreground underline underline-offset-4 hover:no-underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-foreground"
          >
            <Share2 className="size-4" aria-hidden="true" />
            Know someone who might need this? Share Forget-me-not
          </Link>
        </div>
      </div>
    </section>
  );
}
