import { ADDRESS_MESSAGES } from '@store/contracts/address';
import { stateCode, stateName } from '@store/contracts/india';
import { PIN_MESSAGES } from '@store/contracts/shop-settings';
import { AppError } from '../../lib/app-error';
import { lookUpPin, type PinPlace } from './pin-directory';

/**
 * A delivery address's PIN and state, checked against India Post's directory: the PIN must exist
 * and lie in the state given (a PIN on a border may lie in either). Answers 400 with the field's
 * message, as the form shows it; the state comes back in the list's spelling.
 */
export function checkPinAndState(pin: string, state: string, fields = { pin: 'pin_code', state: 'state' }) {
  const code = stateCode(state);
  if (!code) throw fieldError(fields.state, 'Choose a state from the list');
  const place = lookUpPin(pin);
  if (!place) throw fieldError(fields.pin, PIN_MESSAGES.unknown);
  const name = stateName(code)!;
  if (!place.states.some((s) => s.code === code)) throw fieldError(fields.pin, PIN_MESSAGES.stateMismatch(pin, name));
  return { place, state: name };
}

function fieldError(field: string, message: string) {
  return new AppError('VALIDATION', message, [{ path: field, message }]);
}

/** The place of a known PIN, or a 404 in the form's words. */
export function placeOf(pin: string): PinPlace {
  if (!/^\d{6}$/.test(pin)) throw fieldError('pin', ADDRESS_MESSAGES.pinCodeDigits);
  if (pin.startsWith('0')) throw fieldError('pin', ADDRESS_MESSAGES.pinCodeNotServed);
  const place = lookUpPin(pin);
  if (!place) throw new AppError('NOT_FOUND', PIN_MESSAGES.unknown, [{ path: 'pin', message: PIN_MESSAGES.unknown }]);
  return place;
}
