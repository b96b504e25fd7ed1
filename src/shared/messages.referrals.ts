/**
 * The texts of /referrals and of a sign-up through a referral link (spec sections 2, 8 and 10;
 * decision 037). One copy for the browser and the server.
 */
import { REFERRAL_REWARD, REFERRAL_SIGNUP_MSG, referralPremiumLine } from './schemas/referrals';

export const REFERRAL_MSG = {
  ...REFERRAL_SIGNUP_MSG,
  title: 'Share Forget-me-not',
  intro: 'If someone you know is grieving, you can share a gentle place to remember. Your link is yours alone.',
  loadFailed: 'Failed to load referral information',
  copied: 'Copied!',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  yourCode: 'Your referral code',
  yourLink: 'Your referral link',
  copyLink: 'Copy link',
  successful: 'Successful referrals',
  pending: 'Pending referrals',
  shareHeading: 'Share',
  postsHeading: 'Ready-to-share messages',
  copyPost: 'Copy message',
  benefitsHeading: 'A free month for both of you',
  benefits: [
    'When someone signs up through your link and later starts a paid plan, you both get a free month.',
    'If you pay for a plan with a card, the free month is a credit of one month’s price, taken off your next bill.',
    `Otherwise you get ${REFERRAL_REWARD.premiumDays} days of premium access, added to any free month you already have.`,
    `You can earn up to ${REFERRAL_REWARD.cap} free months a year. Sign-ups through your own link with your own address do not count.`,
  ],
  activityHeading: 'Your referrals',
  activityEmpty: 'No referrals yet. When someone signs up through your link, you will see it here.',
  pendingSignUp: 'Pending sign-up',
  statusPending: 'Pending',
  statusCompleted: 'Completed',
  rewarded: 'Free month earned',
  notRewarded: 'Past this year’s limit of free months',
  premiumUntil: referralPremiumLine,
  shareSubject: 'A gentle place to remember',
  posts: (link: string) => [
    `I have found Forget-me-not a gentle place to remember someone I love. If you are grieving too, it might help: ${link}`,
    `Grief doesn’t have a timeline. Forget-me-not offers memorial pages, a private journal and kind support, whenever you need it: ${link}`,
    `Thinking of you. If it would help to have a quiet place for your memories, this is the one I use: ${link}`,
  ],
} as const;
