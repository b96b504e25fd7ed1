/**
 * axe on the page as it is now, with the WCAG tags every page is held to (a11y.spec.ts checks each
 * route; journeys check the states a route only reaches by acting: a tab, a dialog, a step).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per violation ("rule: targets"); empty when the page passes. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
