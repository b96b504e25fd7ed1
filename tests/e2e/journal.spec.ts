/**
 * Journey: the Grief Journal on /journal (spec sections 2 "Journal", 4 "Journal and legacy letter
 * forms", 5 "Journal entry", 8 "Journal", 9): the empty state, writing an entry with a mood (the
 * toast, the entry in the list, the form collapsing), newest first, editing it, deleting it after a
 * confirmation back to the empty state, the validation toast, the draft surviving a reload, the
 * Markdown download, and an entry the crisis screen reads as a crisis (decision 043). Every test
 * signs up its own user.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { JOURNAL_SUPPORT_MSG } from '../../src/shared/journal-support';
import { JOURNAL_MSG } from '../../src/shared/schemas/journal';
import { axeViolations } from './axe';
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';

// Several round trips each: well within 30 s alone, but the shared machine can be busy.
test.describe.configure({ timeout: 90_000 });

/** The newest toast with this text (an earlier one may still be showing). */
function toast(page: Page, title: string) {
  return notifications(page).getByRole('listitem').filter({ hasText: title }).first();
}

function newEntryForm(page: Page) {
  return page.getByRole('form', { name: 'New journal entry' });
}

function entry(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

async function openJournal(page: Page) {
  await page.goto('/journal');
  await expect(page.getByRole('heading', { level: 1, name: JOURNAL_MSG.pageTitle })).toBeVisible();
}

async function writeEntry(page: Page, title: string, content: string, mood?: string) {
  const form = newEntryForm(page);
  await form.getByLabel('Title').fill(title);
  if (mood) {
    await form.getByRole('combobox', { name: 'Mood (optional)' }).click();
    await page.getByRole('option', { name: mood, exact: true }).click();
  }
  await form.getByLabel('What is on your mind?').fill(content);
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(toast(page, JOURNAL_MSG.created)).toBeVisible();
  await expect(newEntryForm(page)).toHaveCount(0); // reset and collapsed
}

test('write, edit and delete a journal entry', async ({ page }) => {
  await signUpViaApi(page.request, newUser());
  await openJournal(page);
  await expect(page).toHaveTitle('Grief Journal · Forget-me-not');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

  // The empty state, and no download of an empty journal.
  await expect(page.getByRole('heading', { level: 2, name: JOURNAL_MSG.emptyHeading })).toBeVisible();
  await expect(page.getByRole('button', { name: JOURNAL_MSG.download })).toHaveCount(0);

  // Create First Entry opens the form: title, mood select with its placeholder, text in 8 rows.
  await page.getByRole('button', { name: JOURNAL_MSG.emptyAction }).click();
  const form = newEntryForm(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Mood (optional)' })).toHaveText(JOURNAL_MSG.moodPlaceholder);
  await expect(form.getByLabel('What is on your mind?')).toHaveAttribute('rows', '8');

  // Saving without a title: the first rule's message as an error toast, nothing saved.
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(toast(page, JOURNAL_MSG.validationTitle)).toContainText(JOURNAL_MSG.titleRequired);
  await expect(form.getByLabel('Title')).toBeFocused();

  await writeEntry(page, 'The first morning', 'The house was so quiet.\nI made two cups of tea out of habit.', 'Sad');
  const first = entry(page, 'The first morning');
  await expect(first).toBeVisible();
  await expect(first.getByLabel('Mood: Sad')).toHaveText('Sad');
  await expect(first.locator('time').first()).toHaveText(/\d{4}, \d{2}:\d{2}$/);
  await expect(first.getByText('The house was so quiet.')).toHaveText(
    'The house was so quiet.\nI made two cups of tea out of habit.',
  );
  await expect(page.getByRole('heading', { name: JOURNAL_MSG.emptyHeading })).toHaveCount(0);

  // A second entry, without a mood, comes first (newest first).
  await page.getByRole('button', { name: JOURNAL_MSG.newEntry }).click();
  await writeEntry(page, 'A walk in the park', 'The roses were out.');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').first()).toHaveAccessibleName('A walk in the park');
  await expect(entry(page, 'A walk in the park').getByLabel(/^Mood:/)).toHaveCount(0);

  // Edit: the form opens in place, prefilled; saving shows the change.
  await first.getByRole('button', { name: 'Edit “The first morning”' }).click();
  const edit = page.getByRole('form', { name: 'Edit “The first morning”' });
  await expect(edit.getByLabel('Title')).toHaveValue('The first morning');
  await expect(edit.getByLabel('What is on your mind?')).toHaveValue(
    'The house was so quiet.\nI made two cups of tea out of habit.',
  );
  await expect(edit.getByRole('combobox', { name: 'Mood (optional)' })).toHaveText('Sad');
  await edit.getByLabel('Title').fill('The first quiet morning');
  await edit.getByLabel('What is on your mind?').fill('I still made two cups of tea.');
  await edit.getByRole('combobox', { name: 'Mood (optional)' }).click();
  await page.getByRole('option', { name: 'Peaceful', exact: true }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, JOURNAL_MSG.updated)).toBeVisible();
  const edited = entry(page, 'The first quiet morning');
  await expect(edited.getByText('I still made two cups of tea.')).toBeVisible();
  await expect(edited.getByLabel('Mood: Peaceful')).toBeVisible();
  await expect(edit).toHaveCount(0);

  // The edit survives a reload (it was saved, not only shown).
  await page.reload();
  await expect(entry(page, 'The first quiet morning')).toBeVisible();

  // Delete asks first, naming the entry; keeping it changes nothing.
  await entry(page, 'A walk in the park').getByRole('button', { name: 'Delete “A walk in the park”' }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete “A walk in the park”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(2);

  await entry(page, 'A walk in the park').getByRole('button', { name: 'Delete “A walk in the park”' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete “A walk in the park”?' });
  await dialog.getByRole('button', { name: 'Delete Entry' }).click();
  await expect(toast(page, JOURNAL_MSG.deleted)).toBeVisible();
  await expect(entry(page, 'A walk in the park')).toHaveCount(0);

  await entry(page, 'The first quiet morning')
    .getByRole('button', { name: 'Delete “The first quiet morning”' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete “The first quiet morning”?' })
    .getByRole('button', { name: 'Delete Entry' })
    .click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: JOURNAL_MSG.emptyHeading })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: JOURNAL_MSG.emptyHeading })).toBeVisible();
});

test('an entry that speaks of ending a life is saved as written, and the help lines are there at once', async ({
  page,
}) => {
  await signUpViaApi(page.request, newUser());
  await openJournal(page);
  await page.getByRole('button', { name: JOURNAL_MSG.newEntry }).click();
  const words = "I can't keep going without him. I have the pills saved up and tonight I'm going to take them all.";
  await writeEntry(page, 'Tonight', words);
  await expect(entry(page, 'Tonight')).toContainText(words);
  const support = page.getByTestId('journal-crisis-support');
  await expect(support).toBeFocused();
  await expect(support).toContainText(JOURNAL_SUPPORT_MSG.crisisTitle);
  // The browser speaks American English here: the United States' line comes first.
  await expect(support.getByRole('link', { name: /988/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await support.getByRole('button', { name: JOURNAL_SUPPORT_MSG.close }).click();
  await expect(support).toHaveCount(0);
  await expect(entry(page, 'Tonight')).toBeVisible();
});

test('an unsaved new entry survives a reload and is cleared once saved', async ({ page }) => {
  await signUpViaApi(page.request, newUser());
  await openJournal(page);
  await page.getByRole('button', { name: JOURNAL_MSG.newEntry }).click();
  let form = newEntryForm(page);
  await form.getByLabel('Title').fill('Half written');
  await form.getByRole('combobox', { name: 'Mood (optional)' }).click();
  await page.getByRole('option', { name: 'Hopeful', exact: true }).click();
  await form.getByLabel('What is on your mind?').fill('Some days are lighter.\nToday was one of them.');

  await page.reload();
  form = newEntryForm(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('Half written');
  await expect(form.getByLabel('What is on your mind?')).toHaveValue('Some days are lighter.\nToday was one of them.');
  await expect(form.getByRole('combobox', { name: 'Mood (optional)' })).toHaveText('Hopeful');
  await expect(form.getByText('We kept the draft you were writing.')).toBeVisible();

  // Cancel keeps the draft too: New Entry brings it back.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(newEntryForm(page)).toHaveCount(0);
  await page.getByRole('button', { name: JOURNAL_MSG.newEntry }).click();
  await expect(newEntryForm(page).getByLabel('Title')).toHaveValue('Half written');

  await newEntryForm(page).getByRole('button', { name: 'Save Entry' }).click();
  await expect(toast(page, JOURNAL_MSG.created)).toBeVisible();
  await expect(entry(page, 'Half written').getByLabel('Mood: Hopeful')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('fmn.journalDraft'))).toBeNull();

  await page.reload();
  await expect(entry(page, 'Half written')).toBeVisible();
  await expect(newEntryForm(page)).toHaveCount(0);
});

test('the whole journal downloads as a Markdown file', async ({ page }) => {
  await signUpViaApi(page.request, newUser());
  for (const [title, content] of [
    ['Older entry', 'Written first.'],
    ['Newer entry', '# not a heading\nWritten second.'],
  ]) {
    const res = await page.request.post('/api/journal', { data: { title, content, mood: 'grateful' } });
    expect(res.status()).toBe(201);
  }
  await openJournal(page);
  await expect(page.getByRole('article')).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: JOURNAL_MSG.download }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^grief-journal-\d{4}-\d{2}-\d{2}\.md$/);
  const md = await readFile((await file.path())!, 'utf8');
  expect(md.startsWith('# Grief Journal\n')).toBe(true);
  expect(md.indexOf('## Older entry')).toBeLessThan(md.indexOf('## Newer entry'));
  expect(md).toContain('Mood: Grateful');
  expect(md).toContain('\\# not a heading\nWritten second.');
});
