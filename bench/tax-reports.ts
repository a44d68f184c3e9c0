/**
 * npm run bench:tax [-- --invoices 10000]: the back office's tax reports over a month of many
 * invoices, on the built server started as `npm run serve` starts it (docs/decisions/109).
 *
 * A month of invoices (a tenth to registered buyers, one in twenty reversed by a credit note) is
 * written straight into a database of its own, from bodies made by the store's own invoice code.
 * Each report is then downloaded twice, at a tenth of the invoices and at all of them, while the
 * server's resident memory is sampled: a report that streams keeps the same peak whatever the
 * number of invoices, one that gathered them would grow with it. It prints per report the lines,
 * the bytes, the time, the server's peak resident memory and that peak as a share of the 200 MiB
 * limit; the peak at all the invoices over the peak at a tenth is the figure that shows streaming.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { documentNumber, financialYear } from '@store/contracts/tax';
import { parseTaxPeriod, REPORT_LINES_HEADER } from '@store/contracts/tax-reports';
import { buildDocumentBody, type LineForDocument } from '../apps/server/src/modules/invoices/invoice-body';
import { indiaDateAfter } from '../apps/server/src/modules/india/delivery';
import { withClient } from './lib/bench-db';
import { buildServerIfStale } from './lib/build';
import { MIB, RSS_LIMIT_MIB, rssBytes, RssSampler } from './lib/memory';
import { freePort, installCleanup, makeTempDir, startNode, stopChildren, waitForOk } from './lib/processes';
import { ROOT, SERVER_DIST } from './lib/repo-paths';
import { readServeCommand } from './lib/serve-command';

const { values } = parseArgs({ options: { invoices: { type: 'string', default: '10000' } } });
const INVOICES = Number(values.invoices);
if (!Number.isInteger(INVOICES) || INVOICES < 100) throw new Error('--invoices must be a whole number of at least 100');

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'store_bench_tax';
const dbUrl = (() => {
  const url = new URL(server);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

/** The last whole month in India: the one a shop files for. */
function lastMonth(now: Date) {
  const [y, m] = indiaDateAfter(now, 0).split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  return parseTaxPeriod(`${year}-${String(month).padStart(2, '0')}`)!;
}

const seller = {
  legalName: 'Kerala Moto Hub',
  gstin: '32AABCK1234M1ZT',
  address: 'NH 66 Bypass\nKochi, Kerala 682019',
  stateCode: '32',
};
const PLACES = [
  { town: 'Kochi', state: 'Kerala', pinCode: '682001' },
  { town: 'Kozhikode', state: 'Kerala', pinCode: '673001' },
  { town: 'Bengaluru', state: 'Karnataka', pinCode: '560001' },
  { town: 'Chennai', state: 'Tamil Nadu', pinCode: '600001' },
];
const NAMES = ['അനു മാത്യു', 'Asha Menon', 'प्रिया शर्मा', 'தமிழ் செல்வி', 'Ravi Kumar'];
const PRODUCTS: Omit<LineForDocument, 'quantity' | 'lineTotalPaise'>[] = [
  {
    name: 'Studds Ninja Helmet',
    variantName: 'M',
    sku: 'STD-NIN-M',
    hsnCode: '65061010',
    gstRate: 18,
    unitPricePaise: 3_49_900,
  },
  { name: 'Riding Gloves', variantName: 'L', sku: 'RG-L', hsnCode: '62160010', gstRate: 5, unitPricePaise: 99_900 },
  {
    name: 'Chain Sprocket Kit',
    variantName: '',
    sku: 'CSK-350',
    hsnCode: '87141090',
    gstRate: 28,
    unitPricePaise: 4_12_345,
  },
];

async function fillDatabase(count: number) {
  const period = lastMonth(new Date());
  const from = new Date(`${period.start}T00:00:00+05:30`).getTime();
  const span = new Date(`${period.end}T23:00:00+05:30`).getTime() - from;
  await withClient(dbUrl, async (client) => {
    await client.query('TRUNCATE tax_documents, held_invoices, order_lines, orders CASCADE');
    const user = await client.query<{ id: string }>(
      `INSERT INTO users (email, name, role) VALUES ('buyer@bench.test', 'Buyer', 'customer')
       ON CONFLICT ((lower(email))) DO UPDATE SET name = excluded.name RETURNING id`,
    );
    const userId = user.rows[0]!.id;
    for (let start = 1; start <= count; start += 1000) {
      const rows: unknown[][] = [];
      for (let i = start; i < Math.min(start + 1000, count + 1); i++) {
        const place = PLACES[i % PLACES.length]!;
        const address = {
          name: NAMES[i % NAMES.length]!,
          phone: '9847012345',
          address: `${i} Main Road`,
          locality: 'Town',
          landMark: '',
          ...place,
        };
        const lines = PRODUCTS.slice(0, 1 + (i % 3)).map((p, n) => {
          const quantity = 1 + ((i + n) % 3);
          return { ...p, quantity, lineTotalPaise: p.unitPricePaise * quantity };
        });
        const registered = i % 10 === 0;
        const at = new Date(from + Math.floor((span * i) / (count + 1)));
        const body = buildDocumentBody(
          seller,
          {
            orderNumber: `B${i}`,
            address,
            billingAddress: null,
            buyerGstin: registered ? '29AAGCB7383J1Z4' : null,
            businessName: registered ? 'Speed Garage LLP' : null,
          },
          lines,
          { kind: 'invoice', number: documentNumber('BEN', financialYear(at), i), date: indiaDateAfter(at, 0) },
        );
        rows.push([
          `B${i}`,
          userId,
          body.totals.totalPaise,
          JSON.stringify(address),
          at.toISOString(),
          body.number,
          financialYear(at),
          i,
          JSON.stringify(body),
        ]);
      }
      await client.query(
        `WITH o AS (
           INSERT INTO orders (order_number, user_id, type, status, payment_status, total_paise, mrp_total_paise, address, paid_at)
           SELECT r.n, r.u::uuid, 'single', 'delivered', 'paid', r.t, r.t, r.a::jsonb, r.at::timestamptz
             FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[]) AS r(n, u, t, a, at)
           RETURNING id, order_number)
         INSERT INTO tax_documents (kind, order_id, number, financial_year, sequence, total_paise, body, issued_at)
         SELECT 'invoice', o.id, d.num, d.fy, d.seq, d.t, d.b::jsonb, d.at::timestamptz
           FROM unnest($1::text[], $6::text[], $7::text[], $8::int[], $3::int[], $9::text[], $5::text[])
                AS d(n, num, fy, seq, t, b, at)
           JOIN o ON o.order_number = d.n`,
        [0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => rows.map((r) => r[c])),
      );
    }
    // One invoice in twenty reversed within the month by a credit note that mirrors it.
    await client.query(
      `INSERT INTO tax_documents (kind, order_id, number, financial_year, sequence, refers_to, total_paise, body, issued_at)
       SELECT 'credit_note', d.order_id, 'BENC/' || d.financial_year || '/' || lpad(row_number() OVER (ORDER BY d.sequence)::text, 5, '0'),
              d.financial_year, row_number() OVER (ORDER BY d.sequence), d.id, d.total_paise,
              jsonb_set(jsonb_set(d.body, '{kind}', '"credit_note"'), '{number}',
                        to_jsonb('BENC/' || d.financial_year || '/' || lpad(row_number() OVER (ORDER BY d.sequence)::text, 5, '0'))),
              d.issued_at + interval '1 hour'
         FROM tax_documents d WHERE d.kind = 'invoice' AND d.sequence % 20 = 7`,
    );
    await client.query('VACUUM ANALYZE tax_documents');
  });
  return period;
}

interface Measured {
  report: string;
  invoices: number;
  lines: number;
  bytes: number;
  seconds: number;
  peakMiB: number;
}

async function measure(
  origin: string,
  token: string,
  pid: number,
  url: string,
  report: string,
  invoices: number,
): Promise<Measured> {
  // Start every download from the same resting heap, so one report's garbage is not the next one's peak.
  await new Promise((r) => setTimeout(r, 1500));
  const sampler = new RssSampler(pid, 25);
  sampler.start();
  const started = performance.now();
  const res = await fetch(`${origin}${url}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const b of value) if (b === 0x0a) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  sampler.stop();
  if (lines !== Number(res.headers.get(REPORT_LINES_HEADER)))
    throw new Error(`${url}: ${lines} lines, header said ${res.headers.get(REPORT_LINES_HEADER)}`);
  return { report, invoices, lines, bytes, seconds, peakMiB: sampler.peak / MIB };
}

async function main() {
  installCleanup();
  buildServerIfStale();
  await withClient(server, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DB_NAME}`);
  });
  const serve = readServeCommand();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...serve.env,
    DATABASE_URL: dbUrl,
    NODE_ENV: 'production',
    TEST_PAYMENTS: 'true',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    PUBLIC_URL: '',
  };
  delete env.NODE_OPTIONS;
  // The admin first: the command migrates the new database, then the server starts on it.
  execFileSync(
    process.execPath,
    ['apps/server/dist/admin-create.js', '--email', 'owner@bench.test', '--name', 'Bench Owner'],
    {
      cwd: ROOT,
      env: { ...env, ADMIN_PASSWORD: 'benchmark2026' },
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const store = startNode('store', [...serve.nodeFlags, SERVER_DIST], {
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: makeTempDir(),
  });
  await waitForOk(`${origin}/api/health`, store);
  const login = await fetch(`${origin}/api/log_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@bench.test', password: 'benchmark2026' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  console.log(`store pid ${store.pid}, ${((rssBytes(store.pid!) ?? 0) / MIB).toFixed(0)} MiB resident at rest`);

  const results: Measured[] = [];
  for (const count of [Math.round(INVOICES / 10), INVOICES]) {
    const period = await fillDatabase(count);
    console.log(`${count.toLocaleString('en-IN')} invoices in ${period.label}`);
    for (const [report, url] of [
      ['GSTR-1 JSON', `/api/admin/tax_report_gstr1?period=${period.id}`],
      ['Sales register', `/api/admin/tax_report_register?period=${period.id}&register=sales`],
      ['Credit notes register', `/api/admin/tax_report_register?period=${period.id}&register=credit_notes`],
      ['HSN summary', `/api/admin/tax_report_register?period=${period.id}&register=hsn`],
    ] as const) {
      results.push(await measure(origin, token, store.pid!, url, report, count));
    }
  }

  console.log(
    '\n| Report | Invoices | Lines | MiB sent | Seconds | Invoices a second | Peak resident MiB | Share of the 200 MiB limit |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.report} | ${r.invoices.toLocaleString('en-IN')} | ${r.lines.toLocaleString('en-IN')} | ${(r.bytes / MIB).toFixed(1)} | ${r.seconds.toFixed(2)} | ${Math.round(r.invoices / r.seconds).toLocaleString('en-IN')} | ${r.peakMiB.toFixed(0)} | ${((r.peakMiB / RSS_LIMIT_MIB) * 100).toFixed(0)}% |`,
    );
  }
  console.log('\nPeak at all the invoices over the peak at a tenth (1.00: memory does not grow with the month):');
  const small = results.filter((r) => r.invoices !== INVOICES);
  let within = true;
  for (const r of results.filter((x) => x.invoices === INVOICES)) {
    const tenth = small.find((s) => s.report === r.report)!;
    console.log(`  ${r.report}: ${(r.peakMiB / tenth.peakMiB).toFixed(2)}`);
    within &&= r.peakMiB < RSS_LIMIT_MIB;
  }
  console.log(within ? `Every report stayed under ${RSS_LIMIT_MIB} MiB.` : `A report passed ${RSS_LIMIT_MIB} MiB.`);
  await stopChildren();
  process.exit(within ? 0 : 1);
}

await main();
