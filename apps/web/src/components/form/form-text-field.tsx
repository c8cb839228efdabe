import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { containsTag, MESSAGES } from '@glassdesk/shared';

type Props<T extends FieldValues, TOutput> = {
  // TOutput is the form's transformed (submitted) type, inferred from the control; a field only reads T.
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  label: string;
  id?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  placeholder?: string;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  slotProps?: { htmlInput?: OutlinedInputProps['inputProps']; input?: Partial<OutlinedInputProps>; inputLabel?: { shrink?: boolean } };
  /**
   * Says "Tags such as <b> are removed when saved." while the value holds a tag (plain text loses its
   * tags on save). On by default; off for passwords, which are kept exactly as typed.
   */
  tagNotice?: boolean;
};

/**
 * A text field bound to react-hook-form; its error text comes from the shared zod schema. Built from the pieces
 * MUI's TextField is made of (FormControl, InputLabel, OutlinedInput, FormHelperText), looking and reading the same:
 * TextField also imports Select, Menu and Modal for its `select` mode, 16 KB of the sign-in page's JavaScript.
 */
export function FormTextField<T extends FieldValues, TOutput = T>(props: Props<T, TOutput>) {
  const { control, name, label, helperText, required, slotProps, tagNotice, id: givenId, fullWidth, sx, disabled, ...input } = props;
  // Required is announced, not drawn: MUI's asterisk would become part of the label's text ("Password *").
  const htmlInput = { ...slotProps?.htmlInput, 'aria-required': required || undefined };
  const isPassword = input.type === 'password' || (typeof input.autoComplete === 'string' && input.autoComplete.includes('password'));
  const noticeOn = tagNotice ?? !isPassword;
  const id = givenId ?? `field-${name}`;
  const helperId = `${id}-helper-text`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const notice = noticeOn && typeof field.value === 'string' && containsTag(field.value) ? MESSAGES.tagsRemoved : undefined;
        const error = fieldState.error?.message;
        // The error comes first; the notice stays next to it, as it often explains the error ("<b>a</b>" is 1 character).
        const text =
          error && notice ? (
            <>
              <span style={{ display: 'block' }}>{error}</span>
              <span style={{ display: 'block' }}>{notice}</span>
            </>
          ) : (
            (error ?? notice ?? helperText)
          );
        return (
          <FormControl ref={field.ref} fullWidth={fullWidth ?? true} error={!!fieldState.error} disabled={disabled} sx={sx} variant="outlined">
            <InputLabel htmlFor={id} id={`${id}-label`} shrink={slotProps?.inputLabel?.shrink}>
              {label}
            </InputLabel>
            <OutlinedInput
              {...input}
              {...slotProps?.input}
              id={id}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={label}
              notched={slotProps?.inputLabel?.shrink}
              inputProps={htmlInput}
              aria-describedby={text ? helperId : undefined}
            />
            {text ? <FormHelperText id={helperId}>{text}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
