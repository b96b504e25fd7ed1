/**
 * The live bus (decision 035): tells this instance's streams that a live event was recorded, on
 * this instance or another. Only `(topic, event id)` travels; a stream reads the row itself. A
 * listener is told "there is something after your cursor in the table", never handed the event, so
 * a notification that was missed (a lost connection) costs nothing once the bus says to catch up.
 */
export interface LiveBus {
  /** Tells every instance's subscribers of `topic` that event `eventId` was committed. */
  publish(topic: string, eventId: number): Promise<void>;
  /**
   * Calls `listener` for each event published on `topic`, with its id, and with `CATCH_UP` when
   * notifications may have been missed (read the table after your cursor). Returns the unsubscribe.
   */
  subscribe(topic: string, listener: (eventId: number) => void): () => void;
  close(): Promise<void>;
}

/** What a listener is given when it should read the table after its cursor (no single event id). */
export const CATCH_UP = 0;

/** Whatever can announce an event: the bus itself, or a batch published after a transaction commits. */
export interface LivePublisher {
  publish(topic: string, eventId: number): Promise<void>;
}

/** Subscribers by topic, shared by the two buses. */
export class TopicListeners {
  private readonly byTopic = new Map<string, Set<(eventId: number) => void>>();

  add(topic: string, listener: (eventId: number) => void): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    // Each subscription is its own entry, so the same function subscribed twice is told twice.
    const entry = (id: number) => listener(id);
    set.add(entry);
    return () => {
      const current = this.byTopic.get(topic);
      if (!current) return;
      current.delete(entry);
      if (current.size === 0) this.byTopic.delete(topic);
    };
  }

  /** Calls the topic's listeners; one that throws does not stop the others. */
  emit(topic: string, eventId: number): void {
    const set = this.byTopic.get(topic);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(eventId);
      } catch {
        /* a listener's own failure is its own (streams catch theirs) */
      }
    }
  }

  /** Every listener of every topic, told to catch up. */
  emitAll(eventId: number): void {
    for (const topic of [...this.byTopic.keys()]) this.emit(topic, eventId);
  }

  /** How many subscriptions are open (tests check that closed streams leave none behind). */
  count(): number {
    let n = 0;
    for (const set of this.byTopic.values()) n += set.size;
    return n;
  }

  clear(): void {
    this.byTopic.clear();
  }
}
