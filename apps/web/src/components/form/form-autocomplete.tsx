import { useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type EntityOption = { id: number; name: string };
export type OptionsHook = (search: string) => { options: EntityOption[]; loading: boolean };

type Props<T extends FieldValues, TOutput> = {
  // TOutput is the form's transformed (submitted) type, inferred from the control; a field only reads T.
  control: Control<T, unknown, TOutput>;
  /** The form field holding the chosen id, or null when none is chosen. */
  name: Path<T>;
  label: string;
  /** The entity already chosen when the form opens (an edit form), so its name shows before any search. */
  initialOption?: EntityOption | null;
  /** Asks the server for the entities matching what was typed (e.g. useCityOptions). */
  useOptions: OptionsHook;
};

/** A searchable dropdown choosing one entity by id; options load from the server as the user types. */
export function FormAutocomplete<T extends FieldValues, TOutput = T>({ control, name, label, initialOption = null, useOptions }: Props<T, TOutput>) {
  const [selected, setSelected] = useState<EntityOption | null>(initialOption);
  const [input, setInput] = useState('');
  // The typed text is the search until an option is picked; then the input shows the option's name.
  const search = useDebouncedValue(selected && input === selected.name ? '' : input, 300);
  const { options, loading } = useOptions(search);
  const root = useRef<HTMLDivElement>(null);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          ref={root}
          id={`field-${name}`}
          // A form reset to null (e.g. after Add) clears the choice shown, not only the field.
          options={selected && field.value != null && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
          value={field.value == null ? null : selected}
          loading={loading}
          filterOptions={(x) => x}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, option) => {
            setSelected(option);
            field.onChange(option ? option.id : null);
            // A pick with the mouse fires no DOM input event: announce it, so FormActions counts the form as changed.
            root.current?.dispatchEvent(new Event('input', { bubbles: true }));
          }}
          onInputChange={(_event, text) => setInput(text)}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={{
                input: {
                  ...params.InputProps,
                  endAdornment: (
                    <>
                      {loading && <CircularProgress color="inherit" size={18} aria-label="Loading" />}
                      {params.InputProps.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
      )}
    />
  );
}
