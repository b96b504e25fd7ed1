import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Flower2, Images, MessageCircleHeart, Users, type LucideIcon } from 'lucide-react';
import { APP_NAME, ONBOARDING_NEXT_REPLAY, ONBOARDING_STORAGE_KEY } from '@shared/constants';
import { cn } from '@web/lib/utils';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/components/ui/dialog';

type Slide = { icon: LucideIcon; title: string; description: string };

export const slides: Slide[] = [
  {
    icon: Flower2,
    title: `Welcome to ${APP_NAME}`,
    description:
      'A space to honour the memories of those you love, share their stories, and find support whenever you need it.',
  },
  {
    icon: Images,
    title: 'Create memorials',
    description:
      'Build a lasting memorial with photos, videos and stories that celebrate a life and keep their memory close.',
  },
  {
    icon: MessageCircleHeart,
    title: 'AI companion',
    description:
      'An empathetic AI companion offers grief support at any time, day or night. It is an AI, here to listen without judgement.',
  },
  {
    icon: Users,
    title: 'Connect and share',
    description:
      'Join support circles, keep a private journal, and connect with others who understand what you are going through.',
  },
];

function hasSeenOnboarding(): boolean {
  try {
    return window.localStorage.getItem(ONBOARDING_STORAGE_KEY) !== null;
  } catch {
    // Storage is blocked (private mode, strict settings): we could never remember a dismissal,
    // so don't show the dialog on every visit.
    return true;
  }
}

function rememberOnboardingSeen(): void {
  try {
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, 'true');
  } catch {
    // Nothing to do: the dialog simply may appear again next time.
  }
}

/** The id of the first slide's copy in a prerendered page (onboarding-first.tsx). */
export const ONBOARDING_FIRST_ID = 'onboarding-first';

/**
 * Whether the onboarding dialog may open on a visit that starts at `pathname` (spec sections 2
 * and 4). Someone opening a shared memorial came to remember a person, not to tour the product;
 * someone opening /safety may be looking for help right now: nothing may stand in front of the help
 * lines. Someone reading a letter left for them (/letter/…) or following an email's unsubscribe link
 * did not come for the product either.
 */
export function onboardingMayOpenOn(pathname: string): boolean {
  return (
    !pathname.startsWith('/memorial/') &&
    !pathname.startsWith('/letter/') &&
    pathname !== '/safety' &&
    pathname !== '/unsubscribe'
  );
}

/**
 * Whether the dialog opens as the app starts. A prerendered page carries a copy of the first slide,
 * shown before any of the app's scripts has run (decision 050): when that copy is in the page, it
 * has already decided, and a visitor who closed it while the app was loading is not shown it again.
 */
function opensOnStart(): boolean {
  const first = firstSlideCopy();
  if (first) return !first.hidden && !hasSeenOnboarding();
  return !hasSeenOnboarding();
}

function firstSlideCopy(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(ONBOARDING_FIRST_ID);
}

/** Takes the prerendered copy of the first slide out of the page, when it is there. */
export function removeFirstSlideCopy(): void {
  firstSlideCopy()?.remove();
}

/** Inside the dialog's content: the copy goes in the commit that draws the dialog, so no frame shows neither. */
function TakesTheCopysPlace() {
  useLayoutEffect(removeFirstSlideCopy, []);
  return null;
}

export function SlideDots({ index }: { index: number }) {
  return (
    <div
      role="img"
      aria-label={`Step ${index + 1} of ${slides.length}`}
      className="flex items-center justify-center gap-2 py-2"
    >
      {slides.map((s, i) => (
        <span
          key={s.title}
          className={cn(
            'h-2 rounded-full transition-all duration-300',
            i === index ? 'w-8 bg-primary' : i < index ? 'w-4 bg-primary/60' : 'w-2 bg-input',
          )}
        />
      ))}
    </div>
  );
}

export const slideClass = 'flex flex-col items-center gap-4 pt-4 text-center';
export const slideIconClass = 'flex size-16 items-center justify-center rounded-full bg-secondary text-primary';
export const slideTitleClass = 'text-2xl';
export const slideDescriptionClass = 'text-base leading-relaxed';
export const footerClass = 'flex-row justify-between gap-2 sm:justify-between';

/**
 * First-visit onboarding (spec sections 1, 2 and 4): four slides, shown on load only when the
 * onboarding flag is absent. Skip and Get Started store the flag; Escape, the X or clicking
 * outside only hide the dialog for now.
 */
export function OnboardingDialog() {
  const [open, setOpen] = useState(false);
  // Nothing of Radix's dialog is drawn before it first opens: a closed one still updates itself
  // synchronously from a layout effect as it mounts, which held the page's hydration commit and
  // all its effects in one task.
  const [drawn, setDrawn] = useState(false);
  // Replacing the prerendered copy of the first slide: it is already on the screen, so it does not fade in again.
  const [continuesCopy] = useState(() => firstSlideCopy()?.hidden === false);
  const [index, setIndex] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The dialog opens in a task of its own once the page has been drawn (hydrated): drawing it, and
  // moving the focus into it, in the page's own commit made one long task of both.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!opensOnStart()) return removeFirstSlideCopy();
      startTransition(() => {
        setDrawn(true);
        setOpen(true);
      });
    });
    return () => clearTimeout(timer);
  }, []);

  const slide = slides[index] ?? slides[0]!;
  const isLast = index === slides.length - 1;
  const Icon = slide.icon;
  const still = continuesCopy && index === 0;

  const finish = () => {
    rememberOnboardingSeen();
    setOpen(false);
  };

  const next = () => {
    if (isLast) finish();
    else setIndex((i) => Math.min(i + 1, slides.length - 1));
  };

  if (!drawn) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        data-testid="onboarding-dialog"
        className={cn('max-w-md', continuesCopy && 'data-[state=open]:animate-none')}
        onOpenAutoFocus={(event) => {
          // Start on Next rather than Skip, so pressing Enter moves forward.
          event.preventDefault();
          nextRef.current?.focus();
        }}
      >
        <TakesTheCopysPlace />
        {/* The live region stays mounted so each new slide is announced; the inner key replays the fade. */}
        <div aria-live="polite">
          <div key={index} className={cn(slideClass, !still && 'animate-fade-in')}>
            <span className={slideIconClass}>
              <Icon className="size-8" aria-hidden="true" />
            </span>
            <DialogTitle className={slideTitleClass}>{slide.title}</DialogTitle>
            <DialogDescription className={slideDescriptionClass}>{slide.description}</DialogDescription>
          </div>
        </div>

        <SlideDots index={index} />

        <DialogFooter className={footerClass}>
          <Button variant="ghost" onClick={finish}>
            Skip
          </Button>
          <Button ref={nextRef} onClick={next} data-replay={index === 0 ? ONBOARDING_NEXT_REPLAY : undefined}>
            {isLast ? 'Get Started' : 'Next'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
