import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { containsTag, MESSAGES } from '@glassdesk/shared';

type Props<T extends FieldValues, TOutput> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  // TOutput is the form's transformed (submitted) type, inferred from the control; a field only reads T.
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  label: string;
  /**
   * Says "Tags such as <b> are removed when saved." while the value holds a tag (issue 7: plain text loses its
   * tags on save). On by default; off for passwords, which are kept exactly as typed.
   */
  tagNotice?: boolean;
};

/** A text field bound to react-hook-form; its error text comes from the shared zod schema. */
export function FormTextField<T extends FieldValues, TOutput = T>({ control, name, label, helperText, required, slotProps, tagNotice, ...rest }: Props<T, TOutput>) {
  // Required is announced, not drawn: MUI's asterisk would become part of the label's text ("Password *").
  const htmlInput = { ...(slotProps?.htmlInput as object | undefined), 'aria-required': required || undefined };
  const isPassword = rest.type === 'password' || (typeof rest.autoComplete === 'string' && rest.autoComplete.includes('password'));
  const noticeOn = tagNotice ?? !isPassword;
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
          <TextField
            {...rest}
            {...field}
            value={field.value ?? ''}
            slotProps={{ ...slotProps, htmlInput }}
            id={rest.id ?? `field-${name}`}
            label={label}
            fullWidth={rest.fullWidth ?? true}
            error={!!fieldState.error}
            helperText={text}
          />
        );
      }}
    />
  );
}
