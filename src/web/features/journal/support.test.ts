/**
 * The journal's note about an entry (decision 043) waits for its writer: one sent by the outbox for
 * one person is never shown on another's journal page in the same tab.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { currentJournalSupport, setJournalSupport, subscribeJournalSupport, supportFor } from './support';

afterEach(() => setJournalSupport(null));

describe('the journal note', () => {
  it("is shown on its writer's page only, and on any page when set while the page is open", () => {
    setJournalSupport({ risk: 'concern' }, 'writer');
    expect(supportFor(currentJournalSupport(), 'writer')).toEqual({ risk: 'concern' });
    expect(supportFor(currentJournalSupport(), 'someone-else')).toBeNull();
    setJournalSupport({ risk: 'crisis', helplines: [] });
    expect(supportFor(currentJournalSupport(), 'whoever-is-here')).toEqual({ risk: 'crisis', helplines: [] });
  });

  it('tells its listeners, and is gone once closed', () => {
    let calls = 0;
    const stop = subscribeJournalSupport(() => calls++);
    setJournalSupport({ risk: 'concern' }, 'writer');
    setJournalSupport(null);
    stop();
    setJournalSupport({ risk: 'concern' }, 'writer');
    expect(calls).toBe(2);
    setJournalSupport(null);
    expect(supportFor(currentJournalSupport(), 'writer')).toBeNull();
  });
});
