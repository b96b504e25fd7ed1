/**
 * How stream events change the cached conversation (api.ts): new, changed, pinned and removed
 * posts; and the unsent words kept on this device (draft.ts).
 */
import { describe, expect, it } from 'vitest';
import type { CirclePost, CirclePostsPage } from '@shared/schemas/circles';
import { joinedAs, markRemoved, upsertPost, type PostsData } from './api';
import { keepCircleDraft, readCircleDraft } from './draft';

function post(id: string, extra: Partial<CirclePost> = {}): CirclePost {
  return {
    id,
    circleId: 'c',
    parentId: null,
    author: { id: 'u1', name: 'Rose' },
    body: `words of ${id}`,
    status: 'visible',
    holdReason: null,
    pinned: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    canRemove: false,
    ...extra,
  };
}

function data(...pages: Array<Partial<CirclePostsPage>>): PostsData {
  return {
    pages: pages.map((p) => ({ posts: [], pinned: [], nextCursor: null, lastEventId: 7, ...p })),
    pageParams: pages.map(() => null),
  };
}

describe('the cached conversation', () => {
  it('adds a new post to the newest page, once, and replaces a changed one where it is', () => {
    const start = data({ posts: [post('b')] }, { posts: [post('a')] });
    const added = upsertPost(upsertPost(start, post('c')), post('c'))!;
    expect(added.pages[0]!.posts.map((p) => p.id)).toEqual(['c', 'b']);
    const changed = upsertPost(added, post('a', { body: 'edited' }))!;
    expect(changed.pages[1]!.posts[0]!.body).toBe('edited');
    expect(changed.pages[0]!.posts.map((p) => p.id)).toEqual(['c', 'b']);
  });

  it('keeps the pinned list in step with each post', () => {
    const pinned = upsertPost(data({ posts: [post('a')] }), post('a', { pinned: true }))!;
    expect(pinned.pages[0]!.pinned.map((p) => p.id)).toEqual(['a']);
    const unpinned = upsertPost(pinned, post('a'))!;
    expect(unpinned.pages[0]!.pinned).toEqual([]);
  });

  it('keeps a removed post in its place without its words, and out of the pinned list', () => {
    const start = data({
      posts: [post('a', { pinned: true, canRemove: true })],
      pinned: [post('a', { pinned: true })],
    });
    const removed = markRemoved(start, 'a')!;
    expect(removed.pages[0]!.posts[0]).toMatchObject({ id: 'a', body: '', status: 'removed', canRemove: false });
    expect(removed.pages[0]!.pinned).toEqual([]);
  });

  it('leaves an unread conversation alone', () => {
    expect(upsertPost(undefined, post('a'))).toBeUndefined();
    expect(markRemoved(undefined, 'a')).toBeUndefined();
  });

  it('reads whether a join let the person in or sent a request', () => {
    expect(joinedAs({ membership: { role: 'member', status: 'requested', mutedUntil: null } })).toBe('requested');
    expect(joinedAs({ circle: { membership: { role: 'member', status: 'active', mutedUntil: null } } })).toBe('active');
    expect(joinedAs(undefined)).toBe('active');
  });
});

describe('unsent words in circles', () => {
  function memoryStorage(): Storage {
    const m = new Map<string, string>();
    return {
      get length() {
        return m.size;
      },
      clear: () => m.clear(),
      getItem: (k) => m.get(k) ?? null,
      key: (i) => [...m.keys()][i] ?? null,
      removeItem: (k) => void m.delete(k),
      setItem: (k, v) => void m.set(k, v),
    };
  }

  it('keeps the words of each place for their writer alone, and forgets them once blank', () => {
    const s = memoryStorage();
    keepCircleDraft('u1', 'circle:a', 'half a thought', s);
    keepCircleDraft('u1', 'reply:p', 'a reply', s);
    expect(readCircleDraft('u1', 'circle:a', s)).toBe('half a thought');
    expect(readCircleDraft('u1', 'reply:p', s)).toBe('a reply');
    expect(readCircleDraft('u2', 'circle:a', s)).toBe('');
    keepCircleDraft('u1', 'circle:a', '  ', s);
    expect(readCircleDraft('u1', 'circle:a', s)).toBe('');
    expect(readCircleDraft('u1', 'reply:p', s)).toBe('a reply');
  });
});
