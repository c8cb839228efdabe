import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';

/** An autocomplete's input with a spinner before its own buttons while its options load (server-side search). */
export const loadingInput = (input: AutocompleteRenderInputParams['InputProps'], loading: boolean) => ({
  ...input,
  endAdornment: (
    <>
      {loading && <CircularProgress color="inherit" size={18} aria-label="Loading" />}
      {input.endAdornment}
    </>
  ),
});
