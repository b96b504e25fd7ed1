/** Phone numbers in help lines' contacts (the crisis card, /safety). */

/** A tel: link for a contact that holds a phone number ("Call 116 123" → tel:116123), else null. */
export function phoneHref(contact: string): string | null {
  const m = /\+?\d[\d\s().-]*\d|\d{3,}/.exec(contact);
  if (!m) return null;
  const number = m[0].replace(/[^\d+]/g, '');
  return number.replace('+', '').length >= 3 ? `tel:${number}` : null;
}
