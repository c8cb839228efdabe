import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { loadingInput } from './loading-input';

export type EntityOption = { id: number; name: string };
/**
 * `more`: more entities match the typed text than the options hold (the server stopped at its limit); `loadMore`,
 * when the hook pages: asks for the next page (the list calls it as it is scrolled to its end).
 */
export type OptionsResult = { options: EntityOption[]; loading: boolean; more?: boolean; loadMore?: () => void };
export type OptionsHook = (search: string) => OptionsResult;

/** What the dropdown says under its options when it shows only the first of more matches. */
/** The footer of a list that loads its next page as it is scrolled to its end. */
export const scrollMoreText = (shown: number) => `Showing ${shown} — scroll down for more, or type a name.`;

/** The listbox's props that ask for the next page once it is scrolled within a row of its end. */
export function loadOnScroll(loadMore: (() => void) | undefined) {
  return {
    onScroll: (event: React.UIEvent<HTMLElement>) => {
      const list = event.currentTarget;
      if (loadMore && list.scrollTop + list.clientHeight >= list.scrollHeight - 48) loadMore();
    },
  };
}

/** What the footer says: scroll for a paging list, type for one that stops at its limit, nothing when all is shown. */
export const footerText = ({ options, more, loadMore }: OptionsResult, search: string) =>
  !more ? null : loadMore ? scrollMoreText(options.length) : moreText(options.length, search);

export function moreText(shown: number, search: string) {
  return search.trim() ? `Showing the first ${shown} matches — type more of the name to narrow them.` : `Showing the first ${shown} — type a name to find the others.`;
}

const FooterContext = createContext<string | null>(null);

/**
 * The dropdown's paper with a line under the options (not an option: it cannot be chosen, and the listbox holds
 * options only). A mouse press on it keeps the focus in the field, so the list stays open.
 */
export function OptionsPaper({ children, ...props }: PaperProps) {
  const footer = useContext(FooterContext);
  return (
    <Paper {...props}>
      {/* A long option (a customer's email) wraps on a phone instead of running out of the list. */}
      <Box sx={{ '& .MuiAutocomplete-option': { overflowWrap: 'anywhere' } }}>{children}</Box>
      {footer && (
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          onMouseDown={(event) => event.preventDefault()}
          sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}
        >
          {footer}
        </Typography>
      )}
    </Paper>
  );
}

/** Gives an Autocomplete the footer line: pass `slots={{ paper: OptionsPaper }}` inside this provider. */
export function OptionsFooter({ text, children }: { text: string | null; children: ReactNode }) {
  return <FooterContext value={text}>{children}</FooterContext>;
}

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
  /** Told the option chosen (or null), for a screen that shows the chosen name elsewhere. */
  onOptionChange?: (option: EntityOption | null) => void;
};

/** A searchable dropdown choosing one entity by id; options load from the server as the user types. */
export function FormAutocomplete<T extends FieldValues, TOutput = T>({ control, name, label, initialOption = null, useOptions, onOptionChange }: Props<T, TOutput>) {
  const [selected, setSelected] = useState<EntityOption | null>(initialOption);
  const [input, setInput] = useState('');
  // The typed text is the search until an option is picked; then the input shows the option's name.
  const search = useDebouncedValue(selected && input === selected.name ? '' : input, 300);
  const result = useOptions(search);
  const { options, loading } = result;
  const root = useRef<HTMLDivElement>(null);

  return (
    <OptionsFooter text={footerText(result, search)}>
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
            noOptionsText="No matches"
            slots={{ paper: OptionsPaper }}
            slotProps={{ listbox: loadOnScroll(result.loadMore) }}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, option) => {
              setSelected(option);
              field.onChange(option ? option.id : null);
              onOptionChange?.(option);
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
                slotProps={{ input: loadingInput(params.InputProps, loading) }}
              />
            )}
          />
        )}
      />
    </OptionsFooter>
  );
}
