/**
 * Data that belongs to the family (decision 030), in one journey: Settings → Account → "Export my
 * data" shows the export's progress until it is ready, and its ZIP downloads with what the person
 * wrote; the memorial page's "Download as a website" downloads a ZIP whose index.html, opened from
 * disk (file://) with every network request blocked, shows the memorial with its photo and
 * guestbook, loads nothing from anywhere, and passes axe.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { EXPORT_MSG } from '../../src/shared/messages.settings';
import { expect, newUser, signUpViaApi, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page): Promise<string[]> {
  // Measured at rest: the pointer is moved off whatever it last clicked (a hover shade is not the page's colour).
  await page.mouse.move(0, 0);
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 200)}`),
  );
}

test.describe.configure({ timeout: 90_000 });

test('export my data from Settings, and a memorial as a website that opens from disk with no network', async ({
  page,
  context,
  baseURL,
}) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fmn-e2e-export-'));
  try {
    const user = newUser({ displayName: 'Rose Keeper' });
    await signUpViaApi(page.request, user);
    const created = await page.request.post('/api/memorials', {
      data: {
        title: 'Margaret Ellis',
        description: 'She grew roses by the sea.',
        birthDate: '1941-04-12',
        passingDate: '2024-09-30',
        isPublic: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const memorialId = ((await created.json()) as { memorial: { id: string } }).memorial.id;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc8899' } })
      .jpeg()
      .toBuffer();
    const photo = await page.request.post(`/api/memorials/${memorialId}/media?type=photo`, {
      headers: { origin: baseURL! },
      multipart: { file: { name: 'roses.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    });
    expect(photo.status(), await photo.text()).toBe(201);
    const entry = await page.request.post(`/api/memorials/${memorialId}/guestbook`, {
      headers: { origin: baseURL! },
      data: { authorName: 'May', message: 'We will miss her garden.' },
    });
    expect(entry.status(), await entry.text()).toBe(201);
    const journal = await page.request.post('/api/journal', {
      headers: { origin: baseURL! },
      data: { title: 'Evening', content: 'The roses opened today.' },
    });
    expect(journal.status(), await journal.text()).toBe(201);

    // ——— Export my data ———
    await page.goto('/settings?tab=account');
    const card = page.getByRole('region', { name: EXPORT_MSG.cardTitle });
    await expect(card.getByText(EXPORT_MSG.empty)).toBeVisible();
    await card.getByRole('button', { name: EXPORT_MSG.start }).click();
    const bar = card.getByRole('progressbar', { name: EXPORT_MSG.progressLabel });
    await expect(bar).toBeVisible();
    await expect(card.getByText(EXPORT_MSG.ready)).toBeVisible({ timeout: 30_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(card.getByText(/^ZIP file, .* Available until /)).toBeVisible();
    expect(await axeViolations(page), 'axe on Settings → Account').toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: EXPORT_MSG.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^forget-me-not-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(JSON.parse(strFromU8(archive['account.json']!)).email).toBe(user.email);
    expect(JSON.parse(strFromU8(archive['journal.json']!))[0].content).toBe('The roses opened today.');
    expect(Object.keys(archive).filter((n) => n.startsWith('media/'))).toHaveLength(1);

    // ——— Download as a website ———
    await page.goto(`/memorial/${memorialId}`);
    const panel = page.getByRole('region', { name: EXPORT_MSG.siteTitle });
    const [siteDownload] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: EXPORT_MSG.siteButton }).click(),
    ]);
    expect(siteDownload.suggestedFilename()).toBe('margaret-ellis-website.zip');
    await expect(page.getByText(EXPORT_MSG.siteDone)).toBeVisible();
    await expect(panel.getByRole('button', { name: EXPORT_MSG.siteButton })).toBeEnabled();
    expect(await axeViolations(page), 'axe on the memorial page with its owner tools').toEqual([]);
    const site = unzipSync(new Uint8Array(await readFile(await siteDownload.path())));
    for (const [name, bytes] of Object.entries(site)) {
      if (name.endsWith('/')) continue;
      await mkdir(path.join(dir, path.dirname(name)), { recursive: true });
      await writeFile(path.join(dir, name), bytes);
    }

    // Opened from disk as from a USB stick, with the network cut: anything it asked for is counted.
    const asked: string[] = [];
    await context.route(/^(https?|wss?):/, (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    const offline = await context.newPage();
    await offline.goto(pathToFileURL(path.join(dir, 'margaret-ellis-website', 'index.html')).href);
    await expect(offline.getByRole('heading', { level: 1, name: 'Margaret Ellis' })).toBeVisible();
    await expect(offline.getByText('1941 – 2024')).toBeVisible();
    await expect(offline.getByText('She grew roses by the sea.')).toBeVisible();
    await expect(offline.getByRole('heading', { level: 2, name: 'Guestbook' })).toBeVisible();
    await expect(offline.getByText('We will miss her garden.')).toBeVisible();
    const img = offline.getByRole('img', { name: 'Photo 1 of 1, Margaret Ellis' });
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(offline), 'axe on the saved website').toEqual([]);
    expect(asked).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
