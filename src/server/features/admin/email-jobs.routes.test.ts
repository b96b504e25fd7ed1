/**
 * The admin view of the email queue: admins only, failed jobs by default, ids and error codes but
 * never an address, a payload or a letter's words; "try again" for a failed job.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { emailJobs } from '../../db/schema';
import { createTestContext, signedInClient, TestClient, type TestContext } from '../../test/harness';
import { runAdminCommand } from './admin.service';

let ctx: TestContext;
let admin: TestClient;
let author: { client: TestClient; userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const a = await signedInClient(ctx);
  await runAdminCommand(ctx.database.db, ['grant', a.account.email]);
  admin = a.client;
  const b = await signedInClient(ctx);
  await runAdminCommand(ctx.database.db, ['plan', b.account.email, 'monthly']);
  author = { client: b.client, userId: b.userId };
});
afterAll(async () => {
  await ctx?.close();
});

async function failedLetterJob() {
  const res = await author.client.post('/api/letters', {
    recipientName: 'Zebra-Name',
    letterContent: 'Quokka words',
    recipientEmail: 'okapi@example.com',
    scheduledDeliveryDate: '2999-01-01',
  });
  expect(res.status).toBe(201);
  const [job] = await ctx.database.db
    .update(emailJobs)
    .set({ status: 'failed', attempts: 5, lastError: 'SMTP_550', payload: { note: 'Quokka payload' } })
    .where(eq(emailJobs.letterId, res.body.letter.id))
    .returning();
  return { letterId: res.body.letter.id as string, job: job! };
}

describe('GET /api/admin/email-jobs', () => {
  it('needs a session (401) and the admin role (403)', async () => {
    const anonymous = await new TestClient(ctx).get('/api/admin/email-jobs');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
    const member = await author.client.get('/api/admin/email-jobs');
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ error: { code: 'FORBIDDEN', message: MSG.http.forbidden } });
    expect((await author.client.post(`/api/admin/email-jobs/${randomUUID()}/retry`)).status).toBe(403);
  });

  it('lists failed jobs by default, with ids, counts and codes only', async () => {
    const { letterId, job } = await failedLetterJob();
    const res = await admin.get('/api/admin/email-jobs');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const listed = res.body.jobs.find((j: { id: string }) => j.id === job.id);
    expect(listed).toEqual({
      id: job.id,
      kind: 'legacy_letter',
      status: 'failed',
      attempts: 5,
      lastError: 'SMTP_550',
      runAt: job.runAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      userId: author.userId,
      letterId,
      memorialId: null,
    });
    const text = JSON.stringify(res.body);
    for (const secret of ['okapi', 'Zebra', 'Quokka']) expect(text).not.toContain(secret);
    expect(
      (await admin.get('/api/admin/email-jobs?status=pending')).body.jobs.map((j: { id: string }) => j.id),
    ).not.toContain(job.id);
  });

  it('filters by status and refuses an unknown one', async () => {
    const res = await author.client.post('/api/letters', {
      recipientName: 'A',
      letterContent: 'B',
      recipientEmail: 'a@example.com',
      scheduledDeliveryDate: '2999-01-01',
    });
    const pending = await admin.get('/api/admin/email-jobs?status=pending');
    expect(pending.body.jobs.map((j: { letterId: string }) => j.letterId)).toContain(res.body.letter.id);
    const bad = await admin.get('/api/admin/email-jobs?status=everything');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      code: 'VALIDATION',
      message: 'The status must be one of: pending, sent, failed, cancelled, skipped.',
      field: 'status',
    });
  });
});

describe('POST /api/admin/email-jobs/:id/retry', () => {
  it('makes a failed job pending now, attempts counted afresh; 404 for anything else', async () => {
    const { job } = await failedLetterJob();
    ctx.setNow(new Date('2030-01-01T00:00:00.000Z'));
    try {
      const res = await admin.post(`/api/admin/email-jobs/${job.id}/retry`);
      expect(res.status).toBe(204);
    } finally {
      ctx.setNow(null);
    }
    const [row] = await ctx.database.db.select().from(emailJobs).where(eq(emailJobs.id, job.id));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      runAt: new Date('2030-01-01T00:00:00.000Z'),
      lockedUntil: null,
    });
    // No longer failed: a second retry finds nothing.
    expect((await admin.post(`/api/admin/email-jobs/${job.id}/retry`)).status).toBe(404);
    expect((await admin.post(`/api/admin/email-jobs/${randomUUID()}/retry`)).status).toBe(404);
    const malformed = await admin.post('/api/admin/email-jobs/not-an-id/retry');
    expect(malformed.status).toBe(404);
    expect(malformed.body.error.code).toBe('NOT_FOUND');
  });
});
