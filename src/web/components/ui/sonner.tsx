import type { CSSProperties, ComponentProps } from 'react';
import { Toaster as Sonner } from 'sonner';
import { UI } from '@shared/constants';

/**
 * Sonner's light "rich colours" are 3.1:1 to 4.4:1 on their backgrounds; these are the same hues,
 * darker, at 5.2:1 or more (WCAG 2.2 AA asks 4.5:1 for the toast's 13–14 px text). Decision 019.
 */
const AA_RICH_COLOURS = {
  '--success-text': 'hsl(140, 100%, 24%)',
  '--info-text': 'hsl(210, 92%, 40%)',
  '--warning-text': 'hsl(31, 92%, 32%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as CSSProperties;

/**
 * Below the sticky header (4 rem) with room to spare, so the header's own buttons stay free too.
 * The same on phones, where sonner stretches a toast across the screen.
 */
const TOP_OFFSET = '76px';

/**
 * The one toast region (spec section 9: Alt+T, labelled Notifications). Decision 019: at the top
 * right, not the spec's bottom-right default, on every screen size. At the bottom a toast covered
 * the Send and Save buttons (the chat's composer, the end of a form), on a phone the whole width
 * of the screen; at the top, under the header, it covers no form's primary action.
 */
export function Toaster({ style, ...props }: ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      position="top-right"
      offset={{ top: TOP_OFFSET, right: '24px' }}
      mobileOffset={{ top: TOP_OFFSET, left: '12px', right: '12px' }}
      hotkey={UI.toastHotkey}
      containerAriaLabel={UI.toastRegionLabel}
      duration={UI.toastDurationMs}
      richColors
      closeButton
      style={{ ...AA_RICH_COLOURS, ...style }}
      {...props}
    />
  );
}
