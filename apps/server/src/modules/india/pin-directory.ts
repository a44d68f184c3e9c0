import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stateName, type StateCode, type StateName } from '@store/contracts/india';

/** What the directory knows of one PIN code. */
export interface PinPlace {
  pin: string;
  district: string;
  /** Its state first, then any other state a few of its post offices lie in. */
  states: { code: StateCode; name: StateName }[];
}

interface Directory {
  /** Every PIN, ascending, for a binary search. */
  pins: Int32Array;
  /** Per PIN: the index of its district in `districts`. */
  districtOf: Uint16Array;
  /** Per PIN: its first state's GST code as a number. */
  stateOf: Uint8Array;
  districts: string[];
  /** The 31 PINs in more than one state: all their codes. */
  shared: Map<number, StateCode[]>;
}

/**
 * The file beside this module (src) or beside the bundle (dist): apps/server/build.mjs copies it,
 * and scripts/build-pin-directory.ts writes it from India Post's directory (docs/india.md).
 */
const FILE = fileURLToPath(new URL('./pin-codes.tsv', import.meta.url));

let directory: Directory | undefined;

/** The directory in typed arrays: some 130 KB for 19,000 PINs where objects would take megabytes. */
function load(): Directory {
  const lines = readFileSync(FILE, 'utf8').split('\n').filter(Boolean);
  const pins = new Int32Array(lines.length);
  const districtOf = new Uint16Array(lines.length);
  const stateOf = new Uint8Array(lines.length);
  const districts: string[] = [];
  const districtIndex = new Map<string, number>();
  const shared = new Map<number, StateCode[]>();
  lines.forEach((line, i) => {
    const [pin = '', codes = '', district = ''] = line.split('\t');
    const states = codes.split(',') as StateCode[];
    pins[i] = Number(pin);
    stateOf[i] = Number(states[0]);
    if (states.length > 1) shared.set(pins[i]!, states);
    let index = districtIndex.get(district);
    if (index === undefined) {
      index = districts.push(district) - 1;
      districtIndex.set(district, index);
    }
    districtOf[i] = index;
  });
  return { pins, districtOf, stateOf, districts, shared };
}

function indexOf(pins: Int32Array, pin: number): number {
  let low = 0;
  let high = pins.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = pins[mid]!;
    if (value === pin) return mid;
    if (value < pin) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The place of a six-digit PIN code, or undefined when India Post has no such PIN. */
export function lookUpPin(pin: string): PinPlace | undefined {
  if (!/^[1-9]\d{5}$/.test(pin)) return undefined;
  directory ??= load();
  const number = Number(pin);
  const i = indexOf(directory.pins, number);
  if (i < 0) return undefined;
  const codes = directory.shared.get(number) ?? [String(directory.stateOf[i]).padStart(2, '0') as StateCode];
  return {
    pin,
    district: directory.districts[directory.districtOf[i]!] ?? '',
    states: codes.map((code) => ({ code, name: stateName(code)! })),
  };
}

/** How many PIN codes the directory holds. */
export function pinCount(): number {
  directory ??= load();
  return directory.pins.length;
}
