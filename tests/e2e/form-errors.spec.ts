/**
 * Journey: a form with several wrong fields (decision 019). Every field that breaks a rule says so
 * under it at once (aria-invalid, its message as the description), the spec's "Validation Error"
 * toast still comes with the first message (spec section 5), the focus goes to the first wrong
 * field, and the toast never covers the button that sends the form: on a 375 px phone and on a
 * desktop screen, the point at the middle of the button is the button.
 */
import type { Locator, Page } from '@playwright/test';
import { MSG } from '../../src/shared/messages';
import { expect, notifications, test } from './fixtures';

/** The element at the middle of `button` is the button (or inside it): nothing lies over it. */
async function expectUncovered(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box, 'the button is on screen').not.toBeNull();
  const onTop = await page.evaluate(
    ({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return el?.closest('button')?.textContent?.trim() ?? el?.outerHTML.slice(0, 120) ?? 'nothing';
    },
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  );
  expect(onTop).toBe((await button.textContent())?.trim());
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 720 },
]) {
  test(`sign-up with three wrong fields shows all three at once, and the toast leaves Create Account free (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/auth?tab=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    const name = form.getByLabel('Display Name');
    const email = form.getByLabel('Email');
    const password = form.getByLabel('Password');
    await name.fill('Rose <3');
    await email.fill('rose-at-example');
    await password.fill('short');
    const submit = form.getByRole('button', { name: 'Create Account' });
    await submit.click();

    // All three messages at once, each the description of its field.
    const messages = form.locator('[data-field-error]');
    await expect(messages).toHaveCount(3);
    await expect(messages).toHaveText([
      MSG.validation.displayNameChars,
      MSG.validation.invalidEmail,
      MSG.validation.passwordMin,
    ]);
    for (const [field, message] of [
      [name, MSG.validation.displayNameChars],
      [email, MSG.validation.invalidEmail],
      [password, MSG.validation.passwordMin],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    // The spec's toast with the first message, and the focus on the first wrong field.
    const toast = notifications(page).getByRole('listitem').filter({ hasText: MSG.validation.title });
    await expect(toast).toContainText(MSG.validation.displayNameChars);
    await expect(name).toBeFocused();

    // While the toast is up, nothing covers the button.
    await expectUncovered(page, submit);
    await expect(toast).toBeVisible();

    // A message goes as soon as its field is right; the others stay.
    await name.fill('Rose Ellis');
    await expect(messages).toHaveCount(2);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });
}
