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
