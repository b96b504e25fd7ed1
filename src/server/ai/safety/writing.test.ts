/**
 * A long piece of the person's own writing (a journal entry) read in message-sized pieces
 * (decision 043): every word is read, no piece is longer than a few sentences, and one sentence of
 * crisis is found wherever it sits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { screenWriting, WRITING_PIECE_CHARS, writingPieces } from './screen';

const words = (s: string) => s.split(/\s+/).filter(Boolean);

describe('writingPieces', () => {
  it('keeps every word, in order, in pieces no longer than the limit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom('\n', '\n\n', '. ', '! ', ' '),
            fc.string({ minLength: 1, maxLength: 30 }),
            fc.string({ minLength: 700, maxLength: 2000 }),
          ),
          { maxLength: 60 },
        ),
        (parts) => {
          const text = parts.join('');
          const pieces = writingPieces(text);
          for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(WRITING_PIECE_CHARS);
          expect(words(pieces.join(' ')).join('')).toBe(words(text).join(''));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps short paragraphs together and a short text whole', () => {
    expect(writingPieces('One.\n\nTwo.\nThree.')).toEqual(['One.\nTwo.\nThree.']);
    expect(writingPieces('')).toEqual([]);
  });
});

describe('screenWriting', () => {
  const memory = 'We walked the dog along the river where he used to fish, and I told her about his old boat. ';
  it('finds a crisis sentence at the start, middle or end of a long entry', () => {
    const pages = memory.repeat(60);
    const crisis = "I've decided, I'm going to take all of my pills tonight.";
    for (const text of [`${crisis} ${pages}`, `${pages}${crisis} ${pages}`, `${pages}${crisis}`]) {
      expect(screenWriting(text).risk).toBe('crisis');
    }
  });

  it('does not call a long entry of memories and death words a crisis', () => {
    const text = [
      'She died of an overdose last spring and I still cannot say it out loud.',
      'We scattered his ashes off the bridge at dawn.',
      'I found the knife he carved with in the shed.',
      memory.repeat(20),
    ].join('\n\n');
    expect(screenWriting(text).risk).not.toBe('crisis');
  });

  it('never throws, and reads empty and emoji-only entries', () => {
    for (const text of ['', '   ', '🌼🌼🌼', 'x'.repeat(50_000)]) expect(() => screenWriting(text)).not.toThrow();
  });
});
