/**
 * The in-process live bus, for PGlite (one process owns the database, so every stream is here).
 * Delivery is asynchronous, as over PostgreSQL: a publisher never runs its readers' work inline.
 */
import { TopicListeners, type LiveBus } from './bus';

export interface MemoryLiveBus extends LiveBus {
  /** Open subscriptions (tests: no stream leaves one behind). */
  subscriptionCount(): number;
}

export function createMemoryBus(): MemoryLiveBus {
  const listeners = new TopicListeners();
  let closed = false;
  return {
    publish(topic, eventId) {
      if (closed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        setImmediate(() => {
          if (!closed) listeners.emit(topic, eventId);
          resolve();
        });
      });
    },
    subscribe(topic, listener) {
      if (closed) return () => undefined;
      return listeners.add(topic, listener);
    },
    subscriptionCount: () => listeners.count(),
    close() {
      closed = true;
      listeners.clear();
      return Promise.resolve();
    },
  };
}
