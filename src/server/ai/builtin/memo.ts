/**
 * A small bounded cache for per-message analysis. A conversation is sent again with every turn, so
 * the earlier messages are read once rather than on every reply.
 */
export function memo<T>(fn: (text: string) => T, max = 4000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text: string) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = fn(text);
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(text, value);
    return value;
  };
}
