/**
 * Journey: a memorial as a shared story (decision 038). The owner writes two parts of the life
 * story in Markdown, chooses a cover photo, captions it, and puts three moments on the timeline
 * (one with a photo); a signed-out visitor sees all of it, and none of the owner's tools; axe
 * passes on the public page with a cover and a 30-moment timeline (made through the API). A part of
 * the story the crisis screen reads as a crisis is saved as written, with the help lines (decision 045).
 */
import type { Page } from '@playwright/test';
import { WRITTEN_SUPPORT_MSG } from '../../src/shared/written-support';
import { axeViolations } from './axe';
import { expect, newUser, signUpViaApi, test, uploadPhotoViaApi } from './fixtures';

test.describe.configure({ timeout: 90_000 });

const NAME = 'Margaret Ellis';

async function api(page: Page, method: 'post' | 'patch', path: string, data: unknown, origin: string) {
  const res = await page.request[method](path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

test('the owner tells the story; a visitor reads it without the owner’s tools; axe passes', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  await signUpViaApi(page.request, newUser());
  const { memorial } = await api(page, 'post', '/api/memorials', { title: NAME, isPublic: true }, origin);
  const id = memorial.id as string;
  for (const name of ['sea.jpg', 'garden.jpg']) {
    await uploadPhotoViaApi(page.request, origin, id, { name, width: 320, height: 200, background: '#b06080' });
  }

  await page.goto(`/memorial/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Your tools for this memorial' })).toBeVisible();

  // ——— Two parts of the life story, with Markdown (and a hostile line shown as text) ———
  const story = page.getByRole('region', { name: 'Life story' });
  await expect(story).toContainText('No story written yet');
  await story.getByRole('button', { name: 'Add a part of the story' }).click();
  let form = story.getByRole('form', { name: 'Add a part of the story' });
  await form.getByLabel('Title').fill('Early years');
  await form
    .getByLabel('Words')
    .fill('She grew up **by the sea**.\n\n<script>window.hacked = 1</script>\n\n[Leave](javascript:alert(1))');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByText('by the sea', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Add to the story' }).click();
  await expect(story.getByRole('heading', { name: 'Early years' })).toBeVisible();
  await story.getByRole('button', { name: 'Add a part of the story' }).click();
  form = story.getByRole('form', { name: 'Add a part of the story' });
  await form.getByLabel('Title').fill('Her garden');
  await form.getByLabel('Words').fill('- roses\n- *sweet peas*');
  await form.getByRole('button', { name: 'Add to the story' }).click();
  await expect(story.getByRole('listitem').filter({ hasText: 'sweet peas' })).toBeVisible();

  // ——— A caption and the cover ———
  const gallery = page.getByRole('region', { name: `Memories of ${NAME}` });
  await gallery.getByRole('button', { name: 'Add a caption' }).click();
  await gallery.getByRole('textbox', { name: 'Caption' }).fill('At the sea, 1968');
  await gallery.getByRole('button', { name: 'Save caption' }).click();
  await expect(gallery.getByText('At the sea, 1968')).toBeVisible();
  await gallery.getByRole('button', { name: 'Use as cover' }).click();
  await expect(gallery.getByRole('button', { name: 'Remove as cover' })).toBeVisible();
  await expect(page.getByRole('img', { name: `${NAME}: At the sea, 1968` })).toBeVisible();

  // ——— Three moments on the timeline, one with a photo ———
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const addMoment = async (when: string, title: string, words = '', photoLabel?: string) => {
    await timeline.getByRole('button', { name: 'Add a moment' }).click();
    const f = timeline.getByRole('form', { name: 'Add a moment to the timeline' });
    await f.getByLabel('Year or date').fill(when);
    await f.getByLabel('Title').fill(title);
    if (words) await f.getByLabel('A few words (optional)').fill(words);
    if (photoLabel) await f.getByLabel('Photo (optional)').selectOption({ label: photoLabel });
    await f.getByRole('button', { name: 'Add to the timeline' }).click();
    await expect(timeline.getByRole('heading', { name: title })).toBeVisible();
  };
  await addMoment('1972-06-03', 'Wedding', 'A sunny day in June.', 'Photo 1: At the sea, 1968');
  await addMoment('1950', 'Born in Whitby');
  await addMoment('1990', 'Opened the flower shop');
  await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([
    'Born in Whitby',
    'Wedding',
    'Opened the flower shop',
  ]);

  // ——— A signed-out visitor ———
  const context = await browser.newContext();
  const visitor = await context.newPage();
  try {
    await visitor.goto(`/memorial/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: NAME })).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByRole('img', { name: `${NAME}: At the sea, 1968` })).toBeVisible();
    const vStory = visitor.getByRole('region', { name: 'Life story' });
    await expect(vStory.getByRole('heading', { level: 3 })).toHaveText(['Early years', 'Her garden']);
    await expect(vStory.locator('strong')).toHaveText('by the sea');
    // The script is words on the page, never run; the javascript: link is no link.
    await expect(vStory).toContainText('<script>window.hacked = 1</script>');
    expect(await visitor.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect(vStory.getByRole('link', { name: 'Leave' })).toHaveCount(0);
    await expect(visitor.getByText('At the sea, 1968').first()).toBeVisible();
    const vTimeline = visitor.getByRole('region', { name: 'Timeline' });
    await expect(vTimeline.getByRole('heading', { level: 3 })).toHaveText([
      'Born in Whitby',
      'Wedding',
      'Opened the flower shop',
    ]);
    await expect(vTimeline.getByText('3 June 1972')).toBeVisible();
    await expect(vTimeline.locator('img')).toHaveCount(1);
    // None of the owner's tools.
    await expect(visitor.getByRole('navigation', { name: 'Your tools for this memorial' })).toHaveCount(0);
    await expect(visitor.getByRole('region', { name: 'Manage this memorial' })).toHaveCount(0);
    await expect(visitor.getByRole('region', { name: 'Share', exact: true })).toHaveCount(0);
    for (const name of [/Edit/, /Add a/, /Use as cover/, /Remove/, /caption/i])
      await expect(visitor.getByRole('button', { name })).toHaveCount(0);

    // ——— 30 moments (27 more, through the API) and axe on the public page ———
    for (let i = 0; i < 27; i++)
      await api(
        page,
        'post',
        `/api/memorials/${id}/timeline`,
        { year: 1951 + i, title: `A year to remember ${i + 1}`, description: 'Together.' },
        origin,
      );
    await visitor.reload();
    await expect(visitor.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(30, {
      timeout: 15_000,
    });
    expect(await axeViolations(visitor)).toEqual([]);
  } finally {
    await context.close();
  }
  // The owner's page passes too, with its tools.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Manage this memorial' })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
});

test('a part of the story that speaks of ending a life is saved as written, and the help lines are there at once', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.request, newUser());
  const { memorial } = await api(page, 'post', '/api/memorials', { title: NAME, isPublic: true }, baseURL!);
  await page.goto(`/memorial/${memorial.id as string}`);
  const story = page.getByRole('region', { name: 'Life story' });
  await story.getByRole('button', { name: 'Add a part of the story' }).click();
  const form = story.getByRole('form', { name: 'Add a part of the story' });
  const words = "Without her I can't go on. I have the pills saved up and tonight I'm going to take them all.";
  await form.getByLabel('Title').fill('Since she went');
  await form.getByLabel('Words').fill(words);
  await form.getByRole('button', { name: 'Add to the story' }).click();

  await expect(story.getByRole('heading', { name: 'Since she went' })).toBeVisible();
  await expect(story).toContainText(words);
  const support = story.getByTestId('written-crisis-support');
  await expect(support).toBeFocused();
  await expect(support).toContainText(WRITTEN_SUPPORT_MSG.crisisTitle);
  await expect(support).toContainText(WRITTEN_SUPPORT_MSG.saved.story);
  // The browser speaks American English here: the United States' line comes first.
  await expect(support.getByRole('link', { name: /988/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await support.getByRole('button', { name: WRITTEN_SUPPORT_MSG.close }).click();
  await expect(support).toHaveCount(0);
  await expect(story.getByRole('heading', { name: 'Since she went' })).toBeVisible();
});
