/**
 * Journey: anniversary reminders (decision 011) on the memorial page (the owner's "Anniversary
 * reminders" card: the choices per date, the .ics download, the account switch), the one-click
 * /unsubscribe page, and the account's default privacy for new memorials (spec section 3
 * user_preferences.default_memorial_privacy) on /create-memorial.
 *
 * A valid unsubscribe token is signed by the server and cannot be made in the browser: the API
 * tests (src/server/features/reminders) cover turning reminders off and on with one; here the page
 * is checked with links that are not valid. Every test signs up its own user.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { REMINDER_CHOICE_LABELS, REMINDER_MSG, UNSUBSCRIBE_MSG } from '../../src/shared/schemas/reminders';
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';

function toast(page: Page, text: string) {
  return notifications(page).getByRole('listitem').filter({ hasText: text }).first();
}

function remindersCard(page: Page) {
  return page.getByRole('region', { name: REMINDER_MSG.title });
}

async function createMemorial(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const res = await request.post('/api/memorials', { data: { isPublic: true, ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).memorial.id as string;
}

test('the owner chooses reminders per date, keeps them after a reload, and downloads the dates as .ics', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page.request, newUser());
  const id = await createMemorial(page.request, {
    title: 'Margaret Ellis',
    birthDate: '1941-04-12',
    passingDate: '2024-09-30',
  });
  await page.goto(`/memorial/${id}`);
  const card = remindersCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByText(REMINDER_MSG.intro)).toBeVisible();

  // Both dates, each with the three choices; remind is the default.
  const birthday = card.getByRole('combobox', { name: REMINDER_MSG.birthLabel });
  const passing = card.getByRole('combobox', { name: REMINDER_MSG.passingLabel });
  await expect(birthday).toHaveText(REMINDER_CHOICE_LABELS.remind);
  await expect(passing).toHaveText(REMINDER_CHOICE_LABELS.remind);
  await expect(birthday).toHaveAccessibleDescription('on 12 April 1941');
  await birthday.click();
  await expect(page.getByRole('option')).toHaveText(Object.values(REMINDER_CHOICE_LABELS));
  await page.getByRole('option', { name: REMINDER_CHOICE_LABELS.skip, exact: true }).click();
  await expect(toast(page, REMINDER_MSG.saved)).toBeVisible();
  await expect(birthday).toHaveText(REMINDER_CHOICE_LABELS.skip);

  await passing.click();
  await page.getByRole('option', { name: REMINDER_CHOICE_LABELS.from_second_year, exact: true }).click();
  await expect(passing).toHaveText(REMINDER_CHOICE_LABELS.from_second_year);

  await page.reload();
  await expect(remindersCard(page).getByRole('combobox', { name: REMINDER_MSG.birthLabel })).toHaveText(
    REMINDER_CHOICE_LABELS.skip,
  );
  await expect(remindersCard(page).getByRole('combobox', { name: REMINDER_MSG.passingLabel })).toHaveText(
    REMINDER_CHOICE_LABELS.from_second_year,
  );
  const stored = await (await page.request.get(`/api/reminders/${id}`)).json();
  expect(stored).toMatchObject({ birthReminder: 'skip', passingReminder: 'from_second_year' });

  // The calendar file.
  const link = remindersCard(page).getByRole('link', { name: REMINDER_MSG.download });
  await expect(link).toHaveAttribute('href', `/api/reminders/${id}/calendar.ics`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const stream = await download.createReadStream();
  let body = '';
  for await (const chunk of stream) body += chunk.toString();
  expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(body).toContain('END:VCALENDAR');

  // Visitors never see the card.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/memorial/${id}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Margaret Ellis' })).toBeVisible();
  await expect(remindersCard(visitorPage)).toHaveCount(0);
  await visitor.close();
});

test('with anniversary emails turned off the card says so and can turn them on; without dates it says what to add', async ({
  page,
}) => {
  await signUpViaApi(page.request, newUser());
  const id = await createMemorial(page.request, { title: 'Arthur Ellis' });
  const off = await page.request.patch('/api/preferences', { data: { emailAnniversaryReminders: false } });
  expect(off.status()).toBe(200);

  await page.goto(`/memorial/${id}`);
  const card = remindersCard(page);
  await expect(card.getByText(REMINDER_MSG.noDates)).toBeVisible();
  await expect(card.getByRole('link', { name: REMINDER_MSG.editMemorial })).toHaveAttribute(
    'href',
    `/memorial/${id}/edit`,
  );
  await expect(card.getByRole('combobox')).toHaveCount(0);
  await expect(card.getByRole('link', { name: REMINDER_MSG.download })).toHaveCount(0);

  await expect(card.getByText(REMINDER_MSG.prefOff)).toBeVisible();
  await card.getByRole('button', { name: REMINDER_MSG.turnOn }).click();
  await expect(toast(page, REMINDER_MSG.turnedOn)).toBeVisible();
  await expect(card.getByText(REMINDER_MSG.prefOff)).toHaveCount(0);
  const prefs = await (await page.request.get('/api/preferences')).json();
  expect(prefs.preferences.emailAnniversaryReminders).toBe(true);
  await page.reload();
  await expect(remindersCard(page).getByText(REMINDER_MSG.noDates)).toBeVisible();
  await expect(remindersCard(page).getByText(REMINDER_MSG.prefOff)).toHaveCount(0);
});

test.describe('the unsubscribe page', () => {
  // Someone arriving from an email gets no welcome tour.
  test.use({ skipOnboarding: false });

  test('a link that is not valid says so, and so does one without a token', async ({ page }) => {
    await page.goto('/unsubscribe?token=not-a-valid-token-at-all');
    await expect(page.getByRole('heading', { level: 1, name: REMINDER_MSG.unsubscribeTitle })).toBeVisible();
    await expect(page.getByTestId('unsubscribe-message')).toHaveText(REMINDER_MSG.invalidLink);
    await expect(page.getByRole('button', { name: REMINDER_MSG.unsubscribeUndo })).toHaveCount(0);
    await expect(page.getByRole('link', { name: REMINDER_MSG.goToSettings })).toHaveAttribute('href', '/settings');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/unsubscribe');
    await expect(page.getByTestId('unsubscribe-message')).toHaveText(REMINDER_MSG.invalidLink);
  });

  test('a guestbook link names guestbook emails, also when it is not valid', async ({ page }) => {
    await page.goto('/unsubscribe?token=00000000-0000-4000-8000-000000000000.guestbook.not-the-right-signature-at-all');
    await expect(page.getByRole('heading', { level: 1, name: UNSUBSCRIBE_MSG.guestbook.title })).toBeVisible();
    await expect(page.getByTestId('unsubscribe-message')).toHaveText(REMINDER_MSG.invalidLink);
    await expect(page).toHaveTitle(new RegExp(`^${UNSUBSCRIBE_MSG.guestbook.title}`));
  });

  test('the token is sent once, as the page opens', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/api/email/')) posts.push(req.postData() ?? '');
    });
    await page.goto('/unsubscribe?token=abcdefghijklmnop.qrstuvwxyz');
    await expect(page.getByTestId('unsubscribe-message')).toHaveText(REMINDER_MSG.invalidLink);
    expect(posts).toEqual([JSON.stringify({ token: 'abcdefghijklmnop.qrstuvwxyz' })]);
  });
});

test('a new memorial starts with the account’s default privacy, unless the toggle was touched', async ({ page }) => {
  await signUpViaApi(page.request, newUser());
  // The spec's default: private.
  await page.goto('/create-memorial');
  const toggle = page.getByRole('switch', { name: 'Make this memorial public' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  const res = await page.request.patch('/api/preferences', { data: { defaultMemorialPrivacy: true } });
  expect(res.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Make this memorial public' })).toHaveAttribute('aria-checked', 'true');

  // Touched before the preferences arrive: the choice stands.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/preferences', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const again = page.getByRole('switch', { name: 'Make this memorial public' });
  await expect(again).toHaveAttribute('aria-checked', 'false'); // private while loading
  await again.click();
  await again.click();
  await expect(again).toHaveAttribute('aria-checked', 'false');
  const loaded = page.waitForResponse('**/api/preferences');
  release();
  await loaded;
  // Give React a couple of frames to apply what arrived, then the choice must still stand.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(again).toHaveAttribute('aria-checked', 'false');
});
