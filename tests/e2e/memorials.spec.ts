/**
 * Journey: creating a memorial with photos and a song, then visiting it (spec sections 2 "Create
 * memorial" / "Memorial view", 4 "Gallery", "Guestbook" and "Sharing", 5 "Files", 8 access rules).
 *
 * Every test signs up its own user (free plan: one memorial each). Photos are real JPEGs made with
 * sharp, the song a real WAV from the server's test-file generators.
 */
import type { Browser, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { GUESTBOOK_SUPPORT_MSG } from '../../src/shared/guestbook-support';
import { MSG } from '../../src/shared/messages';
import { MEMORIAL_MSG, type MemorialView } from '../../src/shared/schemas/memorials';
import { wav } from '../../src/server/features/media/test-files';
import { axeViolations } from './axe';
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A promise the test opens when it has seen what it wanted to see while a request was held. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function photo(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** The path of a signed media URL, without its expiry and signature. */
const unsigned = (url: string | null) => (url ?? '').split('?')[0];

function toast(page: Page, title: string) {
  return notifications(page).getByRole('listitem').filter({ hasText: title });
}

// Uploads, image processing and several browser contexts: well within 30 s alone, but the shared
// two-core machine can be busy with other suites.
test.describe.configure({ timeout: 60_000 });

/**
 * Waits until every toast has gone. The toasts sit bottom right, where they can cover the gallery's
 * Next arrow or the Share switch, and sonner keeps a toast open while the pointer is over it: so
 * the pointer moves away first, or a click aimed under a toast would hold it open for ever.
 */
async function waitForToastsToClose(page: Page) {
  await page.mouse.move(0, 0);
  await expect(notifications(page).getByRole('listitem')).toHaveCount(0, { timeout: 10_000 });
}

async function createMemorialViaApi(page: Page, data: { title: string; isPublic: boolean }): Promise<string> {
  const res = await page.request.post('/api/memorials', {
    data: { description: '', birthDate: null, passingDate: null, ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { memorial: { id: string } }).memorial.id;
}

async function getMemorial(page: Page, id: string): Promise<MemorialView> {
  const res = await page.request.get(`/api/memorials/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { memorial: MemorialView }).memorial;
}

/** A signed-out visitor: a new browser context without the owner's cookies. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an owner creates a memorial with two photos and a song, and the gallery wraps', async ({ page }) => {
  const user = newUser();
  await signUpViaApi(page.request, user);
  const title = `Margaret ${user.displayName.split(' ')[1]}`;

  const [landscape, portrait] = await Promise.all([photo(640, 480, '#7a8cc4'), photo(480, 640, '#c47a9a')]);

  await page.goto('/create-memorial');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Memorial' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create memorial' });

  await form.getByLabel(/^Name/).fill(title);
  await form.getByLabel('Memorial Message').fill('She planted forget-me-nots along every path she walked.');
  await form.getByLabel('Birth Date').fill('1950-03-03');
  await form.getByLabel('Passing Date').fill('2024-05-12');
  await form.getByRole('switch', { name: 'Make this memorial public' }).click();
  await expect(form.getByRole('switch', { name: 'Make this memorial public' })).toBeChecked();

  await form.getByLabel('Song file', { exact: true }).setInputFiles({
    name: 'evening-song.wav',
    mimeType: 'audio/wav',
    buffer: wav(8000),
  });
  await form.getByLabel('Photos', { exact: true }).setInputFiles([
    { name: 'first-light.jpg', mimeType: 'image/jpeg', buffer: landscape },
    { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: portrait },
  ]);
  const songRow = form.getByRole('list', { name: 'Chosen song file' }).getByRole('listitem');
  await expect(songRow).toContainText('evening-song.wav');
  const photoTiles = form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(photoTiles).toHaveCount(2);
  await expect(form.getByRole('img', { name: 'Preview of first-light.jpg' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Preview of harbour.jpg' })).toBeVisible();

  // Hold the requests so each phase can be seen: the create call, the song and the first photo.
  const created = gate();
  const songHeld = gate();
  const firstPhotoHeld = gate();
  await page.route('**/api/memorials', async (route: Route) => {
    if (route.request().method() === 'POST') await created.opened;
    await route.continue();
  });
  let photoUploads = 0;
  await page.route(new RegExp(`/api/memorials/${UUID}/(song|media)(\\?|$)`), async (route: Route) => {
    const req = route.request();
    if (req.url().includes('/song')) await songHeld.opened;
    else if (req.method() === 'POST' && ++photoUploads === 1) await firstPhotoHeld.opened;
    await route.continue();
  });

  await form.getByRole('button', { name: 'Create Memorial' }).click();
  await expect(form.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  await expect(form.getByLabel(/^Name/)).toBeDisabled();

  created.open();
  await expect(form.getByRole('button', { name: 'Uploading Media...' })).toBeDisabled();
  // The song goes first, with its own progress bar; the photos wait their turn.
  await expect(songRow.getByRole('progressbar', { name: 'Uploading evening-song.wav' })).toBeVisible();
  await expect(songRow).toContainText('Uploading…');
  await expect(photoTiles.filter({ hasText: 'Waiting to upload' })).toHaveCount(2);

  songHeld.open();
  await expect(songRow.getByRole('progressbar', { name: 'Uploading evening-song.wav' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(songRow).toContainText('Added');
  const firstTile = photoTiles.filter({ hasText: 'first-light.jpg' });
  await expect(firstTile.getByRole('progressbar', { name: 'Uploading first-light.jpg' })).toBeVisible();
  await expect(firstTile).toContainText('Uploading…');
  await expect(photoTiles.filter({ hasText: 'harbour.jpg' })).toContainText('Waiting to upload');

  firstPhotoHeld.open();
  await expect(page).toHaveURL(new RegExp(`/memorial/${UUID}$`));
  const id = new URL(page.url()).pathname.split('/').pop()!;

  // The toast first: it stays its four seconds, and a slow machine can spend them elsewhere.
  const createdToast = toast(page, MEMORIAL_MSG.createdTitle);
  await expect(createdToast).toBeVisible();
  await expect(createdToast).toContainText(MEMORIAL_MSG.created);
  await expect(toast(page, 'could not be added')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('1950 – 2024', { exact: true })).toBeVisible();
  await expect(page.getByText('She planted forget-me-nots along every path she walked.')).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Forget-me-not`);

  // The featured song: a note that it plays (or that the browser wants a tap first) and a control.
  const note = page.getByText(/^(Featured music playing|Tap play to hear the featured song)$/);
  await expect(note).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Pause|Play) featured music$/ })).toBeVisible();
  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('src', /^\/api\/media\/memorial-audio\/.+-evening-song\.wav\?/);
  const audioState = () =>
    audio.evaluate((a: HTMLAudioElement) => {
      if (!a.paused && a.currentTime > 0) return 'playing';
      if (document.body.innerText.includes('Tap play to hear the featured song')) return 'blocked';
      return a.paused ? 'paused' : 'starting';
    });
  // Wait for the browser's decision: the song runs, or autoplay was refused and a tap is needed.
  await expect.poll(audioState).toMatch(/^(playing|blocked)$/);
  const pause = page.getByRole('button', { name: 'Pause featured music' });
  const play = page.getByRole('button', { name: 'Play featured music' });
  // Which way it went is read from the page, not sampled again from the audio: the one-second song
  // loops, and a sample taken as it wraps to 0 s would read as "starting".
  if (await pause.isVisible()) {
    await expect(page.getByText('Featured music playing', { exact: true })).toBeVisible();
    await pause.click();
    await expect(page.getByText('Featured music paused', { exact: true })).toBeVisible();
    expect(await audioState()).toBe('paused');
  }
  await play.click();
  await expect(page.getByText('Featured music playing', { exact: true })).toBeVisible();
  await expect(pause).toBeVisible();
  await expect.poll(audioState).toBe('playing');
  await pause.click();
  await expect(page.getByText('Featured music paused', { exact: true })).toBeVisible();

  // What the server stored: public, both dates, the song as a file, the photos in the chosen order.
  const memorial = await getMemorial(page, id);
  expect(memorial).toMatchObject({
    title,
    isPublic: true,
    isOwner: true,
    birthDate: '1950-03-03',
    passingDate: '2024-05-12',
    song: { kind: 'audio' },
  });
  expect(memorial.media.map((m) => [m.mediaType, m.width, m.height])).toEqual([
    ['photo', 640, 480],
    ['photo', 480, 640],
  ]);
  const [first, second] = memorial.media.map((m) => unsigned(m.urls.display));

  // Gallery: Next twice comes back to photo 1; Previous from photo 1 wraps to photo 2.
  await waitForToastsToClose(page);
  const gallery = page.getByRole('region', { name: `Memories of ${title}` });
  const shown = (n: 1 | 2) => gallery.getByRole('img', { name: `Photo ${n} of 2 of ${title}` });
  const counter = gallery.getByText(/^\d+ \/ \d+$/);
  const next = gallery.getByRole('button', { name: 'Next photo or video' });
  const previous = gallery.getByRole('button', { name: 'Previous photo or video' });
  const thumb = (n: number) => gallery.getByRole('button', { name: `Show item ${n}` });

  await expect(shown(1)).toBeVisible();
  await expect(counter).toHaveText('1 / 2');
  expect(unsigned(await shown(1).getAttribute('src'))).toBe(first);
  await expect(thumb(1)).toHaveAttribute('aria-current', 'true');

  await next.click();
  await expect(shown(2)).toBeVisible();
  await expect(counter).toHaveText('2 / 2');
  expect(unsigned(await shown(2).getAttribute('src'))).toBe(second);
  await expect(thumb(2)).toHaveAttribute('aria-current', 'true');

  await next.click();
  await expect(shown(1)).toBeVisible();
  await expect(counter).toHaveText('1 / 2');
  expect(unsigned(await shown(1).getAttribute('src'))).toBe(first);

  await previous.click();
  await expect(shown(2)).toBeVisible();
  await expect(counter).toHaveText('2 / 2');
  expect(unsigned(await shown(2).getAttribute('src'))).toBe(second);

  // A thumbnail jumps straight to its photo.
  await thumb(1).click();
  await expect(shown(1)).toBeVisible();
  await expect(counter).toHaveText('1 / 2');
  await expect(thumb(1)).toHaveAttribute('aria-current', 'true');
  await expect(thumb(2)).not.toHaveAttribute('aria-current', 'true');
  await thumb(2).click();
  await expect(shown(2)).toBeVisible();
  expect(unsigned(await shown(2).getAttribute('src'))).toBe(second);

  // The photos really load (the signed URLs work).
  expect(await shown(2).evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0))).toBe(true);
});

test('an anonymous visitor signs the guestbook; the owner sees the email and deletes the entry', async ({
  page,
  browser,
}) => {
  const owner = newUser();
  await signUpViaApi(page.request, owner);
  const title = `Arthur ${owner.displayName.split(' ')[1]}`;
  const id = await createMemorialViaApi(page, { title, isPublic: true });

  await page.goto(`/memorial/${id}`);
  const ownerGuestbook = page.getByRole('region', { name: 'Guestbook', exact: true });
  await expect(ownerGuestbook.getByText('Be the first to leave a message.')).toBeVisible();

  // A visitor in a fresh, signed-out browser.
  const visitor = await visitorPage(browser);
  try {
    const guest = {
      name: 'Evelyn Hart',
      email: `evelyn-${Date.now()}@example.com`,
      message: 'He taught me to fish off the old pier. I think of him every summer.',
    };
    await visitor.goto(`/memorial/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const guestbook = visitor.getByRole('region', { name: 'Guestbook', exact: true });
    const signForm = guestbook.getByRole('form', { name: 'Sign the guestbook' });
    await signForm.getByLabel('Name').fill(guest.name);
    await signForm.getByLabel('Email').fill(guest.email);
    await signForm.getByLabel('Message').fill(guest.message);
    await signForm.getByRole('button', { name: 'Leave a Message' }).click();

    await expect(toast(visitor, MEMORIAL_MSG.guestbookAdded)).toBeVisible();
    const visitorEntry = guestbook.getByRole('list', { name: 'Guestbook entries' }).getByRole('listitem');
    await expect(visitorEntry).toHaveCount(1);
    await expect(visitorEntry).toContainText(guest.name);
    await expect(visitorEntry).toContainText(guest.message);
    // The visitor never sees the email (nor a delete control), and the API does not send it.
    await expect(signForm.getByLabel('Email')).toHaveValue('');
    await expect(visitor.getByText(guest.email)).toHaveCount(0);
    await expect(visitorEntry.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    const page1 = await (await visitor.request.get(`/api/memorials/${id}/guestbook`)).json();
    expect(page1).toMatchObject({ canDelete: false, entries: [{ authorName: guest.name, authorEmail: null }] });

    // Back with the owner: after a reload the entry shows with the email and a delete control.
    await page.reload();
    const entry = ownerGuestbook
      .getByRole('list', { name: 'Guestbook entries' })
      .getByRole('listitem')
      .filter({ hasText: guest.message });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(guest.name);
    await expect(entry).toContainText(guest.email);

    await entry.getByRole('button', { name: `Delete entry from ${guest.name}` }).click();
    const confirm = entry.getByRole('group', { name: 'Confirm delete' });
    await expect(confirm).toContainText('Delete this message?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

    await expect(toast(page, MEMORIAL_MSG.guestbookDeleted)).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect(ownerGuestbook.getByText('Be the first to leave a message.')).toBeVisible();

    // Gone for good, for the visitor too.
    await page.reload();
    await expect(ownerGuestbook.getByText('Be the first to leave a message.')).toBeVisible();
    await visitor.reload();
    await expect(guestbook.getByText('Be the first to leave a message.')).toBeVisible();

    // A message the crisis screen reads as a crisis (decision 041): its author is given the help
    // lines and it waits for the family, who may show it on the memorial.
    const held = 'I have the pills saved up and I will be with him tonight. Goodbye everyone.';
    await signForm.getByLabel('Name').fill(guest.name);
    await signForm.getByLabel('Message').fill(held);
    await signForm.getByRole('button', { name: 'Leave a Message' }).click();
    const support = guestbook.getByTestId('guestbook-held');
    await expect(support.getByText(GUESTBOOK_SUPPORT_MSG.heldTitle)).toBeVisible();
    await expect(support.getByRole('link').first()).toBeVisible();
    await expect(guestbook.getByText('Be the first to leave a message.')).toBeVisible();
    await visitor.mouse.move(0, 0);
    expect(await axeViolations(visitor), 'the held message card').toEqual([]);

    await page.reload();
    const waiting = ownerGuestbook.getByRole('listitem').filter({ hasText: held });
    await expect(waiting.getByText(GUESTBOOK_SUPPORT_MSG.awaitingApproval)).toBeVisible();
    await waiting.getByRole('button', { name: GUESTBOOK_SUPPORT_MSG.approveLabel(guest.name) }).click();
    await expect(toast(page, GUESTBOOK_SUPPORT_MSG.approved)).toBeVisible();
    await expect(waiting.getByText(GUESTBOOK_SUPPORT_MSG.awaitingApproval)).toHaveCount(0);
    await visitor.reload();
    await expect(guestbook.getByRole('listitem').filter({ hasText: held })).toBeVisible();
  } finally {
    await visitor.context().close();
  }
});

test('a private memorial opens with its share link only while sharing is on', async ({ page, context, browser }) => {
  const owner = newUser();
  await signUpViaApi(page.request, owner);
  const title = `Walter ${owner.displayName.split(' ')[1]}`;
  const id = await createMemorialViaApi(page, { title, isPublic: false });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(`/memorial/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About this memorial' })).toContainText('Private');
  const share = page.getByRole('region', { name: 'Share', exact: true });
  const shareSwitch = share.getByRole('switch', { name: 'Share with a private link' });
  await expect(shareSwitch).not.toBeChecked();
  await expect(share.getByLabel('Share link')).toHaveCount(0);

  await shareSwitch.click();
  await expect(toast(page, MEMORIAL_MSG.sharingEnabled)).toBeVisible();
  await expect(shareSwitch).toBeChecked();
  const linkInput = share.getByLabel('Share link');
  await expect(linkInput).toHaveValue(new RegExp(`/memorial/${id}\\?share=.+`));
  const link = await linkInput.inputValue();
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, MEMORIAL_MSG.linkCopied)).toBeVisible();
  await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const visitor = await visitorPage(browser);
  try {
    // With the link, a signed-out visitor sees the memorial (but not the owner's Share panel).
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Guestbook', exact: true })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Share', exact: true })).toHaveCount(0);

    // Without the token it does not exist for them.
    await visitor.goto(`/memorial/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: MEMORIAL_MSG.notFound })).toBeVisible();
    const denied = toast(visitor, MEMORIAL_MSG.accessDeniedTitle);
    await expect(denied).toBeVisible();
    await expect(denied).toContainText(MEMORIAL_MSG.noPermission);
    await expect(visitor.getByText(title)).toHaveCount(0);

    // The owner turns sharing off: the same link stops working.
    await waitForToastsToClose(page);
    await shareSwitch.click();
    await expect(toast(page, MEMORIAL_MSG.sharingDisabled)).toBeVisible();
    await expect(shareSwitch).not.toBeChecked();
    await expect(share.getByLabel('Share link')).toHaveCount(0);

    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: MEMORIAL_MSG.notFound })).toBeVisible();
    const expired = toast(visitor, MEMORIAL_MSG.accessDeniedTitle);
    await expect(expired).toBeVisible();
    await expect(expired).toContainText(MEMORIAL_MSG.invalidShareLink);
    await expect(visitor.getByText(title)).toHaveCount(0);
  } finally {
    await visitor.context().close();
  }
});

test.describe('when the memorial cannot be shown (decision 019)', () => {
  test('a server error on your own memorial offers Retry, not "not found"', async ({ page }) => {
    const user = newUser();
    await signUpViaApi(page.request, user);
    const title = `Edith ${user.displayName.split(' ')[1]}`;
    const id = await createMemorialViaApi(page, { title, isPublic: false });

    // The memorial's one request answers 500 (the client retries it three times, about 7 s).
    let failing = true;
    await page.route(`**/api/memorials/${id}`, async (route) => {
      if (!failing) return route.continue();
      await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: MSG.http.internal } } });
    });
    await page.goto(`/memorial/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: MSG.memorialPage.loadFailedHeading })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('alert').filter({ hasText: MSG.memorialPage.loadFailedServer })).toBeVisible();
    await expect(toast(page, MEMORIAL_MSG.loadFailedTitle)).toContainText(MEMORIAL_MSG.loadFailed);
    await expect(page.getByText(MEMORIAL_MSG.notFound)).toHaveCount(0);
    await expect(page.getByText(/may be private/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: MSG.memorialPage.backToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    // The server is back: Retry asks again and the memorial appears.
    failing = false;
    await page.getByRole('button', { name: MSG.memorialPage.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('an unknown memorial offers the home page to a signed-out visitor, the dashboard when signed in', async ({
    page,
    browser,
  }) => {
    const unknown = '/memorial/00000000-0000-4000-8000-000000000000';
    const visitor = await visitorPage(browser);
    try {
      await visitor.goto(unknown);
      await expect(visitor.getByRole('heading', { level: 1, name: MEMORIAL_MSG.notFound })).toBeVisible();
      await expect(visitor.getByRole('link', { name: MSG.memorialPage.homePage })).toHaveAttribute('href', '/');
      await expect(visitor.getByRole('link', { name: MSG.memorialPage.backToDashboard })).toHaveCount(0);
      await expect(visitor.getByRole('link', { name: /Dashboard/ })).toHaveCount(0);
      // The owner of a private memorial, signed out, can sign in and come back to it.
      await expect(visitor.getByRole('link', { name: MSG.memorialPage.signIn, exact: true })).toHaveAttribute(
        'href',
        '/auth',
      );
    } finally {
      await visitor.context().close();
    }

    await signUpViaApi(page.request, newUser());
    await page.goto(unknown);
    await expect(page.getByRole('heading', { level: 1, name: MEMORIAL_MSG.notFound })).toBeVisible();
    await expect(page.getByRole('link', { name: MSG.memorialPage.backToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('link', { name: MSG.memorialPage.homePage })).toHaveCount(0);
  });
});
