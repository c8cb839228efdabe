import { useState } from 'react';

/**
 * The state of a small form of plain text fields (components/form/text-field.tsx) kept without the form library:
 * the values, the message per field, and `field(name)`, the props that bind one TextField to them. The public
 * pages' forms (sign-in, support, the portal's sign-in) use it; their checks are zod-free.
 */
export function usePlainFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });
  return { values, setValues, errors, setErrors, field };
}
