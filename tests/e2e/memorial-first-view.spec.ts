/**
 * A public memorial's first view (decision 040): the server sends the header, the cover photo as a
 * real <img>, the name, the years and the family's words in the page's HTML, so they paint before
 * any script runs; the app then shows the same hero in the same place and the first view is gone.
 */
import type { Browser } from '@playwright/test';
import { axeViolations } from './axe';
import { appWaitsForPaint, expect, newUser, signUpViaApi, test, uploadPhotoViaApi } from './fixtures';

const NAME = 'Rosalind <em>Hart</em>';
const WORDS = 'A gardener, a teacher, & the warmest laugh on Quay Street.';

/**
 * Where the cover and the name sit, as a visitor of a phone's width sees them: before the app's
 * scripts have arrived (they are held back for good), or once the app shows the memorial.
 */
async function heroBoxes(browser: Browser, url: string, appStarts: boolean) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (!appStarts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  try {
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(NAME);
    if (appStarts) {
      // The app has shown the memorial: its gallery is there, the server's first view is gone.
      await expect(page.getByRole('heading', { name: 'Memories' })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('#first-view')).toHaveCount(0);
      // Its page carries the whole sheet already: the app does not fetch it again (decision 046).
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    } else {
      await expect(page.locator('#first-view')).toHaveCount(1);
      await expect(page.locator('#root')).toBeEmpty();
      expect(await axeViolations(page)).toEqual([]);
    }
    await expect(heading).toHaveCount(1);
    const cover = page.getByRole('img', { name: `${NAME}: Summer at the allotment` });
    // The picture has arrived and is drawn (not only its box): on a phone, its phone-sized copy
    // (decision 048), not the 1,600 px display one.
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toContain('.medium.webp');
    return {
      src: new URL(src, 'http://x').pathname,
      cover: await cover.boundingBox(),
      heading: await heading.boundingBox(),
      words: await page.getByText(WORDS).boundingBox(),
      years: await page.getByText('1948 – 2025').boundingBox(),
    };
  } finally {
    await context.close();
  }
}

test('a public memorial paints its cover and name from the HTML, and the app takes over in place', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  await signUpViaApi(page.request, newUser());
  const created = await page.request.post('/api/memorials', {
    headers: { origin },
    data: { title: NAME, description: WORDS, birthDate: '1948-04-02', passingDate: '2025-09-30', isPublic: true },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { memorial: { id: string } }).memorial.id;
  const mediaId = await uploadPhotoViaApi(page.request, origin, id, {
    name: 'allotment.jpg',
    width: 1800,
    height: 790,
    background: '#6a8f5c',
  });
  for (const [path, data] of [
    [`/api/memorials/${id}/media/${mediaId}`, { caption: 'Summer at the allotment' }],
    [`/api/memorials/${id}/cover`, { mediaId }],
  ] as const) {
    const res = await page.request.patch(path, { headers: { origin }, data });
    expect(res.status(), await res.text()).toBe(200);
  }

  // The app is asked for only once the cover has been painted.
  await appWaitsForPaint(browser, origin, `/memorial/${id}`, 'largest-contentful-paint');
  const before = await heroBoxes(browser, `/memorial/${id}`, false);
  const after = await heroBoxes(browser, `/memorial/${id}`, true);
  // The same picture (its file), and each part of the hero where the first view drew it.
  expect(after.src).toBe(before.src);
  for (const part of ['cover', 'heading', 'years', 'words'] as const) {
    const [a, b] = [before[part]!, after[part]!];
    expect(Math.abs(a.y - b.y), part).toBeLessThanOrEqual(1);
    expect(Math.abs(a.height - b.height), part).toBeLessThanOrEqual(1);
    expect(Math.abs(a.width - b.width), part).toBeLessThanOrEqual(1);
  }
});
