import { useEffect } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Film, Megaphone } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { SiteFooter } from '@web/components/site-footer';
import { SiteHeader } from '@web/components/site-header';
import { Button } from '@web/components/ui/button';
import { AdCopySection, Banners, Benchmarks } from '@web/features/marketing/asset-sections';

/** Ad assets (spec section 2, "Ad assets (/ad-assets)"): prerendered (decision 027). */
export default function AdAssetsPage() {
  useEffect(() => {
    document.title = `Ad Assets · ${APP_NAME}`;
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SiteHeader />
      <main id="main" className="flex-1 px-4 py-12 sm:px-6">
        <div className="mx-auto flex max-w-6xl flex-col gap-14">
          <header className="flex flex-col gap-4">
            <h1 className="flex items-center gap-3 text-4xl font-semibold text-foreground">
              <Megaphone className="size-8 text-primary" aria-hidden="true" />
              Ad Assets
            </h1>
            <p className="max-w-2xl text-lg text-muted-foreground">
              Banners, words and targets for telling people about {APP_NAME}, gently. Everyone who sees these ads may be
              grieving: keep them kind, and never aim them at a loss someone has shared.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/ad">View the Ad Landing Page</Link>
              </Button>
              <Button asChild variant="outline">
                <a href="/ad" target="_blank" rel="noopener">
                  <ExternalLink aria-hidden />
                  Open the Ad Page in a New Tab
                </a>
              </Button>
              <Button asChild variant="outline">
                <Link to="/video-script">
                  <Film aria-hidden />
                  Video Script
                </Link>
              </Button>
            </div>
          </header>
          <Banners />
          <AdCopySection />
          <Benchmarks />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
