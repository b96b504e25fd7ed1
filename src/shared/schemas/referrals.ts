/**
 * Referrals (spec section 2 "Referrals", decision 037): the shapes the server answers and the
 * browser shows, and the one rule about codes both sides read.
 */
import { z } from 'zod';

/**
 * The texts of a sign-up through a referral link: here, not in messages.referrals.ts, because the
 * sign-up schema and /auth load them and they must stay light.
 */
export const REFERRAL_SIGNUP_MSG = {
  codeInvalid: 'That referral link is not valid. You can still sign up without it.',
  invited: 'Someone who cares about you shared this with you. Welcome.',
} as const;

/** What the dashboard and /referrals say while premium from a referral runs (light: the dashboard shows it). */
export const referralPremiumLine = (date: string) => `Premium from a referral until ${date}`;

/** A code as it may arrive in a sign-up (`/auth?ref=<code>`): anything longer is not a code. */
export const REFERRAL_CODE_MAX = 32;
export const referralCodeInputSchema = z.string().trim().max(REFERRAL_CODE_MAX);

/** The reward of a completed referral (decision 037): a free month for both people. */
export const REFERRAL_REWARD = {
  /** Premium access given to someone without an active Stripe subscription. */
  premiumDays: 30,
  /** At most this many rewards for one referrer in any `capWindowDays` days. */
  cap: 12,
  capWindowDays: 365,
} as const;

export type ReferralStatus = 'pending' | 'completed';

export interface ReferralActivity {
  id: string;
  /** The referred address masked (`j•••@example.com`); null once that account is deleted. */
  maskedEmail: string | null;
  createdAt: string;
  status: ReferralStatus;
  completedAt: string | null;
  /** Whether completing it earned the referrer a reward (false past the yearly cap). */
  rewarded: boolean;
}

/** GET /api/referrals. */
export interface ReferralsResponse {
  code: string;
  /** Site origin + /auth?ref=<code> (spec section 10). */
  link: string;
  successful: number;
  pending: number;
  /** Newest first, at most `REFERRAL_ACTIVITY_LIMIT`. */
  activity: ReferralActivity[];
  /** Premium from referral rewards runs until then (ISO), when it is still running. */
  premiumUntil: string | null;
}

export const REFERRAL_ACTIVITY_LIMIT = 100;

/** `j•••@example.com`: the first character of the local part, and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** The referral link of a code on a site (spec section 10: origin + /auth?ref=<code>). */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/auth?ref=${encodeURIComponent(code)}`;
}
