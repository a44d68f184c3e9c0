/**
 * Remembers, approximately and in bounded memory, which keys were offered recently: an admission
 * filter for a cache (TinyLFU's "doorkeeper"). A key counts as recent when it was offered within
 * about the last `window` offers (between one and two windows back, as the memory turns over in
 * halves). Keys are kept as 31-bit hashes in two sets of at most `window` each, so two keys can
 * share a hash: a key may then pass as seen when it was not, never the other way round within the
 * window. (Until 2026-11-27 the hashes sat in a table of 65,536 slots, one each, where a key whose
 * slot another key took was forgotten: some 4% of the answers primed twice by the benchmark were
 * never stored.)
 */
export class SeenRecently {
  private current = new Set<number>();
  private previous = new Set<number>();
  private offers = 0;

  constructor(private readonly window: number) {}

  /** Records `key`, and says whether it had been offered recently. */
  offer(key: string): boolean {
    const hash = fnv1a(key) >>> 1; // 31 bits: a small integer to V8, kept without boxing
    const seen = this.current.has(hash) || this.previous.has(hash);
    this.current.add(hash);
    if (++this.offers >= this.window) this.turnOver();
    return seen;
  }

  private turnOver(): void {
    this.previous = this.current;
    this.current = new Set();
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
