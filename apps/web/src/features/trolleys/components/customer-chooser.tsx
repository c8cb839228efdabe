import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { footerText, loadOnScroll, OptionsFooter, OptionsPaper, type EntityOption } from '../../../components/form/form-autocomplete';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { parseId } from '../../../lib/use-id-param';
import { useCustomerOptions } from '../../../lookups/use-customer-options';
import { loadingInput } from '../../../components/form/loading-input';

/**
 * The customer a screen is about, kept in the URL (`customer` = id, `customer_name` = how it was shown) so back,
 * refresh and shared links keep it.
 */
export function useChosenCustomer() {
  const [params, setParams] = useSearchParams();
  const id = parseId(params.get('customer') ?? undefined);
  const chosen: EntityOption | null = id === null ? null : { id, name: params.get('customer_name') || `Customer ${id}` };
  const choose = (option: EntityOption | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (option) {
        next.set('customer', String(option.id));
        next.set('customer_name', option.name);
      } else {
        next.delete('customer');
        next.delete('customer_name');
      }
      next.delete('page');
      return next;
    });
  return { chosen, choose };
}

type Props = {
  value: EntityOption | null;
  onChange: (option: EntityOption | null) => void;
  /** Shown under the field while no customer is chosen (e.g. spec §5 "customer selection required"). */
  requiredText?: string;
  size?: 'small' | 'medium';
};

/**
 * A searchable customer choice (GET /customers/all as the user types, first name then last name); when more
 * customers match than it shows, a line under the options says so.
 */
export function CustomerChooser({ value, onChange, requiredText, size = 'medium' }: Props) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(value && input === value.name ? '' : input, 300);
  const result = useCustomerOptions(search);
  const { options, loading } = result;
  return (
    <OptionsFooter text={footerText(result, search)}>
      <Autocomplete
        id="customer-chooser"
        options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
        value={value}
        loading={loading}
        filterOptions={(x) => x}
        noOptionsText="No matches"
        slots={{ paper: OptionsPaper }}
        slotProps={{ listbox: loadOnScroll(result.loadMore) }}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        onChange={(_event, option) => onChange(option)}
        onInputChange={(_event, text) => setInput(text)}
        sx={{ width: { xs: '100%', sm: 420 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Customer"
            size={size}
            required={!!requiredText}
            helperText={value ? undefined : requiredText}
            slotProps={{ input: loadingInput(params.InputProps, loading) }}
          />
        )}
      />
    </OptionsFooter>
  );
}
