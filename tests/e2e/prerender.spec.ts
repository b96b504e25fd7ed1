/**
 * Pages that are the same for everyone arrive as HTML (decision 027): their words are there before
 * any JavaScript runs, and the app then takes over the same page without a reload.
 */
import {
  APP_START,
  appWaitsForPaint,
  expect,
  holdApp,
  holdPaintReports,
  letPaintsThrough,
  newUser,
  personActs,
  signUpViaApi,
  test,
} from './fixtures';
import { WANTS_APP_ATTRIBUTE } from '../../src/shared/constants';
import { BILLING_MSG } from '../../src/shared/schemas/billing';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing, terms, safety, resources, pricing and support pages show their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    for (const [path, heading] of [
      ['/terms', /terms/i],
      ['/safety', /safety|help/i],
      ['/resources', /resource/i],
      ['/pricing', /Choose Your Plan/],
      ['/support', /Customer Support/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
  });

  test('/auth shows its forms, which cannot send a password before the app has started', async ({ page }) => {
    // Decision 046: the sign-in page's HTML, for a plain visit without a session cookie.
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Forget-me-not' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await form.getByLabel('Email').fill('someone@example.org');
    await form.getByLabel('Password').fill('a secret phrase');
    await form.getByLabel('Password').press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    // A query changes what the page first shows: the app's shell answers it.
    await page.goto('/auth?tab=signup');
    expect(await page.locator('#root').innerHTML()).toBe('');
  });

  test('a page that depends on the visitor is not prerendered', async ({ page }) => {
    const res = await page.goto('/dashboard');
    expect(res?.status()).toBe(200);
    expect(await page.locator('#root').innerHTML()).toBe('');
  });
});

test('the prerendered landing page becomes the live app where the reader is', async ({ context, page }) => {
  // Signed in, the landing page's ways in lead into the app once it has taken the page over. The
  // server's hint beside the session cookie has the app start without waiting for the reader to act
  // (decision 058).
  await signUpViaApi(page.request, newUser());
  // The app is held back (it starts once the first paint is reported, or 3 s after the load event)
  // while the reader scrolls down to the footer.
  await holdPaintReports(context, 'paint');
  await page.goto('/');
  // Until the app knows the session, the header's links for a visitor signed out are not shown to
  // someone signed in on this device (their places are kept).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeHidden();
  const terms = page.getByRole('contentinfo').getByRole('link', { name: /terms/i });
  await terms.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await letPaintsThrough(page);
  await expect(page.getByRole('link', { name: 'Create a Memorial' })).toHaveAttribute('href', '/dashboard');
  // The whole sheet came after the page's own rules (decision 046), once.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  // The app took the page over where the reader was: the router used to scroll to the top as it
  // started, and a tap on its way to a link then landed on whatever had moved under it.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Client-side navigation (no full load) proves React took the page over.
  await terms.click();
  await expect(page).toHaveURL(/\/terms$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the landing page’s ways in lead to sign-in, and into the app once the session is known', async ({ page }) => {
  const links = () => ({
    create: page.getByRole('link', { name: 'Create a Memorial' }),
    community: page.getByRole('link', { name: 'Join Community' }),
    start: page.getByRole('link', { name: 'Get Started Free' }),
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  for (const link of Object.values(links())) await expect(link).toHaveAttribute('href', '/auth');

  await signUpViaApi(page.request, newUser());
  await page.goto('/');
  await expect(links().create).toHaveAttribute('href', '/dashboard');
  await expect(links().community).toHaveAttribute('href', '/community');
  await expect(links().start).toHaveAttribute('href', '/dashboard');
});

test('the landing page asks for the app only once it has painted and the person acts', async ({ browser, baseURL }) => {
  await appWaitsForPaint(browser, baseURL!, '/', 'paint', { untilActed: true });
});

test.describe('before the app is there (decision 058)', () => {
  test('a visitor signed out sees the header’s ways in from the first paint', async ({ page }) => {
    await holdApp(page);
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('what was typed on the sign-in page is kept and sent', async ({ page, request }) => {
    // An account made elsewhere (its cookie is not this browser's).
    const user = newUser();
    await signUpViaApi(request, user);
    const release = await holdApp(page);
    await page.goto('/auth', { waitUntil: 'load' });
    const form = page.getByRole('form', { name: 'Sign in' });
    // Typed while the app is on its way (the first focus asked for it): the words are kept for it.
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill(user.password);
    release();
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled(APP_START);
    await expect(form.getByLabel('Email')).toHaveValue(user.email);
    await expect(form.getByLabel('Password')).toHaveValue(user.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the sign-in page and the pricing page say what this server offers before the app is asked for', async ({
    page,
  }) => {
    // This server has no identity providers and no payments (decision 059): its pages say so in
    // their HTML, and start the app only when the person acts.
    const release = await holdApp(page);
    await page.goto('/pricing', { waitUntil: 'load' });
    await expect(page.getByTestId('payment-note')).toHaveText(BILLING_MSG.notSetUp);
    await expect(page.locator(`[${WANTS_APP_ATTRIBUTE}]`)).toHaveCount(0);
    await page.goto('/auth', { waitUntil: 'load' });
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator(`[${WANTS_APP_ATTRIBUTE}]`)).toHaveCount(0);
    // A tab pressed before the app is there is pressed for it.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    release();
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible(APP_START);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the resources and support pages arrive drawn with what this server holds, and the app takes them over as they are', async ({
    page,
  }) => {
    // Decision 061: the server draws them with its answers of the moment, and the app hydrates that
    // drawing with the same answers, neither asking for them again nor drawing the page anew.
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const release = await holdApp(page);
    await page.goto('/resources', { waitUntil: 'load' });
    const cards = page.getByTestId('resource-card');
    expect(await cards.count()).toBeGreaterThan(5);
    await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator(`[${WANTS_APP_ATTRIBUTE}]`)).toHaveCount(0);
    // A category chosen before the app is there is chosen for it.
    const category = page.getByRole('tab').nth(1);
    const name = (await category.textContent())!;
    await category.click();
    release();
    await expect(category).toHaveAttribute('aria-selected', 'true', APP_START);
    await expect(cards.first()).toHaveAttribute('data-category', name);
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', name);

    await page.goto('/support', { waitUntil: 'load' });
    await expect(page.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
    await personActs(page);
    await expect(page.locator('a[href^="mailto:"]')).toBeVisible();
    expect(asked.filter((path) => path === '/api/resources' || path === '/api/support/contact')).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a button pressed before the app is there is pressed for it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdApp(page);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
    release();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible(APP_START);
  });
});

test.describe('a prerendered page’s own rules', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

  test('lay it out exactly as the whole sheet does, which arrives after the first paint', async ({ page }) => {
    // The page carries only the rules its HTML uses; the boot script adds the whole sheet after the
    // first paint (decision 046). Nothing may move when it arrives.
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root *')].map((element) => {
          const r = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return `${element.tagName} ${r.x} ${r.y} ${r.width} ${r.height} ${style.color} ${style.backgroundColor} ${style.fontSize}`;
        }),
      );
    for (const path of ['/', '/pricing', '/resources', '/terms']) {
      await page.goto(path);
      const sheet = await page.evaluate(() => {
        const boot = document.querySelector('script[type="module"]:not([src])')?.textContent ?? '';
        return /"(\/assets\/[^"]+\.css)"/.exec(boot)?.[1] ?? null;
      });
      expect(sheet, path).not.toBeNull();
      const own = await boxes();
      expect(own.length).toBeGreaterThan(20);
      const whole = await (await page.request.get(sheet!)).text();
      await page.evaluate(
        (css) => document.head.append(Object.assign(document.createElement('style'), { textContent: css })),
        whole,
      );
      expect(await boxes(), path).toEqual(own);
    }
  });
});
