/**
 * Journey: /partners and /support, and both in /admin (spec section 2; decision 037), on a private
 * server with a monthly member (priority support) and an admin (own-server.ts).
 *
 * A visitor reads /partners (axe clean), downloads the Brochure (a real PDF, saved through the
 * browser), is told what the form needs, applies, and follows Contact Us to /support. The member
 * finds their name and address filled in and the priority note, and sends a message. The admin
 * sees both in /admin, the message marked priority, and changes the application's status; the
 * admin was emailed about each. Lean: one server, one test.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '../../src/shared/messages';
import { CRISIS_TITLE } from '../../src/shared/safety';
import { PARTNERS_MSG, SUPPORT_MSG } from '../../src/shared/messages.partners';
import { axeViolations } from './axe';
import { expect, newUser, notifications, test } from './fixtures';
import { signedInOn, startServerWithPlans, type OwnServer } from './own-server';

test.describe.configure({ timeout: 180_000 });

const member = newUser({ displayName: 'Rose Member' });
const admin = newUser();
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerWithPlans([
    { user: member, plan: 'monthly' },
    { user: admin, plan: 'free', admin: true },
  ]);
});
test.afterAll(async () => {
  await server?.close();
});

async function outboxSubjects(dir: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.map(async (f) => /^Subject: (.*)$/m.exec(await readFile(path.join(dir, f), 'utf8'))?.[1] ?? ''),
  );
}

test('partners and support: a download, an application, a message, and both in /admin', async ({ browser }) => {
  // A visitor on /partners.
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  const page = await context.newPage();
  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 1, name: PARTNERS_MSG.title })).toBeVisible();
  for (const kind of PARTNERS_MSG.kinds) await expect(page.getByRole('heading', { name: kind.title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: PARTNERS_MSG.download('Brochure') }).click();
  await expect(notifications(page).getByText(PARTNERS_MSG.downloadStarted)).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('forget-me-not-brochure.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2_000);
  expect(bytes.length).toBeLessThan(2_000_000);
  await expect(notifications(page).getByText(PARTNERS_MSG.downloaded('Brochure'))).toBeVisible();

  // The form says what it needs, then takes an application and clears itself.
  const form = page.getByRole('form', { name: PARTNERS_MSG.applyTitle });
  await form.getByRole('button', { name: PARTNERS_MSG.form.submit }).click();
  await expect(notifications(page).getByText(MSG.validation.title)).toBeVisible();
  await form.getByLabel(PARTNERS_MSG.form.name).fill('Ruth Ames');
  await form.getByLabel(PARTNERS_MSG.form.organization).fill('Quiet Harbour Counselling');
  await form.getByLabel(PARTNERS_MSG.form.email).fill('not-an-email');
  await form.getByLabel(PARTNERS_MSG.form.partnerType).selectOption('counsellor');
  await form.getByRole('button', { name: PARTNERS_MSG.form.submit }).click();
  await expect(form.getByText(PARTNERS_MSG.form.emailInvalid)).toBeVisible();
  await form.getByLabel(PARTNERS_MSG.form.email).fill('ruth@quiet-harbour.example');
  await form.getByLabel(PARTNERS_MSG.form.message).fill('We see many families after a sudden loss.');
  await form.getByRole('button', { name: PARTNERS_MSG.form.submit }).click();
  await expect(notifications(page).getByText(PARTNERS_MSG.submitted)).toBeVisible();
  await expect(form.getByLabel(PARTNERS_MSG.form.organization)).toHaveValue('');
  await expect(form.getByLabel(PARTNERS_MSG.form.partnerType)).toHaveValue('');

  await page.getByRole('link', { name: PARTNERS_MSG.contactUs }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByText(SUPPORT_MSG.hours)).toBeVisible();
  await expect(page.getByText(SUPPORT_MSG.contactPerson('the support team'))).toBeVisible();
  await context.close();

  // The member: filled in, told of priority, and a message sent.
  const m = await signedInOn(server, browser, member);
  await m.page.goto('/support');
  const message = m.page.getByRole('form', { name: SUPPORT_MSG.formTitle });
  await expect(message.getByLabel(SUPPORT_MSG.form.email)).toHaveValue(member.email);
  await expect(message.getByLabel(SUPPORT_MSG.form.name)).toHaveValue('Rose Member');
  await expect(m.page.getByText(SUPPORT_MSG.priorityNote)).toBeVisible();
  expect(await axeViolations(m.page)).toEqual([]);
  await message.getByLabel(SUPPORT_MSG.form.subject).fill('The song will not play');
  await message.getByLabel(SUPPORT_MSG.form.message).fill('The song on my mother’s page stays silent.');
  await message.getByRole('button', { name: SUPPORT_MSG.form.submit }).click();
  await expect(m.page.getByRole('status').getByText(SUPPORT_MSG.sent)).toBeVisible();
  // A message that sounds like a crisis is answered at once with help lines, not only "within a day".
  await m.page.getByRole('button', { name: SUPPORT_MSG.sendAnother }).click();
  await message.getByLabel(SUPPORT_MSG.form.subject).fill('Cancel my plan');
  await message
    .getByLabel(SUPPORT_MSG.form.message)
    .fill('I can’t do this any more. I have the pills here and I am going to take them all tonight.');
  await message.getByRole('button', { name: SUPPORT_MSG.form.submit }).click();
  await expect(m.page.getByText(SUPPORT_MSG.crisisAfterSend)).toBeVisible();
  await expect(m.page.getByRole('region', { name: CRISIS_TITLE })).toBeVisible();
  expect(await axeViolations(m.page)).toEqual([]);
  await m.context.close();

  // The admin: both listed, the message marked priority; a status changed and kept.
  const a = await signedInOn(server, browser, admin);
  await a.page.goto('/admin');
  const application = a.page.getByTestId('partner-application').filter({ hasText: 'Quiet Harbour Counselling' });
  await expect(application).toBeVisible();
  const request = a.page.getByTestId('support-request').filter({ hasText: 'The song will not play' });
  await expect(request.getByText(SUPPORT_MSG.admin.priority)).toBeVisible();
  await application.getByLabel(PARTNERS_MSG.admin.statusLabel('Quiet Harbour Counselling')).selectOption('contacted');
  await expect(notifications(a.page).getByText(PARTNERS_MSG.admin.updated)).toBeVisible();
  await a.page.reload();
  await expect(
    a.page
      .getByTestId('partner-application')
      .filter({ hasText: 'Quiet Harbour Counselling' })
      .getByLabel(PARTNERS_MSG.admin.statusLabel('Quiet Harbour Counselling')),
  ).toHaveValue('contacted');
  await a.context.close();

  await expect
    .poll(() => outboxSubjects(server.outboxDir))
    .toEqual(
      expect.arrayContaining([
        PARTNERS_MSG.mail.adminSubject,
        SUPPORT_MSG.mail.adminSubject(true),
        SUPPORT_MSG.mail.copySubject('The song will not play'),
      ]),
    );
});
