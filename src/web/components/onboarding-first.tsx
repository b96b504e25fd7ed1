/**
 * The onboarding dialog's first slide as plain HTML, for prerendered pages only (decision 050):
 * imported by prerender.tsx, never by the app, so none of it is in the app's scripts.
 */
import { X } from 'lucide-react';
import { ONBOARDING_NEXT_REPLAY, ONBOARDING_STORAGE_KEY } from '@shared/constants';
import { cn } from '@web/lib/utils';
import { Button } from '@web/components/ui/button';
import { dialogClasses } from '@web/components/ui/dialog';
import {
  footerClass,
  ONBOARDING_FIRST_ID,
  SlideDots,
  slideClass,
  slideDescriptionClass,
  slideIconClass,
  slides,
  slideTitleClass,
} from './onboarding-dialog';

/**
 * The first slide as plain HTML, written by the build after #root in each prerendered page where the
 * dialog may open (decision 050), hidden. The page's inline script (scripts/build.mjs) shows it
 * before the first paint when the onboarding flag is absent, so the dialog is there from the first
 * frame instead of arriving seconds later over the page. Skip and the X work at once; Next starts the
 * app and is handed to the dialog, which replaces this copy (the same classes, the same place), once
 * it is drawn (decision 058).
 */
export function OnboardingFirstSlide() {
  const slide = slides[0]!;
  const Icon = slide.icon;
  return (
    <div id={ONBOARDING_FIRST_ID} hidden>
      <div className={dialogClasses.overlay} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="onboarding-first-title"
        aria-describedby="onboarding-first-description"
        data-testid="onboarding-first"
        className={cn(dialogClasses.content, 'max-w-md')}
      >
        <div aria-live="polite">
          <div className={slideClass}>
            <span className={slideIconClass}>
              <Icon className="size-8" aria-hidden="true" />
            </span>
            <h2 id="onboarding-first-title" className={cn(dialogClasses.title, slideTitleClass)}>
              {slide.title}
            </h2>
            <p id="onboarding-first-description" className={cn(dialogClasses.description, slideDescriptionClass)}>
              {slide.description}
            </p>
          </div>
        </div>
        <SlideDots index={0} />
        <div className={cn(dialogClasses.footer, footerClass)}>
          <Button type="button" variant="ghost" data-onboarding-skip>
            Skip
          </Button>
          <Button type="button" data-replay={ONBOARDING_NEXT_REPLAY}>
            Next
          </Button>
        </div>
        <button type="button" aria-label="Close" className={dialogClasses.close} data-onboarding-close>
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/**
 * The inline script after OnboardingFirstSlide in a prerendered page: shows the copy when the
 * onboarding flag is absent, and makes Skip (remembered) and the X (for now) close it.
 */
export function onboardingFirstScript(): string {
  const id = JSON.stringify(ONBOARDING_FIRST_ID);
  const key = JSON.stringify(ONBOARDING_STORAGE_KEY);
  return `(()=>{const d=document.getElementById(${id});try{if(localStorage.getItem(${key})!==null)return}catch{return}d.hidden=false;const hide=()=>{d.hidden=true};d.querySelector("[data-onboarding-close]").onclick=hide;d.querySelector("[data-onboarding-skip]").onclick=()=>{try{localStorage.setItem(${key},"true")}catch{}hide()}})()`;
}
