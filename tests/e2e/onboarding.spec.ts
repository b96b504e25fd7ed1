/**
 * Journey: the first-visit onboarding dialog (spec sections 2 "Onboarding dialog" and 4
 * "Onboarding"). Every test starts from a fresh browser context with empty localStorage.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, holdApp, test } from './fixtures';

test.use({ skipOnboarding: false });

const slideTitles = ['Welcome to Forget-me-not', 'Create memorials', 'AI companion', 'Connect and share'];

function dialog(page: Page): Locator {
  return page.getByTestId('onboarding-dialog');
}

/**
 * Opens a page as a visitor does and moves the pointer over it: a page the same for everyone starts
 * the app when the person first acts (decision 058), and these journeys are about the app's dialog.
 */
async function arrive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.mouse.move(30, 30);
  await page.mouse.move(36, 36);
}

async function arriveAgain(page: Page): Promise<void> {
  await page.reload();
  await page.mouse.move(30, 30);
  await page.mouse.move(36, 36);
}

async function flag(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('hasSeenOnboarding'));
}

/** Widths of the four progress dots, in the order shown. */
async function dotWidths(indicator: Locator): Promise<number[]> {
  return indicator.locator('span').evaluateAll((dots) => dots.map((d) => Math.round(d.getBoundingClientRect().width)));
}

test('Skip closes the dialog and remembers it across reloads', async ({ page }) => {
  await arrive(page, '/');
  const onboarding = dialog(page);
  await expect(onboarding).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Forget-me-not' })).toBeVisible();
  await expect(onboarding.getByRole('img', { name: 'Step 1 of 4' })).toBeVisible();
  await expect(onboarding.getByRole('button', { name: 'Skip' })).toBeVisible();
  await expect(onboarding.getByRole('button', { name: 'Next' })).toBeVisible();
  expect(await flag(page)).toBeNull();

  await onboarding.getByRole('button', { name: 'Skip' }).click();
  await expect(onboarding).toBeHidden();
  expect(await flag(page)).toBe('true');

  await page.reload();
  // The dialog renders together with the page, so once the page is there it would be too.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('Next walks through all four slides and Get Started closes the dialog', async ({ page }) => {
  await arrive(page, '/');
  const onboarding = dialog(page);
  await expect(onboarding).toBeVisible();

  for (const [i, title] of slideTitles.entries()) {
    const step = i + 1;
    await expect(onboarding.getByRole('heading', { name: title })).toBeVisible();
    const indicator = onboarding.getByRole('img', { name: `Step ${step} of 4` });
    await expect(indicator).toBeVisible();
    // Current dot wide, past dots medium, future dots narrow (after the width transition).
    await expect
      .poll(async () => {
        const widths = await dotWidths(indicator);
        const wide = widths[i]!;
        const past = widths.slice(0, i);
        const future = widths.slice(i + 1);
        return (
          widths.length === 4 &&
          past.every((p) => p < wide) &&
          future.every((f) => f < wide && past.every((p) => f < p))
        );
      })
      .toBe(true);
    await expect(onboarding.getByRole('button', { name: 'Skip' })).toBeVisible();

    if (step < 4) {
      await expect(onboarding.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
      await onboarding.getByRole('button', { name: 'Next' }).click();
    }
  }

  // The last slide's forward button reads Get Started.
  await expect(onboarding.getByRole('button', { name: 'Next' })).toHaveCount(0);
  expect(await flag(page)).toBeNull();
  await onboarding.getByRole('button', { name: 'Get Started' }).click();
  await expect(onboarding).toBeHidden();
  expect(await flag(page)).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('Escape only hides the dialog: it comes back after a reload', async ({ page }) => {
  await arrive(page, '/');
  const onboarding = dialog(page);
  await expect(onboarding).toBeVisible();
  // Move on one slide first, to see that a reload starts again from the first slide.
  await onboarding.getByRole('button', { name: 'Next' }).click();
  await expect(onboarding.getByRole('img', { name: 'Step 2 of 4' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(onboarding).toBeHidden();
  expect(await flag(page)).toBeNull();

  await arriveAgain(page);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Welcome to Forget-me-not' })).toBeVisible();
  await expect(dialog(page).getByRole('img', { name: 'Step 1 of 4' })).toBeVisible();
});

test('someone who opens the safety page first sees the help lines, not the welcome tour', async ({ page }) => {
  await page.goto('/safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Safety' })).toBeVisible();
  await expect(page.getByRole('link', { name: /988/ }).first()).toBeVisible();
  // The dialog opens on load when it opens at all: give it that moment, then make sure it did not.
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
  expect(await flag(page)).toBeNull();
});

test.describe('a prerendered page, before the app has started (decision 050)', () => {
  test('shows the first slide from the first frame, and the dialog takes its place where it stands', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/pricing');
    const copy = page.getByTestId('onboarding-first');
    await expect(copy).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to Forget-me-not' })).toBeVisible();
    await expect(copy.getByRole('img', { name: 'Step 1 of 4' })).toBeVisible();
    const before = await copy.boundingBox();

    // The app starts when the visitor first acts (decision 058): a pointer moving over the page.
    await page.mouse.move(20, 20);
    release();
    const onboarding = dialog(page);
    await expect(onboarding).toBeVisible();
    await expect(copy).toHaveCount(0);
    await expect(onboarding.getByRole('button', { name: 'Next' })).toBeFocused();
    // Same place, same size: the visitor sees one dialog, not two.
    expect(await onboarding.boundingBox()).toEqual(before);
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await expect(onboarding.getByRole('heading', { name: 'Create memorials' })).toBeVisible();
  });

  test('Next pressed before the app has started is not pressed in vain: the dialog moves on', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/pricing');
    const copy = page.getByTestId('onboarding-first');
    // The press starts the app and is held for it (decision 058).
    await copy.getByRole('button', { name: 'Next' }).click();
    await expect(copy).toBeVisible();
    release();
    const onboarding = dialog(page);
    await expect(onboarding.getByRole('heading', { name: 'Create memorials' })).toBeVisible();
    await expect(onboarding.getByRole('img', { name: 'Step 2 of 4' })).toBeVisible();
    await expect(copy).toHaveCount(0);
  });

  test('Skip works before the app has started, and the app does not open the dialog again', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/');
    const copy = page.getByTestId('onboarding-first');
    await copy.getByRole('button', { name: 'Skip' }).click();
    await expect(copy).toBeHidden();
    expect(await flag(page)).toBe('true');

    release();
    // The app has taken the page over once the copy is gone.
    await expect(copy).toHaveCount(0);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the X hides it for now: the app leaves it closed, and it comes back on the next visit', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/terms');
    const copy = page.getByTestId('onboarding-first');
    await copy.getByRole('button', { name: 'Close' }).click();
    await expect(copy).toBeHidden();
    expect(await flag(page)).toBeNull();
    release();
    await expect(copy).toHaveCount(0);
    await expect(dialog(page)).toHaveCount(0);

    await page.unrouteAll();
    await arriveAgain(page);
    await expect(dialog(page)).toBeVisible();
  });

  test('is not in the page for someone who has seen the onboarding', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
    await holdApp(page);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('onboarding-first')).toBeHidden();
  });
});
