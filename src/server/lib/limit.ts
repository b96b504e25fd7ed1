/**
 * At most `max` of some work at once, the rest waiting in arrival order (first come, first served).
 * Used where more at once gains nothing and costs memory: password hashing (scrypt) takes 32 MB and
 * a whole core for ~50–100 ms each, and this server has two cores; four at once (Node's thread
 * pool) would only hold 128 MB and leave file reads and compression waiting behind them.
 */
export function limitConcurrency(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (work) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
