/**
 * Remembers, approximately and in fixed memory, which keys were offered recently: an admission
 * filter for a cache (TinyLFU's "doorkeeper"). A key counts as recent when it was offered within
 * about the last `window` offers (between one and two windows back, as the memory turns over in
 * halves). Keys are kept as 32-bit hashes in two tables, so two keys can share a slot: a key may
 * then pass as seen when it was not, never the other way round within the window.
 */
export class SeenRecently {
  private current: Uint32Array;
  private previous: Uint32Array;
  private offers = 0;

  constructor(
    private readonly window: number,
    slots = 1 << 16,
  ) {
    this.current = new Uint32Array(slots);
    this.previous = new Uint32Array(slots);
  }

  /** Records `key`, and says whether it had been offered recently. */
  offer(key: string): boolean {
    const hash = fnv1a(key) || 1; // 0 marks an empty slot
    const slot = hash & (this.current.length - 1);
    const seen = this.current[slot] === hash || this.previous[slot] === hash;
    this.current[slot] = hash;
    if (++this.offers >= this.window) this.turnOver();
    return seen;
  }

  private turnOver(): void {
    [this.previous, this.current] = [this.current, this.previous];
    this.current.fill(0);
    this.offers = 0;
  }
}

/** FNV-1a over the key's UTF-16 code units: quick, and spreads short similar keys well. */
function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
