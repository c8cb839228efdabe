import { useCallback, type ChangeEvent, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { containsTag, MESSAGES } from '@glassdesk/shared';
import { useFocusWhenShown } from './use-focus-when-shown';

type Props = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  /** Focused once the screen is painted (use-focus-when-shown.ts), not inside React's first commit. */
  autoFocus?: boolean;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  inputMode?: 'email' | 'numeric' | 'text';
  maxLength?: number;
  inputRef?: OutlinedInputProps['inputRef'];
  /** "Tags such as <b> are removed when saved." while the value holds a tag; on but for passwords (as FormTextField). */
  tagNotice?: boolean;
};

/**
 * A plain controlled text field that looks and reads like form-text-field.tsx (the same MUI pieces and notice),
 * without react-hook-form: the public pages (the portal's and the back-office's sign-in, /support) do without the
 * form library and zod on their first load (about 35 KB of brotli JavaScript; Lighthouse >= 95).
 */
export function TextField({ name, label, value, onChange, error, helperText, required, inputMode, maxLength, inputRef, tagNotice, autoFocus, ...input }: Props) {
  const focusRef = useFocusWhenShown<HTMLInputElement>(autoFocus);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      focusRef.current = element;
      setRef(inputRef, element);
    },
    [focusRef, inputRef],
  );
  const id = `field-${name}`;
  const helperId = `${id}-helper-text`;
  const notice = (tagNotice ?? input.type !== 'password') && containsTag(value) ? MESSAGES.tagsRemoved : undefined;
  // The error comes first; the notice stays next to it, as it often explains the error ("<b>a</b>" is 1 character).
  const text =
    error && notice ? (
      <>
        <span style={{ display: 'block' }}>{error}</span>
        <span style={{ display: 'block' }}>{notice}</span>
      </>
    ) : (
      error || notice || helperText
    );
  return (
    <FormControl fullWidth error={!!error} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        name={name}
        label={label}
        value={value}
        inputRef={setInput}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value)}
        inputProps={{ 'aria-required': required || undefined, inputMode, maxLength }}
        aria-describedby={text ? helperId : undefined}
        aria-invalid={!!error || undefined}
      />
      {text ? <FormHelperText id={helperId}>{text}</FormHelperText> : null}
    </FormControl>
  );
}

/** Hands the input to the caller's ref too (a function or an object ref). */
function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
