import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, Clapperboard, Copy, Download } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import {
  MARKETING_MSG,
  PRODUCTION_NOTES,
  SCRIPT_FILE_NAME,
  SCRIPT_STATS,
  VIDEO_SCRIPTS,
  videoScriptText,
  type VideoScript,
} from '@shared/messages.marketing';
import { SiteFooter } from '@web/components/site-footer';
import { SiteHeader } from '@web/components/site-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { copyText, saveBlob } from '@web/features/marketing/marketing-actions';

function ScriptCard({ script }: { script: VideoScript }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-2xl">
          {script.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-5">
          {script.scenes.map((scene) => (
            <li key={scene.time} className="grid gap-2 border-l-2 border-primary/40 pl-4 sm:grid-cols-[7rem_1fr]">
              <p className="font-mono text-sm font-semibold text-primary">{scene.time}</p>
              <div className="flex flex-col gap-1.5">
                <p className="text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">Visual: </span>
                  {scene.visual}
                </p>
                <p className="text-foreground">
                  <span className="font-semibold">Voiceover: </span>“{scene.voiceover}”
                </p>
                {scene.onScreen && (
                  <p className="text-sm text-muted-foreground">
                    <span className="font-semibold text-foreground">On screen: </span>
                    {scene.onScreen}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** Video script (spec section 2, "Video script (/video-script)"): prerendered (decision 027). */
export default function VideoScriptPage() {
  const scriptRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `Video Script · ${APP_NAME}`;
  }, []);

  const onCopy = async () => {
    try {
      await copyText(videoScriptText());
      toast.success(MARKETING_MSG.scriptCopied);
    } catch {
      const range = document.createRange();
      if (scriptRef.current) range.selectNodeContents(scriptRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      toast.error('Error', { description: MARKETING_MSG.copyFailed });
    }
  };

  const onDownload = () => {
    saveBlob(new Blob([videoScriptText()], { type: 'text/plain;charset=utf-8' }), SCRIPT_FILE_NAME);
    toast.success(MARKETING_MSG.scriptDownloaded);
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SiteHeader />
      <main id="main" className="flex-1 px-4 py-12 sm:px-6">
        <div className="mx-auto flex max-w-4xl flex-col gap-10">
          <header className="flex flex-col gap-4">
            <Button asChild variant="ghost" size="sm" className="self-start">
              <Link to="/ad-assets">
                <ArrowLeft aria-hidden />
                Back to Ad Assets
              </Link>
            </Button>
            <h1 className="flex items-center gap-3 text-4xl font-semibold text-foreground">
              <Clapperboard className="size-8 text-primary" aria-hidden="true" />
              Video Script
            </h1>
            <p className="max-w-2xl text-lg text-muted-foreground">
              A 60-second film, with 15- and 30-second versions for social media. It is for people who are grieving:
              quiet, honest, and never in a hurry.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button onClick={onCopy}>
                <Copy aria-hidden />
                Copy Script
              </Button>
              <Button variant="outline" onClick={onDownload}>
                <Download aria-hidden />
                Download Script
              </Button>
            </div>
          </header>

          <section aria-label="The script at a glance">
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {SCRIPT_STATS.map((s) => (
                <div key={s.label} className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
                  <dt className="text-sm text-muted-foreground">{s.label}</dt>
                  <dd className="order-first font-serif text-3xl font-semibold text-primary">{s.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <div ref={scriptRef} className="flex flex-col gap-8">
            {VIDEO_SCRIPTS.map((s) => (
              <ScriptCard key={s.seconds} script={s} />
            ))}
            <section aria-labelledby="production-notes-title" className="rounded-xl bg-accent/50 p-6">
              <h2 id="production-notes-title" className="text-2xl font-semibold text-foreground">
                Production notes
              </h2>
              <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-foreground">
                {PRODUCTION_NOTES.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
