/**
 * Journey: the admin console, /admin (issue 16, decision 033). A private server (own-server.ts)
 * where one account was made an admin with the real CLI and another is on its sign-up trial. The
 * admin finds the console from the dashboard, sees Admin Access on /pricing, grants the person a
 * plan, is asked before revoking anything, and cannot remove their own role as the last admin;
 * the person's dashboard then shows the plan the server now gives them.
 */
import type { Browser } from '@playwright/test';
import { ADMIN_MSG, LIMIT_MSG, PLANS_MSG, PRICING_MSG } from '../../src/shared/messages.plans';
import { axeViolations } from './axe';
import { expect, newUser, notifications, test, type TestUser } from './fixtures';
import { signedInOn, startServerWithPlans, type OwnServer } from './own-server';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const keeper: TestUser = newUser({ displayName: 'Keeper Vale' });
const wren: TestUser = newUser({ displayName: 'Wren Holloway' });
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServerWithPlans([
    { user: keeper, plan: null, admin: true },
    { user: wren, plan: null },
  ]);
});
test.afterAll(async () => {
  await server?.close();
});

const signedIn = (browser: Browser, user: TestUser) => signedInOn(server, browser, user);

test('an admin grants a plan in the console, and the person’s dashboard shows it', async ({ browser }) => {
  // The person, before: on the trial, Community Rooms locked.
  const person = await signedIn(browser, wren);
  await person.page.goto('/dashboard');
  await expect(person.page.getByTestId('subscription-card')).toContainText('Free Trial');
  await expect(person.page.getByTestId('admin-console-card')).toHaveCount(0);
  // The console is not theirs: the page says so, and the server refuses.
  await person.page.goto('/admin');
  await expect(person.page.getByText(ADMIN_MSG.notAdmin)).toBeVisible();
  expect((await person.context.request.get('/api/admin/people')).status()).toBe(403);

  const { context, page } = await signedIn(browser, keeper);
  await page.goto('/pricing');
  const adminCard = page.getByTestId('admin-access');
  await expect(adminCard.getByText(PRICING_MSG.adminTitle)).toBeVisible();
  await expect(adminCard).toContainText(PRICING_MSG.adminBody);

  await page.goto('/dashboard');
  await page.getByTestId('admin-console-card').getByRole('link', { name: ADMIN_MSG.dashboardCardAction }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_MSG.title })).toBeVisible();
  await expect(page.getByText(ADMIN_MSG.emailsEmpty)).toBeVisible();
  const rows = page.getByTestId('person');
  await expect(rows).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  // Search, then grant the Annual plan.
  await page.getByLabel(ADMIN_MSG.search).fill('holloway');
  await page.getByRole('button', { name: ADMIN_MSG.searchButton }).click();
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(wren.email);
  await expect(row).toContainText('Trial until');
  await row.getByLabel(ADMIN_MSG.grantPlanTo(wren.displayName)).selectOption('annual');
  await row.getByRole('button', { name: ADMIN_MSG.grantPlan }).click();
  await expect(notifications(page).getByText(ADMIN_MSG.done.plan(wren.displayName, 'Annual'))).toBeVisible();
  await expect(row.getByTestId('person-plan')).toHaveText('Plan: Annual');

  // On the plan, the person makes two memorials.
  const memorialIds: string[] = [];
  for (const title of ['Ada Holloway', 'Tom Holloway']) {
    const res = await person.context.request.post('/api/memorials', { data: { title, isPublic: false } });
    expect(res.status(), await res.text()).toBe(201);
    memorialIds.push((await res.json()).memorial.id);
  }

  // Revoking asks first; "Keep it" keeps the plan, "Yes, revoke" ends it.
  await row.getByRole('button', { name: ADMIN_MSG.revokePlan }).click();
  const confirm = page.getByRole('dialog', { name: ADMIN_MSG.confirmRevokePlanTitle });
  await expect(confirm).toContainText(ADMIN_MSG.confirmRevokePlan(wren.displayName));
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByTestId('person-plan')).toHaveText('Plan: Annual');
  await row.getByRole('button', { name: ADMIN_MSG.revokePlan }).click();
  await confirm.getByRole('button', { name: ADMIN_MSG.confirm }).click();
  await expect(notifications(page).getByText(ADMIN_MSG.done.revoked(wren.displayName))).toBeVisible();
  await expect(row.getByTestId('person-plan')).toHaveText('Plan: Free');

  // Back on the free plan: the first memorial stays editable, the second is read-only, said calmly.
  await person.page.goto(`/memorial/${memorialIds[1]}/edit`);
  const readOnly = person.page.getByTestId('memorial-read-only');
  await expect(readOnly).toContainText(PLANS_MSG.memorialReadOnly);
  await expect(readOnly.getByRole('link', { name: LIMIT_MSG.seePlans })).toHaveAttribute('href', '/pricing');
  await person.page.goto(`/memorial/${memorialIds[0]}/edit`);
  await expect(person.page.getByLabel(/^Name/)).toHaveValue('Ada Holloway');
  await expect(person.page.getByTestId('memorial-read-only')).toHaveCount(0);

  // The plan again.
  await row.getByLabel(ADMIN_MSG.grantPlanTo(wren.displayName)).selectOption('annual');
  await row.getByRole('button', { name: ADMIN_MSG.grantPlan }).click();
  await expect(row.getByTestId('person-plan')).toHaveText('Plan: Annual');

  // The last admin cannot remove their own role.
  await page.getByLabel(ADMIN_MSG.search).fill(keeper.email);
  await page.getByRole('button', { name: ADMIN_MSG.searchButton }).click();
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button', { name: ADMIN_MSG.removeAdmin }).click();
  const removeDialog = page.getByRole('dialog', { name: ADMIN_MSG.confirmRemoveAdminTitle });
  await removeDialog.getByRole('button', { name: ADMIN_MSG.confirm }).click();
  await expect(notifications(page).getByText(ADMIN_MSG.lastAdmin)).toBeVisible();
  await expect(rows.first().getByRole('button', { name: ADMIN_MSG.removeAdmin })).toBeVisible();
  await context.close();

  // The person's dashboard now shows the plan the server gives them.
  await person.page.goto('/dashboard');
  await expect(person.page.getByTestId('subscription-card')).toContainText('Annual plan · Full access');
  await expect(person.page.getByTestId('community-card').getByRole('link', { name: 'Enter Community' })).toBeVisible();
  await person.context.close();
});
