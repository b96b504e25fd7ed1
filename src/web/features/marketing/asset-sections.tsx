/** /ad-assets' sections (spec section 2, "Ad assets"): the banners, the ad copy and the benchmarks. */
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Check, Copy, Download, Loader2 } from 'lucide-react';
import {
  AD_BENCHMARKS,
  AD_COPY,
  adCopyText,
  BANNERS,
  bannerUrl,
  MARKETING_MSG,
  type AdCopy,
  type BannerSpec,
} from '@shared/messages.marketing';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { copyText, downloadFile } from './marketing-actions';

function BannerCard({ banner }: { banner: BannerSpec }) {
  const [downloading, setDownloading] = useState(false);
  const titleId = useId();
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(bannerUrl(banner.name), banner.fileName);
      toast.success(MARKETING_MSG.downloadStarted, { description: MARKETING_MSG.downloaded(banner.fileName) });
    } catch {
      toast.error(MARKETING_MSG.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card role="region" aria-labelledby={titleId} className="h-full">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {banner.label}{' '}
          <span className="font-sans text-sm font-normal text-muted-foreground">
            {banner.width}×{banner.height}
          </span>
        </CardTitle>
        <CardDescription>{banner.usage}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex h-56 items-center justify-center overflow-hidden rounded-lg border border-border bg-secondary/60 p-2">
          <img
            src={bannerUrl(banner.name)}
            width={banner.width}
            height={banner.height}
            alt={`The ${banner.label} banner: the forget-me-not mark and “Grief Doesn't Have a Timeline”.`}
            loading="lazy"
            decoding="async"
            className="h-auto max-h-full w-auto max-w-full rounded-md shadow-sm"
          />
        </div>
        <Button onClick={download} disabled={downloading} aria-describedby={titleId}>
          {downloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {downloading ? 'Downloading…' : `Download ${banner.label}`}
        </Button>
      </CardContent>
    </Card>
  );
}

export function Banners() {
  return (
    <section aria-labelledby="banners-title">
      <h2 id="banners-title" className="text-2xl font-semibold text-foreground">
        Banners
      </h2>
      <p className="mt-2 text-muted-foreground">
        PNG images in our colours, made by Forget-me-not at each platform’s size. Use them as they are; please don’t
        crop the words or change the colours.
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {BANNERS.map((b) => (
          <li key={b.name}>
            <BannerCard banner={b} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CopyCard({ copy }: { copy: AdCopy }) {
  const titleId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const onCopy = async () => {
    try {
      await copyText(adCopyText(copy));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast.success(MARKETING_MSG.adCopyCopied);
    } catch {
      // Select the text so that it can be copied by hand.
      const range = document.createRange();
      if (textRef.current) range.selectNodeContents(textRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      toast.error('Error', { description: MARKETING_MSG.copyFailed });
    }
  };
  return (
    <Card role="region" aria-labelledby={titleId} className="h-full">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id={titleId} className="text-lg">
          {copy.platform}
        </CardTitle>
        <Button variant="outline" size="sm" onClick={onCopy} aria-describedby={titleId}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          Copy Text
        </Button>
      </CardHeader>
      <CardContent>
        <div ref={textRef} className="flex flex-col gap-3">
          {copy.parts.map((p) => (
            <div key={p.label}>
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{p.label}</p>
              <p className="mt-1 text-foreground">{p.text}</p>
            </div>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

export function AdCopySection() {
  return (
    <section aria-labelledby="ad-copy-title">
      <h2 id="ad-copy-title" className="text-2xl font-semibold text-foreground">
        Ad copy
      </h2>
      <p className="mt-2 text-muted-foreground">Written for each platform’s ad form and length limits.</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {AD_COPY.map((c) => (
          <li key={c.platform}>
            <CopyCard copy={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Benchmarks() {
  return (
    <section aria-labelledby="benchmarks-title">
      <h2 id="benchmarks-title" className="text-2xl font-semibold text-foreground">
        Campaign benchmarks
      </h2>
      <p className="mt-2 text-muted-foreground">The targets a campaign is measured against.</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {AD_BENCHMARKS.map((b) => (
          <div key={b.label} className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
            <dt className="text-sm font-medium text-foreground">{b.label}</dt>
            <dd className="order-first font-serif text-3xl font-semibold text-primary">{b.value}</dd>
            <dd className="mt-1 text-sm text-muted-foreground">{b.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
