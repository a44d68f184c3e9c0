/**
 * The search relevance score beside the speed figures (docs/decisions/005). `relevance.ts`, beside
 * this file, computes it from the running store; until it is there, the run says so and goes on. It
 * is asked for with the store's origin and the benchmark database's URL, and may answer a number or
 * an object with a numeric `score` (and a `summary` line to print); a failure is reported, not
 * fatal.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type Relevance = { score: number; summary?: string; detail?: unknown } | { missing: true } | { error: string };

type ScoreFunction = (origin: string, databaseUrl: string) => unknown;

const MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'relevance.ts');

/** `relevanceScore`, else the default export, else the module's only exported function. */
function scoreFunction(mod: Record<string, unknown>): ScoreFunction | undefined {
  const functions = Object.entries(mod).filter(([, v]) => typeof v === 'function');
  const named = functions.find(([name]) => name === 'relevanceScore') ?? functions.find(([name]) => name === 'default');
  return (named?.[1] ?? (functions.length === 1 ? functions[0]![1] : undefined)) as ScoreFunction | undefined;
}

function readScore(value: unknown): Relevance {
  if (typeof value === 'number' && Number.isFinite(value)) return { score: value };
  if (value && typeof value === 'object' && typeof (value as { score?: unknown }).score === 'number') {
    const { score, summary } = value as { score: number; summary?: unknown };
    return { score, summary: typeof summary === 'string' ? summary : undefined, detail: value };
  }
  return { error: `relevance.ts answered ${JSON.stringify(value)}, not a score` };
}

export async function measureRelevance(origin: string, databaseUrl: string): Promise<Relevance> {
  if (!existsSync(MODULE)) return { missing: true };
  try {
    // A computed specifier: the module is optional, so the type checker must not require it.
    const mod = (await import(pathToFileURL(MODULE).href)) as Record<string, unknown>;
    const score = scoreFunction(mod);
    if (!score) return { error: 'relevance.ts exports no relevanceScore function' };
    return readScore(await score(origin, databaseUrl));
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/** One line for the output and latest.md. */
export function relevanceLine(r: Relevance): string {
  if ('missing' in r) return 'Search relevance: not measured (bench/lib/relevance.ts is not there yet)';
  if ('error' in r) return `Search relevance: not measured, ${r.error}`;
  const score = Number.isInteger(r.score) ? String(r.score) : r.score.toFixed(3);
  return `Search relevance score: ${score}${r.summary ? ` (${r.summary})` : ''}`;
}
