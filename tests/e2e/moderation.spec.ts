/**
 * Journey: the site's moderation queue in /admin (issue 17, decision 035). On a private server
 * (own-server.ts) with a site admin, a circle's creator and a member, a crisis post the screen held
 * and a report reach the queue through the real circles API; the admin reads a post only by asking
 * ("Show post"), releases the held post, removes the reported one after a confirmation, and the
 * log shows both. Axe on the queue with items and empty.
 */
import type { Browser } from '@playwright/test';
import { MODERATION_MSG } from '../../src/shared/schemas/circles';
import { axeViolations } from './axe';
import { expect, newUser, notifications, test, type TestUser } from './fixtures';
import { signedInOn, startServerWithPlans, type OwnServer } from './own-server';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const keeper: TestUser = newUser({ displayName: 'Keeper Moss' });
const host: TestUser = newUser({ displayName: 'Hazel Host' });
const friend: TestUser = newUser({ displayName: 'Finn Friend' });
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServerWithPlans([
    { user: keeper, plan: null, admin: true },
    { user: host, plan: 'monthly' },
    { user: friend, plan: null },
  ]);
});
test.afterAll(async () => {
  await server?.close();
});

const signedIn = (browser: Browser, user: TestUser) => signedInOn(server, browser, user);

async function json(res: { status(): number; text(): Promise<string> }, status: number) {
  const text = await res.text();
  expect(res.status(), text).toBe(status);
  return JSON.parse(text);
}

const CRISIS_WORDS = 'I have been saving my pills and tonight is the night';
const REPORTED_WORDS = 'Buy my miracle grief cure at this link';

test('a site admin releases a held crisis post and removes a reported one; the log shows both', async ({ browser }) => {
  // Seed through the circles API: a circle, a member, a crisis post the screen holds, a report.
  const hostSide = await signedIn(browser, host);
  const friendSide = await signedIn(browser, friend);
  const { circle } = await json(
    await hostSide.context.request.post('/api/circles', { data: { name: 'Evening light', circleType: 'general' } }),
    201,
  );
  await json(await friendSide.context.request.post(`/api/circles/${circle.id}/join`, { data: {} }), 200);
  const held = await json(
    await friendSide.context.request.post(`/api/circles/${circle.id}/posts`, { data: { body: CRISIS_WORDS } }),
    201,
  );
  expect(held.post).toMatchObject({ status: 'held', holdReason: 'crisis' });
  const spam = await json(
    await hostSide.context.request.post(`/api/circles/${circle.id}/posts`, { data: { body: REPORTED_WORDS } }),
    201,
  );
  await json(
    await friendSide.context.request.post('/api/reports', {
      data: { targetKind: 'circle-post', targetId: spam.post.id, reason: 'spam' },
    }),
    201,
  );

  const { page } = await signedIn(browser, keeper);
  await page.goto('/admin');
  const section = page.getByRole('region', { name: MODERATION_MSG.queueTitle });
  const heldItems = section.getByTestId('held-post');
  const reports = section.getByTestId('report');
  await expect(heldItems).toHaveCount(1);
  await expect(reports).toHaveCount(1);
  await expect(heldItems.first()).toContainText('Evening light');
  await expect(heldItems.first()).toContainText(friend.displayName);
  await expect(heldItems.first()).toContainText(MODERATION_MSG.holdReasons.crisis);
  await expect(reports.first()).toContainText(MODERATION_MSG.reportReasons.spam);
  await expect(reports.first()).toContainText(MODERATION_MSG.reportedBy(friend.displayName));
  await expect(reports.first()).toContainText(host.displayName);
  // The words are behind "Show post": nothing is read by surprise.
  await expect(page.getByText(CRISIS_WORDS)).toBeHidden();
  await expect(page.getByText(REPORTED_WORDS)).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);

  // With the keyboard: open the held post's words, then release it.
  await heldItems.first().getByText(MODERATION_MSG.showPost).focus();
  await page.keyboard.press('Enter');
  await expect(heldItems.first().getByText(CRISIS_WORDS)).toBeVisible();
  await heldItems.first().getByRole('button', { name: MODERATION_MSG.release }).click();
  await expect(notifications(page).getByText(MODERATION_MSG.released)).toBeVisible();
  await expect(heldItems).toHaveCount(0);

  // Removing asks first; "Keep it" keeps it.
  await reports.first().getByText(MODERATION_MSG.showPost).click();
  await expect(reports.first().getByText(REPORTED_WORDS)).toBeVisible();
  await reports.first().getByRole('button', { name: MODERATION_MSG.removePost }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(MODERATION_MSG.removeConfirm);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(reports).toHaveCount(1);
  await reports.first().getByRole('button', { name: MODERATION_MSG.removePost }).click();
  await page.getByRole('dialog').getByRole('button', { name: MODERATION_MSG.removePost }).click();
  await expect(notifications(page).getByText(MODERATION_MSG.actioned)).toBeVisible();

  // Empty now; the log names both actions and who took them.
  await expect(section.getByText(MODERATION_MSG.queueEmpty)).toBeVisible();
  // (Newest first; the screen's own hold, if the circle logged it, is older.)
  const log = section.getByTestId('moderation-log');
  await expect(log.getByRole('listitem').nth(0)).toContainText(
    `${keeper.displayName} ${MODERATION_MSG.logActions['report.action']}`,
  );
  await expect(log.getByRole('listitem').nth(1)).toContainText(
    `${keeper.displayName} ${MODERATION_MSG.logActions['post.release']}`,
  );
  expect(await axeViolations(page)).toEqual([]);

  // The circle now shows the released post and not the removed one's words.
  const posts = await json(await hostSide.context.request.get(`/api/circles/${circle.id}/posts`), 200);
  const byId = new Map((posts.posts as Array<{ id: string; status: string; body: string }>).map((p) => [p.id, p]));
  expect(byId.get(held.post.id)).toMatchObject({ status: 'visible', body: CRISIS_WORDS });
  expect(byId.get(spam.post.id)?.body ?? '').toBe('');
});
