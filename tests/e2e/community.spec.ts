/**
 * Journey: community rooms, /community and their section of /admin (spec sections 2, 6 and 8;
 * decision 036), on a private server where the accounts hold real plans (own-server.ts).
 *
 * A free member gets the Premium Feature toast and is taken to /pricing, and the server refuses them too
 * (checked with a direct call from their page). A monthly member sees the shipped rooms, opens one
 * with the keyboard and gets a streamed moderator reply through the chat panel; axe checks the
 * grid and the open room. An admin creates a room in /admin, sees it in /community with the Admin
 * Access badge, archives it (confirmed) and it leaves the grid. Lean: one server, one test.
 */
import { MSG } from '../../src/shared/messages';
import { COMMUNITY_MSG } from '../../src/shared/schemas/community';
import { COMPANION_MSG } from '../../src/shared/schemas/companion';
import { axeViolations } from './axe';
import { expect, newUser, notifications, test } from './fixtures';
import { signedInOn, startServerWithPlans, type OwnServer } from './own-server';

test.describe.configure({ timeout: 180_000 });

const free = newUser();
const member = newUser();
const admin = newUser();
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerWithPlans([
    { user: free, plan: 'free' },
    { user: member, plan: 'monthly' },
    { user: admin, plan: 'free', admin: true },
  ]);
});
test.afterAll(async () => {
  await server?.close();
});

test('community rooms: the premium gate, a moderated room, and their administration', async ({ browser }) => {
  // A free member: the spec's toast and the way to /pricing (spec section 6); the server refuses them as well.
  const f = await signedInOn(server, browser, free);
  await f.page.goto('/community');
  await expect(f.page).toHaveURL(/\/pricing$/);
  await expect(notifications(f.page).getByText(MSG.plan.communityPremium)).toBeVisible();
  await expect(f.page.getByTestId('room-card')).toHaveCount(0);
  const refused = await f.page.evaluate(async () => {
    const list = await fetch('/api/community/rooms');
    const moderator = await fetch('/api/functions/ai-community-moderator', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Hello' }] }),
    });
    return [list.status, (await list.json()).error.code, moderator.status];
  });
  expect(refused).toEqual([403, 'PREMIUM_FEATURE', 403]);
  // The dashboard's card is dimmed and leads to the plans.
  await f.page.goto('/dashboard');
  const dash = f.page.getByTestId('community-card');
  await expect(dash).toHaveAttribute('data-locked', 'true');
  await expect(dash.getByRole('link', { name: /Upgrade to Access/ })).toHaveAttribute('href', '/pricing');
  await f.context.close();

  // A monthly member: the shipped rooms, one opened with the keyboard, a streamed reply.
  const m = await signedInOn(server, browser, member);
  await m.page.goto('/community');
  await expect(m.page.getByRole('heading', { level: 1, name: COMMUNITY_MSG.pageTitle })).toBeVisible();
  const rooms = m.page.getByTestId('room-card');
  await expect(rooms.first()).toBeVisible();
  expect(await rooms.count()).toBeGreaterThanOrEqual(5);
  await expect(m.page.getByTestId('admin-badge')).toHaveCount(0);
  expect(await axeViolations(m.page)).toEqual([]);
  const open = rooms.first().getByRole('button');
  const roomName = (await open.innerText()).trim();
  await open.focus();
  await m.page.keyboard.press('Enter');
  const dialog = m.page.getByRole('dialog', { name: roomName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(COMPANION_MSG.chatEmpty)).toBeVisible();
  const box = dialog.getByPlaceholder(COMPANION_MSG.chatPlaceholder);
  await box.fill('What helps with grief in the evenings?');
  const reply = m.page.waitForResponse((r) => r.url().endsWith('/api/functions/ai-community-moderator'));
  await box.press('Enter');
  const res = await reply;
  expect(res.status()).toBe(200);
  expect(JSON.parse(res.request().postData() ?? '{}').roomContext.roomId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(dialog.getByText(COMPANION_MSG.chatEmpty)).toHaveCount(0);
  await expect(dialog.getByText('What helps with grief in the evenings?')).toBeVisible();
  // The moderator's reply arrived in the panel, with words in it (its wording is the model's).
  const theirs = dialog.getByText('Companion said:', { exact: true }).locator('..');
  await expect(theirs).toHaveCount(1);
  await expect(theirs).not.toHaveText(/^Companion said:\s*$/);
  await expect(dialog.getByRole('button', { name: /send/i })).toBeVisible();
  expect(await axeViolations(m.page)).toEqual([]);
  await m.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // An admin creates a room in /admin, sees it with the badge, archives it, and it leaves the grid.
  const a = await signedInOn(server, browser, admin);
  const name = `Evening Walks ${Date.now().toString(36)}`;
  await a.page.goto('/admin');
  const section = a.page.getByTestId('admin-rooms');
  await section.getByRole('button', { name: COMMUNITY_MSG.newRoom }).click();
  const form = section.getByRole('form', { name: COMMUNITY_MSG.newRoom });
  await form.getByRole('button', { name: COMMUNITY_MSG.save }).click();
  await expect(form.getByRole('alert')).toHaveText(COMMUNITY_MSG.nameRequired);
  await form.getByLabel(COMMUNITY_MSG.nameLabel).fill(name);
  await form.getByLabel(COMMUNITY_MSG.descriptionLabel).fill('For anyone who walks to remember.');
  await form.getByLabel(COMMUNITY_MSG.typeLabel).selectOption('learning');
  await form.getByRole('button', { name: COMMUNITY_MSG.save }).click();
  await expect(notifications(a.page).getByText(COMMUNITY_MSG.created)).toBeVisible();
  const row = section.getByRole('listitem', { name });
  await expect(row).toContainText('Learning');

  await a.page.goto('/community');
  await expect(a.page.getByTestId('admin-badge')).toHaveText(COMMUNITY_MSG.adminBadge);
  await expect(a.page.getByRole('button', { name: COMMUNITY_MSG.openRoom(name) })).toBeVisible();

  await a.page.goto('/admin');
  await row.getByRole('button', { name: COMMUNITY_MSG.archive }).click();
  const confirm = a.page.getByRole('dialog');
  await expect(confirm).toContainText(COMMUNITY_MSG.archiveConfirm(name));
  await confirm.getByRole('button', { name: COMMUNITY_MSG.archive }).click();
  await expect(row).toContainText(COMMUNITY_MSG.archivedBadge);
  await expect(row.getByRole('button', { name: COMMUNITY_MSG.unarchive })).toBeVisible();
  await a.page.goto('/community');
  await expect(a.page.getByTestId('room-card').first()).toBeVisible();
  await expect(a.page.getByRole('button', { name: COMMUNITY_MSG.openRoom(name) })).toHaveCount(0);
  await a.context.close();
  await m.context.close();
});
