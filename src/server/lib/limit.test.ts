import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit';

describe('limitConcurrency', () => {
  it('runs at most max at once, in arrival order, and passes results and errors through', async () => {
    const limit = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (i: number) =>
      limit(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        if (i === 3) throw new Error('three');
        return i * 10;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(job));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      0,
      10,
      20,
      'three',
      40,
      50,
    ]);
    // A failure gives its place back: the limit still admits two.
    expect(await Promise.all([job(6), job(7)])).toEqual([60, 70]);
  });
});
