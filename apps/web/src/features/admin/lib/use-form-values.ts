import { useState } from 'react';
import { useFormErrors } from '@/lib/form-errors';

/** A form's values with its errors; setting a field clears that field's error. */
export function useFormValues<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState(initial);
  const form = useFormErrors();
  const set = <K extends keyof T & string>(field: K, value: T[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };
  return { values, set, form };
}
