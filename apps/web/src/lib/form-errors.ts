import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** Field name → the first message for it; `''` never appears, a field without error is absent. */
export type FieldErrors = Partial<Record<string, string>>;

export type ContractSchema<T> = {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
};

/** Runs a contract schema on the form's values: the parsed data, or the first message per field. */
export function validateForm<T>(
  schema: ContractSchema<T>,
  values: unknown,
): { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  return {
    errors: firstMessages(result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))),
  };
}

function firstMessages(list: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of list) {
    // The server reports paths like `body.email` or `/email`; the form knows the bare field name.
    const field = path.replace(/^(body[./])|^\//, '');
    if (!errors[field]) errors[field] = message;
  }
  return errors;
}

/** The server's field errors (a 400 with `errors[]`), keyed like the form's own. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? firstMessages(error.fieldErrors) : {};
}

/** Drops one field's error as the shopper edits it. */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/**
 * A form's errors: per field (from the contract or the server's errors[]), plus one message for
 * the whole form when the server's answer names no field.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    errors,
    formError,
    setErrors,
    setFormError,
    /** Forget the errors of a field the shopper is editing. */
    clear: useCallback((field: string) => {
      setErrors((e) => withoutError(e, field));
      setFormError(null);
    }, []),
    fromServer: useCallback((error: Error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? null : error.message);
    }, []),
  };
}
