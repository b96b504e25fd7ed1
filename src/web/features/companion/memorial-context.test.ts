import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCompanionContext,
  COMPANION_CONTEXT_KEY,
  memorialContextFrom,
  readCompanionContext,
  saveCompanionContext,
} from './memorial-context';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe('memorialContextFrom', () => {
  it('reads the navigation state of "Talk with AI"', () => {
    expect(
      memorialContextFrom({ memorialPhoto: 'https://x/p.jpg', memorialName: ' Rose ', memorialDescription: 'Loved' }),
    ).toEqual({
      memorialPhoto: 'https://x/p.jpg',
      memorialName: 'Rose',
      memorialDescription: 'Loved',
    });
  });

  it('keeps the memorial id and share token the server decides the voice from (decision 013)', () => {
    const id = '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
    expect(memorialContextFrom({ memorialName: 'Rose', memorialId: id, shareToken: 'tok_123', speakAs: true })).toEqual(
      {
        memorialName: 'Rose',
        memorialId: id,
        shareToken: 'tok_123',
      },
    );
    // A malformed id is left out, the rest kept.
    expect(memorialContextFrom({ memorialName: 'Rose', memorialId: 'not-an-id' })).toEqual({ memorialName: 'Rose' });
  });

  it('is null for other states', () => {
    expect(memorialContextFrom(null)).toBeNull();
    expect(memorialContextFrom({ from: '/dashboard' })).toBeNull();
    expect(memorialContextFrom({ memorialName: '   ' })).toBeNull();
    expect(memorialContextFrom('Rose')).toBeNull();
  });

  it('leaves out a value that is too long instead of dropping everything', () => {
    const ctx = memorialContextFrom({ memorialPhoto: `https://x/${'a'.repeat(3000)}`, memorialName: 'Rose' });
    expect(ctx).toEqual({ memorialPhoto: undefined, memorialName: 'Rose', memorialDescription: undefined });
  });
});

describe('the sessionStorage copy', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('survives until cleared', () => {
    saveCompanionContext({ memorialName: 'Rose', memorialPhoto: 'https://x/p.jpg' });
    expect(sessionStorage.getItem(COMPANION_CONTEXT_KEY)).toContain('Rose');
    expect(readCompanionContext()).toEqual({ memorialName: 'Rose', memorialPhoto: 'https://x/p.jpg' });
    clearCompanionContext();
    expect(readCompanionContext()).toBeNull();
  });

  it('is ignored once stale', () => {
    saveCompanionContext({ memorialName: 'Rose' });
    expect(readCompanionContext(Date.now() + 2 * 60 * 60 * 1000)).toBeNull();
  });

  it('is ignored when unreadable', () => {
    sessionStorage.setItem(COMPANION_CONTEXT_KEY, '{not json');
    expect(readCompanionContext()).toBeNull();
  });
});
