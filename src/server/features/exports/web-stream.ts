import type { Readable } from 'node:stream';

/**
 * A pull-driven web stream over a Node stream, for a response body: one chunk read per chunk sent,
 * so memory stays flat; a client that goes away destroys the source (its file or S3 connection,
 * or the ZIP being made into it).
 */
export function webStreamOf(body: Readable): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]();
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await chunks.next();
          if (cancelled) return;
          if (done) controller.close();
          else controller.enqueue(typeof value === 'string' ? Buffer.from(value) : (value as Uint8Array));
        } catch (err) {
          if (!cancelled) controller.error(err);
        }
      },
      cancel() {
        cancelled = true;
        body.destroy();
      },
    },
    { highWaterMark: 1 },
  );
}
