import type { ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type Props = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  inputMode?: 'email' | 'numeric' | 'text';
  inputRef?: OutlinedInputProps['inputRef'];
};

/**
 * A plain controlled text field that looks and reads like components/form/form-text-field (the same MUI pieces),
 * without react-hook-form: the sign-in page, the portal's first load, does without the form library and zod
 * (about 35 KB of brotli JavaScript; issue 20's budget is 150 KB).
 */
export function TextField({ name, label, value, onChange, error, helperText, required, inputMode, inputRef, ...input }: Props) {
  const id = `field-${name}`;
  const helperId = `${id}-helper-text`;
  const text = error || helperText;
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
        inputRef={inputRef}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        inputProps={{ 'aria-required': required || undefined, inputMode }}
        aria-describedby={text ? helperId : undefined}
        aria-invalid={!!error || undefined}
      />
      {text ? <FormHelperText id={helperId}>{text}</FormHelperText> : null}
    </FormControl>
  );
}
