import { useRef, useState } from 'react';
import { Flower2, Images, MessageCircleHeart, Users, type LucideIcon } from 'lucide-react';
import { APP_NAME, ONBOARDING_STORAGE_KEY } from '@shared/constants';
import { cn } from '@web/lib/utils';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/components/ui/dialog';

type Slide = { icon: LucideIcon; title: string; description: string };

const slides: Slide[] = [
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

/**
 * First-visit onboarding (spec sections 1, 2 and 4): four slides, shown on load only when the
 * onboarding flag is absent. Skip and Get Started store the flag; Escape, the X or clicking
 * outside only hide the dialog for now.
 */
export function OnboardingDialog() {
  const [open, setOpen] = useState(() => !hasSeenOnboarding());
  const [index, setIndex] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);

  const slide = slides[index] ?? slides[0]!;
  const isLast = index === slides.length - 1;
  const Icon = slide.icon;

  const finish = () => {
    rememberOnboardingSeen();
    setOpen(false);
  };

  const next = () => {
    if (isLast) finish();
    else setIndex((i) => Math.min(i + 1, slides.length - 1));
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        data-testid="onboarding-dialog"
        className="max-w-md"
        onOpenAutoFocus={(event) => {
          // Start on Next rather than Skip, so pressing Enter moves forward.
          event.preventDefault();
          nextRef.current?.focus();
        }}
      >
        {/* The live region stays mounted so each new slide is announced; the inner key replays the fade. */}
        <div aria-live="polite">
          <div key={index} className="flex flex-col items-center gap-4 pt-4 text-center animate-fade-in">
            <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon className="size-8" aria-hidden="true" />
            </span>
            <DialogTitle className="text-2xl">{slide.title}</DialogTitle>
            <DialogDescription className="text-base leading-relaxed">{slide.description}</DialogDescription>
          </div>
        </div>

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

        <DialogFooter className="flex-row justify-between gap-2 sm:justify-between">
          <Button variant="ghost" onClick={finish}>
            Skip
          </Button>
          <Button ref={nextRef} onClick={next}>
            {isLast ? 'Get Started' : 'Next'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
