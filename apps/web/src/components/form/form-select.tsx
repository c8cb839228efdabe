import { useRef } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { EntityOption } from './form-autocomplete';

type Props<T extends FieldValues, TOutput> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select'> & {
  // TOutput is the form's transformed (submitted) type, inferred from the control; a field only reads T.
  control: Control<T, unknown, TOutput>;
  /** The form field holding the chosen id, or null when none is chosen. */
  name: Path<T>;
  label: string;
  /** A short, fully loaded list (e.g. GET /roles/all); for long lists use FormAutocomplete. */
  options: EntityOption[];
};

/** A dropdown choosing one entity by id from a short list; nothing chosen is null (the schema says what that means). */
export function FormSelect<T extends FieldValues, TOutput = T>({ control, name, label, options, required, slotProps, ...rest }: Props<T, TOutput>) {
  const root = useRef<HTMLDivElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          select
          ref={root}
          id={rest.id ?? `field-${name}`}
          label={label}
          fullWidth={rest.fullWidth ?? true}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          // An id the list does not (yet) hold shows empty rather than warning while the options load.
          value={options.some((option) => option.id === field.value) ? field.value : ''}
          onChange={(event) => {
            field.onChange(event.target.value === '' ? null : Number(event.target.value));
            // A menu choice fires no DOM input event: announce it, so FormActions counts the form as changed.
            root.current?.dispatchEvent(new Event('input', { bubbles: true }));
          }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? rest.helperText}
          slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object | undefined), 'aria-required': required || undefined } }}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
