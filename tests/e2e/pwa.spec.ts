/**
 * Journey: the installable app (issue 14, spec section 2 "Install"; decision 025).
 * - Chromium, in a persistent profile (an incognito one is never installable), finds no
 *   installability error (CDP Page.getInstallabilityErrors) once the service worker runs.
 * - Offline, with the server really gone (its process stopped: Playwright's setOffline does not
 *   reach a service worker's requests), a reload of /journal shows the entries and a memorial
 *   seen before still opens, with the "You're offline" note; an entry written then waits on the
 *   device, survives a reload, and arrives on the server exactly once when the server is back.
 *   Signing out forgets everything kept: offline, the journal is no longer there to read.
 * - /install: Install App behind the browser's prompt, "App is installed!" once accepted, the
 *   steps for iOS and Android otherwise, and the four features.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { MSG } from '../../src/shared/messages';
import { INSTALL_MSG } from '../../src/shared/install';
import { JOURNAL_MSG, type JournalPage } from '../../src/shared/schemas/journal';
import { chromiumArgs, chromiumPath } from './chromium';
import { axeViolations } from './axe';
import { expect, newUser, notifications, personActs, signUpViaApi, test } from './fixtures';
import { startServerWithPlans } from './own-server';

// The service worker is what these journeys are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 120_000 });

/** Waits until the service worker is active and controls the page (its precache is complete then). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

function toast(page: Page, title: string) {
  return notifications(page).getByRole('listitem').filter({ hasText: title }).first();
}

// /install is the app's shell; /terms is prerendered, where the boot script adds the manifest and
// registers the worker once the page has painted (decision 046).
for (const path_ of ['/install', '/terms']) {
  test(`Chromium finds the app installable from ${path_}: manifest, icons and service worker`, async ({ baseURL }) => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'fmn-e2e-profile-'));
    let context: BrowserContext | null = null;
    try {
      context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        args: chromiumArgs,
        headless: true,
        baseURL,
      });
      await context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(path_);
      if (path_ === '/install') {
        await expect(page.getByRole('heading', { level: 1, name: INSTALL_MSG.pageTitle })).toBeVisible();
      }
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Forget-me-not', display: 'standalone' });
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 })
        .toEqual([]);
    } finally {
      await context?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

test('a visitor who is not signed in gets no offline store: nothing is kept, and nothing is made for it', async ({
  page,
}) => {
  const session = page.waitForResponse((r) => r.url().endsWith('/api/session'));
  await page.goto('/resources');
  // The page is drawn by the server (decision 061): the app starts once the visitor acts.
  await personActs(page);
  expect((await session).ok()).toBe(true);
  // The session's answer has been handled (the copies would be forgotten now) once the app is idle.
  await page.waitForLoadState('networkidle');
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(names).not.toContain('fmn-offline');
});

test('offline: the journal and a memorial stay readable, an entry written offline arrives once, signing out forgets them', async ({
  browser,
}) => {
  const server = await startServerWithPlans([]);
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    await context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
    const page = await context.newPage();
    const user = newUser();
    await signUpViaApi(context.request, user);
    for (const title of ['The first morning', 'A walk by the sea']) {
      const res = await context.request.post('/api/journal', { data: { title, content: `Words for ${title}.` } });
      expect(res.status()).toBe(201);
    }
    const created = await context.request.post('/api/memorials', {
      data: { title: 'Margaret Ellis', description: 'She grew roses by the sea.', isPublic: false },
    });
    expect(created.status(), await created.text()).toBe(201);
    const memorialId = ((await created.json()) as { memorial: { id: string } }).memorial.id;

    // Online: the memorial, then the journal, are read once (and so kept for this person).
    await page.goto(`/memorial/${memorialId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Margaret Ellis' })).toBeVisible();
    await controlledByServiceWorker(page);
    await page.goto('/journal');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: MSG.offline.title })).toHaveCount(0);

    // The server is gone and the browser says it is offline.
    await server.stop();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: JOURNAL_MSG.pageTitle })).toBeVisible();
    await expect(page.getByRole('article', { name: 'The first morning', exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'A walk by the sea', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: MSG.offline.title })).toBeVisible();

    await page.goto(`/memorial/${memorialId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Margaret Ellis' })).toBeVisible();
    await expect(page.getByText('She grew roses by the sea.').first()).toBeVisible();

    // Writing offline: kept on the device, shown as waiting, still there after a reload.
    await page.goto('/journal');
    await page.getByRole('button', { name: JOURNAL_MSG.newEntry }).click();
    const form = page.getByRole('form', { name: 'New journal entry' });
    await form.getByLabel('Title').fill('Written on the train');
    // Words the crisis screen finds worrying: the note comes once the entry is sent (decision 043).
    await form
      .getByLabel('What is on your mind?')
      .fill('No signal here. Some nights I wish I could just go to sleep and not wake up.');
    await form.getByRole('button', { name: 'Save Entry' }).click();
    await expect(toast(page, JOURNAL_MSG.queuedTitle)).toBeVisible();
    await expect(form).toHaveCount(0);
    const waiting = page.getByRole('region', { name: JOURNAL_MSG.queuedBadge });
    await expect(waiting.getByRole('article', { name: 'Written on the train' })).toBeVisible();
    await page.reload();
    await expect(waiting.getByRole('article', { name: 'Written on the train' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('fmn.journalDraft'))).toBeNull();
    // The offline note and the waiting entry pass axe (as every page does: a11y.spec.ts).
    expect(await axeViolations(page)).toEqual([]);

    // Back online: the entry arrives, once, and is no longer waiting.
    await server.start();
    await context.setOffline(false);
    // Debian's Chromium 150 lets the page's requests fail as offline for a while after the emulated
    // network is back (navigator.onLine is true, the 'online' event has come): the entry then goes
    // with the app's next attempt, at most 30 s later (send-queued.ts), as after a real network's
    // slow return.
    await expect(toast(page, JOURNAL_MSG.sentTitle)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('journal-concern-support')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Written on the train', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: MSG.offline.title })).toHaveCount(0);
    const journal = (await (await context.request.get('/api/journal')).json()) as JournalPage;
    expect(journal.entries.map((e) => e.title).sort()).toEqual(
      ['A walk by the sea', 'The first morning', 'Written on the train'].sort(),
    );

    // Signing out forgets what was kept: offline, the journal is not there to read any more.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(
      await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('fmn-offline');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('copies').objectStore('copies').count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
          }),
      ),
    ).toBe(0);
    await server.stop();
    await context.setOffline(true);
    await page.goto('/journal');
    await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
    await expect(page.getByText('The first morning')).toHaveCount(0);
  } finally {
    await context.close();
    await server.close();
  }
});

/** Plays the browser's `beforeinstallprompt`, answering the prompt with `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test('/install: Install App behind the prompt, then "App is installed!"; the steps otherwise; the four features', async ({
  page,
}) => {
  await page.goto('/install');
  await expect(page).toHaveTitle(`${INSTALL_MSG.pageTitle} · Forget-me-not`);
  // No prompt from the browser (yet): the steps for both platforms.
  await expect(page.getByRole('heading', { level: 2, name: INSTALL_MSG.manualHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: INSTALL_MSG.ios.title })).toBeVisible();
  await expect(page.getByText('Tap the Share button.')).toBeVisible();
  await expect(page.getByText('Tap Add to Home Screen.')).toBeVisible();
  await expect(page.getByText('Tap Add to Home screen or Install app.')).toBeVisible();
  await expect(page.getByRole('button', { name: INSTALL_MSG.installButton })).toHaveCount(0);
  const features = page.getByRole('region', { name: INSTALL_MSG.featuresHeading });
  for (const name of ['Works offline', 'Fast loading', 'Home screen', 'Full screen']) {
    await expect(features.getByRole('heading', { level: 3, name })).toBeVisible();
  }

  // The prompt comes and is dismissed: the steps again, and a kind word.
  await offerInstall(page, 'dismissed');
  await page.getByRole('button', { name: INSTALL_MSG.installButton }).click();
  await expect(toast(page, INSTALL_MSG.dismissed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: INSTALL_MSG.manualHeading })).toBeVisible();

  // It comes again and is accepted, with the keyboard.
  await offerInstall(page, 'accepted');
  const install = page.getByRole('button', { name: INSTALL_MSG.installButton });
  await install.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: INSTALL_MSG.installed })).toBeVisible();
  await expect(page.getByRole('heading', { name: INSTALL_MSG.manualHeading })).toHaveCount(0);
  await expect(install).toHaveCount(0);
});

test('/install in the installed app (standalone display mode) says "App is installed!"', async ({ page }) => {
  // Playwright cannot emulate the display mode: the page is told so where it asks.
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (query !== '(display-mode: standalone)') return real(query);
      const list = new EventTarget() as MediaQueryList;
      return Object.assign(list, { matches: true, media: query, onchange: null });
    };
  });
  await page.goto('/install');
  await expect(page.getByRole('heading', { level: 2, name: INSTALL_MSG.installed })).toBeVisible();
  await expect(page.getByRole('heading', { name: INSTALL_MSG.manualHeading })).toHaveCount(0);
});
