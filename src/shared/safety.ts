/**
 * The fixed, human-written crisis response and the help lines it offers. Shown instead of any model
 * reply when the safety screen sees a crisis; also listed on the public /safety page.
 */
import type { Helpline } from './schemas/companion';

export const HELPLINES: Record<'US' | 'CA' | 'GB' | 'IE' | 'AU', Helpline> = {
  US: {
    country: 'United States',
    name: '988 Suicide & Crisis Lifeline',
    contact: 'Call or text 988',
    url: 'https://988lifeline.org',
  },
  CA: { country: 'Canada', name: '9-8-8 Suicide Crisis Helpline', contact: 'Call or text 988', url: 'https://988.ca' },
  GB: { country: 'United Kingdom', name: 'Samaritans', contact: 'Call 116 123', url: 'https://www.samaritans.org' },
  IE: { country: 'Ireland', name: 'Samaritans', contact: 'Call 116 123', url: 'https://www.samaritans.org/ireland/' },
  AU: { country: 'Australia', name: 'Lifeline', contact: 'Call 13 11 14', url: 'https://www.lifeline.org.au' },
};

export const FIND_A_HELPLINE: Helpline = {
  country: 'Anywhere',
  name: 'Find A Helpline',
  contact: 'Free, confidential support lines in your country',
  url: 'https://findahelpline.com',
};

/** The help lines for a two-letter country code; findahelpline.com for any other place. */
export function helplinesFor(country: string | null | undefined): Helpline[] {
  const known = country ? HELPLINES[country.toUpperCase() as keyof typeof HELPLINES] : undefined;
  return known ? [known, FIND_A_HELPLINE] : [FIND_A_HELPLINE];
}

/** The region of the first Accept-Language entry that names one (en-GB → GB), or null. */
export function countryFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim();
    const m = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(tag);
    if (m) return m[1]!.toUpperCase();
  }
  return null;
}

export const CRISIS_TITLE = 'You deserve support right now';

/** On the crisis card, right under its title with the first help line's call link. */
export const EMERGENCY_NOTE =
  'If you are in immediate danger, please call your local emergency number or go to the nearest emergency department.';

/**
 * The crisis reply. It never mentions methods; it speaks to the person and points to people. The
 * help lines are named with how to reach them; their web addresses are on the crisis card beside
 * the reply (links a person can tap), not printed raw in the text.
 */
export function crisisResponse(helplines: Helpline[]): string {
  const lines = helplines.map((h) => `- ${h.name} (${h.country}): ${h.contact}`).join('\n');
  return [
    "I'm really glad you told me. What you're carrying sounds unbearably heavy, and I'm worried about your safety.",
    "I'm an AI, so I can't be with you the way a person can, and you deserve a real person right now. Please reach out to one of these, any time of day or night (they are on the card with this message too):",
    lines,
    'If you are in immediate danger, please call your local emergency number or go to the nearest emergency department.',
    "If you can, stay close to someone you trust, or let them know how you're feeling tonight. You don't have to go through this alone.",
  ].join('\n\n');
}

/** Added to a reply when the screen sees a concern: a direct, gentle check-in, as a counsellor would ask. */
export const CONCERN_CHECK_IN =
  "I want to gently ask you something directly, because I care about how you are: are you having thoughts of ending your life? If you are, you don't have to carry that alone. You can tell me, and I can share ways to reach someone right now.";

/**
 * Added after a reply when the person answered our check-in by saying they are safe: they are
 * heard, and help stays gently on offer.
 */
export const SAFE_ANSWER_CARE =
  "Thank you for telling me, and for answering honestly. I'm glad you're safe. If that ever changes, even for a moment, you can tell me, and the people at the help lines on our Safety page are there day and night.";

/** Replaces a model reply that the output screen refused. */
export const SAFE_REPLACEMENT =
  "I'm sorry, I can't continue with that reply. I'm still here to listen. Would you tell me a little more about how you're feeling right now?";
