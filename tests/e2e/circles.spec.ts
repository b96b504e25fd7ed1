/**
 * Journey: support circles, /support-circles and /support-circles/:circleId (spec sections 2, 5,
 * 6 and 8; decision 035), two people in two browser contexts on the shared e2e server. Both are on
 * their sign-up trial, which includes Support Circles.
 *
 * A creates a public circle; B finds it in the list and joins; A posts with the keyboard alone and
 * B sees it arrive without reloading within a second; B replies; A pins the post; B writes a
 * crisis message and sees it held with the support card while A never sees it; A removes one of
 * B's posts and B sees it go; B reports A's post; A mutes B and B's composer says why; a private
 * circle is joined through its invitation link. axe checks the list, the circle page and the
 * invitation view. Lean on purpose: one test, shared set-up.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CIRCLE_MSG, MODERATION_MSG } from '../../src/shared/schemas/circles';
import { CRISIS_TITLE } from '../../src/shared/safety';
import { axeViolations } from './axe';
import { expect, newUser, notifications, signUpViaApi, test, type TestUser } from './fixtures';

// One long journey: two browsers, four axe runs and some forty steps, each a few seconds on two
// busy cores.
test.describe.configure({ timeout: 240_000 });
// The help lines follow the browser's language.
test.use({ locale: 'en-US' });

function toast(page: Page, text: string | RegExp) {
  return notifications(page).getByRole('listitem').filter({ hasText: text }).first();
}

function post(page: Page, text: string) {
  return page.getByRole('article').filter({ hasText: text }).last();
}

async function person(browser: Browser, user: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  await signUpViaApi(context.request, user);
  return { context, page: await context.newPage() };
}

/** Opens a post's menu and picks an item. */
async function postAction(page: Page, text: string, item: string) {
  const p = post(page, text);
  await p
    .getByRole('button', { name: /^Actions for the post by/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('two people share a live, moderated circle, and a private one is joined by invitation', async ({ browser }) => {
  const alice = newUser({ displayName: `Alice ${Date.now().toString(36)}` });
  const bob = newUser({ displayName: `Bob ${Date.now().toString(36)}` });
  const a = await person(browser, alice);
  const b = await person(browser, bob);
  const circleName = `Parents remembered ${Date.now().toString(36)}`;

  // A creates a public circle.
  await a.page.goto('/support-circles');
  await expect(a.page.getByRole('heading', { level: 1, name: CIRCLE_MSG.pageTitle })).toBeVisible();
  await a.page.getByRole('button', { name: CIRCLE_MSG.createCircle }).first().click();
  const create = a.page.getByRole('dialog', { name: CIRCLE_MSG.createCircle });
  // The rules are checked before anything is sent.
  await create.getByRole('button', { name: CIRCLE_MSG.createCircle }).click();
  await expect(create.getByText(CIRCLE_MSG.nameRequired)).toBeVisible();
  await create.getByLabel(CIRCLE_MSG.nameLabel).fill(circleName);
  await create.getByRole('combobox', { name: CIRCLE_MSG.typeLabel }).click();
  await a.page.getByRole('option', { name: 'Loss of a parent' }).click();
  await expect(create.getByLabel(/^Description/)).toHaveAttribute('rows', '3');
  await create.getByRole('button', { name: CIRCLE_MSG.createCircle }).click();
  await expect(toast(a.page, CIRCLE_MSG.created)).toBeVisible();
  await a.page.waitForURL(/\/support-circles\/[0-9a-f-]{36}$/);
  const circleUrl = new URL(a.page.url()).pathname;
  await expect(a.page.getByRole('heading', { level: 1, name: circleName })).toBeVisible();
  await expect(a.page.getByText(CIRCLE_MSG.emptyConversation)).toBeVisible();
  await expect(a.page.getByText(CIRCLE_MSG.live, { exact: true })).toBeVisible();

  // B sees it in the list (axe clean) and joins; joining opens the circle.
  await b.page.goto('/support-circles');
  const card = b.page.getByRole('article', { name: circleName });
  await expect(card).toContainText(CIRCLE_MSG.members(1));
  await expect(card).toContainText(CIRCLE_MSG.defaultDescription);
  expect(await axeViolations(b.page)).toEqual([]);
  await card.getByRole('button', { name: `${CIRCLE_MSG.joinCircle}: ${circleName}` }).click();
  await expect(toast(b.page, CIRCLE_MSG.joined)).toBeVisible();
  await b.page.waitForURL(circleUrl);
  await expect(b.page.getByText(CIRCLE_MSG.live, { exact: true })).toBeVisible();
  await expect(b.page.getByTestId('circle-member-count')).toHaveText(CIRCLE_MSG.members(2));
  // A's page learns of the new member live.
  await expect(a.page.getByTestId('circle-member-count')).toHaveText(CIRCLE_MSG.members(2));
  expect(await axeViolations(b.page)).toEqual([]);

  // A posts with the keyboard alone; B sees it arrive, without reloading, within a second.
  const hello = 'Hello everyone. Mum loved her garden; I planted her roses today.';
  const box = a.page.getByRole('textbox', { name: CIRCLE_MSG.postLabel });
  await a.page.getByRole('heading', { level: 1, name: circleName }).click();
  for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
    await a.page.keyboard.press('Tab');
  }
  await expect(box).toBeFocused();
  await a.page.keyboard.type(hello);
  await a.page.keyboard.press('Control+Enter');
  await expect(post(a.page, hello)).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(post(b.page, hello)).toBeVisible({ timeout: 1_000 });
  await expect(post(b.page, hello)).toContainText(alice.displayName);

  // B replies under it; A sees the reply under the post.
  const reply = 'Thank you for sharing this. The sea sounds like a good place to remember her.';
  await post(b.page, hello).getByRole('button', { name: CIRCLE_MSG.replyButton }).click();
  await b.page.getByRole('textbox', { name: `Reply to ${alice.displayName}` }).fill(reply);
  await b.page
    .getByRole('form', { name: `Reply to ${alice.displayName}` })
    .getByRole('button', { name: CIRCLE_MSG.replyButton })
    .click();
  await expect(a.page.getByRole('article', { name: `Reply by ${bob.displayName}` })).toContainText(reply);

  // A pins the post; B sees it pinned.
  await postAction(a.page, hello, CIRCLE_MSG.pin);
  await expect(b.page.getByRole('region', { name: CIRCLE_MSG.pinned })).toContainText(hello);

  // B's post reaches A; A removes it and B sees it go, its place kept.
  const later = 'Some days are harder than others. Today the house felt very quiet.';
  await b.page.getByRole('textbox', { name: CIRCLE_MSG.postLabel }).fill(later);
  // What B was writing survives a reload (kept on this device until it is shared).
  await b.page.reload();
  await expect(b.page.getByRole('textbox', { name: CIRCLE_MSG.postLabel })).toHaveValue(later);
  await b.page.getByRole('button', { name: CIRCLE_MSG.postButton, exact: true }).click();
  await expect(post(a.page, later)).toBeVisible();
  await postAction(a.page, later, CIRCLE_MSG.removePost);
  await a.page
    .getByRole('dialog', { name: CIRCLE_MSG.removePost })
    .getByRole('button', { name: CIRCLE_MSG.removePost })
    .click();
  await expect(toast(a.page, CIRCLE_MSG.postRemoved)).toBeVisible();
  await expect(b.page.getByText(later)).toHaveCount(0);
  await expect(b.page.getByText(CIRCLE_MSG.removedPlaceholder).first()).toBeVisible();

  // B reports A's post, with a reason.
  await postAction(b.page, hello, MODERATION_MSG.report);
  const report = b.page.getByRole('dialog', { name: MODERATION_MSG.reportTitle });
  await report.getByRole('button', { name: MODERATION_MSG.report }).click();
  await expect(report.getByText(MODERATION_MSG.reportReasonInvalid)).toBeVisible();
  await report.getByLabel(MODERATION_MSG.reportReasons.harmful).check();
  await report.getByRole('button', { name: MODERATION_MSG.report }).click();
  await expect(toast(b.page, MODERATION_MSG.reported)).toBeVisible();
  await expect(report).toBeHidden();

  // B writes a crisis message: held, shown to B alone with the support card and the help lines.
  const heavy = 'I have been saving my pills and tonight is the night';
  await b.page.getByRole('textbox', { name: CIRCLE_MSG.postLabel }).fill(heavy);
  await b.page.getByRole('button', { name: CIRCLE_MSG.postButton, exact: true }).click();
  const held = post(b.page, heavy);
  await expect(held).toContainText(CIRCLE_MSG.heldBadge);
  await expect(held).toContainText(CIRCLE_MSG.heldForSupport);
  const card988 = held.getByRole('region', { name: CRISIS_TITLE });
  await expect(card988.getByRole('link', { name: 'Call or text 988, 988 Suicide & Crisis Lifeline' })).toBeVisible();

  // A mutes B for an hour; B's composer explains it, live.
  await a.page.getByRole('button', { name: `Actions for ${bob.displayName}` }).click();
  await a.page.getByRole('menuitem', { name: CIRCLE_MSG.mute }).click();
  const mute = a.page.getByRole('dialog', { name: `${CIRCLE_MSG.mute} ${bob.displayName}?` });
  await mute.getByLabel('1 hour').check();
  await mute.getByRole('button', { name: CIRCLE_MSG.mute }).click();
  await expect(toast(a.page, CIRCLE_MSG.memberMuted)).toBeVisible();
  await expect(b.page.getByTestId('circle-muted')).toContainText('You have been muted in this circle until');
  await expect(b.page.getByRole('textbox', { name: CIRCLE_MSG.postLabel })).toHaveCount(0);
  // The mute's event came to A's stream after the crisis post's: A never saw it.
  await expect(a.page.getByTestId('circle-member-count')).toHaveText(CIRCLE_MSG.members(2));
  await expect(a.page.getByText(heavy)).toHaveCount(0);
  await expect(
    a.page
      .getByRole('list', { name: CIRCLE_MSG.membersTitle })
      .getByRole('listitem')
      .filter({ hasText: bob.displayName }),
  ).toContainText(CIRCLE_MSG.mutedBadge);

  // A private circle, joined by its invitation link.
  const privateName = `Quiet evenings ${Date.now().toString(36)}`;
  await a.page.goto('/support-circles');
  await a.page.getByRole('button', { name: CIRCLE_MSG.createCircle }).first().click();
  await create.getByLabel(CIRCLE_MSG.nameLabel).fill(privateName);
  await create.getByRole('switch', { name: CIRCLE_MSG.privateLabel }).click();
  await create.getByRole('button', { name: CIRCLE_MSG.createCircle }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: privateName })).toBeVisible();
  await a.page.getByRole('button', { name: CIRCLE_MSG.invite }).click();
  const invite = a.page.getByRole('dialog', { name: CIRCLE_MSG.invite });
  await invite.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = await invite.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/support-circles\/[0-9a-f-]{36}\?invite=/);
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('button', { name: CIRCLE_MSG.inviteCopied })).toBeVisible();

  // B cannot find it in the list, but the link opens it.
  await b.page.goto('/support-circles');
  await expect(b.page.getByRole('article', { name: circleName })).toBeVisible();
  await expect(b.page.getByRole('article', { name: privateName })).toHaveCount(0);
  await b.page.goto(link);
  const preview = b.page.getByTestId('circle-invitation');
  await expect(preview).toContainText(CIRCLE_MSG.inviteTitle(privateName));
  expect(await axeViolations(b.page)).toEqual([]);
  await preview.getByRole('button', { name: CIRCLE_MSG.joinCircle }).click();
  await expect(toast(b.page, CIRCLE_MSG.joined)).toBeVisible();
  await expect(b.page).not.toHaveURL(/invite=/);
  await expect(b.page.getByRole('textbox', { name: CIRCLE_MSG.postLabel })).toBeVisible();
  await expect(b.page.getByTestId('circle-member-count')).toHaveText(CIRCLE_MSG.members(2));

  // The admin's settings: new members now wait for approval.
  await invite.getByRole('button', { name: 'Close' }).click();
  await a.page.getByRole('button', { name: CIRCLE_MSG.settingsTitle }).click();
  const settings = a.page.getByRole('dialog', { name: CIRCLE_MSG.settingsTitle });
  await expect(settings.getByRole('switch', { name: CIRCLE_MSG.privateLabel })).toBeChecked();
  await settings.getByRole('switch', { name: CIRCLE_MSG.requiresApprovalLabel }).click();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(toast(a.page, CIRCLE_MSG.updated)).toBeVisible();

  // B leaves (confirmed); A deletes the circle (confirmed), and it is gone from the list.
  await b.page.getByRole('button', { name: CIRCLE_MSG.leave }).click();
  await b.page.getByRole('dialog').getByRole('button', { name: CIRCLE_MSG.leave }).click();
  await expect(toast(b.page, CIRCLE_MSG.left)).toBeVisible();
  await b.page.waitForURL(/\/support-circles$/);
  await expect(a.page.getByTestId('circle-member-count')).toHaveText(CIRCLE_MSG.members(1));
  await a.page.getByRole('button', { name: CIRCLE_MSG.deleteCircle }).click();
  await a.page.getByRole('dialog').getByRole('button', { name: CIRCLE_MSG.deleteCircle }).click();
  await expect(toast(a.page, CIRCLE_MSG.deleted)).toBeVisible();
  await a.page.waitForURL(/\/support-circles$/);
  await expect(a.page.getByRole('article', { name: circleName })).toBeVisible();
  await expect(a.page.getByRole('article', { name: privateName })).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
