/** Reading server-sent event streams in API tests, with a real SSE parser (eventsource-parser). */
import { createParser } from 'eventsource-parser';

export interface Sse {
  /** Parsed JSON of every data event before [DONE]. */
  chunks: any[];
  done: boolean;
  /** Events after [DONE] (there must be none). */
  afterDone: number;
  /** Parser errors (there must be none). */
  problems: string[];
}

/** Reads a whole server-sent event stream. */
export async function readSse(res: Response): Promise<Sse> {
  const result: Sse = { chunks: [], done: false, afterDone: 0, problems: [] };
  const parser = createParser({
    onEvent: (event) => {
      if (result.done) result.afterDone += 1;
      if (event.data === '[DONE]') result.done = true;
      else result.chunks.push(JSON.parse(event.data));
    },
    onError: (err) => result.problems.push(err.message),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  parser.feed(decoder.decode());
  return result;
}

/** The reply as the reader shows it: deltas appended, a `replace` chunk starting over. */
export function shownText(chunks: any[]): string {
  let text = '';
  for (const c of chunks) {
    if (!c.choices) continue;
    const piece: string = c.choices[0].delta.content ?? '';
    text = c.replace ? piece : text + piece;
  }
  return text;
}

/** One event of an open stream: its id, its `event:` name and its parsed JSON data. */
export interface ReceivedEvent<E> {
  id: string | undefined;
  event: string | undefined;
  data: E;
}

/** An event stream that stays open (a live conversation), read as it arrives. */
export class OpenStream<E> {
  readonly events: ReceivedEvent<E>[] = [];
  readonly comments: string[] = [];
  ended = false;
  private wake: () => void = () => undefined;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(readonly res: Response) {
    const reader = res.body!.getReader();
    this.reader = reader;
    const parser = createParser({
      onEvent: (e) => {
        this.events.push({ id: e.id, event: e.event, data: JSON.parse(e.data) as E });
        this.wake();
      },
      onComment: (c) => {
        this.comments.push(c.trim());
        this.wake();
      },
    });
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } catch {
        /* cancelled */
      }
      this.ended = true;
      this.wake();
    })();
  }

  /** Waits until `check` holds (or fails after `ms`). */
  async until(check: (s: this) => boolean, ms = 3000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check(this)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 25);
      });
    }
  }

  /** The id of the newest event that had one (what a reconnect sends as Last-Event-ID). */
  get lastId(): string | undefined {
    return this.events.filter((e) => e.id).at(-1)?.id;
  }

  async close() {
    await this.reader.cancel().catch(() => undefined);
  }
}
