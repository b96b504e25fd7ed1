import { describe, expect, it } from 'vitest';
import { CHAT_DRAFT_KEY, keepChatDraft, readChatDraft } from './draft';

/** A Storage kept in memory. */
function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as unknown as Storage;
}

describe('the companion drafts', () => {
  it('come back per account and per place, and an empty box elsewhere leaves them alone', () => {
    const storage = memory();
    expect(readChatDraft('user-a', 'companion', storage)).toBe('');
    keepChatDraft('user-a', 'companion', 'Today would have been his birthday.', storage);
    keepChatDraft('user-a', 'memorial:1', 'She loved the sea.', storage);
    expect(readChatDraft('user-a', 'companion', storage)).toBe('Today would have been his birthday.');
    expect(readChatDraft('user-a', 'memorial:1', storage)).toBe('She loved the sea.');
    expect(readChatDraft('user-a', 'memorial:2', storage)).toBe('');
    expect(readChatDraft('user-b', 'companion', storage)).toBe('');
    keepChatDraft('user-a', 'memorial:2', '', storage);
    expect(readChatDraft('user-a', 'memorial:1', storage)).toBe('She loved the sea.');
    keepChatDraft('user-a', 'memorial:1', '  ', storage);
    expect(readChatDraft('user-a', 'memorial:1', storage)).toBe('');
    keepChatDraft('user-a', 'companion', '', storage);
    expect(storage.getItem(CHAT_DRAFT_KEY)).toBeNull();
  });

  it('keep the 20 most recent places', () => {
    const storage = memory();
    for (let i = 0; i < 25; i++) keepChatDraft('user-a', `memorial:${i}`, `words ${i}`, storage);
    expect(readChatDraft('user-a', 'memorial:4', storage)).toBe('');
    expect(readChatDraft('user-a', 'memorial:5', storage)).toBe('words 5');
    // Writing again makes a place the most recent: the next new place pushes out 6, not 5.
    keepChatDraft('user-a', 'memorial:5', 'written again', storage);
    keepChatDraft('user-a', 'companion', 'new', storage);
    expect(readChatDraft('user-a', 'memorial:6', storage)).toBe('');
    expect(readChatDraft('user-a', 'memorial:5', storage)).toBe('written again');
    expect(readChatDraft('user-a', 'memorial:7', storage)).toBe('words 7');
    expect(readChatDraft('user-a', 'companion', storage)).toBe('new');
  });
});
