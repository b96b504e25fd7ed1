/**
 * The tier feature table (spec section 3) and the pure entitlement rules (section 4 and 6).
 * The server computes entitlements with `computeEntitlements`; the browser only displays them.
 */
import { TRIAL } from './constants';

export const TIERS = ['free', 'monthly', 'annual', 'professional'] as const;
export type Tier = (typeof TIERS)[number];
export const PAID_TIERS: readonly Tier[] = ['monthly', 'annual', 'professional'];

export interface TierFeatures {
  /** `null` means unlimited. */
  maxMemorials: number | null;
  /** `null` means unlimited. */
  maxAIMessagesPerMonth: number | null;
  canCreateLegacyLetters: boolean;
  canUploadVoiceMemories: boolean;
  canCreateSupportCircles: boolean;
  canAccessPrioritySupport: boolean;
  canAccessWhiteLabel: boolean;
  canAccessAPI: boolean;
  hasAdvancedAnalytics: boolean;
}

const premium: TierFeatures = {
  maxMemorials: null,
  maxAIMessagesPerMonth: null,
  canCreateLegacyLetters: true,
  canUploadVoiceMemories: true,
  canCreateSupportCircles: true,
  canAccessPrioritySupport: true,
  canAccessWhiteLabel: false,
  canAccessAPI: false,
  hasAdvancedAnalytics: false,
};

export const TIER_FEATURES: Readonly<Record<Tier, Readonly<TierFeatures>>> = {
  free: {
    maxMemorials: 1,
    maxAIMessagesPerMonth: 20,
    canCreateLegacyLetters: false,
    canUploadVoiceMemories: false,
    canCreateSupportCircles: false,
    canAccessPrioritySupport: false,
    canAccessWhiteLabel: false,
    canAccessAPI: false,
    hasAdvancedAnalytics: false,
  },
  monthly: premium,
  annual: premium,
  professional: {
    maxMemorials: null,
    maxAIMessagesPerMonth: null,
    canCreateLegacyLetters: true,
    canUploadVoiceMemories: true,
    canCreateSupportCircles: true,
    canAccessPrioritySupport: true,
    canAccessWhiteLabel: true,
    canAccessAPI: true,
    hasAdvancedAnalytics: true,
  },
};

export const TIER_LABELS: Readonly<Record<Tier, string>> = {
  free: 'Free',
  monthly: 'Monthly',
  annual: 'Annual',
  professional: 'Professional',
};

export type TrialState = 'none' | 'active' | 'expiring' | 'expired';

export interface SubscriptionRow {
  subscriptionType: Tier;
  isActive: boolean;
  trialExpiresAt: Date | null;
  createdAt: Date;
}

export interface Entitlements {
  tier: Tier;
  isAdmin: boolean;
  trial: {
    state: TrialState;
    expiresAt: string | null;
    /** Whole hours left, rounded up; only while the trial is running. */
    hoursLeft: number | null;
  };
  features: TierFeatures;
  /** Community rooms: monthly, annual, professional, or admin (spec section 6). */
  canAccessCommunityRooms: boolean;
  /** Shown on the dashboard: a free, non-admin user sees "View Plans". */
  hasFullAccess: boolean;
  /**
   * Premium from referral rewards runs until then (ISO; decision 037): set only while it runs and
   * the person is on the free tier, whose features it then lifts to monthly's.
   */
  referralPremiumUntil?: string;
}

const HOUR_MS = 3_600_000;

/** Trial state of the newest subscription row at `now` (spec section 4). */
export function trialState(row: SubscriptionRow | null, now: Date): Entitlements['trial'] {
  if (!row || row.subscriptionType !== 'free' || !row.trialExpiresAt) {
    return { state: 'none', expiresAt: null, hoursLeft: null };
  }
  const leftMs = row.trialExpiresAt.getTime() - now.getTime();
  const expiresAt = row.trialExpiresAt.toISOString();
  if (leftMs <= 0) return { state: 'expired', expiresAt, hoursLeft: null };
  const hoursLeft = Math.ceil(leftMs / HOUR_MS);
  const state = leftMs < TRIAL.warningHours * HOUR_MS ? 'expiring' : 'active';
  return { state, expiresAt, hoursLeft };
}

/**
 * Entitlements from the newest active subscription row (or none), the admin role, and the end of
 * any running premium from referral rewards.
 * - No row, or an inactive one, means the free tier.
 * - A running free trial gives the premium feature set with the free tier's one memorial
 *   ("full access, 1 memorial"); community rooms stay for paying members, as the spec says.
 * - Admin overrides everything to full access.
 */
export function computeEntitlements(
  newest: SubscriptionRow | null,
  isAdmin: boolean,
  now: Date,
  referralPremiumUntil: Date | null = null,
): Entitlements {
  const row = newest && newest.isActive ? newest : null;
  const tier: Tier = row?.subscriptionType ?? 'free';
  const trial = trialState(row, now);
  const trialRunning = trial.state === 'active' || trial.state === 'expiring';

  let features: TierFeatures = { ...TIER_FEATURES[tier] };
  if (tier === 'free' && trialRunning) {
    features = { ...TIER_FEATURES.monthly, maxMemorials: TIER_FEATURES.free.maxMemorials };
  }
  // A referral's free month (decision 037): monthly's features, community rooms included.
  const referralPremium = tier === 'free' && referralPremiumUntil !== null && referralPremiumUntil > now;
  if (referralPremium) features = { ...TIER_FEATURES.monthly };
  if (isAdmin) features = { ...TIER_FEATURES.professional };

  const paid = PAID_TIERS.includes(tier) || referralPremium;
  return {
    tier,
    isAdmin,
    trial,
    features,
    canAccessCommunityRooms: isAdmin || paid,
    hasFullAccess: isAdmin || paid,
    ...(referralPremium ? { referralPremiumUntil: referralPremiumUntil.toISOString() } : {}),
  };
}

/** The entitlement a free user gets when anything goes wrong (spec: fall back to free). */
export function freeEntitlements(isAdmin = false): Entitlements {
  return computeEntitlements(null, isAdmin, new Date(0));
}
