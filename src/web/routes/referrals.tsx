/**
 * Referrals, /referrals (spec section 2 "Referrals"; decision 037): the person's code and link with
 * a copy button, counts of successful and pending referrals, share buttons (a 600x400 popup; Email
 * opens the mail program), ready-to-share messages, what the reward is, and the activity list.
 */
import { useEffect, useState } from 'react';
import { Check, Copy, Gift, Mail, Share2 } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { REFERRAL_MSG } from '@shared/messages.referrals';
import type { ReferralActivity, ReferralsResponse } from '@shared/schemas/referrals';
import { AppPage } from '@web/components/app-page';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { longDate } from '@web/lib/dates';
import { useReferrals } from '@web/features/referrals/api';
import { copyText, share, SHARE_LABELS, type ShareTarget } from '@web/features/referrals/share';

const M = REFERRAL_MSG;

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <Button type="button" variant="outline" onClick={async () => setCopied(await copyText(text))}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? M.copied : label}
    </Button>
  );
}

function SectionTitle({ children }: { children: string }) {
  return <h2 className="font-serif text-xl font-semibold text-foreground">{children}</h2>;
}

function Overview({ data }: { data: ReferralsResponse }) {
  return (
    <Card>
      <CardContent className="space-y-5 pt-6">
        {data.premiumUntil && (
          <p className="flex items-center gap-2 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
            <Gift aria-hidden className="size-4" />
            {M.premiumUntil(longDate(data.premiumUntil) ?? '')}
          </p>
        )}
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">{M.yourCode}</dt>
            <dd
              className="font-mono text-2xl font-semibold tracking-widest text-foreground"
              data-testid="referral-code"
            >
              {data.code}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{M.successful}</dt>
            <dd className="text-2xl font-semibold text-foreground" data-testid="referrals-successful">
              {data.successful}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{M.pending}</dt>
            <dd className="text-2xl font-semibold text-foreground" data-testid="referrals-pending">
              {data.pending}
            </dd>
          </div>
        </dl>
        <div className="space-y-2">
          <label htmlFor="referral-link" className="text-sm font-medium text-foreground">
            {M.yourLink}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id="referral-link" readOnly value={data.link} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={data.link} label={M.copyLink} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function Sharing({ link }: { link: string }) {
  const posts = M.posts(link);
  const targets: ShareTarget[] = ['twitter', 'facebook', 'linkedin', 'email'];
  return (
    <section aria-labelledby="share-heading" className="space-y-4">
      <h2 id="share-heading" className="font-serif text-xl font-semibold text-foreground">
        {M.shareHeading}
      </h2>
      <div className="flex flex-wrap gap-2">
        {targets.map((t) => (
          <Button key={t} type="button" variant="outline" onClick={() => share(t, link, posts[0]!)}>
            {t === 'email' ? <Mail aria-hidden /> : <Share2 aria-hidden />}
            {SHARE_LABELS[t]}
          </Button>
        ))}
      </div>
      <h3 className="pt-2 font-semibold text-foreground">{M.postsHeading}</h3>
      <ul className="space-y-3">
        {posts.map((post, i) => (
          <li key={i}>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-start sm:justify-between">
                <p className="leading-relaxed text-foreground">{post}</p>
                <CopyButton text={post} label={M.copyPost} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Benefits() {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{M.benefitsHeading}</SectionTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 leading-relaxed text-muted-foreground">
          {M.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ActivityRow({ item }: { item: ReferralActivity }) {
  const completed = item.status === 'completed';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="referral-activity">
      <div>
        <p className="font-medium text-foreground">{item.maskedEmail ?? M.pendingSignUp}</p>
        <p className="text-sm text-muted-foreground">{longDate(item.createdAt)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {completed && (
          <span className="text-sm text-muted-foreground">{item.rewarded ? M.rewarded : M.notRewarded}</span>
        )}
        <Badge variant={completed ? 'default' : 'secondary'}>{completed ? M.statusCompleted : M.statusPending}</Badge>
      </div>
    </li>
  );
}

function Activity({ items }: { items: ReferralActivity[] }) {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{M.activityHeading}</SectionTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <CardDescription>{M.activityEmpty}</CardDescription>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export default function ReferralsPage() {
  const { data, isPending, isError, refetch, isFetching } = useReferrals();
  useEffect(() => {
    document.title = `${M.title} · ${APP_NAME}`;
  }, []);

  return (
    <AppPage title={M.title} subtitle={M.intro} icon={<Share2 aria-hidden />}>
      {isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading…">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : isError ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <p className="text-foreground">{M.loadFailed}</p>
            <Button type="button" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-8">
          <Overview data={data} />
          <Sharing link={data.link} />
          <Benefits />
          <Activity items={data.activity} />
        </div>
      )}
    </AppPage>
  );
}
