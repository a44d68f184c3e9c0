/**
 * Serialised answers kept in memory, least recently used out first, bounded by size. `clear()`
 * starts a new generation: an answer computed from data read before the clear is not stored,
 * so a change that commits while a request is running can never be cached over. With `admit`,
 * a new key is stored only when it says so (SeenRecently: the second time it is offered).
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, { value: T; size: number; expiresAt: number }>();
  private bytes = 0;
  private currentGeneration = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly defaultTtlMs: number,
    private readonly admit?: (key: string) => boolean,
  ) {}

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used goes to the end
    return entry.value;
  }

  /**
   * Stores `value` (about `size` bytes) unless the cache was cleared since `generation` was read,
   * or `admit` turns a new key away; says whether it stored it.
   */
  set(key: string, value: T, size: number, generation: number, ttlMs = this.defaultTtlMs, now = Date.now()): boolean {
    if (generation !== this.currentGeneration || ttlMs <= 0 || size > this.maxBytes / 8) return false;
    const old = this.entries.get(key);
    if (!old && this.admit && !this.admit(key)) return false;
    if (old) {
      this.bytes -= old.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, size, expiresAt: now + ttlMs });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.currentGeneration++;
  }
}
