/**
 * Accessibility: axe (WCAG 2.0/2.1/2.2 A and AA) on every page of the app (src/shared/pages.ts),
 * signed out and signed in, and on a few states: the welcome tour's dialog, a form and a dialog
 * with every field wrong and the Validation Error toast, the red Access Denied toast, the crisis
 * card, /install once the app is installed, a paid admin's screens and a delivered letter (the
 * offline note and a journal entry waiting to be sent are checked in pwa.spec.ts). Any violation fails, naming the rule, the
 * elements and, for contrast, the figures (decision 019). No rule is turned off and no element is
 * left out (the app shows no third-party iframe here: a YouTube song is the only one it has).
 *
 * Lean on purpose (the suite's time is counted): one account per worker, signed up in beforeAll on
 * the shared e2e server, with a public memorial (a photo and a guestbook message), a journal entry
 * and a conversation. The pages are split in two halves so the two workers share them; each half
 * is visited one page after another in one browser context. A signed-out visit to a protected page
 * only checks the way to /auth (the sign-in page itself is checked once), and /auth signed in only
 * checks the way on to the dashboard.
 * - The account is on its sign-up trial (decision 033: no community rooms), so the dashboard shows
 *   the dimmed "Upgrade to Access" card and /community takes it to /pricing. A last pass shows the screens a paid admin sees (the
 *   letter form, the resource tools, the partner card) by answering /api/session with those
 *   entitlements, as resources.spec.ts does; the server still decides every write.
 * - A delivered letter needs a paid plan and the scheduler, which only a private server could give
 *   (about 40 s more): /letter/:token is checked with its real API answer for an unknown token,
 *   and once more with a delivered letter's answer given by `page.route`.
 * - /reset-password without a token shows its "link cannot be used" state; its form is checked with
 *   the link check answered by `page.route`, as are /auth's "Forgot password?" form and Settings →
 *   Account's security cards (decision 028).
 * - /unsubscribe has no valid token here (the server signs them; reminders.spec.ts): its "link not
 *   valid" state is checked.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { INSTALL_MSG } from '../../src/shared/install';
import { ACCOUNT_SECURITY_MSG } from '../../src/shared/messages.settings';
import { CRISIS_TITLE } from '../../src/shared/safety';
import { LETTER_MSG, type DeliveredLetterResponse } from '../../src/shared/schemas/letters';
import { PAGE_PATHS, SESSION_PAGE_PATHS } from '../../src/shared/pages';
import { computeEntitlements } from '../../src/shared/tiers';
import { AXE_TAGS } from './axe';
import { APP_START, expect, newUser, notifications, signUpViaApi, test } from './fixtures';

/** Pages that send a signed-out visitor to /auth. */
const PROTECTED = new Set<string>(SESSION_PAGE_PATHS);

interface Found {
  where: string;
  lines: string[];
}

/** One line per element of each violation; contrast gets its figures. */
function describe(where: string, violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): Found | null {
  if (!violations.length) return null;
  const lines: string[] = [];
  for (const v of violations) {
    for (const node of v.nodes) {
      const data = node.any.find((c) => c.id === 'color-contrast')?.data as
        | {
            fgColor?: string;
            bgColor?: string;
            contrastRatio?: number;
            expectedContrastRatio?: string;
            fontSize?: string;
            fontWeight?: string;
          }
        | undefined;
      const contrast = data?.contrastRatio
        ? ` ${data.contrastRatio}:1 (needs ${data.expectedContrastRatio}; ${data.fgColor} on ${data.bgColor}, ${data.fontSize} ${data.fontWeight})`
        : '';
      lines.push(
        `${v.id} [${v.impact}] ${node.target.join(' ')}${contrast}: ${v.help}\n    ${node.html.slice(0, 300)}`,
      );
    }
  }
  return { where, lines };
}

const user = newUser({ displayName: 'Rose Axe' });
const fixtures = { memorialId: '', entryId: '' };
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.describe.configure({ timeout: 150_000 });

/** A browser context, signed in as the account unless `signedOut`; the welcome tour already seen. */
async function open(browser: Browser, signedOut = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(signedOut ? {} : { storageState });
  await context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  return { context, page: await context.newPage() };
}

/** The page has its heading and nothing is loading any more (no spinner, no skeleton). */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin, .animate-pulse, [aria-busy="true"]')).toHaveCount(0);
}

async function axe(page: Page, where: string, found: Found[]) {
  // Colours are checked as they end up, never halfway through a transition (a button fading in
  // from its disabled shade was once measured mid-way at 4.19:1).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  // Only the violations are needed: axe then skips the details of what passed, which is most of its time.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  const f = describe(where, results.violations);
  if (f) found.push(f);
}

function report(found: Found[]): string {
  return `axe found violations:\n${found.map((f) => `${f.where}\n  ${f.lines.join('\n  ')}`).join('\n')}`;
}

/** The concrete URL of a page path, with this run's memorial. */
function urlOf(pagePath: string): string {
  return pagePath
    .replace(':id', fixtures.memorialId)
    .replace(':token', 'A'.repeat(43))
    .replace(':circleId', 'a-circle');
}

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const request = context.request;
  await signUpViaApi(request, user);
  const memorial = await request.post('/api/memorials', {
    data: {
      title: 'Margaret Ellis',
      description: 'She grew roses by the sea.',
      birthDate: '1941-04-12',
      passingDate: '2024-09-30',
      isPublic: true,
    },
  });
  expect(memorial.status(), await memorial.text()).toBe(201);
  fixtures.memorialId = ((await memorial.json()) as { memorial: { id: string } }).memorial.id;
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc8899' } })
    .jpeg()
    .toBuffer();
  const [photo, entry, journal, conversation] = await Promise.all([
    request.post(`/api/memorials/${fixtures.memorialId}/media?type=photo`, {
      headers: { origin: baseURL! },
      multipart: { file: { name: 'roses.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    }),
    request.post(`/api/memorials/${fixtures.memorialId}/guestbook`, {
      data: { authorName: 'Tom', authorEmail: 'tom@example.com', message: 'I miss her laugh.' },
    }),
    request.post('/api/journal', {
      data: { title: 'A quiet morning', content: 'I walked by the sea.', mood: 'peaceful' },
    }),
    request.post('/api/conversations', { data: {} }),
  ]);
  for (const res of [photo, entry, journal, conversation]) expect(res.status(), await res.text()).toBeLessThan(300);
  storageState = await context.storageState();
  await context.close();
});

/** The pages in two halves: the tests of this file share the two workers. */
const halves = [
  PAGE_PATHS.slice(0, Math.ceil(PAGE_PATHS.length / 2)),
  PAGE_PATHS.slice(Math.ceil(PAGE_PATHS.length / 2)),
];

for (const [half, paths] of halves.entries()) {
  test(`every page, signed out (${half + 1} of 2)`, async ({ browser }) => {
    const { context, page } = await open(browser, true);
    const found: Found[] = [];
    for (const pagePath of paths) {
      await page.goto(urlOf(pagePath));
      if (PROTECTED.has(pagePath)) {
        // The sign-in page, checked once as /auth: here only the way there is.
        await expect(page).toHaveURL(/\/auth$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        continue;
      }
      await settle(page);
      await axe(page, `signed out ${pagePath}`, found);
    }
    if (half === 1) {
      // The 404 page, an unknown memorial, and a private link that no longer works (the red toast).
      for (const [where, url] of [
        ['unknown path', '/no-such-page'],
        ['unknown memorial', '/memorial/00000000-0000-4000-8000-000000000000'],
        ['invalid share link', '/memorial/00000000-0000-4000-8000-000000000000?share=not-a-valid-token-at-all'],
      ] as const) {
        await page.goto(url);
        await settle(page);
        if (where === 'invalid share link') await expect(notifications(page).getByRole('listitem')).toBeVisible();
        await axe(page, `signed out ${where}`, found);
      }
    }
    await context.close();
    expect(found, report(found)).toEqual([]);
  });

  test(`every page, signed in (${half + 1} of 2)`, async ({ browser }) => {
    const { context, page } = await open(browser);
    const found: Found[] = [];
    for (const pagePath of paths) {
      await page.goto(urlOf(pagePath));
      // A signed-in visitor is sent on from /auth to the dashboard (checked in its own place).
      if (pagePath === '/auth') {
        await expect(page).toHaveURL(/\/dashboard$/);
        continue;
      }
      await settle(page);
      await axe(page, `signed in ${pagePath}`, found);
    }
    await context.close();
    expect(found, report(found)).toEqual([]);
  });
}

test('states: the welcome tour, a form with every field wrong and its toast, the crisis card', async ({ browser }) => {
  const found: Found[] = [];
  // The onboarding dialog over the landing page, for a first visit.
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible(APP_START);
    await axe(page, 'onboarding dialog', found);
    await context.close();
  }

  const { context, page } = await open(browser);
  // The guestbook sent empty: an inline message under each field, and the Validation Error toast.
  await page.goto(`/memorial/${fixtures.memorialId}`);
  await settle(page);
  const guestbook = page.getByRole('form', { name: /guestbook/i });
  await guestbook.getByLabel('Name').fill('');
  await guestbook.getByLabel(/^Email/).fill('not an email');
  await guestbook.getByRole('button', { name: 'Leave a Message' }).click();
  await expect(guestbook.locator('[data-field-error]')).toHaveCount(3);
  await expect(notifications(page).getByRole('listitem')).toBeVisible();
  await axe(page, 'guestbook errors and toast', found);

  // The crisis card in the companion.
  await page.goto('/companion');
  await settle(page);
  await page
    .getByRole('textbox', { name: 'Your message' })
    .fill('I have been saving my pills and tonight is the night');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: CRISIS_TITLE })).toBeVisible({ timeout: 15_000 });
  await settle(page);
  await axe(page, 'crisis card', found);

  // /install with the browser's install prompt (played here, as pwa.spec.ts does), then accepted.
  await page.goto('/install');
  await settle(page);
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: INSTALL_MSG.installButton }).click();
  await expect(page.getByRole('heading', { name: INSTALL_MSG.installed })).toBeVisible();
  await axe(page, '/install once installed', found);

  // Settings → Account: the email note, the password card and the signed-in devices.
  await page.goto('/settings?tab=account');
  await settle(page);
  await expect(page.getByText(ACCOUNT_SECURITY_MSG.sessions.thisDevice)).toBeVisible();
  await axe(page, 'settings account security', found);
  await context.close();

  // Signed out: "Forgot password?" and the reset form of a link that can be used.
  const out = await open(browser, true);
  await out.page.goto('/auth');
  await out.page.getByRole('button', { name: ACCOUNT_SECURITY_MSG.forgot.link }).click();
  await expect(out.page.getByRole('form', { name: ACCOUNT_SECURITY_MSG.forgot.title })).toBeVisible();
  await axe(out.page, '/auth forgot password', found);
  await out.page.route('**/api/auth/reset-password/check', (route) => route.fulfill({ json: { ok: true } }));
  await out.page.goto(`/reset-password?token=${'C'.repeat(24)}`);
  await expect(out.page.getByRole('form', { name: ACCOUNT_SECURITY_MSG.reset.pageTitle })).toBeVisible();
  await axe(out.page, '/reset-password form', found);
  await out.context.close();
  expect(found, report(found)).toEqual([]);
});

test('states: what a paid admin sees, a dialog with every field wrong, a delivered letter', async ({ browser }) => {
  const found: Found[] = [];
  const { context, page } = await open(browser);
  // Shown as a paid admin's session; the server still refuses every write (resources.spec.ts).
  await page.route('**/api/session', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    const now = new Date();
    body.entitlements = computeEntitlements(
      { subscriptionType: 'monthly', isActive: true, trialExpiresAt: null, createdAt: now },
      true,
      now,
    );
    await route.fulfill({ response: res, json: body });
  });
  for (const url of ['/dashboard', '/legacy-letters', '/resources']) {
    await page.goto(url);
    await settle(page);
    await axe(page, `paid admin ${url}`, found);
  }
  await page.getByRole('button', { name: 'Add resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add resource' });
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog.locator('[data-field-error]')).toHaveCount(4);
  await expect(notifications(page).getByRole('listitem')).toBeVisible();
  await axe(page, 'paid admin resource dialog with errors', found);
  await page.keyboard.press('Escape');

  await page.goto('/legacy-letters');
  await settle(page);
  await page.getByRole('button', { name: LETTER_MSG.newLetter }).first().click();
  await expect(page.getByRole('form', { name: LETTER_MSG.formTitle })).toBeVisible();
  await axe(page, 'paid admin letter form', found);

  // A delivered letter, as the recipient reads it.
  const delivered: DeliveredLetterResponse = {
    letter: {
      recipientName: 'Sam',
      authorName: user.displayName,
      letterContent: 'Dear Sam,\n\nRemember the lighthouse.',
      memorialTitle: 'Margaret Ellis',
      deliveredAt: new Date().toISOString(),
    },
  };
  await page.route('**/api/delivered-letters/*', (route) => route.fulfill({ json: delivered }));
  await page.goto(`/letter/${'B'.repeat(43)}`);
  await settle(page);
  await expect(page.getByTestId('letter-text')).toBeVisible();
  await axe(page, 'delivered letter', found);
  await context.close();

  expect(found, report(found)).toEqual([]);
});
