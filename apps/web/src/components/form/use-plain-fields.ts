import { useState, type FormEvent } from 'react';
import { formatApiError } from '../../lib/api-error';
import { useNotify } from '../snackbar';
import { useSingleFlight } from './use-submit-guard';

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

type Checked<T, B> = { body: B } | { errors: Partial<Record<keyof T, string>> };

/**
 * A small public form of plain fields end to end: `usePlainFields` with a submit that checks the values (`check`, the
 * schema's rules without zod), marks the fields in error and moves the focus to the first of them (`fields` in the
 * order shown, so a keyboard or screen-reader user lands on it), else sends the checked body (`send`) once at a time
 * (a double click sends once), and shows a failure as the server's message (spec §8: a 422 as "location: message").
 * What was typed stays on a failure.
 */
export function usePlainForm<T extends Record<string, string>, B>(
  initial: T,
  { fields, check, send }: { fields: readonly (keyof T & string)[]; check: (values: T) => Checked<T, B>; send: (body: B) => Promise<unknown> },
) {
  const plain = usePlainFields<T>(initial);
  const notify = useNotify();
  const { busy, run } = useSingleFlight();
  const submit = async () => {
    const checked = check(plain.values);
    if ('errors' in checked) {
      plain.setErrors(checked.errors);
      document.getElementById(`field-${fields.find((name) => checked.errors[name]) ?? fields[0]}`)?.focus();
      return;
    }
    plain.setErrors({});
    try {
      await send(checked.body);
    } catch (error) {
      notify.error(formatApiError(error, 'loc'));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(submit)();
  };
  return { ...plain, busy, onSubmit };
}
