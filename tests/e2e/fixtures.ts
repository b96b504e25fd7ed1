/**
 * Shared Playwright fixtures for the end-to-end journeys.
 *
 * - `skipOnboarding` (default true): marks the onboarding dialog as seen before any page script
 *   runs, so journeys that are not about onboarding never have the modal in their way. The
 *   onboarding journey turns it off with `test.use({ skipOnboarding: false })`.
 * - `newUser()`: fresh, valid sign-up details; tests run in parallel against one server, so
 *   every test gets its own email.
 * - `signUpViaApi()`: creates an account through the API. Given `page.request` (or
 *   `context.request`), the session cookie lands in the browser context, so the page is signed in.
 * - `uploadPhotoViaApi()`: a plain JPEG of one colour added to a memorial's gallery.
 * - `appWaitsForPaint()`: a prerendered page asks for the app only once the browser reports its paint.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';

export interface TestUser {
  displayName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A unique suffix of letters and digits (display names allow nothing fancier). */
function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const suffix = uniqueSuffix();
  return {
    displayName: `Rose ${suffix}`,
    email: `e2e-${suffix}@example.com`,
    password: 'Gentle-Memory-42',
    ...overrides,
  };
}

export async function signUpViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const res = await request.post('/api/auth/sign-up', { data: user });
  expect(res.status(), await res.text()).toBe(201);
}

/** The sonner toast region ("Notifications", the hotkey hint is part of its name). */
/**
 * How long the first assertion after opening a prerendered page may wait for the app to take it
 * over: the app starts after the page's load event (decision 027), which under the whole suite on
 * two cores has taken over the default 7 s.
 */
export const APP_START = { timeout: 15_000 };

/** Uploads a one-colour JPEG of `width` × `height` to the memorial's gallery; its media id. */
export async function uploadPhotoViaApi(
  request: APIRequestContext,
  origin: string,
  memorialId: string,
  photo: { name: string; width: number; height: number; background: string },
): Promise<string> {
  const buffer = await sharp({
    create: { width: photo.width, height: photo.height, channels: 3, background: photo.background },
  })
    .jpeg()
    .toBuffer();
  const res = await request.post(`/api/memorials/${memorialId}/media?type=photo`, {
    headers: { origin },
    multipart: { file: { name: photo.name, mimeType: 'image/jpeg', buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { media: { id: string } }).media.id;
}

export function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

export const test = base.extend<{ skipOnboarding: boolean }>({
  skipOnboarding: [true, { option: true }],
  context: async ({ context, skipOnboarding }, use) => {
    if (skipOnboarding) {
      await context.addInitScript(() => {
        window.localStorage.setItem('hasSeenOnboarding', 'true');
      });
    }
    await use(context);
  },
});

/**
 * Holds back the browser's reports of one kind of paint in `context` (`paint`: the first paint;
 * `largest-contentful-paint`: a memorial's cover) until `letPaintsThrough(page)`. A prerendered page
 * asks for the app's scripts only once they have come (decision 042), or 3 s after its load event.
 */
export async function holdPaintReports(
  context: BrowserContext,
  hold: 'paint' | 'largest-contentful-paint',
): Promise<void> {
  await context.addInitScript((hold) => {
    const held: (() => void)[] = [];
    const w = window as unknown as { paintsLetThrough?: boolean; letPaintsThrough: () => void };
    w.letPaintsThrough = () => {
      w.paintsLetThrough = true;
      for (const report of held.splice(0)) report();
    };
    const Native = window.PerformanceObserver;
    window.PerformanceObserver = class extends Native {
      constructor(callback: PerformanceObserverCallback) {
        super((list, observer) => {
          if (w.paintsLetThrough || list.getEntries()[0]?.entryType !== hold) callback(list, observer);
          else held.push(() => callback(list, observer));
        });
      }
    };
  }, hold);
}

export async function letPaintsThrough(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { letPaintsThrough: () => void }).letPaintsThrough());
}

/**
 * A prerendered page (or a memorial's first view) asks for the app's scripts only once the browser
 * has reported its first paint, and on a memorial the cover's paint (decision 042): with those
 * reports held back, the page loads and no app script is asked for until they are let through. A
 * page the same for everyone (`untilActed`) then waits for the person to act (decision 058).
 */
export async function appWaitsForPaint(
  browser: Browser,
  baseURL: string,
  path: string,
  hold: 'paint' | 'largest-contentful-paint',
  { untilActed = false } = {},
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    await holdPaintReports(context, hold);
    const page = await context.newPage();
    const app = /\/assets\/index-[^/]+\.js$/;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(path, { waitUntil: 'load' });
    // Well past the load event and a frame, when the app used to be asked for.
    await page.waitForTimeout(800);
    expect(asked.filter((url) => app.test(url))).toEqual([]);
    await letPaintsThrough(page);
    if (untilActed) {
      await page.waitForTimeout(800);
      expect(asked.filter((url) => app.test(url))).toEqual([]);
      await page.mouse.move(40, 40);
    }
    await expect.poll(() => asked.some((url) => app.test(url))).toBe(true);
  } finally {
    await context.close();
  }
}

/** Holds back the app's entry script (the boot script imports it) until the returned function is called. */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The person on a page acts: the pointer moves over it. A prerendered page starts the app then, when
 * it has not already (decision 058); resolves once the app has drawn the page.
 */
export async function personActs(page: Page): Promise<void> {
  const ready = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (document.documentElement.dataset.appReady !== undefined) return resolve();
        addEventListener('app-ready', () => resolve(), { once: true });
      }),
  );
  await page.mouse.move(24, 24);
  await page.mouse.move(32, 32);
  await ready;
}

export { expect };
