import { describe, expect, it } from 'vitest';
import { batchedLoader } from './batched-loader';

describe('batchedLoader', () => {
  it('loads the keys asked for together in one call, each key once', async () => {
    const calls: string[][] = [];
    const load = batchedLoader(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    expect(await Promise.all([load('a'), load('b'), load('a')])).toEqual(['A', 'B', 'A']);
    expect(calls).toEqual([['a', 'b']]);
    expect(await load('c')).toBe('C');
    expect(calls).toHaveLength(2);
  });

  it('answers undefined for a key the loader did not find', async () => {
    const load = batchedLoader(async () => new Map<string, number>());
    expect(await load('nothing')).toBeUndefined();
  });

  it('rejects every key of a batch whose load failed, and loads the next batch afresh', async () => {
    let fail = true;
    const load = batchedLoader(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, 1]));
    });
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('a')).toBe(1);
  });

  it('sends a full batch at once and the rest in the next', async () => {
    const sizes: number[] = [];
    const load = batchedLoader(
      async (keys: number[]) => {
        sizes.push(keys.length);
        return new Map(keys.map((k) => [k, k]));
      },
      { maxBatch: 3 },
    );
    await Promise.all([1, 2, 3, 4, 5].map(load));
    expect(sizes).toEqual([3, 2]);
  });

  it('runs no more than maxInFlight calls at once; keys asked for meanwhile go together next', async () => {
    const calls: number[][] = [];
    let running = 0;
    let most = 0;
    const load = batchedLoader(
      async (keys: number[]) => {
        calls.push(keys);
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
        return new Map(keys.map((k) => [k, k * 10]));
      },
      { maxInFlight: 1 },
    );
    const first = load(1);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the first call is running
    const later = [load(2), load(3), load(4)];
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30, 40]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
    expect(most).toBe(1);
  });
});
