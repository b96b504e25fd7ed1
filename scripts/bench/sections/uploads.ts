/**
 * Five concurrent 50 MB video uploads: the server's peak resident memory (goal ≤ 300 MB), on the
 * embedded database and, for comparison, with DATABASE_URL (PostgreSQL in its own process).
 */
import type { BenchApp } from '../app';
import type { BenchContext, Section } from '../context';
import { fmt, peakDuring } from '../harness';

const GOAL_MB = 300;

async function fiveUploads(app: BenchApp): Promise<number> {
  const mp4Header = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
  const video = Buffer.concat([mp4Header, Buffer.alloc(50 * 1024 * 1024 - mp4Header.length - 64 * 1024)]);
  const statuses = await Promise.all(
    Array.from({ length: 5 }, async (_, i) => {
      const f = new FormData();
      f.append('file', new File([video], `video-${i}.mp4`, { type: 'video/mp4' }));
      const res = await fetch(`${app.base}/api/memorials/${app.memorialId}/media?type=video`, {
        method: 'POST',
        headers: { cookie: app.cookie, origin: app.base },
        body: f,
      });
      if (res.status !== 201) console.log(`   upload ${i}: HTTP ${res.status} ${await res.text()}`);
      return res.status;
    }),
  );
  return statuses.filter((s) => s !== 201).length;
}

async function measure(ctx: BenchContext, app: BenchApp, label: string): Promise<void> {
  const {
    result: failed,
    before,
    peak,
    lifetimePeak,
    exact,
  } = await peakDuring(app.server.pid, () => fiveUploads(app));
  const section = `uploads (${label})`;
  ctx.report.note(`${label}:`);
  if (app.created) {
    ctx.report.figure(
      section,
      'first start: database created',
      `in ${(app.created.ms / 1000).toFixed(1)} s by a separate process${app.created.peakRssMb ? ` peaking at ${fmt.mb(app.created.peakRssMb)}` : ''}, once per data directory`,
    );
  }
  ctx.report.figure(section, 'RSS before the uploads', fmt.mb(before));
  ctx.report.figure(
    section,
    'peak RSS during the uploads',
    `${fmt.mb(peak)} (+${fmt.mb(peak - before)})${exact ? '' : ' (sampled every 10 ms)'}`,
    { text: `≤ ${GOAL_MB} MB`, met: peak <= GOAL_MB && failed === 0 },
  );
  ctx.report.figure(
    section,
    'peak RSS since the server started',
    `${fmt.mb(lifetimePeak)} (start-up, sign-up, a photo, the uploads)`,
  );
  if (failed) ctx.report.note(`${failed} of the 5 uploads failed`);
}

export const uploadsSection: Section = {
  name: 'uploads',
  title: 'Five concurrent 50 MB video uploads: the server’s peak RSS',
  async run(ctx) {
    ctx.report.note('The peak during the uploads is read from the kernel (VmHWM, reset just before them); the peak');
    ctx.report.note(
      'since start adds start-up and the setup requests (a sign-up hashes its password with 32 MB scrypt).',
    );
    await measure(ctx, await ctx.app(), 'PGlite');
    const pg = await ctx.postgresApp();
    if (pg) await measure(ctx, pg, `PostgreSQL via DATABASE_URL`);
    else
      ctx.report.note('PostgreSQL binaries not found (/usr/lib/postgresql/*/bin): the DATABASE_URL figure is skipped.');
  },
};
