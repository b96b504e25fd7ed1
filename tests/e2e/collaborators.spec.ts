/**
 * Collaborators (decision 038), one journey on a private server whose outbox the test reads: the
 * owner invites by email from the memorial's collaborators page → the invitee, without an account,
 * opens the link from the email, signs up and comes back to it, and accepts → the memorial is on
 * their dashboard marked "Collaborator", they add a photo with the gallery's upload and a moment
 * to the timeline on the memorial's page → the owner sees the moment attributed to them on the
 * page and the photo on the collaborators page → the owner removes them (confirmed)
 * and their next request is refused. axe on the collaborators page and the invitation page.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import sharp from 'sharp';
import { COLLABORATOR_MSG as M } from '../../src/shared/messages.collaborators';
import { axeViolations } from './axe';
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';
import { startServerWithPlans, type OwnServer } from './own-server';

let server: OwnServer;
test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  // Starting a server of its own can take a while on a busy machine: not the default 30 s.
  test.setTimeout(120_000);
  server = await startServerWithPlans([]);
});
test.afterAll(async () => {
  await server?.close();
});

/** The invitation link from the first mail to `address` with this subject. */
async function invitationLink(address: string, subject: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const files = (await readdir(server.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    const mails = await Promise.all(
      files.map(async (f) => PostalMime.parse(await readFile(path.join(server.outboxDir, f)))),
    );
    const mail = mails.find((m) => m.subject === subject && m.to?.some((a) => a.address === address));
    link = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return new URL(link).pathname;
}

test('invite by email, accept with a new account, add a photo, be seen, be removed', async ({ browser }) => {
  const owner = newUser({ displayName: 'Rose' });
  const invitee = newUser({ displayName: 'Lily' });
  const ownerContext = await browser.newContext({ baseURL: server.baseURL });
  await ownerContext.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  const page = await ownerContext.newPage();
  await signUpViaApi(page.request, owner);
  const created = await page.request.post('/api/memorials', { data: { title: 'Grandpa Joe', isPublic: false } });
  expect(created.status()).toBe(201);
  const memorialId = ((await created.json()) as { memorial: { id: string } }).memorial.id;

  // The owner reaches the collaborators page from the edit page and invites.
  await page.goto(`/memorial/${memorialId}/edit`);
  await page.getByRole('link', { name: 'Collaborators' }).click();
  await expect(page).toHaveURL(new RegExp(`/memorial/${memorialId}/collaborators$`));
  await expect(page.getByText(M.ui.listEmpty)).toBeVisible();
  await expect(page.getByText(M.ui.pendingEmpty)).toBeVisible();
  await page.getByLabel(M.ui.emailLabel).fill(owner.email);
  await page.getByRole('button', { name: M.ui.inviteButton }).click();
  await expect(page.getByText(M.ownAddress)).toBeVisible();
  await page.getByLabel(M.ui.emailLabel).fill(invitee.email);
  await page.getByRole('button', { name: M.ui.inviteButton }).click();
  await expect(notifications(page).getByText(M.ui.invited(invitee.email))).toBeVisible();
  await expect(page.getByRole('list', { name: M.ui.pendingHeading }).getByText(invitee.email)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The invitee opens the link from the email, has no account yet, signs up, and comes back.
  const link = await invitationLink(invitee.email, M.mail.subject('Rose', 'Grandpa Joe'));
  const guestContext = await browser.newContext({ baseURL: server.baseURL });
  await guestContext.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(M.invitation.heading('Grandpa Joe'));
  await expect(guest.getByText(M.invitation.from('Rose'))).toBeVisible();
  expect(await axeViolations(guest)).toEqual([]);
  await guest.getByRole('link', { name: M.invitation.signUp }).click();
  const signUp = guest.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Display Name').fill(invitee.displayName);
  await signUp.getByLabel('Email').fill(invitee.email);
  await signUp.getByLabel('Password').fill(invitee.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(guest).toHaveURL(new RegExp(`${link}$`));
  await guest.getByRole('button', { name: M.invitation.accept }).click();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(M.invitation.accepted);

  // On their dashboard, marked "Collaborator"; they add a photo with the gallery's upload.
  await guest.goto('/dashboard');
  const card = guest.getByRole('region', { name: 'Memorials You Help Keep' }).getByRole('listitem');
  await expect(card.getByText('Grandpa Joe')).toBeVisible();
  await expect(card.getByText(M.ui.collaboratorBadge)).toBeVisible();
  await card.getByRole('link', { name: 'Add photos to the memorial for Grandpa Joe' }).click();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8899cc' } })
    .jpeg()
    .toBuffer();
  await guest
    .getByLabel('Photos', { exact: true })
    .setInputFiles([{ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await guest.getByRole('button', { name: 'Add 1 file to the memorial' }).click();
  await expect(notifications(guest).getByText('1 file added')).toBeVisible();
  expect(await axeViolations(guest)).toEqual([]);

  // On the memorial's page she adds a moment to its timeline.
  await guest.goto(`/memorial/${memorialId}`);
  const timeline = guest.getByRole('region', { name: 'Timeline' });
  await timeline.getByRole('button', { name: 'Add a moment' }).click();
  const moment = timeline.getByRole('form', { name: 'Add a moment to the timeline' });
  await moment.getByLabel('Year or date').fill('1962');
  await moment.getByLabel('Title', { exact: true }).fill('Opened the bakery on Quay Street');
  await moment.getByRole('button', { name: 'Add to the timeline' }).click();
  await expect(timeline.getByRole('heading', { name: 'Opened the bakery on Quay Street' })).toBeVisible();

  // The owner sees both attributed to Lily: the moment on the page, the photo on the collaborators page.
  await page.goto(`/memorial/${memorialId}`);
  const ownersTimeline = page.getByRole('region', { name: 'Timeline' });
  await expect(
    ownersTimeline
      .getByRole('listitem')
      .filter({ hasText: 'Opened the bakery on Quay Street' })
      .getByText('Added by Lily'),
  ).toBeVisible();
  await page.goBack();
  const people = page.getByRole('list', { name: M.ui.listHeading });
  const lily = people.getByRole('listitem').filter({ hasText: 'Lily' });
  await expect(lily.getByText(M.ui.added(1))).toBeVisible();
  await expect(lily.getByText(invitee.email)).toBeVisible();
  await lily.getByRole('button', { name: `${M.ui.remove} Lily` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(M.ui.removeBody)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: M.ui.remove }).click();
  await expect(notifications(page).getByText(M.ui.removed)).toBeVisible();
  await expect(page.getByText(M.ui.listEmpty)).toBeVisible();

  // Her access ends at once: her next request is refused.
  const refused = await guest.request.get(`/api/memorials/${memorialId}`);
  expect(refused.status()).toBe(404);
  await guest.goto(`/memorial/${memorialId}/collaborators`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Access Denied');

  await ownerContext.close();
  await guestContext.close();
});
