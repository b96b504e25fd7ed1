/**
 * Install, /install (spec sections 2 and 4, "Install"; decision 025). The browser's install prompt
 * (caught from the app's start: lib/install-prompt.ts) behind an Install App button; "App is
 * installed!" when running as the installed app or once the prompt is accepted; otherwise the
 * steps for iOS and Android. Then the four things the app gives: offline, fast loading, home
 * screen, full screen.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, CircleCheck, Download, Gauge, Maximize, Smartphone, WifiOff } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { INSTALL_MSG } from '@shared/install';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { promptInstall, useInstallState } from '@web/lib/install-prompt';

const FEATURE_ICONS = { offline: WifiOff, fast: Gauge, home: Smartphone, fullscreen: Maximize } as const;

function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-foreground">{title}</h3>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 leading-relaxed text-muted-foreground">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

export default function InstallPage() {
  const state = useInstallState();
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `${INSTALL_MSG.pageTitle} · ${APP_NAME}`;
  }, []);

  const install = async () => {
    const outcome = await promptInstall();
    // The button is gone either way: the focus goes to what the page now says.
    requestAnimationFrame(() => statusRef.current?.focus());
    if (outcome === 'dismissed') toast.info(INSTALL_MSG.dismissed);
  };

  return (
    <main className="min-h-dvh bg-gradient-to-b from-secondary/60 to-background px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <Button asChild variant="ghost" className="-ml-2">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Home
          </Link>
        </Button>
        <header className="mt-6">
          <h1 className="text-3xl font-semibold text-foreground sm:text-4xl">{INSTALL_MSG.pageTitle}</h1>
          <p className="mt-2 leading-relaxed text-muted-foreground">{INSTALL_MSG.intro}</p>
        </header>

        <div ref={statusRef} tabIndex={-1} aria-live="polite" className="mt-8 outline-none">
          {state === 'installed' ? (
            <Card>
              <CardContent className="flex items-start gap-3 pt-6">
                <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
                <div>
                  <h2 className="text-xl font-semibold text-foreground">{INSTALL_MSG.installed}</h2>
                  <p className="mt-1 leading-relaxed text-muted-foreground">{INSTALL_MSG.installedHint}</p>
                </div>
              </CardContent>
            </Card>
          ) : state === 'prompt' ? (
            <Card>
              <CardContent className="flex flex-col items-start gap-3 pt-6">
                <Button size="lg" onClick={() => void install()}>
                  <Download aria-hidden />
                  {INSTALL_MSG.installButton}
                </Button>
                <p className="text-sm leading-relaxed text-muted-foreground">{INSTALL_MSG.installHint}</p>
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardContent className="pt-6">
                <h2 className="text-xl font-semibold text-foreground">{INSTALL_MSG.manualHeading}</h2>
                <p className="mt-1 leading-relaxed text-muted-foreground">{INSTALL_MSG.manualIntro}</p>
                <div className="mt-5 grid gap-6 sm:grid-cols-2">
                  <Steps title={INSTALL_MSG.ios.title} steps={INSTALL_MSG.ios.steps} />
                  <Steps title={INSTALL_MSG.android.title} steps={INSTALL_MSG.android.steps} />
                </div>
              </CardContent>
            </Card>
          )}
        </div>

        <section aria-labelledby="install-features" className="mt-10">
          <h2 id="install-features" className="text-2xl font-semibold text-foreground">
            {INSTALL_MSG.featuresHeading}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {INSTALL_MSG.features.map((feature) => {
              const Icon = FEATURE_ICONS[feature.key];
              return (
                <li key={feature.key}>
                  <Card className="h-full">
                    <CardContent className="flex items-start gap-3 pt-6">
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                        <Icon aria-hidden className="size-5" />
                      </span>
                      <div>
                        <h3 className="font-semibold text-foreground">{feature.title}</h3>
                        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{feature.text}</p>
                      </div>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </main>
  );
}
