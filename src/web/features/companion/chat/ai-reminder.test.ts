import { describe, expect, it } from 'vitest';
import { AI_REMINDER_AFTER_MS } from '@shared/schemas/companion';
import { reminderIndexes } from './ai-reminder';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('reminderIndexes', () => {
  it('uses the three hours of the shared constant', () => {
    expect(AI_REMINDER_AFTER_MS).toBe(3 * HOUR);
  });

  it('shows nothing extra for a short conversation (the opening notice covers it)', () => {
    expect([...reminderIndexes([0, 5 * MIN, 40 * MIN, 2 * HOUR + 59 * MIN])]).toEqual([]);
    expect([...reminderIndexes([])]).toEqual([]);
    expect([...reminderIndexes([1000])]).toEqual([]);
  });

  it('reminds before the first message sent three hours or more after the last notice', () => {
    expect([...reminderIndexes([0, HOUR, 2 * HOUR, 3 * HOUR, 4 * HOUR])]).toEqual([3]);
  });

  it('restarts the clock after each reminder', () => {
    const times = [0, 3 * HOUR, 4 * HOUR, 5 * HOUR + 59 * MIN, 6 * HOUR, 9 * HOUR + 1];
    expect([...reminderIndexes(times)]).toEqual([1, 4, 5]);
  });

  it('reminds a person who comes back to a conversation much later', () => {
    expect([...reminderIndexes([0, 2 * MIN, 7 * 24 * HOUR])]).toEqual([2]);
  });

  it('takes a custom interval and skips unreadable times', () => {
    expect([...reminderIndexes([Number.NaN, 0, 10, 20, 25], 10)]).toEqual([2, 3]);
  });
});
