/**
 * Changes announced by the database's triggers (migration 0003_change_feed), and a read cache that they keep
 * exact.
 *
 * Only the embedded database gets a feed. PGlite is one connection inside this process and delivers a
 * notification before the writing query's promise resolves, so a cache can never serve a value older than a
 * write this process has finished. With DATABASE_URL several processes share the database and notifications
 * arrive later, so there is no feed and every read goes to Postgres.
 */
export type Change = `${'user' | 'session' | 'activity'}:${string}`;
export const CHANGE_CHANNEL = 'wren_changes';

export class ChangeFeed {
  private readonly listeners = new Set<(change: string) => void>();

  subscribe(listener: (change: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: string): void {
    for (const listener of this.listeners) listener(change);
  }
}

const feeds = new WeakMap<object, ChangeFeed>();

export function attachChangeFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

export function changeFeedOf(db: object): ChangeFeed | null {
  return feeds.get(db) ?? null;
}

/**
 * A bounded read-through cache whose entries are dropped by `invalidate`. A load that was under way when any
 * invalidation happened is returned but not kept, so a value read before a write is never cached after it.
 */
export class InvalidatedCache<V> {
  private readonly values = new Map<string, V>();
  private generation = 0;

  constructor(private readonly maxEntries = 10_000) {}

  async get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.values.get(key);
    if (hit !== undefined) return hit;
    const before = this.generation;
    const value = await load();
    if (before === this.generation && keep(value)) {
      // Maps iterate in insertion order, so the first key is the oldest entry.
      if (this.values.size >= this.maxEntries) this.values.delete(this.values.keys().next().value!);
      this.values.set(key, value);
    }
    return value;
  }

  peek(key: string): V | undefined {
    return this.values.get(key);
  }

  invalidate(key: string): void {
    this.generation++;
    this.values.delete(key);
  }
}
