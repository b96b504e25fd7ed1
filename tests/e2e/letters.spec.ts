/**
 * Journey: Legacy Letters on /legacy-letters (spec sections 2 "Legacy letters", 4 "Journal and
 * legacy letter forms" and "Legacy letter AI generation", 5 "Legacy letter save", 6, 8, 9) and
 * their delivery by email with the recipient's reading page /letter/:token (decision 011).
 *
 * Letters need a paid plan, which only the admin CLI can give, and the CLI needs the embedded
 * database to itself: the paid journeys run against a private server (own-server.ts) where the
 * accounts were put on the monthly plan with the real CLI, and the free-plan account's sign-up
 * trial was ended the same way. The signed-out journeys use the shared e2e server. The AI draft
 * comes from the offline builtin model.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { MSG } from '../../src/shared/messages';
import { LIMIT_MSG } from '../../src/shared/messages.plans';
import { LETTER_MSG } from '../../src/shared/schemas/letters';
import { expect, newUser, notifications, test, type TestUser } from './fixtures';
import { signedInOn, startServerWithPlans, type OwnServer } from './own-server';

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));

/** YYYY-MM-DD in a time zone, `days` from now. */
function dayIn(timeZone: string, days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const hourIn = (timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));

/**
 * A zone where it is now between 10:00 and 21:59: a letter dated today there is past its 09:00
 * delivery time, and the day does not change during the test.
 */
function zoneAfterNine(): string {
  const zones = [
    'UTC',
    'Europe/Berlin',
    'Asia/Kolkata',
    'Asia/Tokyo',
    'Pacific/Auckland',
    'Pacific/Kiritimati',
    'America/Sao_Paulo',
    'America/New_York',
    'America/Los_Angeles',
    'Pacific/Honolulu',
    'Pacific/Pago_Pago',
  ];
  const zone = zones.find((z) => hourIn(z) >= 10 && hourIn(z) <= 21);
  if (!zone) throw new Error('no zone between 10:00 and 22:00 right now');
  return zone;
}

/** The newest toast with this text (an earlier one may still be showing). */
function toast(page: Page, text: string) {
  return notifications(page).getByRole('listitem').filter({ hasText: text }).first();
}

function letterCard(page: Page, recipient: string) {
  return page.getByRole('article', { name: `To: ${recipient}`, exact: true });
}

function newLetterForm(page: Page) {
  return page.getByRole('form', { name: LETTER_MSG.formTitle });
}

/** A promise the test opens when it has seen what it wanted while a request was held. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function openLetters(page: Page) {
  await page.goto('/legacy-letters');
  await expect(page.getByRole('heading', { level: 1, name: LETTER_MSG.pageTitle })).toBeVisible();
}

async function chooseMemorial(page: Page, scope: ReturnType<typeof newLetterForm>, title: string) {
  await scope.getByRole('combobox', { name: 'Memorial (optional)' }).click();
  await page.getByRole('option', { name: title, exact: true }).click();
}

test('signed out, /legacy-letters redirects to /auth', async ({ page }) => {
  await page.goto('/legacy-letters');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

// Every new account starts with the 3-day trial (decision 033): the free plan itself is an
// account whose trial was ended, set with the real CLI on the private server.
test.describe('on a paid plan, and on the free plan', () => {
  // One private server for these journeys, started once: they run one after another.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const writer: TestUser = newUser({ displayName: 'Rose Ellis' });
  const sender: TestUser = newUser({ displayName: 'Arthur Ellis' });
  const freeWriter: TestUser = newUser({ displayName: 'Iris Free' });
  let server: OwnServer;
  const zone = zoneAfterNine();

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startServerWithPlans(
      [
        { user: writer, plan: 'monthly' },
        { user: sender, plan: 'monthly' },
        { user: freeWriter, plan: 'free' },
      ],
      { SCHEDULER_INTERVAL_SECONDS: '1' },
    );
  });

  test.afterAll(async () => {
    await server?.close();
  });

  const signedIn = (browser: Browser, user: TestUser) => signedInOn(server, browser, user, { timezoneId: zone });

  async function createMemorial(context: BrowserContext, title: string): Promise<string> {
    const res = await context.request.post('/api/memorials', {
      data: {
        title,
        description: 'She grew roses by the sea.',
        isPublic: false,
        birthDate: '1941-04-12',
        passingDate: '2024-09-30',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).memorial.id as string;
  }

  test('on the free plan the page says Premium Feature instead of offering the form, and the server refuses too', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, freeWriter);
    await openLetters(page);
    const notice = page.getByTestId('letters-premium');
    await expect(notice.getByText(MSG.plan.premiumTitle, { exact: true })).toBeVisible();
    await expect(notice.getByText(MSG.plan.premium('Legacy Letters'))).toBeVisible();
    await expect(notice.getByRole('link', { name: LIMIT_MSG.seePlans })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: LETTER_MSG.newLetter })).toHaveCount(0);
    await expect(newLetterForm(page)).toHaveCount(0);
    await expect(page.getByText(LETTER_MSG.empty)).toBeVisible();

    const res = await context.request.post('/api/letters', {
      data: { recipientName: 'Lily', letterContent: 'Dear Lily' },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).error).toMatchObject({
      code: 'PREMIUM_FEATURE',
      message: MSG.plan.premium('Legacy Letters'),
    });
    await context.close();
  });

  test('write a letter with AI Generate, schedule it, edit it, cancel its delivery and delete it', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, writer);
    await createMemorial(context, 'Margaret Ellis');
    await openLetters(page);
    await expect(page).toHaveTitle('Legacy Letters · Forget-me-not');
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

    // The empty state; the form is collapsed.
    await expect(page.getByText(LETTER_MSG.empty)).toBeVisible();
    await expect(newLetterForm(page)).toHaveCount(0);
    await page.getByRole('button', { name: LETTER_MSG.newLetter }).first().click();
    const form = newLetterForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByLabel(LETTER_MSG.recipientLabel)).toBeFocused();
    await expect(form.getByLabel(LETTER_MSG.contentLabel)).toHaveAttribute('rows', '12');
    await expect(form.getByLabel('Recipient email (optional)')).toHaveAccessibleDescription(LETTER_MSG.emailHint);

    // Saving without a recipient: the spec's message, and the field gets the focus.
    await form.getByRole('button', { name: LETTER_MSG.save }).click();
    await expect(toast(page, LETTER_MSG.validationTitle)).toContainText(LETTER_MSG.recipientRequired);
    await expect(form.getByLabel(LETTER_MSG.recipientLabel)).toBeFocused();

    // AI Generate needs a memorial and a recipient.
    await form.getByLabel(LETTER_MSG.recipientLabel).fill('Lily');
    await form.getByRole('button', { name: LETTER_MSG.aiGenerate }).click();
    await expect(toast(page, LETTER_MSG.needMemorialAndRecipient)).toBeVisible();
    await chooseMemorial(page, form, 'Margaret Ellis');

    // With text already written, it asks before replacing it.
    const content = form.getByLabel(LETTER_MSG.contentLabel);
    await content.fill('A first line I may keep.');
    await form.getByRole('button', { name: LETTER_MSG.aiGenerate }).click();
    const replace = page.getByRole('dialog', { name: LETTER_MSG.replaceTitle });
    await replace.getByRole('button', { name: 'Keep it' }).click();
    await expect(replace).toHaveCount(0);
    await expect(content).toHaveValue('A first line I may keep.');

    // Generating: the request is held so the in-between state can be seen.
    const held = gate();
    await page.route('**/api/functions/generate-legacy-letter', async (route) => {
      await held.opened;
      await route.continue();
    });
    await form.getByRole('button', { name: LETTER_MSG.aiGenerate }).click();
    await page
      .getByRole('dialog', { name: LETTER_MSG.replaceTitle })
      .getByRole('button', { name: LETTER_MSG.replaceConfirm })
      .click();
    const generating = form.getByRole('button', { name: LETTER_MSG.generating });
    await expect(generating).toBeVisible();
    await expect(generating).toBeDisabled();
    await expect(form.getByRole('status').filter({ hasText: LETTER_MSG.generatingLive })).toHaveCount(1);
    held.open();
    await expect(toast(page, LETTER_MSG.generated)).toBeVisible();
    await expect(form.getByRole('button', { name: LETTER_MSG.aiGenerate })).toBeEnabled();
    await expect(content).not.toHaveValue('A first line I may keep.');
    await expect(content).toHaveValue(/Lily/);
    await page.unroute('**/api/functions/generate-legacy-letter');

    // A date and an email: it will be sent.
    const date = dayIn(zone, 30);
    await form.getByLabel('Delivery date (optional)').fill(date);
    await form.getByLabel('Recipient email (optional)').fill('lily@example.com');
    await form.getByRole('button', { name: LETTER_MSG.save }).click();
    await expect(toast(page, LETTER_MSG.saved)).toBeVisible();
    await expect(newLetterForm(page)).toHaveCount(0); // reset and collapsed
    await expect(page.getByRole('button', { name: LETTER_MSG.newLetter })).toBeFocused();

    const card = letterCard(page, 'Lily');
    await expect(card.getByTestId('letter-status')).toHaveText(LETTER_MSG.statusScheduled(formatDay(date)));
    await expect(card.getByText('to lily@example.com')).toBeVisible();
    await expect(card.getByText('Memorial: Margaret Ellis')).toBeVisible();
    await expect(card.getByText(LETTER_MSG.deliveryDate(formatDay(date)))).toBeVisible();
    await expect(card.getByText(/^Written \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText(LETTER_MSG.empty)).toHaveCount(0);

    // It was saved, not only shown; and the new-letter draft is gone.
    await page.reload();
    await expect(letterCard(page, 'Lily').getByTestId('letter-status')).toHaveText(
      LETTER_MSG.statusScheduled(formatDay(date)),
    );
    await expect(newLetterForm(page)).toHaveCount(0);

    // Edit: the same form in place, prefilled.
    await letterCard(page, 'Lily').getByRole('button', { name: 'Edit the letter to Lily' }).click();
    const edit = page.getByRole('form', { name: LETTER_MSG.editTitle('Lily') });
    await expect(edit.getByLabel(LETTER_MSG.recipientLabel)).toHaveValue('Lily');
    await expect(edit.getByLabel('Recipient email (optional)')).toHaveValue('lily@example.com');
    await expect(edit.getByLabel('Delivery date (optional)')).toHaveValue(date);
    await expect(edit.getByRole('combobox', { name: 'Memorial (optional)' })).toHaveText('Margaret Ellis');
    await edit.getByLabel(LETTER_MSG.recipientLabel).fill('Lily Rose');
    await edit.getByRole('button', { name: LETTER_MSG.saveChanges }).click();
    await expect(toast(page, LETTER_MSG.updated)).toBeVisible();
    await expect(edit).toHaveCount(0);
    const renamed = letterCard(page, 'Lily Rose');
    await expect(renamed.getByRole('button', { name: 'Edit the letter to Lily Rose' })).toBeFocused();
    await expect(renamed.getByTestId('letter-status')).toHaveText(LETTER_MSG.statusScheduled(formatDay(date)));

    // Cancel the delivery: asked first; keeping it changes nothing.
    await renamed.getByRole('button', { name: 'Cancel delivery of the letter to Lily Rose' }).click();
    let dialog = page.getByRole('dialog', { name: LETTER_MSG.cancelTitle('Lily Rose') });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(renamed.getByTestId('letter-status')).toHaveText(LETTER_MSG.statusScheduled(formatDay(date)));
    await renamed.getByRole('button', { name: 'Cancel delivery of the letter to Lily Rose' }).click();
    dialog = page.getByRole('dialog', { name: LETTER_MSG.cancelTitle('Lily Rose') });
    await dialog.getByRole('button', { name: LETTER_MSG.cancelDelivery }).click();
    await expect(toast(page, LETTER_MSG.cancelled)).toBeVisible();
    await expect(renamed.getByTestId('letter-status')).toHaveText(LETTER_MSG.statusCancelled);
    await expect(renamed.getByRole('button', { name: /Cancel delivery/ })).toHaveCount(0);
    await expect(renamed.getByRole('heading', { name: 'To: Lily Rose' })).toBeFocused();
    await page.reload();
    await expect(letterCard(page, 'Lily Rose').getByTestId('letter-status')).toHaveText(LETTER_MSG.statusCancelled);
    // Editing a cancelled letter says that saving it with the email and date schedules it again.
    await letterCard(page, 'Lily Rose').getByRole('button', { name: 'Edit the letter to Lily Rose' }).click();
    const reopen = page.getByRole('form', { name: LETTER_MSG.editTitle('Lily Rose') });
    await expect(reopen.getByText(LETTER_MSG.rescheduleNote)).toBeVisible();
    await reopen.getByRole('button', { name: LETTER_MSG.cancel, exact: true }).click();
    await expect(reopen).toHaveCount(0);
    await expect(
      letterCard(page, 'Lily Rose').getByRole('button', { name: 'Edit the letter to Lily Rose' }),
    ).toBeFocused();

    // Delete, after a confirmation naming the recipient: the empty state returns.
    await letterCard(page, 'Lily Rose').getByRole('button', { name: 'Delete the letter to Lily Rose' }).click();
    dialog = page.getByRole('dialog', { name: LETTER_MSG.deleteTitle('Lily Rose') });
    await expect(dialog).toContainText(LETTER_MSG.deleteDescription);
    await dialog.getByRole('button', { name: LETTER_MSG.deleteConfirm }).click();
    await expect(toast(page, LETTER_MSG.deleted)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText(LETTER_MSG.empty)).toBeVisible();
    await page.reload();
    await expect(page.getByText(LETTER_MSG.empty)).toBeVisible();
    await context.close();
  });

  test('an unsaved letter survives a reload; the client checks the delivery rules', async ({ browser }) => {
    const { context, page } = await signedIn(browser, writer);
    await openLetters(page);
    await page.getByRole('button', { name: LETTER_MSG.newLetter }).first().click();
    let form = newLetterForm(page);
    await form.getByLabel(LETTER_MSG.recipientLabel).fill('Tom');
    await form.getByLabel(LETTER_MSG.contentLabel).fill('Dear Tom,\nThe boat is yours now.');
    await form.getByLabel('Recipient email (optional)').fill('tom@example.com');

    await page.reload();
    form = newLetterForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByLabel(LETTER_MSG.recipientLabel)).toHaveValue('Tom');
    await expect(form.getByLabel(LETTER_MSG.contentLabel)).toHaveValue('Dear Tom,\nThe boat is yours now.');
    await expect(page.getByText(LETTER_MSG.draftRestored)).toBeVisible();

    // An email needs a date; a date with an email cannot be in the past.
    await form.getByRole('button', { name: LETTER_MSG.save }).click();
    await expect(toast(page, LETTER_MSG.emailNeedsDate)).toBeVisible();
    await expect(form.getByLabel('Delivery date (optional)')).toBeFocused();
    await form.getByLabel('Delivery date (optional)').fill(dayIn(zone, -2));
    await form.getByRole('button', { name: LETTER_MSG.save }).click();
    await expect(toast(page, LETTER_MSG.dateInPast)).toBeVisible();

    // Without the email it is a private letter.
    await form.getByLabel('Recipient email (optional)').fill('');
    await form.getByRole('button', { name: LETTER_MSG.save }).click();
    await expect(toast(page, LETTER_MSG.saved)).toBeVisible();
    await expect(letterCard(page, 'Tom').getByTestId('letter-status')).toHaveText(LETTER_MSG.statusPrivate);
    await expect(letterCard(page, 'Tom').getByRole('button', { name: /Cancel delivery/ })).toHaveCount(0);

    await page.reload();
    await expect(newLetterForm(page)).toHaveCount(0); // the draft went with the save
    await context.close();
  });

  test('a letter dated today is emailed, shows as delivered, and the recipient reads it on /letter/:token', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, sender);
    await createMemorial(context, 'June Ellis');
    await openLetters(page);
    await page.getByRole('button', { name: LETTER_MSG.newLetter }).first().click();
    const form = newLetterForm(page);
    const text = 'Dear Sam,\n\nI am so proud of you.\n<b>Always</b> remember the lighthouse.';
    await form.getByLabel(LETTER_MSG.recipientLabel).fill('Sam');
    await chooseMemorial(page, form, 'June Ellis');
    await form.getByLabel(LETTER_MSG.contentLabel).fill(text);
    await form.getByLabel('Delivery date (optional)').fill(dayIn(zone));
    await form.getByLabel('Recipient email (optional)').fill('sam@example.com');
    await form.getByRole('button', { name: LETTER_MSG.save }).click();
    await expect(toast(page, LETTER_MSG.saved)).toBeVisible();

    // 09:00 has passed where the writer is: the scheduler (every second here) sends it now.
    const card = letterCard(page, 'Sam');
    await expect(async () => {
      await page.reload();
      await expect(card.getByTestId('letter-status')).toHaveText(/^Delivered \d{1,2} \w+ \d{4}$/, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    // Delivered: no more editing or cancelling, deleting still possible.
    await expect(card.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /Cancel delivery/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Delete the letter to Sam' })).toBeVisible();

    // The email holds the private reading link, not the letter.
    const files = (await readdir(server.outboxDir)).filter((f) => f.endsWith('.eml'));
    const mails = await Promise.all(
      files.map(async (f) => PostalMime.parse(await readFile(path.join(server.outboxDir, f)))),
    );
    const mail = mails.find((m) => m.to?.some((a) => a.address === 'sam@example.com'));
    expect(mail, 'the letter email').toBeDefined();
    expect(mail!.text).not.toContain('lighthouse');
    const link = /https?:\/\/\S+\/letter\/[A-Za-z0-9_-]+/.exec(mail!.text ?? '')?.[0];
    expect(link, 'the reading link').toBeDefined();

    // The recipient has no account: a fresh browser, no session, no welcome tour.
    const reader = await browser.newContext({ baseURL: server.baseURL });
    const readerPage = await reader.newPage();
    await readerPage.goto(new URL(link!).pathname);
    await expect(readerPage.getByRole('heading', { level: 1, name: LETTER_MSG.readTitle })).toBeVisible();
    await expect(readerPage).toHaveTitle(`${LETTER_MSG.readTitle} · Forget-me-not`);
    await expect(readerPage.getByText(LETTER_MSG.readFrom('Arthur Ellis'), { exact: true })).toBeVisible();
    await expect(readerPage.getByText(LETTER_MSG.readTo('Sam'), { exact: true })).toBeVisible();
    await expect(readerPage.getByText(LETTER_MSG.readMemorial('June Ellis'), { exact: true })).toBeVisible();
    await expect(readerPage.getByText(/^Delivered \d{1,2} \w+ \d{4}$/)).toBeVisible();
    // Plain text with its line breaks: the markup is shown as written, never run.
    await expect(readerPage.getByTestId('letter-text')).toHaveText(text);
    await expect(readerPage.getByTestId('letter-text').locator('b')).toHaveCount(0);
    await expect(readerPage.getByRole('button', { name: LETTER_MSG.print })).toBeVisible();
    await expect(readerPage.getByRole('link', { name: LETTER_MSG.readResources })).toHaveAttribute(
      'href',
      '/resources',
    );
    await expect(readerPage.getByRole('link', { name: LETTER_MSG.readSafety })).toHaveAttribute('href', '/safety');
    await expect(readerPage.getByRole('dialog')).toHaveCount(0);
    await expect(readerPage.getByRole('link', { name: /sign up|get started|sign in/i })).toHaveCount(0);

    // Once the writer deletes it, the link no longer opens it.
    await card.getByRole('button', { name: 'Delete the letter to Sam' }).click();
    await page
      .getByRole('dialog', { name: LETTER_MSG.deleteTitle('Sam') })
      .getByRole('button', { name: LETTER_MSG.deleteConfirm })
      .click();
    await expect(toast(page, LETTER_MSG.deleted)).toBeVisible();
    await readerPage.reload();
    await expect(readerPage.getByText(LETTER_MSG.readUnavailable)).toBeVisible();
    await expect(readerPage.getByTestId('letter-text')).toHaveCount(0);
    await reader.close();
    await context.close();
  });
});

test('a reading link that is not (or no longer) valid says the letter is not available', async ({ page }) => {
  await page.goto('/letter/not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: LETTER_MSG.readTitle })).toBeVisible();
  await expect(page.getByText(LETTER_MSG.readUnavailable)).toBeVisible();
  await page.goto(`/letter/${'A'.repeat(43)}`);
  await expect(page.getByText(LETTER_MSG.readUnavailable)).toBeVisible();
});
