import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import type { EntityOption } from '../../../components/form/form-autocomplete';

type Props = {
  id: string;
  label: string;
  helperText: string;
  options: EntityOption[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
};

/** A searchable choice of several customers, each shown as a chip (one group of the business ticket settings). */
export function CustomerMultiChoice({ id, label, helperText, options, value, onChange, disabled }: Props) {
  const chosen = new Set(value);
  // An id the options no longer hold (the customer left the business) still shows, so saving drops it visibly.
  const selected = value.map((v) => options.find((o) => o.id === v) ?? { id: v, name: `Customer #${v}` });

  return (
    <Autocomplete
      id={id}
      multiple
      disableCloseOnSelect
      options={options}
      value={selected}
      disabled={disabled}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Checkbox size="small" checked={chosen.has(option.id)} tabIndex={-1} disableRipple sx={{ mr: 1 }} slotProps={{ input: { 'aria-hidden': true } }} />
            {option.name}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
