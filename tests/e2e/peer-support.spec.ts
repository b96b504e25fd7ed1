/**
 * Journey: peer support, /peer-support (spec sections 2, 4 and 8; decision 036), two people in two
 * browser contexts on a private server (an empty database, so Find Matches suggests exactly who
 * this journey made, whatever other journeys left on the shared one).
 *
 * Both opt in with the same loss (the switch is off until they turn it on, and Find Matches says
 * why it waits); A finds B (a stranger, so "Anonymous User" under the default profile visibility)
 * and sends a request with a note; B sees it under Pending Requests and accepts; both see each
 * other by name in Your Connections; a message from each arrives live on the other's page without
 * a reload; the AI Peer Support Companion streams a reply through the shared panel; A blocks B and
 * the connection disappears for both. axe checks the page in its states. Lean on purpose: one test.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { COMPANION_MSG } from '../../src/shared/schemas/companion';
import {
  LOSS_WHEN_LABELS,
  PEER_HOPE_LABELS,
  PEER_MSG,
  PEER_RELATIONSHIP_LABELS,
} from '../../src/shared/schemas/peer-support';
import { axeViolations } from './axe';
import { expect, newUser, notifications, signUpViaApi, test, type TestUser } from './fixtures';
import { startServerWithPlans, type OwnServer } from './own-server';

let server: OwnServer;
test.describe.configure({ timeout: 150_000 });
test.beforeAll(async () => {
  // Starting a server of its own can take a while on a busy machine: not the default 30 s.
  test.setTimeout(120_000);
  server = await startServerWithPlans([]);
});
test.afterAll(async () => {
  await server?.close();
});

function toast(page: Page, text: string | RegExp) {
  return notifications(page).getByRole('listitem').filter({ hasText: text }).first();
}

async function person(browser: Browser, user: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  await signUpViaApi(context.request, user);
  return { context, page: await context.newPage() };
}

/** Fills in the matching profile (who: a parent, about 6 to 12 months ago), opts in and saves. */
async function optIn(page: Page, intro: string, hope: keyof typeof PEER_HOPE_LABELS) {
  const form = page.getByRole('form', { name: 'Your matching preferences' });
  await form.getByRole('combobox', { name: PEER_MSG.relationshipLabel }).click();
  await page.getByRole('option', { name: PEER_RELATIONSHIP_LABELS.parent_loss }).click();
  await form.getByRole('combobox', { name: PEER_MSG.lossWhenLabel }).click();
  await page.getByRole('option', { name: LOSS_WHEN_LABELS['6_to_12_months'] }).click();
  await form.getByLabel(PEER_MSG.introLabel).fill(intro);
  await expect(form.getByText(`${intro.length} / 300 characters`)).toBeVisible();
  await form.getByLabel(PEER_HOPE_LABELS[hope]).check();
  const optInSwitch = form.getByRole('switch', { name: PEER_MSG.optInLabel });
  await expect(optInSwitch).not.toBeChecked(); // off by default
  await optInSwitch.click();
  await form.getByRole('button', { name: PEER_MSG.saveProfile }).click();
  await expect(toast(page, PEER_MSG.profileSaved)).toBeVisible();
}

/** axe on the page as it is, the pointer still over the button it last pressed (a hovered button keeps its contrast). */
async function axeAtRest(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

function connections(page: Page) {
  return page.getByRole('region', { name: PEER_MSG.connectionsTitle });
}

function conversation(page: Page) {
  return page.getByTestId('peer-conversation');
}

test('two grief buddies find each other, connect, talk live, and a block ends it for both', async ({ browser }) => {
  const alice = newUser({ displayName: `Alice ${Date.now().toString(36)}` });
  const bob = newUser({ displayName: `Bob ${Date.now().toString(36)}` });
  const a = await person(browser, alice);
  const b = await person(browser, bob);

  // B: nothing to find until they choose to be found; the rules are checked before sending.
  await b.page.goto('/peer-support');
  await expect(b.page.getByRole('heading', { level: 1, name: PEER_MSG.pageTitle })).toBeVisible();
  const findB = b.page.getByRole('button', { name: PEER_MSG.findMatches });
  await expect(findB).toBeDisabled();
  await expect(b.page.getByText(PEER_MSG.optInFirst)).toBeVisible();
  await expect(connections(b.page)).toContainText(PEER_MSG.connectionsEmpty);
  await expect(b.page.getByText(PEER_MSG.pendingEmpty)).toBeVisible();
  await b.page.getByRole('button', { name: PEER_MSG.saveProfile }).click();
  await expect(b.page.getByText(PEER_MSG.relationshipInvalid)).toBeVisible();
  await expect(b.page.getByRole('combobox', { name: PEER_MSG.relationshipLabel })).toBeFocused();
  const bobIntro = 'My mum died last spring. I am not sure what I need, but I can listen.';
  await optIn(b.page, bobIntro, 'listen');
  await expect(findB).toBeEnabled();
  await axeAtRest(b.page);

  // A opts in with the same loss and finds B: a stranger, shown as Anonymous User, and why.
  await a.page.goto('/peer-support');
  await optIn(a.page, 'Dad died in October. I would like to talk to someone who gets it.', 'talk');
  await a.page.getByRole('button', { name: PEER_MSG.findMatches }).click();
  const suggestions = a.page.getByRole('list', { name: PEER_MSG.matchesTitle });
  await expect(suggestions.getByRole('article')).toHaveCount(1);
  const match = suggestions.getByRole('article', { name: PEER_MSG.anonymous });
  await expect(match).toContainText(bobIntro);
  await expect(match).toContainText(PEER_MSG.sameLoss);
  await expect(match).toContainText(PEER_MSG.closeInTime);
  await expect(match).toContainText(PEER_HOPE_LABELS.listen);
  await expect(match).not.toContainText(bob.email);

  // A sends a request with a note.
  const note = 'Hello. I lost my dad around the same time. Would you like to talk?';
  await match.getByRole('button', { name: `${PEER_MSG.sendRequest} to ${PEER_MSG.anonymous}` }).click();
  const dialog = a.page.getByRole('dialog', { name: PEER_MSG.sendRequest });
  await dialog.getByLabel(PEER_MSG.requestNoteLabel).fill(note);
  await axeAtRest(a.page);
  await dialog.getByRole('button', { name: PEER_MSG.sendRequest }).click();
  await expect(toast(a.page, PEER_MSG.requestSent)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(match).toContainText(PEER_MSG.sentWaiting);
  await expect(a.page.getByRole('list', { name: PEER_MSG.sentTitle })).toContainText(PEER_MSG.sentWaiting);

  // B sees it under Pending Requests, with the note, and accepts.
  await b.page.reload();
  const request = b.page.getByRole('article', { name: `Request from ${PEER_MSG.anonymous}` });
  await expect(request).toContainText(note);
  await expect(request).toContainText(PEER_RELATIONSHIP_LABELS.parent_loss);
  await axeAtRest(b.page);
  await request.getByRole('button', { name: new RegExp(`^${PEER_MSG.accept}`) }).click();
  await expect(toast(b.page, PEER_MSG.accepted)).toBeVisible();
  await expect(b.page.getByText(PEER_MSG.pendingEmpty)).toBeVisible();

  // Connected, each sees the other by name (connections see each other's profile).
  await expect(connections(b.page).getByRole('listitem', { name: alice.displayName })).toContainText('Connected');
  await a.page.reload();
  await expect(connections(a.page).getByRole('listitem', { name: bob.displayName })).toBeVisible();
  await expect(a.page.getByRole('list', { name: PEER_MSG.sentTitle })).toHaveCount(0);

  // Both open the conversation; a message from each arrives on the other's page, live.
  await a.page.getByRole('button', { name: `${PEER_MSG.openConversation} ${bob.displayName}` }).click();
  await b.page.getByRole('button', { name: `${PEER_MSG.openConversation} ${alice.displayName}` }).click();
  await expect(conversation(a.page)).toContainText(PEER_MSG.conversationEmpty);
  await expect(conversation(a.page).getByTestId('peer-live')).toHaveText('Live');
  await expect(conversation(b.page).getByTestId('peer-live')).toHaveText('Live');
  const hello = 'Thank you for accepting. Some evenings are the hardest.';
  const box = a.page.getByRole('textbox', { name: PEER_MSG.messageLabel, exact: true });
  await box.fill(hello);
  await box.press('Control+Enter');
  await expect(conversation(a.page).getByRole('article', { name: 'Message from You' })).toContainText(hello);
  await expect(box).toHaveValue('');
  await expect(conversation(b.page).getByRole('article', { name: `Message from ${alice.displayName}` })).toContainText(
    hello,
    { timeout: 2_000 },
  );
  const answer = 'Evenings are hard for me too. I light a candle for her.';
  await b.page.getByRole('textbox', { name: PEER_MSG.messageLabel, exact: true }).fill(answer);
  await b.page.getByRole('button', { name: PEER_MSG.send, exact: true }).click();
  // Live, without a reload; the time includes Bob's send and its crisis screen, which on two busy
  // cores (the whole suite running) has taken over 2 s.
  await expect(conversation(a.page).getByRole('article', { name: `Message from ${bob.displayName}` })).toContainText(
    answer,
    { timeout: 5_000 },
  );
  await axeAtRest(a.page);

  // The AI Peer Support Companion streams a reply through the shared panel.
  const companion = a.page.getByRole('region', { name: PEER_MSG.aiTitle });
  const chatBox = companion.getByRole('textbox', { name: COMPANION_MSG.chatPlaceholder });
  await chatBox.fill('I miss my dad most in the evenings.');
  await chatBox.press('Enter');
  const reply = companion.getByText('Companion said:', { exact: true }).locator('..');
  await expect(reply).toHaveCount(1);
  await expect(reply).not.toHaveText(/^Companion said:\s*$/);

  // A blocks B (confirmed): the connection leaves both pages.
  await conversation(a.page).getByRole('button', { name: 'Block' }).click();
  const confirm = a.page.getByRole('dialog', { name: `Block ${bob.displayName}?` });
  await expect(confirm).toContainText(PEER_MSG.blockConfirm(bob.displayName));
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(toast(a.page, `${bob.displayName} is blocked`)).toBeVisible();
  await expect(conversation(a.page)).toHaveCount(0);
  await expect(connections(a.page)).toContainText(PEER_MSG.connectionsEmpty);
  await expect(conversation(b.page)).toHaveCount(0, { timeout: 10_000 });
  await expect(connections(b.page)).toContainText(PEER_MSG.connectionsEmpty);
  await axeAtRest(b.page);

  await a.context.close();
  await b.context.close();
});
