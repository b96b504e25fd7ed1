/** The Terms & Conditions (spec section 2, "Terms (/terms)"), section by section. */
import { Link } from 'react-router';
import { APP_NAME, PRICES, TRIAL } from '@shared/constants';
import type { DocumentSection } from '@web/components/document-page';

export const LAST_UPDATED = 'October 10, 2025';

export const termsSections: DocumentSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using {APP_NAME}, you agree to these Terms &amp; Conditions. If you do not agree with
        them, please do not use the service. You must be old enough to form a binding agreement where you live, or have
        the permission of a parent or guardian.
      </p>
    ),
  },
  {
    id: 'user-responsibilities',
    title: 'User Responsibilities',
    body: (
      <>
        <p>When you use {APP_NAME}, you agree to:</p>
        <ul>
          <li>give accurate information when you create your account;</li>
          <li>keep your password private and tell us if you think someone else has used your account;</li>
          <li>only share photos, videos, music and stories that you have the right to share;</li>
          <li>use the service lawfully and with respect for the memory of those being honoured.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'community-guidelines',
    title: 'Community Guidelines',
    body: (
      <>
        <p>
          Our community rooms, support circles, guestbooks and peer connections are places for people who are grieving.
          Please be kind and patient with one another.
        </p>
        <ul>
          <li>Treat everyone with compassion, whatever their loss and however they grieve.</li>
          <li>No harassment, hate speech, threats or bullying.</li>
          <li>No spam, advertising or requests for money.</li>
          <li>Respect other people’s privacy: do not share their personal details or stories without permission.</li>
          <li>Do not post content that encourages self-harm or harm to others.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content-and-privacy',
    title: 'Content and Privacy',
    body: (
      <>
        <p>
          You keep ownership of everything you add to {APP_NAME}: memorials, photos, videos, journal entries, letters
          and messages. You give us permission to store and display it only so that we can provide the service to you
          and to the people you choose to share it with.
        </p>
        <p>
          Your journal and your conversations with the AI companion are private. You decide whether a memorial is
          private or shared. We do not sell your personal information or share it with third parties for their own
          marketing. You can export or delete your content at any time.
        </p>
      </>
    ),
  },
  {
    id: 'enforcement',
    title: 'Enforcement and Violations',
    body: (
      <p>
        If content or behaviour breaks these terms or our community guidelines, we may remove the content, limit access
        to community features, or suspend or close the account involved. Where we can, we will explain what happened and
        give you a chance to respond. If you see something that concerns you, please contact support.
      </p>
    ),
  },
  {
    id: 'subscription-terms',
    title: 'Subscription Terms',
    body: (
      <>
        <p>
          {APP_NAME} offers a free {TRIAL.days}-day trial and two paid plans: Monthly at ${PRICES.monthly.toFixed(2)}{' '}
          per month and Annual at ${PRICES.annual.toFixed(2)} per year.
        </p>
        <ul>
          <li>Subscriptions renew automatically at the end of each billing period until you cancel.</li>
          <li>You can cancel at any time; your plan stays active until the end of the period you have paid for.</li>
          <li>Payments are non-refundable, except where a refund is required by law.</li>
          <li>If prices change, we will tell you before the change applies to your subscription.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          The AI companion is an AI. It is there to listen and offer support, but it is not a substitute for
          professional care, medical advice or emergency services. If you are in crisis or thinking about harming
          yourself, please call your local emergency services straight away.
        </p>
        <p>
          {APP_NAME} is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential
          losses arising from your use of the service.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to Terms',
    body: (
      <p>
        We may update these terms from time to time. When we make important changes, we will let you know in the app or
        by email before they take effect. The date at the top of this page shows when the terms were last updated.
        Continuing to use {APP_NAME} after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and Support',
    body: (
      <p>
        If you have any questions about these terms, or need help with anything at all, please{' '}
        <Link to="/support" className="font-medium text-primary underline underline-offset-4">
          contact our support team
        </Link>
        . We reply within 24 hours on business days.
      </p>
    ),
  },
];
