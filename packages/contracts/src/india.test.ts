import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, STATE_NAMES, STATES, gstinCheckCharacter, gstinProblem, stateCode, stateName } from './india';

describe('states and union territories', () => {
  it('are listed for choosing in alphabetical order, each once', () => {
    expect(STATE_NAMES.slice(0, 3)).toEqual(['Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh']);
    expect(STATE_NAMES.at(-1)).toBe('West Bengal');
    expect([...STATE_NAMES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(STATE_NAMES);
    expect(new Set(STATE_NAMES).size).toBe(STATES.length);
  });

  it('lists all 36 with unique GST codes and names', () => {
    expect(STATES).toHaveLength(36);
    expect(new Set(STATES.map((s) => s.code)).size).toBe(36);
    expect(new Set(STATES.map((s) => s.name)).size).toBe(36);
    expect(stateName('32')).toBe('Kerala');
    expect(stateName('38')).toBe('Ladakh');
  });

  it('reads a state in any case and by its common older names', () => {
    expect(stateCode('kerala')).toBe('32');
    expect(stateCode('  Tamil   Nadu ')).toBe('33');
    expect(stateCode('Pondicherry')).toBe('34');
    expect(stateCode('Orissa')).toBe('21');
    expect(stateCode('Daman & Diu')).toBe('26');
    expect(stateCode('Atlantis')).toBeUndefined();
  });
});

describe('GSTIN check', () => {
  it('accepts published GSTINs, in any case', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeUndefined();
    expect(gstinProblem('32aabck1234m1zt')).toBeUndefined();
  });

  it('computes the check character over the first fourteen', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('32AABCK1234M1Z')).toBe('T');
  });

  it('refuses a wrong shape, an unknown state code and a typing mistake', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('27AAPFU0939F1XV')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.state);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    // Two characters swapped: the weights 1 and 2 catch it.
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe(GSTIN_MESSAGES.checksum);
  });
});
