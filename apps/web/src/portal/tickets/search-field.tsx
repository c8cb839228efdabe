import { useEffect, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

/** How long typing pauses before the list asks the server (one request per pause, not per keystroke). */
export const SEARCH_DELAY_MS = 350;

type Props = {
  label: string;
  /** The search in force (from the address); shown again when it changes from outside (back, forward). */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (value: string) => void;
};

/** A search box that asks after a pause in typing; Clear (and Escape) empties it at once. */
export function SearchField({ label, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  // The search in force changed without typing (back, forward, a link): show it. React's "adjust state while
  // rendering" pattern, so the box never shows the old text for a frame.
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = window.setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  const clear = () => {
    setText('');
    if (value !== '') onSearch('');
  };

  return (
    <FormControl fullWidth variant="outlined" size="small">
      <InputLabel htmlFor="tickets-search">{label}</InputLabel>
      <OutlinedInput
        id="tickets-search"
        type="search"
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            clear();
          }
        }}
        inputProps={{ enterKeyHint: 'search', autoComplete: 'off' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        endAdornment={
          text ? (
            <InputAdornment position="end">
              <IconButton aria-label="Clear search" edge="end" size="small" onClick={clear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null
        }
        sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </FormControl>
  );
}
