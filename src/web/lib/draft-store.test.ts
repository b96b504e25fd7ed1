import { describe, expect, it } from 'vitest';
import { draftStore, storedText } from './draft-store';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}
const memory = () => new MemoryStorage() as unknown as Storage;

interface Note {
  title: string;
  body: string;
}
const notes = draftStore<Note>('test.note', {
  fromStored: (v) => ({ title: storedText(v.title), body: storedText(v.body) }),
  isBlank: (d) => !d.title.trim() && !d.body.trim(),
});

describe('draftStore', () => {
  it('gives a draft back to the account that wrote it only', () => {
    const storage = memory();
    notes.write('user-a', { title: 'For Mum', body: 'I still hear your laugh.' }, storage);
    expect(notes.read('user-a', storage)).toEqual({ title: 'For Mum', body: 'I still hear your laugh.' });
    expect(notes.read('user-b', storage)).toBeNull();
    // The user id is stored beside the draft, never taken as one of its fields.
    expect(JSON.parse(storage.getItem('test.note')!)).toMatchObject({ userId: 'user-a', savedAt: expect.any(Number) });
  });

  it('forgets a blank draft, and clear removes it', () => {
    const storage = memory();
    notes.write('user-a', { title: 'x', body: '' }, storage);
    notes.write('user-a', { title: '  ', body: '\n' }, storage);
    expect(storage.getItem('test.note')).toBeNull();
    notes.write('user-a', { title: 'x', body: '' }, storage);
    notes.clear(storage);
    expect(notes.read('user-a', storage)).toBeNull();
  });

  it('reads what it cannot trust as nothing, or as text only', () => {
    const storage = memory();
    for (const raw of ['{not json', 'null', '42', '"text"', '[]', JSON.stringify({ title: 'x' })]) {
      storage.setItem('test.note', raw);
      expect(notes.read('user-a', storage)).toBeNull();
    }
    storage.setItem('test.note', JSON.stringify({ userId: 'user-a', title: { evil: true }, body: 7 }));
    expect(notes.read('user-a', storage)).toBeNull();
    storage.setItem('test.note', JSON.stringify({ userId: 'user-a', title: 'kept', body: ['no'] }));
    expect(notes.read('user-a', storage)).toEqual({ title: 'kept', body: '' });
  });

  it('lets the form go on working when storage refuses', () => {
    const full = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => notes.write('user-a', { title: 'x', body: 'y' }, full)).not.toThrow();
    expect(() => notes.clear(full)).not.toThrow();
    expect(notes.read('user-a', full)).toBeNull();
  });
});
