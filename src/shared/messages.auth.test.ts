import { describe, expect, it } from 'vitest';
import { MSG } from './messages';

describe('sign-in pause messages (decision 015)', () => {
  it.each([
    [1, 'in about a minute'],
    [60, 'in about a minute'],
    [61, 'in about 2 minutes'],
    [900, 'in about 15 minutes'],
    [89 * 60, 'in about 89 minutes'],
    [2 * 3600, 'in about 2 hours'],
  ])('says a wait of %i seconds as "%s"', (seconds, words) => {
    for (const message of [MSG.auth.networkPaused, MSG.auth.sourcePaused, MSG.auth.accountSlowed]) {
      expect(message(seconds)).toContain(`Please try again ${words}.`);
    }
  });
});
