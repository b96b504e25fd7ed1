import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Flower2, Menu, X } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { SIGNED_OUT_GUESS, useSession } from '@web/lib/session';
import { Button } from '@web/components/ui/button';

/** The brand mark: a small forget-me-not flower and the product name, linking home. */
export function SiteLogo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md font-serif text-lg font-semibold text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-secondary text-primary">
        <Flower2 className="size-5" aria-hidden="true" />
      </span>
      {APP_NAME}
    </Link>
  );
}

/** Landing navigation (spec section 2): Pricing, then Dashboard or Sign In and Get Started. */
export function SiteHeader() {
  const { data, isPending } = useSession();
  const signedIn = Boolean(data?.user);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  // Before the session is known (a prerendered page, decision 058), the header is drawn as a visitor
  // signed out sees it; on a device where someone is signed in, those links are kept invisible until
  // the session arrives.
  const guess = isPending ? SIGNED_OUT_GUESS : undefined;
  // The primary action stays visible on every screen size; the rest folds into a menu on phones.
  const primary = signedIn ? (
    <Button asChild size="sm">
      <Link to="/dashboard" onClick={closeMenu}>
        Dashboard
      </Link>
    </Button>
  ) : (
    <Button asChild size="sm" className={guess}>
      <Link to="/auth" onClick={closeMenu}>
        Get Started
      </Link>
    </Button>
  );

  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) closeMenu();
      }}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <SiteLogo />

        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <div className="hidden items-center gap-1 sm:flex sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/pricing">Pricing</Link>
            </Button>
            {!signedIn && (
              <Button asChild variant="ghost" size="sm" className={guess}>
                <Link to="/auth">Sign In</Link>
              </Button>
            )}
          </div>
          {primary}
          <Button
            variant="ghost"
            size="icon"
            className="sm:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </nav>
      </div>

      {menuOpen && (
        <nav id={menuId} aria-label="Menu" className="border-t border-border bg-background px-4 pb-4 sm:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            <li>
              <Button asChild variant="ghost" className="w-full justify-start">
                <Link to="/pricing" onClick={closeMenu}>
                  Pricing
                </Link>
              </Button>
            </li>
            {!signedIn && (
              <li className={guess}>
                <Button asChild variant="ghost" className="w-full justify-start">
                  <Link to="/auth" onClick={closeMenu}>
                    Sign In
                  </Link>
                </Button>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
