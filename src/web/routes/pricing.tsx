/**
 * Pricing, /pricing, "Choose Your Plan" (spec sections 2, 6, 8 and 9; issue 16; decision 033).
 *
 * Prerendered at build (decision 027): the plans are the same for everyone, so the first paint is
 * the signed-out page. What depends on the visitor (Admin Access, Manage Subscription, the current
 * plan) and on the site (payments set up or not) appears after the app starts, in places whose
 * size does not change: the account panel keeps its height, a card's button row keeps its height.
 *
 * Signed out, Subscribe says "Authentication required" and goes to /auth, which comes back here
 * with the chosen plan (`?plan=monthly`); that plan's card is then marked and its button focused.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Crown, ShieldCheck } from 'lucide-react';
import { WANTS_APP_ATTRIBUTE } from '@shared/constants';
import { BILLING_MSG, PURCHASABLE_PLANS, type PurchasablePlan } from '@shared/schemas/billing';
import { PLAN_CARDS, PRICING_MSG, type PlanCardText } from '@shared/messages.plans';
import type { Entitlements } from '@shared/tiers';
import { TIER_LABELS } from '@shared/tiers';
import { SiteFooter } from '@web/components/site-footer';
import { SiteHeader } from '@web/components/site-header';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { openCheckout, openPortal, useBillingInfo } from '@web/features/billing/api';
import { hasCode } from '@web/lib/errors';
import { cn } from '@web/lib/utils';
import { useRenderingHtml } from '@web/lib/hydration';
import { SESSION_KEY, SIGNED_OUT_GUESS, useSession } from '@web/lib/session';

/** When a trial ends, in the visitor's own time (only rendered once the session is known, never prerendered). */
export const endsAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

const isPurchasable = (id: string | null): id is PurchasablePlan =>
  id !== null && (PURCHASABLE_PLANS as readonly string[]).includes(id);

export default function PricingPage() {
  const session = useSession();
  const billing = useBillingInfo();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // The prerendered HTML has no plan chosen: mark it only after hydration, so the first client render
  // is the prerendered one whatever the query (decision 027).
  const hydrated = !useRenderingHtml();
  const chosen = hydrated ? params.get('plan') : null;
  const [busy, setBusy] = useState<string | null>(null);

  const signedIn = Boolean(session.data?.user);
  const entitlements = session.data?.user ? session.data.entitlements : null;
  const manual = billing.data?.mode === 'manual';
  // Subscribe works once the app has taken the prerendered page over and knows who is asking: a
  // click before that would do nothing, or tell a signed-in person to sign in.
  const ready = hydrated && !session.isPending && billing.data !== undefined;

  useEffect(() => {
    document.title = `${PRICING_MSG.title} · Forget-me-not`;
  }, []);

  // Back from Stripe Checkout: say how it went, once, and look at the plan again (the webhook may
  // land a moment later, so once more after a few seconds).
  const queryClient = useQueryClient();
  const outcome = hydrated ? params.get('checkout') : null;
  useEffect(() => {
    if (outcome === 'success') {
      toast.success(PRICING_MSG.checkoutDoneTitle, { id: 'checkout-outcome', description: PRICING_MSG.checkoutDone });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      const later = setTimeout(() => void queryClient.invalidateQueries({ queryKey: SESSION_KEY }), 4_000);
      return () => clearTimeout(later);
    }
    if (outcome === 'cancelled') toast.info(PRICING_MSG.checkoutCancelled, { id: 'checkout-outcome' });
  }, [outcome, queryClient]);

  const subscribe = async (plan: PurchasablePlan) => {
    if (busy) return;
    if (!signedIn) {
      // Spec section 6: subscribing without a session.
      toast.error(BILLING_MSG.authRequiredTitle, { description: BILLING_MSG.authRequired });
      void navigate('/auth', { state: { from: `${location.pathname}?plan=${plan}` } });
      return;
    }
    setBusy(plan);
    try {
      await openCheckout(plan);
    } catch (err) {
      if (hasCode(err, 'ALREADY_SUBSCRIBED')) toast.info(BILLING_MSG.alreadySubscribed);
      else toast.error(BILLING_MSG.checkoutFailedTitle, { description: BILLING_MSG.checkoutFailed });
    } finally {
      setBusy(null);
    }
  };

  const manage = async () => {
    if (busy) return;
    setBusy('portal');
    try {
      await openPortal();
    } catch (err) {
      if (hasCode(err, 'NOT_A_CUSTOMER')) toast.info(BILLING_MSG.notACustomer);
      else toast.error(BILLING_MSG.portalFailedTitle, { description: BILLING_MSG.portalFailed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SiteHeader />
      <main
        id="main"
        className="flex-1 bg-gradient-to-b from-secondary/60 to-background"
        // The page's HTML asks for the app at once (decision 058) while whether this server takes
        // payments is unknown, and where it does: Subscribe needs the app and the session. A server
        // without payments is sent the page drawn for it (decision 059), which waits for the person.
        {...(!manual ? { [WANTS_APP_ATTRIBUTE]: '' } : {})}
      >
        <div className="mx-auto max-w-6xl px-4 py-12">
          <div className="mx-auto max-w-2xl text-center">
            <h1 className="font-serif text-3xl font-semibold text-foreground sm:text-4xl">{PRICING_MSG.title}</h1>
            <p className="mt-3 text-lg text-muted-foreground">{PRICING_MSG.intro}</p>
          </div>

          <AccountPanel
            loading={session.isPending}
            entitlements={entitlements}
            manual={manual}
            busy={busy === 'portal'}
            onManage={() => void manage()}
          />

          <section aria-label="Plans" className="mt-8 grid gap-6 md:grid-cols-3">
            {PLAN_CARDS.map((card) => (
              <PlanCard
                key={card.id}
                card={card}
                chosen={chosen === card.id}
                current={isCurrent(card, entitlements)}
                manual={manual}
                signedIn={signedIn}
                ready={ready}
                busy={busy === card.id}
                onSubscribe={isPurchasable(card.id) ? () => void subscribe(card.id as PurchasablePlan) : undefined}
              />
            ))}
          </section>

          <div className="mx-auto mt-10 max-w-2xl space-y-3 text-center text-sm text-muted-foreground">
            <p data-testid="payment-note">{manual ? BILLING_MSG.notSetUp : PRICING_MSG.paymentNote}</p>
            <p>
              {PRICING_MSG.termsLead}{' '}
              <Link to="/terms" className="font-medium text-primary underline underline-offset-4">
                {PRICING_MSG.termsLink}
              </Link>
              .
            </p>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

function isCurrent(card: PlanCardText, ent: Entitlements | null): boolean {
  if (!ent || ent.isAdmin) return false;
  if (card.id === 'trial')
    return ent.tier === 'free' && (ent.trial.state === 'active' || ent.trial.state === 'expiring');
  return ent.tier === card.id;
}

/**
 * What depends on the visitor, in a panel of one height whatever it holds (no layout shift when the
 * session arrives): Admin Access for admins, Manage Subscription for subscribers, the trial's end
 * or the current plan for others, and a word about the trial for a visitor who is signed out.
 */
function AccountPanel({
  loading,
  entitlements: ent,
  manual,
  busy,
  onManage,
}: {
  loading: boolean;
  entitlements: Entitlements | null;
  manual: boolean;
  busy: boolean;
  onManage: () => void;
}) {
  let content;
  if (loading) {
    // As a visitor signed out sees it, until the session is known (decision 058).
    content = (
      <p className={cn('text-center text-sm text-muted-foreground', SIGNED_OUT_GUESS)}>{PRICING_MSG.signedOutNote}</p>
    );
  } else if (ent?.isAdmin) {
    content = (
      <Card className="w-full border-primary/40" data-testid="admin-access">
        <CardHeader className="flex-row items-center gap-3 space-y-0">
          <ShieldCheck aria-hidden className="size-6 shrink-0 text-primary" />
          <div className="text-left">
            <CardTitle className="text-lg">{PRICING_MSG.adminTitle}</CardTitle>
            <CardDescription>{PRICING_MSG.adminBody}</CardDescription>
          </div>
          <Button asChild variant="outline" size="sm" className="ml-auto shrink-0">
            <Link to="/admin">{PRICING_MSG.adminConsole}</Link>
          </Button>
        </CardHeader>
      </Card>
    );
  } else if (ent && (ent.tier === 'monthly' || ent.tier === 'annual')) {
    content = (
      <div className="flex flex-col items-center gap-2 text-center" data-testid="current-plan">
        <p className="text-sm text-muted-foreground">
          {PRICING_MSG.currentPlan}: <strong className="text-foreground">{TIER_LABELS[ent.tier]}</strong>
        </p>
        {!manual && (
          <Button variant="outline" onClick={onManage} disabled={busy} aria-busy={busy || undefined}>
            <Crown aria-hidden />
            {busy ? PRICING_MSG.opening : PRICING_MSG.manage}
          </Button>
        )}
      </div>
    );
  } else if (ent) {
    const running = ent.trial.state === 'active' || ent.trial.state === 'expiring';
    content = (
      <p className="text-center text-sm text-muted-foreground" data-testid="current-plan">
        {running && ent.trial.expiresAt
          ? PRICING_MSG.trialRunning(endsAt(ent.trial.expiresAt))
          : ent.trial.state === 'expired'
            ? PRICING_MSG.trialEnded
            : `${PRICING_MSG.currentPlan}: ${TIER_LABELS[ent.tier]}`}
      </p>
    );
  } else {
    content = <p className="text-center text-sm text-muted-foreground">{PRICING_MSG.signedOutNote}</p>;
  }
  return (
    <div aria-live="polite" className="mx-auto mt-6 flex min-h-24 max-w-2xl items-center justify-center">
      {content}
    </div>
  );
}

function PlanCard({
  card,
  chosen,
  current,
  manual,
  signedIn,
  ready,
  busy,
  onSubscribe,
}: {
  card: PlanCardText;
  chosen: boolean;
  current: boolean;
  manual: boolean;
  signedIn: boolean;
  ready: boolean;
  busy: boolean;
  onSubscribe?: () => void;
}) {
  const titleId = `plan-${card.id}-title`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Back from /auth with this plan chosen: its button gets the focus, ready to go on.
  useEffect(() => {
    if (chosen && signedIn && ready) buttonRef.current?.focus();
  }, [chosen, signedIn, ready]);

  let action;
  if (card.id === 'trial') {
    action = signedIn ? (
      <p className="text-sm text-muted-foreground">{PRICING_MSG.trialIncluded}</p>
    ) : (
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth">{PRICING_MSG.startTrial}</Link>
      </Button>
    );
  } else if (manual) {
    action = <p className="text-sm text-muted-foreground">{PRICING_MSG.notSetUpTitle}</p>;
  } else {
    action = (
      <Button
        ref={buttonRef}
        className="w-full"
        variant={card.badge === 'Most Popular' ? 'default' : 'outline'}
        onClick={onSubscribe}
        disabled={busy || !ready}
        aria-busy={busy || undefined}
        aria-describedby={titleId}
      >
        {busy ? PRICING_MSG.opening : PRICING_MSG.subscribe(card.title)}
      </Button>
    );
  }

  return (
    <Card
      aria-labelledby={titleId}
      data-testid={`plan-${card.id}`}
      data-chosen={chosen || undefined}
      className={cn(
        'relative flex flex-col',
        card.badge === 'Most Popular' && 'border-primary shadow-md',
        chosen && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
      )}
    >
      <CardHeader>
        <div className="flex min-h-6 flex-wrap items-center gap-2">
          {card.badge && <Badge>{card.badge}</Badge>}
          {current && <Badge variant="secondary">{PRICING_MSG.currentPlan}</Badge>}
        </div>
        <h2 id={titleId} className="font-serif text-2xl font-semibold">
          {card.title}
        </h2>
        <p>
          <span className="text-3xl font-semibold text-foreground">{card.price}</span>{' '}
          <span className="text-muted-foreground">{card.period}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2 text-sm">
          {card.features.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex min-h-14 items-center justify-center text-center">{action}</CardFooter>
    </Card>
  );
}
