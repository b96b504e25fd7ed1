import type { ComponentProps } from 'react';
import { Toaster as Sonner } from 'sonner';
import { UI } from '@shared/constants';

/** The one toast region (spec section 9: bottom-right, Alt+T, labelled Notifications). */
export function Toaster(props: ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      position="bottom-right"
      hotkey={UI.toastHotkey}
      containerAriaLabel={UI.toastRegionLabel}
      duration={UI.toastDurationMs}
      richColors
      closeButton
      {...props}
    />
  );
}
