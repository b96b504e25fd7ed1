/**
 * Journey: the Resource Library on /resources (spec section 2 "Resources"), which is public. The
 * e2e server starts on a fresh database and seeds the shipped resources at start-up.
 *
 * Granting the admin role needs the admin CLI on the server's data directory, which the running
 * e2e server holds locked; so the admin journey here pretends the session is an admin's (the page
 * shows the tools) and checks that the real server still refuses the write. The admin API itself
 * is covered by src/server/features/resources/resources.api.test.ts.
 */
import type { Page } from '@playwright/test';
import { MSG } from '../../src/shared/messages';
import { RESOURCE_CATEGORIES, RESOURCE_MSG } from '../../src/shared/schemas/resources';
import { APP_START, expect, newUser, notifications, signUpViaApi, test } from './fixtures';

function cards(page: Page) {
  return page.getByTestId('resource-card');
}

test('a signed-out visitor browses resources by category', async ({ page }) => {
  await page.goto('/resources');
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: RESOURCE_MSG.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  // All, then every shipped category.
  const tabs = page.getByRole('tablist', { name: 'Resource categories' }).getByRole('tab');
  await expect(tabs).toHaveText(['All', ...RESOURCE_CATEGORIES]);
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  expect(await cards(page).count()).toBeGreaterThanOrEqual(24);

  // Featured first: the first card carries the Featured badge.
  await expect(cards(page).first().getByText('Featured', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Loss of a pet' }).click();
  await expect(page.getByRole('tab', { name: 'Loss of a pet' })).toHaveAttribute('aria-selected', 'true');
  const petCards = cards(page);
  await expect(petCards.first()).toBeVisible();
  const count = await petCards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(24);
  for (let i = 0; i < count; i++) await expect(petCards.nth(i)).toHaveAttribute('data-category', 'Loss of a pet');

  // Type badges: an article gets the primary style, other types the secondary one.
  const article = petCards.filter({ hasText: 'Grieving a companion animal' });
  await expect(article.getByText('Article', { exact: true })).toHaveClass(/bg-primary/);
  const guide = petCards.filter({ hasText: 'Thinking about a pet’s last days' });
  await expect(guide.getByText('Guide', { exact: true })).toHaveClass(/bg-secondary/);

  // Content is clamped to three lines, and a Read more toggle opens it.
  const content = article.locator('p.line-clamp-3');
  await expect(content).toHaveCount(1);
  const readMore = article.getByRole('button', { name: /Read more/ });
  await expect(readMore).toHaveAttribute('aria-expanded', 'false');
  await readMore.click();
  await expect(article.getByRole('button', { name: /Show less/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(article.locator('p.line-clamp-3')).toHaveCount(0);

  // Learn More opens the organisation's site in a new tab.
  const learnMore = article.getByRole('link', { name: /Learn More/ });
  await expect(learnMore).toHaveAttribute('target', '_blank');
  await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(learnMore).toHaveAttribute('href', /^https:\/\//);

  // No admin tools for visitors.
  await expect(page.getByRole('button', { name: 'Add resource' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

test('the tabs work from the keyboard, and crisis help is one tab away', async ({ page }) => {
  await page.goto('/resources');
  await page.getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  const crisis = page.getByRole('tab', { name: 'Crisis help' });
  await expect(crisis).toBeFocused();
  await expect(crisis).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).first()).toHaveAttribute('data-category', 'Crisis help');
  await expect(cards(page).filter({ hasText: 'Samaritans' }).getByText('Helpline', { exact: true })).toBeVisible();
});

test('a signed-in member goes back to the dashboard and sees no admin tools', async ({ page }) => {
  await signUpViaApi(page.request, newUser());
  await page.goto('/resources');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard', APP_START);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add resource' })).toHaveCount(0);
});

test('the admin tools check the form, and the server still decides who is admin', async ({ page }) => {
  await signUpViaApi(page.request, newUser());
  // Pretend the session is an admin's: the page then shows the tools, but the server knows better.
  await page.route('**/api/session', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.entitlements = { ...body.entitlements, isAdmin: true };
    await route.fulfill({ response: res, json: body });
  });
  await page.goto('/resources');
  await page.getByRole('button', { name: 'Add resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add resource' });
  await dialog.getByLabel('Title').fill('A gentle walk');
  await dialog.getByLabel('Description').fill('Why a short walk can help.');
  await dialog.getByLabel('Content').fill('A few words about walking.');
  await dialog.getByLabel('Category').fill('Coping day to day');
  await dialog.getByLabel('Link (optional)').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  // The message under the field it is about (decision 019), and the field gets the focus.
  await expect(dialog.locator('[data-field-error]')).toHaveText(RESOURCE_MSG.urlInvalid);
  await expect(dialog.getByLabel('Link (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Link (optional)')).toBeFocused();

  await dialog.getByLabel('Link (optional)').fill('https://www.cruse.org.uk');
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(notifications(page).getByRole('listitem').filter({ hasText: MSG.http.forbidden })).toBeVisible();
  await expect(cards(page).filter({ hasText: 'A gentle walk' })).toHaveCount(0);

  // Delete asks first, naming the resource.
  await page.keyboard.press('Escape');
  const first = cards(page).first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('dialog', { name: `Delete “${title}”?` })).toBeVisible();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(cards(page).filter({ hasText: title })).toHaveCount(1);
});
