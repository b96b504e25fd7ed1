/**
 * The marketing pages (spec section 2, decision 037) in one journey: each page arrives as HTML
 * with its heading, is axe clean, and its buttons do what they say: /ad's start button leads to
 * sign-in, /ad-assets' four banners download as PNGs of their stated sizes and its ad copy reaches
 * the clipboard, and /video-script's script downloads as a text file.
 */
import { readFile } from 'node:fs/promises';
import { AD_COPY, adCopyText, BANNERS, MARKETING_MSG, SCRIPT_FILE_NAME } from '../../src/shared/messages.marketing';
import { axeViolations } from './axe';
import { expect, notifications, test } from './fixtures';

/** A PNG's width and height, from its IHDR chunk (bytes 16–23, right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the three pages arrive with their headings', async ({ page }) => {
    for (const [path, heading] of [
      ['/ad', "Grief Doesn't Have a Timeline"],
      ['/ad-assets', 'Ad Assets'],
      ['/video-script', 'Video Script'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
});

test('ad landing, ad assets and video script', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // /ad: the start button leads to sign-in.
  await page.goto('/ad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Grief Doesn't Have a Timeline");
  await expect(page.getByText('10,000+', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Start Your Healing Journey' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // /ad-assets: every banner downloads as a PNG of its stated size.
  await page.goto('/ad-assets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ad Assets');
  await expect(page.getByRole('link', { name: 'Open the Ad Page in a New Tab' })).toHaveAttribute('target', '_blank');
  for (const banner of BANNERS) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${banner.label}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(banner.fileName);
    const size = pngSize(await readFile((await download.path())!));
    expect(size).toEqual({ width: banner.width, height: banner.height });
    await expect(notifications(page).getByText(MARKETING_MSG.downloaded(banner.fileName))).toBeVisible();
  }
  const linkedIn = AD_COPY.find((c) => c.platform === 'LinkedIn')!;
  await page.getByRole('region', { name: 'LinkedIn' }).getByRole('button', { name: 'Copy Text' }).click();
  await expect(notifications(page).getByText(MARKETING_MSG.adCopyCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(adCopyText(linkedIn));
  expect(await axeViolations(page)).toEqual([]);

  // A banner that cannot be fetched is told, not saved.
  await page.route('**/api/marketing/banners/square.png', (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByRole('button', { name: 'Download Square' }).click();
  await expect(notifications(page).getByText(MARKETING_MSG.downloadFailed)).toBeVisible();

  // /video-script: the script downloads as a text file.
  await page.getByRole('link', { name: 'Video Script' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Script');
  const [script] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Script' }).click(),
  ]);
  expect(script.suggestedFilename()).toBe(SCRIPT_FILE_NAME);
  const text = await readFile((await script.path())!, 'utf8');
  expect(text).toContain('60-SECOND VIDEO (60 seconds)');
  expect(text).toContain('15-SECOND SOCIAL VERSION (15 seconds)');
  expect(text).toContain('VOICEOVER: Some mornings, you still make two cups of tea.');
  await expect(notifications(page).getByText(MARKETING_MSG.scriptDownloaded)).toBeVisible();
  await page.getByRole('button', { name: 'Copy Script' }).click();
  await expect(notifications(page).getByText(MARKETING_MSG.scriptCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  expect(await axeViolations(page)).toEqual([]);
});
