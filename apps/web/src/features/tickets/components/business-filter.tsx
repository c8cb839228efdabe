import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { EntityOption } from '../../../components/form/form-autocomplete';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useBusinessOptions } from '../../../lookups/use-business-options';
import { loadingInput } from '../../../components/form/loading-input';

type Props = {
  /** The business filtered on (from the URL), or null for every business. */
  value: number | null;
  /** Its name when known (e.g. from the rows on screen), until the options hold it. */
  knownName?: string;
  onChange: (businessId: number | null) => void;
};

/** The tickets list's Business filter: a searchable dropdown of businesses (GET /business/all); cleared = all. */
export function BusinessFilter({ value, knownName, onChange }: Props) {
  const [picked, setPicked] = useState<EntityOption | null>(null);
  const [input, setInput] = useState('');
  const selected: EntityOption | null = value === null ? null : picked?.id === value ? picked : { id: value, name: knownName ?? `Business #${value}` };
  const search = useDebouncedValue(selected && input === selected.name ? '' : input, 300);
  const { options, loading } = useBusinessOptions(search);
  const merged = selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options;
  const shown = selected ? (merged.find((o) => o.id === selected.id) ?? selected) : null;

  return (
    <Autocomplete
      id="tickets-business-filter"
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      options={merged}
      value={shown}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      onChange={(_event, option) => {
        setPicked(option);
        onChange(option ? option.id : null);
      }}
      onInputChange={(_event, text) => setInput(text)}
      renderInput={(params) => <TextField {...params} label="Business" placeholder="All businesses" slotProps={{ input: loadingInput(params.InputProps, loading) }} />}
    />
  );
}
