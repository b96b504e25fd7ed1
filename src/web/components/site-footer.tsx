import { Link } from 'react-router';
import { APP_NAME, COPYRIGHT_YEAR } from '@shared/constants';
import { SiteLogo } from '@web/components/site-header';

type FooterLink = { label: string; to: string };

// Only routes that exist (spec section 2, plus /safety, the crisis protocol).
const sections: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Features',
    links: [
      { label: 'Online Memorials', to: '/create-memorial' },
      { label: 'AI Companion', to: '/companion' },
      { label: 'Grief Journal', to: '/journal' },
      { label: 'Resource Library', to: '/resources' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Customer Support', to: '/support' },
      { label: 'Install the App', to: '/install' },
      { label: 'Terms & Conditions', to: '/terms' },
      { label: 'Your Safety', to: '/safety' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Partner Programme', to: '/partners' },
      { label: 'Refer a Friend', to: '/referrals' },
      { label: 'Plans & Pricing', to: '/pricing' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-3">
          <SiteLogo />
          <p className="max-w-xs text-sm text-muted-foreground">
            A gentle place to remember the people we love and to find support through grief.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {sections.map((section) => (
            <div key={section.title}>
              <h2 className="font-sans text-sm font-semibold tracking-normal text-foreground">{section.title}</h2>
              <ul className="mt-3 flex flex-col gap-2">
                {section.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      to={link.to}
                      className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          {`© ${COPYRIGHT_YEAR} ${APP_NAME}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
