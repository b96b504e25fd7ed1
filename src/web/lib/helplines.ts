import type { Helpline } from '@shared/schemas/companion';
import { countryFromAcceptLanguage, helplinesFor } from '@shared/safety';

/**
 * The help lines for where this browser's language says the person is: for a held message in a
 * live conversation when the server's own list (sent with the message) is not at hand.
 */
export function localHelplines(): Helpline[] {
  const langs = typeof navigator === 'undefined' ? '' : (navigator.languages ?? [navigator.language]).join(',');
  return helplinesFor(countryFromAcceptLanguage(langs));
}
