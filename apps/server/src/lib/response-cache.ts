interface Entry<T> {
  value: T;
  size: number;
  expiresAt: number;
  tags: readonly string[];
}

/**
 * How many tags the cache remembers having dropped (each with when) before it forgets them all and
 * refuses, once, every answer computed before: a bound on the memory a stream of drops can take.
 */
const DROPS_REMEMBERED = 50_000;

/**
 * Serialised answers kept in memory, least recently used out first, bounded by size. An answer
 * may carry tags (`product:<id>`): what it depends on besides the whole catalog, and what
 * `dropTagged` drops it by (docs/decisions/098). `clear()` drops everything. Neither lets an answer
 * computed from data read before it be stored after it: `generation` is read before computing
 * and handed to `set`, which refuses an answer whose tags (or the whole cache) were dropped since.
 * With `admit`, a new key is stored only when it says so (SeenRecently: the second time it is
 * offered).
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, Entry<T>>();
  /** The keys of the entries that carry each tag. */
  private readonly byTag = new Map<string, Set<string>>();
  /** When (in generations) each tag was last dropped. */
  private readonly droppedAt = new Map<string, number>();
  private bytes = 0;
  private currentGeneration = 0;
  private clearedAt = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly defaultTtlMs: number,
    private readonly admit?: (key: string) => boolean,
  ) {}

  /** Read before computing an answer, and handed to `set` with it. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry); // most recently used goes to the end
    return entry.value;
  }

  /**
   * Stores `value` (about `size` bytes) unless the cache, or one of `tags`, was dropped since
   * `generation` was read, or `admit` turns a new key away; says whether it stored it.
   */
  set(
    key: string,
    value: T,
    size: number,
    generation: number,
    ttlMs = this.defaultTtlMs,
    now = Date.now(),
    tags: readonly string[] = [],
  ): boolean {
    if (generation < this.clearedAt || ttlMs <= 0 || size > this.maxBytes / 8) return false;
    if (tags.some((tag) => (this.droppedAt.get(tag) ?? -1) >= generation)) return false;
    const old = this.entries.get(key);
    if (!old && this.admit && !this.admit(key)) return false;
    if (old) this.remove(key, old);
    this.entries.set(key, { value, size, expiresAt: now + ttlMs, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
    return true;
  }

  /** Drops every entry that carries one of `tags`; answers how many went. */
  dropTagged(tags: readonly string[]): number {
    const generation = this.currentGeneration++;
    if (this.droppedAt.size + tags.length > DROPS_REMEMBERED) {
      // Forgetting when tags were dropped would let an answer begun before a drop be stored after
      // it: every answer begun before now is refused instead.
      this.droppedAt.clear();
      this.clearedAt = this.currentGeneration;
    }
    let dropped = 0;
    for (const tag of tags) {
      this.droppedAt.set(tag, generation);
      for (const key of this.byTag.get(tag) ?? []) {
        const entry = this.entries.get(key);
        if (entry) {
          this.remove(key, entry);
          dropped += 1;
        }
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
    this.droppedAt.clear();
    this.bytes = 0;
    this.currentGeneration++;
    this.clearedAt = this.currentGeneration;
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
