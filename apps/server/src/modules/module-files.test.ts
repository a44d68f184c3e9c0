import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One naming rule for the files under modules/ (docs/architecture.md, Shape): a file's name ends
 * in its role (routes, service, repo, plugin) or in nothing, and the roles keep to their work.
 */
const modules = fileURLToPath(new URL('.', import.meta.url));

/** Module source files (tests and their shared set-up left out), relative to modules/. */
const files = readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.ts') && !/\.(test|kit)\.ts$/.test(f));

const ROLE = /\.(admin\.routes|routes|service|repo|plugin)\.ts$/;
const roleOf = (file: string) => ROLE.exec(file)?.[1] ?? null;
const text = (file: string) =>
  readFileSync(path.join(modules, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
/** A transaction opened here: `.transaction(` on a database, not a parameter named tx. */
const opensTransaction = (file: string) => /\.transaction\(/.test(text(file));
/** The module files a file imports, as written. */
const importsOf = (file: string) => [...text(file).matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);

describe('module files', () => {
  it('are named with one role suffix or none', () => {
    expect(files.length).toBeGreaterThan(100);
    const oddSuffix = files.filter((f) => !roleOf(f) && /\.[a-z-]+\.ts$/.test(f.split('/').pop()!));
    expect(oddSuffix).toEqual([]);
  });

  it('open transactions only in services', () => {
    expect(files.filter((f) => opensTransaction(f) && roleOf(f) !== 'service')).toEqual([]);
    // The rule is not empty: the services that decide orders and returns open theirs.
    expect(files.filter(opensTransaction)).toEqual(
      expect.arrayContaining(['orders/place-order.service.ts', 'returns/refund-return.service.ts']),
    );
  });

  it('keep routes to calling services: no repo imported by a route', () => {
    const routes = files.filter((f) => roleOf(f)?.endsWith('routes'));
    expect(routes.length).toBeGreaterThan(20);
    const repoImports = routes.flatMap((f) =>
      importsOf(f)
        .filter((i) => i.endsWith('.repo'))
        .map((i) => `${f}: ${i}`),
    );
    expect(repoImports).toEqual([]);
  });

  it('finds comments apart from code and imports as written', () => {
    expect(
      /\.transaction\(/.test(
        '/* db.transaction( */ const x = 1; // db.transaction('.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''),
      ),
    ).toBe(false);
    expect(importsOf('orders/orders.routes.ts')).toEqual(expect.arrayContaining(['./place-order.service']));
  });
});
