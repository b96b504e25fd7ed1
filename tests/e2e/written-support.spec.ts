/**
 * Journey: words written for others that the crisis screen is worried by (decisions 045 and 049),
 * beyond the memorial's story (memorial-story.spec.ts): a circle's description and a profile's
 * About You. Each is saved as written; its writer alone is answered, with the help lines of their
 * country (a crisis, which takes the focus) or a gentle note (a worry). axe on each. Lean: one
 * person, two screens.
 */
import type { Page } from '@playwright/test';
import { CIRCLE_MSG } from '../../src/shared/schemas/circles';
import { WRITTEN_SUPPORT_MSG } from '../../src/shared/written-support';
import { axeViolations } from './axe';
import { expect, newUser, signUpViaApi, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });
// The help lines follow the browser's language: the United States' come first.
test.use({ locale: 'en-US' });

async function closeCrisisSupport(page: Page) {
  const support = page.getByTestId('written-crisis-support');
  await support.getByRole('button', { name: WRITTEN_SUPPORT_MSG.close }).click();
  await expect(support).toHaveCount(0);
}

test('a circle described in crisis, and an About You with a worry, are saved as written and their writer is answered', async ({
  page,
}) => {
  await signUpViaApi(page.request, newUser());

  // A circle whose description speaks of ending a life: created as written, the help lines at once.
  const name = `After the funeral ${Date.now().toString(36)}`;
  const description = "I don't want to be here anymore. I've decided to end my life after the anniversary.";
  await page.goto('/support-circles');
  await page.getByRole('button', { name: CIRCLE_MSG.createCircle }).first().click();
  const create = page.getByRole('dialog', { name: CIRCLE_MSG.createCircle });
  await create.getByLabel(CIRCLE_MSG.nameLabel).fill(name);
  await create.getByLabel(/^Description/).fill(description);
  await create.getByRole('button', { name: CIRCLE_MSG.createCircle }).click();
  await page.waitForURL(/\/support-circles\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const crisis = page.getByTestId('written-crisis-support');
  await expect(crisis).toBeFocused();
  await expect(crisis).toContainText(WRITTEN_SUPPORT_MSG.crisisTitle);
  await expect(crisis).toContainText(WRITTEN_SUPPORT_MSG.saved.circle);
  await expect(crisis.getByRole('link', { name: /988/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await closeCrisisSupport(page);
  await expect(page.getByText(description)).toBeVisible();

  // A worry in About You: saved as written, a gentle note, no help lines pushed forward.
  const bio = 'Some nights I wish I could just go to sleep and not wake up.';
  await page.goto('/settings');
  const profile = page.getByRole('form', { name: 'Your profile' });
  await profile.getByLabel(/^About You/).fill(bio);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  const note = page.getByTestId('written-concern-support');
  await expect(note).toContainText(WRITTEN_SUPPORT_MSG.concernNote(WRITTEN_SUPPORT_MSG.saved.profile));
  await expect(page.getByTestId('written-crisis-support')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your profile' }).getByLabel(/^About You/)).toHaveValue(bio);
});
