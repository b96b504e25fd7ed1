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
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
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

export { expect };
