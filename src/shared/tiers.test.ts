import { describe, expect, it } from 'vitest';
import { TRIAL } from './constants';
import {
  computeEntitlements,
  freeEntitlements,
  PAID_TIERS,
  TIER_FEATURES,
  TIER_LABELS,
  TIERS,
  trialState,
  type SubscriptionRow,
  type Tier,
  type TierFeatures,
} from './tiers';

const HOUR = 3_600_000;
const NOW = new Date('2025-06-15T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

function row(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    subscriptionType: 'free',
    isActive: true,
    trialExpiresAt: null,
    createdAt: at(-24 * HOUR),
    ...overrides,
  };
}

// Spec section 3, written out by hand so that a change to the table in tiers.ts is caught here.
const FREE: TierFeatures = {
  maxMemorials: 1,
  maxAIMessagesPerMonth: 20,
  canCreateLegacyLetters: false,
  canUploadVoiceMemories: false,
  canCreateSupportCircles: false,
  canAccessPrioritySupport: false,
  canAccessWhiteLabel: false,
  canAccessAPI: false,
  hasAdvancedAnalytics: false,
};
const PREMIUM: TierFeatures = {
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
const PROFESSIONAL: TierFeatures = {
  maxMemorials: null,
  maxAIMessagesPerMonth: null,
  canCreateLegacyLetters: true,
  canUploadVoiceMemories: true,
  canCreateSupportCircles: true,
  canAccessPrioritySupport: true,
  canAccessWhiteLabel: true,
  canAccessAPI: true,
  hasAdvancedAnalytics: true,
};

describe('tier feature table (spec section 3)', () => {
  it('knows exactly the four tiers, three of them paid', () => {
    expect([...TIERS]).toEqual(['free', 'monthly', 'annual', 'professional']);
    expect([...PAID_TIERS]).toEqual(['monthly', 'annual', 'professional']);
    expect(Object.keys(TIER_FEATURES).sort()).toEqual(['annual', 'free', 'monthly', 'professional']);
    expect(TIER_LABELS).toEqual({ free: 'Free', monthly: 'Monthly', annual: 'Annual', professional: 'Professional' });
  });

  it('free: 1 memorial, 20 AI messages a month, every flag false', () => {
    expect(TIER_FEATURES.free).toEqual(FREE);
  });

  it.each(['monthly', 'annual'] as const)(
    '%s: unlimited memorials and messages; letters, voice, circles, priority support; nothing else',
    (tier) => {
      expect(TIER_FEATURES[tier]).toEqual(PREMIUM);
    },
  );

  it('professional: everything unlimited and true', () => {
    expect(TIER_FEATURES.professional).toEqual(PROFESSIONAL);
  });

  it('every tier lists exactly the nine features of the spec', () => {
    const names = Object.keys(FREE).sort();
    for (const tier of TIERS) expect(Object.keys(TIER_FEATURES[tier]).sort()).toEqual(names);
  });
});

describe('computeEntitlements: tier and features', () => {
  it('no subscription row means the free tier, no trial, no community rooms', () => {
    expect(computeEntitlements(null, false, NOW)).toEqual({
      tier: 'free',
      isAdmin: false,
      trial: { state: 'none', expiresAt: null, hoursLeft: null },
      features: FREE,
      canAccessCommunityRooms: false,
      hasFullAccess: false,
    });
  });

  it.each(['monthly', 'annual', 'professional'] as const)('an inactive %s row means the free tier', (tier) => {
    const ent = computeEntitlements(row({ subscriptionType: tier, isActive: false }), false, NOW);
    expect(ent.tier).toBe('free');
    expect(ent.features).toEqual(FREE);
    expect(ent.canAccessCommunityRooms).toBe(false);
    expect(ent.hasFullAccess).toBe(false);
  });

  it('an inactive free row with a running trial gives no trial', () => {
    const ent = computeEntitlements(row({ isActive: false, trialExpiresAt: at(48 * HOUR) }), false, NOW);
    expect(ent.trial).toEqual({ state: 'none', expiresAt: null, hoursLeft: null });
    expect(ent.features).toEqual(FREE);
  });

  it.each([
    ['monthly', PREMIUM],
    ['annual', PREMIUM],
    ['professional', PROFESSIONAL],
  ] as const)('an active %s row gives its tier, features, community rooms and full access', (tier, features) => {
    expect(computeEntitlements(row({ subscriptionType: tier }), false, NOW)).toEqual({
      tier,
      isAdmin: false,
      trial: { state: 'none', expiresAt: null, hoursLeft: null },
      features,
      canAccessCommunityRooms: true,
      hasFullAccess: true,
    });
  });

  it('an active free row without a trial is plain free', () => {
    const ent = computeEntitlements(row(), false, NOW);
    expect(ent.tier).toBe('free');
    expect(ent.trial.state).toBe('none');
    expect(ent.features).toEqual(FREE);
    expect(ent.canAccessCommunityRooms).toBe(false);
    expect(ent.hasFullAccess).toBe(false);
  });

  it('admin overrides a free user to professional features, community rooms and full access', () => {
    expect(computeEntitlements(null, true, NOW)).toEqual({
      tier: 'free',
      isAdmin: true,
      trial: { state: 'none', expiresAt: null, hoursLeft: null },
      features: PROFESSIONAL,
      canAccessCommunityRooms: true,
      hasFullAccess: true,
    });
  });

  it.each(['monthly', 'annual', 'professional'] as const)(
    'admin on a %s plan keeps the tier and gets professional features',
    (tier) => {
      const ent = computeEntitlements(row({ subscriptionType: tier }), true, NOW);
      expect(ent.tier).toBe(tier);
      expect(ent.isAdmin).toBe(true);
      expect(ent.features).toEqual(PROFESSIONAL);
      expect(ent.canAccessCommunityRooms).toBe(true);
    },
  );

  it('admin with an expired trial still has full access', () => {
    const ent = computeEntitlements(row({ trialExpiresAt: at(-HOUR) }), true, NOW);
    expect(ent.trial.state).toBe('expired');
    expect(ent.features).toEqual(PROFESSIONAL);
    expect(ent.hasFullAccess).toBe(true);
  });

  it('community rooms only for monthly, annual, professional, or admin (spec section 6)', () => {
    const cases: Array<[Tier | null, boolean, boolean]> = [
      [null, false, false],
      ['free', false, false],
      ['monthly', false, true],
      ['annual', false, true],
      ['professional', false, true],
      [null, true, true],
      ['free', true, true],
    ];
    for (const [tier, admin, expected] of cases) {
      const r = tier ? row({ subscriptionType: tier }) : null;
      expect(computeEntitlements(r, admin, NOW).canAccessCommunityRooms, `${tier} admin=${admin}`).toBe(expected);
    }
  });

  it('returns a copy: changing the result never changes the tier table', () => {
    const ent = computeEntitlements(row({ subscriptionType: 'monthly' }), false, NOW);
    ent.features.maxMemorials = 99;
    ent.features.canAccessAPI = true;
    expect(TIER_FEATURES.monthly).toEqual(PREMIUM);
    expect(TIER_FEATURES.annual).toEqual(PREMIUM);
    const admin = computeEntitlements(null, true, NOW);
    admin.features.maxMemorials = 3;
    expect(TIER_FEATURES.professional).toEqual(PROFESSIONAL);
    const free = computeEntitlements(null, false, NOW);
    free.features.maxMemorials = 7;
    expect(TIER_FEATURES.free).toEqual(FREE);
  });
});

describe('trialState (spec section 4, fixed clock)', () => {
  const trial = (leftMs: number) => trialState(row({ trialExpiresAt: at(leftMs) }), NOW);

  it('the warning threshold is 24 hours and the trial lasts 3 days', () => {
    expect(TRIAL).toEqual({ days: 3, warningHours: 24 });
  });

  it('48 hours ahead: active', () => {
    expect(trial(48 * HOUR)).toEqual({ state: 'active', expiresAt: at(48 * HOUR).toISOString(), hoursLeft: 48 });
  });

  it('a full 3-day trial just started: active with 72 hours left', () => {
    expect(trial(72 * HOUR)).toEqual({ state: 'active', expiresAt: at(72 * HOUR).toISOString(), hoursLeft: 72 });
  });

  it('exactly 24 hours ahead: still active (the warning is for under 24 hours)', () => {
    expect(trial(24 * HOUR)).toEqual({ state: 'active', expiresAt: at(24 * HOUR).toISOString(), hoursLeft: 24 });
  });

  it('24 hours minus 1 ms: expiring, 24 hours left (rounded up)', () => {
    expect(trial(24 * HOUR - 1)).toEqual({
      state: 'expiring',
      expiresAt: at(24 * HOUR - 1).toISOString(),
      hoursLeft: 24,
    });
  });

  it('23 hours and 1 ms: expiring, 24 hours left', () => {
    expect(trial(23 * HOUR + 1)).toMatchObject({ state: 'expiring', hoursLeft: 24 });
  });

  it('exactly 23 hours: expiring, 23 hours left', () => {
    expect(trial(23 * HOUR)).toMatchObject({ state: 'expiring', hoursLeft: 23 });
  });

  it('1 minute left: expiring, 1 hour left', () => {
    expect(trial(60_000)).toEqual({ state: 'expiring', expiresAt: at(60_000).toISOString(), hoursLeft: 1 });
  });

  it('1 ms left: expiring, 1 hour left', () => {
    expect(trial(1)).toMatchObject({ state: 'expiring', hoursLeft: 1 });
  });

  it('exactly at expiry: expired, no hours left', () => {
    expect(trial(0)).toEqual({ state: 'expired', expiresAt: NOW.toISOString(), hoursLeft: null });
  });

  it('after expiry: expired', () => {
    expect(trial(-1)).toEqual({ state: 'expired', expiresAt: at(-1).toISOString(), hoursLeft: null });
    expect(trial(-30 * 24 * HOUR)).toMatchObject({ state: 'expired', hoursLeft: null });
  });

  it.each(['monthly', 'annual', 'professional'] as const)(
    'a %s row with trial_expires_at has no trial (a non-free tier counts as active)',
    (tier) => {
      for (const left of [48 * HOUR, HOUR, 0, -HOUR]) {
        expect(trialState(row({ subscriptionType: tier, trialExpiresAt: at(left) }), NOW)).toEqual({
          state: 'none',
          expiresAt: null,
          hoursLeft: null,
        });
      }
    },
  );

  it('no row, or a free row without an expiry: no trial', () => {
    expect(trialState(null, NOW)).toEqual({ state: 'none', expiresAt: null, hoursLeft: null });
    expect(trialState(row(), NOW)).toEqual({ state: 'none', expiresAt: null, hoursLeft: null });
  });
});

describe('computeEntitlements during and after a free trial', () => {
  const TRIAL_FEATURES: TierFeatures = { ...PREMIUM, maxMemorials: 1 };

  it.each([
    ['active', 48 * HOUR, 48],
    ['expiring', 60_000, 1],
  ] as const)('while %s: the monthly feature flags with 1 memorial, and no community rooms', (state, left, hours) => {
    const ent = computeEntitlements(row({ trialExpiresAt: at(left) }), false, NOW);
    expect(ent).toEqual({
      tier: 'free',
      isAdmin: false,
      trial: { state, expiresAt: at(left).toISOString(), hoursLeft: hours },
      features: TRIAL_FEATURES,
      canAccessCommunityRooms: false,
      hasFullAccess: false,
    });
  });

  it('exactly at expiry: back to the free features', () => {
    const ent = computeEntitlements(row({ trialExpiresAt: NOW }), false, NOW);
    expect(ent.trial.state).toBe('expired');
    expect(ent.features).toEqual(FREE);
    expect(ent.canAccessCommunityRooms).toBe(false);
  });

  it('after expiry: back to the free features', () => {
    const ent = computeEntitlements(row({ trialExpiresAt: at(-HOUR) }), false, NOW);
    expect(ent).toEqual({
      tier: 'free',
      isAdmin: false,
      trial: { state: 'expired', expiresAt: at(-HOUR).toISOString(), hoursLeft: null },
      features: FREE,
      canAccessCommunityRooms: false,
      hasFullAccess: false,
    });
  });

  it('the same row moves from active to expiring to expired as the clock moves', () => {
    const r = row({ trialExpiresAt: at(72 * HOUR) });
    expect(computeEntitlements(r, false, NOW).trial.state).toBe('active');
    expect(computeEntitlements(r, false, at(50 * HOUR)).trial).toMatchObject({ state: 'expiring', hoursLeft: 22 });
    expect(computeEntitlements(r, false, at(72 * HOUR)).trial.state).toBe('expired');
    expect(computeEntitlements(r, false, at(72 * HOUR)).features).toEqual(FREE);
  });
});

describe('freeEntitlements', () => {
  it('is the plain free tier', () => {
    expect(freeEntitlements()).toEqual({
      tier: 'free',
      isAdmin: false,
      trial: { state: 'none', expiresAt: null, hoursLeft: null },
      features: FREE,
      canAccessCommunityRooms: false,
      hasFullAccess: false,
    });
  });

  it('keeps the admin override when asked', () => {
    expect(freeEntitlements(true)).toEqual({
      tier: 'free',
      isAdmin: true,
      trial: { state: 'none', expiresAt: null, hoursLeft: null },
      features: PROFESSIONAL,
      canAccessCommunityRooms: true,
      hasFullAccess: true,
    });
  });

  it('returns a fresh object each time', () => {
    const a = freeEntitlements();
    a.features.maxMemorials = 5;
    expect(freeEntitlements().features.maxMemorials).toBe(1);
  });
});

describe('computeEntitlements with premium from a referral (decision 037)', () => {
  it('lifts a free or trial person to monthly’s features while it runs, and not after', () => {
    const until = at(10 * 24 * HOUR);
    for (const r of [null, row({ trialExpiresAt: at(48 * HOUR) }), row({ trialExpiresAt: at(-HOUR) })]) {
      const ent = computeEntitlements(r, false, NOW, until);
      expect(ent).toMatchObject({ tier: 'free', hasFullAccess: true, canAccessCommunityRooms: true });
      expect(ent.features).toEqual(PREMIUM);
      expect(ent.referralPremiumUntil).toBe(until.toISOString());
    }
    const ended = computeEntitlements(null, false, NOW, at(-HOUR));
    expect(ended.features).toEqual(FREE);
    expect(ended.referralPremiumUntil).toBeUndefined();
  });

  it('changes nothing for a paying or admin person', () => {
    const paying = computeEntitlements(row({ subscriptionType: 'professional' }), false, NOW, at(HOUR));
    expect(paying.features).toEqual(PROFESSIONAL);
    expect(paying.referralPremiumUntil).toBeUndefined();
    expect(computeEntitlements(null, true, NOW, at(HOUR)).features).toEqual(PROFESSIONAL);
  });
});
