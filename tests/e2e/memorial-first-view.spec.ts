/**
 * A public memorial arrives drawn by the server (decision 063): to a visitor without a session, the
 * whole page (the cover as a real <img>, the name, the years, the family's words, the story drawn
 * from its Markdown, the guestbook) is in the HTML, so it paints before any script runs, and the
 * app then takes that very page over (hydration) when the visitor acts, without asking the server
 * for the memorial again. Someone signed in still gets the first view of decision 040: the hero in
 * the HTML, the rest once the app has read the memorial as they may see it.
 */
import type { Browser } from '@playwright/test';
import { axeViolations } from './axe';
import { appWaitsForPaint, expect, newUser, personActs, signUpViaApi, test, uploadPhotoViaApi } from './fixtures';

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
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(NAME);
    // The whole page is in the HTML: the story drawn from its Markdown, the gallery, the guestbook.
    await expect(page.getByRole('heading', { name: 'Memories' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'the allotment' })).toBeVisible();
    await expect(page.getByText('Thinking of you all. Love, Sam')).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    if (appStarts) {
      // The app takes the page over once the visitor acts, from what the page carries: it does not
      // ask for the memorial again, and nothing it drew differs from the server's drawing.
      await personActs(page);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((path) => path.startsWith('/api/memorials/'))).toEqual([]);
      expect(problems).toEqual([]);
      // Its page carries the whole sheet already: the app does not fetch it again (decision 046).
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    } else {
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

  const section = await page.request.post(`/api/memorials/${id}/story`, {
    headers: { origin },
    data: { title: 'Her garden', body: 'Every summer at **the allotment**, sweet peas and beans.' },
  });
  expect(section.status(), await section.text()).toBe(201);
  const signed = await page.request.post(`/api/memorials/${id}/guestbook`, {
    headers: { origin },
    data: { authorName: 'Sam', message: 'Thinking of you all. Love, Sam' },
  });
  expect(signed.status(), await signed.text()).toBe(201);

  // Signed in, the page is the first view of decision 040: the hero, and the app for the rest.
  const own = await (await page.request.get(`/memorial/${id}`)).text();
  expect(own).toContain('id="first-view"');
  expect(own).not.toContain('Thinking of you all');

  // The app is asked for only once the cover has been painted and the visitor acts.
  await appWaitsForPaint(browser, origin, `/memorial/${id}`, 'largest-contentful-paint', { untilActed: true });
  const before = await heroBoxes(browser, `/memorial/${id}`, false);
  const after = await heroBoxes(browser, `/memorial/${id}`, true);
  // The same picture (its file), and each part of the hero where the server drew it.
  expect(after.src).toBe(before.src);
  for (const part of ['cover', 'heading', 'years', 'words'] as const) {
    const [a, b] = [before[part]!, after[part]!];
    expect(Math.abs(a.y - b.y), part).toBeLessThanOrEqual(1);
    expect(Math.abs(a.height - b.height), part).toBeLessThanOrEqual(1);
    expect(Math.abs(a.width - b.width), part).toBeLessThanOrEqual(1);
  }
});
