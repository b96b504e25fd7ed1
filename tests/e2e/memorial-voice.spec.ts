/**
 * Journey: the memorial's owner lets the AI companion speak as the person who died (decision 013).
 * Off by default; the owner turns it on in the edit screen; the memorial's chat then answers in
 * her voice with the disclosure always on screen, steps out of it for a worrying message (with the
 * check-in question), and "Talk with AI" says so and carries the voice to /companion.
 *
 * The e2e server answers with the offline builtin companion, which is deterministic: the first
 * person is checked on the family's own sentence, turned into her voice.
 */
import type { Locator, Page } from '@playwright/test';
import { COMPANION_MSG } from '../../src/shared/schemas/companion';
import { AI_VOICE_MSG, MEMORIAL_MSG } from '../../src/shared/schemas/memorials';
import { expect, newUser, notifications, signUpViaApi, test, uploadPhotoViaApi } from './fixtures';

// Several round trips with the companion and an image upload: give a busy machine room.
test.describe.configure({ timeout: 90_000 });

const NAME = 'Margaret Ellis';
const DESCRIPTION =
  'Margaret loved her garden and grew the best roses on the street. She taught primary school for thirty years.';
/** The family's first sentence in her voice, as the builtin companion says it. */
const IN_HER_VOICE = 'I loved my garden and grew the best roses on the street.';

async function createMemorial(page: Page, origin: string): Promise<string> {
  const res = await page.request.post('/api/memorials', {
    data: {
      title: NAME,
      description: DESCRIPTION,
      birthDate: '1941-03-03',
      passingDate: '2024-05-12',
      isPublic: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { memorial: { id: string } }).memorial.id;
  await uploadPhotoViaApi(page.request, origin, id, {
    name: 'roses.jpg',
    width: 64,
    height: 48,
    background: '#cc8899',
  });
  return id;
}

const bubbles = (scope: Locator) => scope.getByText('Companion said:', { exact: true }).locator('..');

test('the owner lets the companion speak as her: her voice with the disclosure, and out of it when someone is struggling', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.request, newUser());
  const id = await createMemorial(page, baseURL!);

  // Off by default: the companion talks about her, and says so.
  await page.goto(`/memorial/${id}`);
  // A modest link opens the companion in place (decision 038).
  const openCompanion = () =>
    page.getByRole('button', { name: 'Talk with the AI Memorial Companion' }).click({ timeout: 15_000 });
  await openCompanion();
  const panel = page.getByRole('region', { name: 'AI Memorial Companion' });
  await expect(panel.getByText(COMPANION_MSG.memorialNotice(NAME))).toBeVisible();
  await expect(page.getByText(COMPANION_MSG.speakingAs(NAME))).toHaveCount(0);
  await page.getByRole('button', { name: 'Talk with AI' }).click();
  const dialog = page.getByRole('dialog', { name: COMPANION_MSG.connectTitle });
  await expect(dialog).toContainText(COMPANION_MSG.connectAboutThem(NAME));
  await expect(dialog).not.toContainText(COMPANION_MSG.connectAsThem(NAME));
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The owner turns it on in the edit screen.
  await page.goto(`/memorial/${id}/edit`);
  const voice = page.getByRole('switch', { name: AI_VOICE_MSG.switchLabel(NAME) });
  await expect(voice).toHaveAttribute('aria-checked', 'false');
  await expect(voice).toHaveAccessibleDescription(AI_VOICE_MSG.switchHint(NAME));
  await voice.click();
  await expect(voice).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notifications(page).getByRole('listitem').filter({ hasText: MEMORIAL_MSG.updatedTitle })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: AI_VOICE_MSG.switchLabel(NAME) })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // The memorial's chat answers in her voice, with the disclosure above the conversation.
  await page.goto(`/memorial/${id}`);
  await openCompanion();
  const disclosure = panel.getByText(COMPANION_MSG.speakingAs(NAME));
  await expect(disclosure).toBeVisible();
  await expect(panel.getByText(COMPANION_MSG.memorialNotice(NAME))).toHaveCount(0);
  const list = panel.getByLabel('Conversation with the AI Memorial Companion');
  // Not one of the messages: it is outside the scrolling list, so it never scrolls away.
  await expect(list.getByText(COMPANION_MSG.speakingAs(NAME))).toHaveCount(0);
  const box = panel.getByRole('textbox', { name: COMPANION_MSG.memorialChatPlaceholder });
  await expect(box).toHaveAccessibleDescription(
    new RegExp(COMPANION_MSG.speakingAs(NAME).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );

  const send = async (text: string) => {
    const before = await bubbles(panel).count();
    await box.fill(text);
    await box.press('Enter');
    await expect(bubbles(panel)).toHaveCount(before + 1);
    await expect(panel.getByRole('button', { name: 'Send message' })).toBeVisible();
    return bubbles(panel).last();
  };

  const first = await send('What was your garden like?');
  await expect(first).toContainText(IN_HER_VOICE);
  await expect(first).not.toContainText('From what your family shared');
  await send('I remember the roses by the gate.');
  await expect(disclosure).toBeVisible();

  // A worrying message: out of her voice, with the direct check-in question.
  const worried = await send('I just want to be with her again');
  await expect(worried).toContainText('thoughts of ending your life');
  await expect(worried).not.toContainText(/\bI loved\b|\bmy garden\b|\bmy roses\b/);
  await expect(disclosure).toBeVisible();

  // "Talk with AI" now says it will speak as her, and /companion carries the voice and the disclosure.
  await page.getByRole('button', { name: 'Talk with AI' }).click();
  await expect(dialog).toContainText(COMPANION_MSG.connectAsThem(NAME));
  await dialog.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/companion$/);
  await expect(page.getByText(COMPANION_MSG.speakingAs(NAME))).toBeVisible();
  const message = page.getByRole('textbox', { name: 'Your message' });
  await message.fill('What was your garden like?');
  await message.press('Enter');
  const conversation = page.getByLabel('Conversation', { exact: true });
  await expect(bubbles(conversation)).toHaveCount(1);
  await expect(bubbles(conversation).first()).toContainText(IN_HER_VOICE);
  await expect(page.getByText(COMPANION_MSG.speakingAs(NAME))).toBeVisible();

  // After a reload the stored conversation keeps its memorial, its voice and the disclosure.
  await expect(page).toHaveURL(/\/companion\?c=/);
  await page.reload();
  await expect(bubbles(conversation)).toHaveCount(1);
  await expect(page.getByText(COMPANION_MSG.speakingAs(NAME))).toBeVisible();
});
