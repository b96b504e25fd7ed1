/**
 * The texts of plans as people see them (spec sections 2, 3, 6, 8 and 9; issue 16): the /pricing
 * page, the calm cards shown when a plan's limit is met, what stays editable after a trial, and
 * the admin console. The billing routes' own texts are `BILLING_MSG` (schemas/billing.ts).
 */
import { PRICES, TRIAL } from './constants';
import { TIER_FEATURES, type Tier, type TierFeatures } from './tiers';

/** The feature lines of a plan, read from the tier table (spec section 3), so they never drift. */
export function featureLines(features: TierFeatures): string[] {
  const lines = [
    features.maxMemorials === null
      ? 'Unlimited memorials'
      : `${features.maxMemorials} memorial${features.maxMemorials === 1 ? '' : 's'}`,
    features.maxAIMessagesPerMonth === null
      ? 'Unlimited AI companion messages'
      : `${features.maxAIMessagesPerMonth} AI companion messages a month`,
  ];
  if (features.canCreateLegacyLetters) lines.push('Legacy letters');
  if (features.canUploadVoiceMemories) lines.push('Voice memories');
  if (features.canCreateSupportCircles) lines.push('Support circles');
  if (features.canAccessPrioritySupport) lines.push('Priority support');
  if (features.canAccessWhiteLabel) lines.push('White label');
  if (features.canAccessAPI) lines.push('API access');
  if (features.hasAdvancedAnalytics) lines.push('Advanced analytics');
  return lines;
}

export interface PlanCardText {
  id: 'trial' | 'monthly' | 'annual';
  title: string;
  price: string;
  period: string;
  badge: string | null;
  features: string[];
}

/** The three cards of "Choose Your Plan" (spec section 2 and 9). */
export const PLAN_CARDS: readonly PlanCardText[] = [
  {
    id: 'trial',
    title: 'Free Trial',
    price: '$0',
    period: `for ${TRIAL.days} days`,
    badge: null,
    // Spec section 9: "full access, 1 memorial, no renewals".
    features: [
      'Full access to premium features',
      `${TIER_FEATURES.free.maxMemorials} memorial`,
      'No card needed, no renewals',
      'Everything you make stays yours',
    ],
  },
  {
    id: 'monthly',
    title: 'Monthly',
    price: `$${PRICES.monthly}`,
    period: 'per month',
    badge: 'Most Popular',
    features: featureLines(TIER_FEATURES.monthly),
  },
  {
    id: 'annual',
    title: 'Annual',
    price: `$${PRICES.annual}`,
    period: 'per year',
    badge: 'Save $40',
    features: [...featureLines(TIER_FEATURES.annual), 'Over 30% less than paying monthly'],
  },
];

export const PRICING_MSG = {
  title: 'Choose Your Plan',
  /** Back from Stripe Checkout (decision 034): the plan follows once Stripe tells the server. */
  checkoutDoneTitle: 'Thank you',
  checkoutDone: 'Your payment went through. Your plan will show here in a moment.',
  checkoutCancelled: 'Checkout was cancelled. Nothing was charged.',
  intro: 'Start with a gentle 3-day free trial. Keep what matters with a plan that suits you.',
  subscribe: (title: string) => `Subscribe ${title}`,
  trialIncluded: 'Included with every new account',
  signedOutNote: `Every new account starts with a ${TRIAL.days}-day free trial. No card needed.`,
  trialRunning: (date: string) => `Your free trial runs until ${date}.`,
  trialEnded: 'Your free trial has ended.',
  currentPlan: 'Your current plan',
  startTrial: 'Start free',
  adminTitle: 'Admin Access',
  adminBody: 'You have unlimited access to all premium features without a subscription.',
  adminConsole: 'Open the admin console',
  manage: 'Manage Subscription',
  opening: 'Opening…',
  notSetUpTitle: 'Payments are not set up here',
  paymentNote:
    'Payments are processed securely by Stripe, and a receipt is sent to your email after each payment. ' +
    'Subscriptions renew automatically until cancelled and are non-refundable except as required by law. ' +
    'You can cancel at any time from Manage Subscription.',
  termsLead: 'By subscribing you agree to our',
  termsLink: 'Terms & Conditions',
} as const;

/** The calm cards shown when a plan's limit is met (issue 16: never an "Error" toast). */
export const LIMIT_MSG = {
  seePlans: 'See plans',
  notNow: 'Not now',
  /** The companion's monthly allowance (spec section 9: 20 AI messages a month on the free tier). */
  aiQuotaTitle: 'You have used this month’s messages',
  aiQuota: (limit: number) =>
    `The free plan includes ${limit} companion messages a month. Your conversations are kept safe, and ` +
    'your allowance starts again on the first of next month. A plan gives you unlimited messages.',
  memorialReadOnlyTitle: 'This memorial is read-only for now',
} as const;

/** What stays editable after a trial or a plan ends (decision 033), as the server answers it. */
export const PLANS_MSG = {
  memorialReadOnly:
    'This memorial is kept safe and can still be viewed, shared and downloaded, but your plan allows changes to ' +
    'your first memorial only. A plan lets you edit it again.',
} as const;

export const ADMIN_MSG = {
  title: 'Admin console',
  intro: 'The people of this site, their plans and roles, and the emails that could not be sent.',
  back: 'Back to Dashboard',
  dashboardCardTitle: 'Admin console',
  dashboardCardBody: 'Grant plans and admin roles, start trials, and look after the email queue.',
  dashboardCardAction: 'Open Admin Console',
  peopleTitle: 'People',
  search: 'Search by email or name',
  searchButton: 'Search',
  loading: 'Loading people…',
  empty: 'No one matches this search.',
  loadFailed: 'The list could not be loaded. Please try again.',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  columns: { person: 'Person', plan: 'Plan', roles: 'Roles', actions: 'Actions' },
  planLabel: 'Plan',
  trialUntil: (date: string) => `Trial until ${date}`,
  trialEndedOn: (date: string) => `Trial ended ${date}`,
  adminRole: 'Admin',
  noRoles: 'None',
  you: '(you)',
  grantPlan: 'Grant plan',
  grantPlanTo: (who: string) => `Grant a plan to ${who}`,
  choosePlan: 'Choose a plan',
  grant: 'Grant',
  revokePlan: 'Revoke plan',
  startTrial: 'Start trial',
  makeAdmin: 'Make admin',
  removeAdmin: 'Remove admin',
  cancel: 'Cancel',
  confirmRevokePlanTitle: 'Revoke this plan?',
  confirmRevokePlan: (who: string) =>
    `${who} goes back to the free plan now. Nothing they made is deleted; memorials beyond the free plan's one become read-only.`,
  confirmRemoveAdminTitle: 'Remove the admin role?',
  confirmRemoveAdmin: (who: string) => `${who} will no longer be able to open this console or manage the site.`,
  confirm: 'Yes, revoke',
  done: {
    plan: (who: string, plan: string) => `${who} is now on the ${plan} plan.`,
    revoked: (who: string) => `${who} is back on the free plan.`,
    trial: (who: string) => `${who} has a free trial of ${TRIAL.days} days.`,
    admin: (who: string) => `${who} is now an admin.`,
    notAdmin: (who: string) => `${who} is no longer an admin.`,
  },
  actionFailed: 'That did not work. Please try again.',
  lastAdmin: 'This is the only admin of the site. Make someone else an admin first, so the site is never without one.',
  noSuchPerson: 'There is no account with this id.',
  paidThroughStripe:
    'This person pays for their plan through Stripe. Change or cancel it in the Stripe dashboard (or they can, under Manage Subscription); the site follows what Stripe says.',
  emailsTitle: 'Emails that could not be sent',
  emailsEmpty: 'No failed emails. Everything was delivered.',
  emailsLoading: 'Loading the email queue…',
  retryEmail: 'Try again',
  retryQueued: 'The email will be tried again in a moment.',
  notAdminTitle: 'For the site’s admins',
  notAdmin: 'This page is for the people who run this site.',
} as const;

/** Plans an admin can grant in the console (the trial has its own button; free is "revoke"). */
export const GRANTABLE_PLANS: readonly Exclude<Tier, 'free'>[] = ['monthly', 'annual', 'professional'];
