/**
 * The installable app's manifest (pwa.config.ts, decision 025): every icon it names is in public/
 * at the size it claims, the colours are the design's own (src/web/styles.css), and the service
 * worker's page route leaves the API and Stripe returns alone, and every other navigation is still
 * answered by the worker from the network (one request each, with navigation preload).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_COLOR, manifest, pwaOptions, THEME_COLOR } from '../pwa.config';

const root = path.resolve(import.meta.dirname, '..');

/** An oklch() colour of the CSS as sRGB hex (the CSS Color 4 conversion). */
function oklchToHex(l: number, c: number, h: number): string {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  return `#${linear
    .map((x) => {
      const v = Math.min(1, Math.max(0, x));
      const srgb = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
      return Math.round(srgb * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

function token(name: string): string {
  const css = readFileSync(path.join(root, 'src/web/styles.css'), 'utf8');
  const m = new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(css);
  if (!m) throw new Error(`no --color-${name} in styles.css`);
  return oklchToHex(Number(m[1]), Number(m[2]), Number(m[3]));
}

describe('the web app manifest', () => {
  it('names every icon at the size it is, with 192 and 512 for any use and for masking', async () => {
    for (const icon of manifest.icons) {
      const meta = await sharp(path.join(root, 'public', icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
    const sizes = (purpose: string) => manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
  });

  it('has an opaque 180 × 180 apple-touch-icon, linked from index.html', async () => {
    const meta = await sharp(path.join(root, 'public/icons/apple-touch-icon.png')).stats();
    expect(meta.isOpaque).toBe(true);
    expect((await sharp(path.join(root, 'public/icons/apple-touch-icon.png')).metadata()).width).toBe(180);
    const html = readFileSync(path.join(root, 'src/web/index.html'), 'utf8');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
  });

  it("uses the design's primary and background colours", () => {
    expect(THEME_COLOR).toBe(token('primary'));
    expect(BACKGROUND_COLOR).toBe(token('background'));
    expect(manifest).toMatchObject({
      name: 'Forget-me-not',
      display: 'standalone',
      scope: '/',
      start_url: '/dashboard',
    });
  });
});

describe("the service worker's page route", () => {
  const route = pwaOptions.workbox!.runtimeCaching![0]!;
  // `self` is the worker's global scope where the route runs.
  beforeAll(() => {
    (globalThis as { self?: unknown }).self = { location: { origin: 'http://127.0.0.1:3000' } };
  });
  afterAll(() => {
    delete (globalThis as { self?: unknown }).self;
  });
  const matches = (href: string, mode = 'navigate') => {
    const url = new URL(href, 'http://127.0.0.1:3000');
    const match = route.urlPattern as (o: { request: { mode: string }; url: URL }) => boolean;
    return match({ request: { mode }, url });
  };

  it('answers the pages of the app, from the network, with the shell only when none comes', () => {
    expect(route.handler).toBe('NetworkOnly');
    expect(route.options?.precacheFallback).toEqual({ fallbackURL: 'index.html' });
    expect(pwaOptions.workbox!.navigateFallback).toBeNull();
    for (const page of ['/', '/journal', '/memorial/abc?share=xyz', '/install', '/dashboard?welcome=1']) {
      expect(matches(page), page).toBe(true);
    }
  });

  it('never takes the API, a Stripe return, a file, a request that is not a page or another site', () => {
    for (const url of [
      '/api/journal',
      '/api/auth/sign-in',
      '/api/billing/return',
      '/dashboard?session_id=cs_test_123',
      '/pricing?plan=monthly&session_id=cs_1',
      '/sw.js',
      '/icons/icon-192.png',
      'http://elsewhere.example/',
    ]) {
      expect(matches(url), url).toBe(false);
    }
    expect(matches('/journal', 'cors')).toBe(false);
    expect(matches('/journal', 'same-origin')).toBe(false);
  });

  it('answers every other navigation of the site from the network, so the preloaded request is the only one', () => {
    const rest = pwaOptions.workbox!.runtimeCaching![1]!;
    const match = rest.urlPattern as (o: { request: { mode: string }; url: URL }) => boolean;
    const other = (href: string, mode = 'navigate') =>
      match({ request: { mode }, url: new URL(href, 'http://127.0.0.1:3000') });
    expect(rest.handler).toBe('NetworkOnly');
    expect(rest.options?.precacheFallback).toBeUndefined();
    for (const url of [
      '/api/auth/callback/practice?state=s&code=c',
      '/api/auth/verify-email?token=t',
      '/dashboard?session_id=cs_1',
      '/sw.js',
    ]) {
      expect(matches(url) || other(url), url).toBe(true);
    }
    expect(pwaOptions.workbox!.navigationPreload).toBe(true);
    expect(other('/api/journal', 'cors')).toBe(false);
    expect(other('http://elsewhere.example/')).toBe(false);
  });

  it('caches nothing at run time: two network-only routes, so no API answer is ever stored', () => {
    const routes = pwaOptions.workbox!.runtimeCaching!;
    expect(routes).toHaveLength(2);
    for (const r of routes) {
      expect(r.handler).toBe('NetworkOnly');
      expect(r.options ?? {}).not.toHaveProperty('cacheName');
    }
    expect(pwaOptions.workbox!.globPatterns).toEqual(['index.html', 'registerSW.js', 'assets/**/*.{js,css}']);
  });
});
