/**
 * A ZIP written as it is made (fflate's streaming `Zip`), into any Node Writable: a temp file for a
 * data export, the HTTP response for a memorial's website. Media go in stored as they are
 * (`ZipPassThrough`: photos and videos are already compressed, and their bytes stay identical);
 * text is deflated. Memory stays small whatever the size: one chunk at a time, and the writer
 * waits for the output to drain. Every file and every large piece of text yields to the event
 * loop, so building a big archive never holds the server's only thread for long.
 *
 * fflate writes plain ZIP (no ZIP64): an archive and each file must stay under 4 GiB, so callers
 * check the total first (`ZIP_MAX_BYTES`).
 */
import type { Readable, Writable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { strToU8, Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';

/** What fits in a ZIP without ZIP64, with room for headers and the text files. */
export const ZIP_MAX_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;

/** Text is pushed in pieces of this size, with a yield between them. */
const TEXT_CHUNK = 64 * 1024;

export class ZipWriter {
  private readonly zip: Zip;
  private failure: Error | null = null;
  private ended: Promise<void>;
  private closeOutput!: () => void;
  private failOutput!: (err: Error) => void;
  /** Bytes written to the output so far. */
  written = 0;

  constructor(
    private readonly out: Writable,
    private readonly mtime: Date = new Date(),
  ) {
    this.ended = new Promise<void>((resolve, reject) => {
      this.closeOutput = resolve;
      this.failOutput = reject;
    });
    // Kept from becoming an unhandled rejection before finish() awaits it.
    this.ended.catch(() => undefined);
    out.once('error', (err) => this.fail(err));
    out.once('close', () => {
      if (!out.writableFinished) this.fail(new Error('The ZIP output closed early'));
    });
    this.zip = new Zip((err, chunk, final) => {
      if (err) return this.fail(err);
      if (this.failure) return;
      this.written += chunk.length;
      out.write(chunk);
      if (final) out.end(() => this.closeOutput());
    });
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.failOutput(err);
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }

  /** Waits until the output has taken what it was given (and yields to the event loop). */
  private async drain(): Promise<void> {
    this.check();
    if (this.out.writableNeedDrain) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.out.off('drain', done);
          this.out.off('error', done);
          this.out.off('close', done);
          resolve();
        };
        this.out.on('drain', done);
        this.out.on('error', done);
        this.out.on('close', done);
      });
    } else {
      await yieldToLoop();
    }
    this.check();
  }

  private open<T extends ZipInputFile>(file: T): T {
    this.check();
    file.mtime = this.mtime;
    this.zip.add(file);
    return file;
  }

  /** A text file (UTF-8), deflated. */
  async addText(name: string, text: string): Promise<void> {
    const file = this.open(new ZipDeflate(name, { level: 6 }));
    const bytes = strToU8(text);
    if (bytes.length === 0) {
      file.push(new Uint8Array(0), true);
      return this.drain();
    }
    for (let at = 0; at < bytes.length; at += TEXT_CHUNK) {
      file.push(bytes.subarray(at, at + TEXT_CHUNK), at + TEXT_CHUNK >= bytes.length);
      await this.drain();
    }
  }

  /** A JSON file, pretty-printed so a person can read it. */
  addJson(name: string, value: unknown): Promise<void> {
    return this.addText(name, `${JSON.stringify(value, null, 2)}\n`);
  }

  /**
   * A JSON array written piece by piece: `items` yields one element at a time (a conversation with
   * its messages, say), so the whole array is never held in memory.
   */
  async addJsonArray(name: string, items: AsyncIterable<unknown>): Promise<void> {
    const file = this.open(new ZipDeflate(name, { level: 6 }));
    let first = true;
    file.push(strToU8('['));
    for await (const item of items) {
      const text = JSON.stringify(item, null, 2).replace(/\n/g, '\n  ');
      file.push(strToU8(`${first ? '\n  ' : ',\n  '}${text}`));
      first = false;
      await this.drain();
    }
    file.push(strToU8(first ? ']\n' : '\n]\n'), true);
    await this.drain();
  }

  /** A stored file from a stream (media), not recompressed; `onBytes` reports progress. */
  async addStream(name: string, body: Readable, onBytes?: (n: number) => void): Promise<void> {
    const file = this.open(new ZipPassThrough(name));
    try {
      for await (const raw of body) {
        const chunk = typeof raw === 'string' ? Buffer.from(raw) : (raw as Uint8Array);
        file.push(chunk);
        onBytes?.(chunk.length);
        await this.drain();
      }
    } finally {
      body.destroy();
    }
    file.push(new Uint8Array(0), true);
    await this.drain();
  }

  /** Writes the central directory and ends the output; resolves once everything is written. */
  async finish(): Promise<void> {
    this.check();
    this.zip.end();
    await this.ended;
  }

  /** Stops: the output is destroyed (a half-written file is the caller's to remove). */
  abort(err: Error = new Error('The ZIP was abandoned')): void {
    this.fail(err);
    this.zip.terminate();
    this.out.destroy();
  }
}
