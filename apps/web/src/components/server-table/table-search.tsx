import { useEffect, useEffectEvent, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../../lib/use-debounced-value';

type Props = { value: string; onSearch: (text: string) => void };

/** The list's search box: asks the server once typing pauses for 300 ms. */
export function TableSearch({ value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);

  // Back/forward changes the URL: show what it says (adjusted while rendering, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  // Only the typed text triggers a search: onSearch is a fresh closure every render, and a new URL value must not
  // re-send the old typed text. The effect event reads the latest value and onSearch without depending on them.
  const search = useEffectEvent((typed: string) => {
    if (typed.trim() !== value.trim()) onSearch(typed);
  });
  useEffect(() => search(debounced), [debounced]);

  return (
    <TextField
      label="Search"
      size="small"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
