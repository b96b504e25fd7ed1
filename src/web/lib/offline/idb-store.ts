/** An IndexedDB key-value store (idb-keyval), opened on first use, or null where storage is disabled. */
import { createStore, type UseStore } from 'idb-keyval';

/** The opener of one store: the same store every call; null when IndexedDB is missing or refused (some private modes). */
export function lazyStore(dbName: string, storeName: string): () => UseStore | null {
  let db: UseStore | null | undefined;
  return () => {
    if (db === undefined) {
      try {
        db = typeof indexedDB === 'undefined' ? null : createStore(dbName, storeName);
      } catch {
        db = null;
      }
    }
    return db;
  };
}
