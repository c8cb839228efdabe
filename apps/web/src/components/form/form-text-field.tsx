import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  // The form's transformed output type does not matter to a field.
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
};

/** A text field bound to react-hook-form; its error text comes from the shared zod schema. */
export function FormTextField<T extends FieldValues>({ control, name, label, helperText, required, slotProps, ...rest }: Props<T>) {
  // Required is announced, not drawn: MUI's asterisk would become part of the label's text ("Password *").
  const htmlInput = { ...(slotProps?.htmlInput as object | undefined), 'aria-required': required || undefined };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ''}
          slotProps={{ ...slotProps, htmlInput }}
          id={rest.id ?? `field-${name}`}
          label={label}
          fullWidth={rest.fullWidth ?? true}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
