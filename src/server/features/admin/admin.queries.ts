import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, subscriptions, user, userRoles } from '../../db/schema';
import type { PersonSummary } from '@shared/schemas/admin';
import type { Tier } from '@shared/tiers';

/** `%text%` for ILIKE with the pattern characters taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A column of the account's newest active subscription (as entitlements read it). */
const newestActive = (column: 'subscription_type' | 'trial_expires_at') =>
  sql`(select s.${sql.raw(column)} from ${subscriptions} s where s.user_id = ${user.id} and s.is_active order by s.created_at desc limit 1)`;

function matches(q: string | undefined) {
  const text = q?.trim();
  if (!text) return undefined;
  return or(ilike(user.email, containing(text)), ilike(profiles.displayName, containing(text)));
}

function toSummary(row: {
  id: string;
  email: string;
  displayName: string | null;
  plan: string | null;
  trialExpiresAt: Date | string | null;
  roles: string[] | null;
  createdAt: Date;
}): PersonSummary {
  const plan = (row.plan ?? 'free') as Tier;
  const trial = plan === 'free' && row.trialExpiresAt ? new Date(row.trialExpiresAt).toISOString() : null;
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName ?? '',
    plan,
    trialExpiresAt: trial,
    roles: [...(row.roles ?? [])].sort(),
    createdAt: row.createdAt.toISOString(),
  };
}

function peopleSelect(db: Db) {
  return db
    .select({
      id: user.id,
      email: user.email,
      displayName: profiles.displayName,
      plan: sql<string | null>`${newestActive('subscription_type')}`,
      trialExpiresAt: sql<Date | string | null>`${newestActive('trial_expires_at')}`,
      roles: sql<
        string[] | null
      >`(select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${user.id})`,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id));
}

/** One page of accounts, newest first, matching `q` in the email or display name. */
export async function listPeople(
  db: Db,
  opts: { q?: string; page: number; pageSize: number },
): Promise<{ people: PersonSummary[]; total: number }> {
  const where = matches(opts.q);
  const [rows, [totalRow]] = await Promise.all([
    peopleSelect(db)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(where),
  ]);
  return { people: rows.map(toSummary), total: totalRow?.n ?? 0 };
}

export async function findPerson(db: Db, userId: string): Promise<PersonSummary | null> {
  const [row] = await peopleSelect(db).where(eq(user.id, userId)).limit(1);
  return row ? toSummary(row) : null;
}

/**
 * Takes the admin role from `userId` unless no other admin would be left. The admin rows are
 * locked first, so two admins removing each other at once cannot both succeed.
 * Returns 'removed', 'not-admin' or 'last-admin'.
 */
export async function revokeAdminUnlessLast(db: Db, userId: string): Promise<'removed' | 'not-admin' | 'last-admin'> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
      .for('update');
    if (!admins.some((a) => a.userId === userId)) return 'not-admin';
    if (admins.length <= 1) return 'last-admin';
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
    return 'removed';
  });
}
