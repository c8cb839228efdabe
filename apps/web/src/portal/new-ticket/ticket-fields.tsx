import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { latestToday } from '@glassdesk/shared';
import { isIsoDate } from '@glassdesk/shared/dates';
import { DateField } from '../../components/form/date-field';
import type { TicketField } from '../lib/upload';
import { choicesQuery } from './choices-query';

type Props = {
  values: Record<string, string>;
  errors: Partial<Record<TicketField, string>>;
  onChange: (field: TicketField, value: string) => void;
  disabled?: boolean;
};

/** Today on this phone, as a date input writes it (YYYY-MM-DD, local time). */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** SPEC §2's ticket labels (as the ticket page shows them), the CONTRACT's fields of POST /tickets. */
export const FIELD_LABELS: Record<TicketField, string> = {
  glass_order_no: 'Glass Order No',
  customer_po_no: 'Customer PO No',
  glass_type_id: 'Glass Type',
  warranty_reason_id: 'Warranty Reason',
  glass_size: 'Glass Size',
  panel_status: 'Panel Status',
  marks: 'Marks',
  received_date: 'Glass Received Date',
  expected_date: 'Expected Replacement Date',
  note: 'Note',
};
const REQUIRED = new Set<TicketField>(['glass_order_no', 'glass_type_id', 'warranty_reason_id', 'glass_size', 'received_date']);

/** A select of a list from the API: the phone's own picker (native), with Retry when the list did not load. */
function ChoiceField({ field, ...props }: Props & { field: 'glass_type_id' | 'warranty_reason_id' }) {
  const list = useQuery(choicesQuery(field === 'glass_type_id' ? '/glass-types' : '/warranty-reasons'));
  const label = FIELD_LABELS[field];
  const value = props.values[field] ?? '';
  const failed = list.isError && !list.data;
  const known = !list.data || value === '' || list.data.some((option) => String(option.id) === value);
  return (
    <Box>
      <TextField
        {...common(field, props)}
        select
        helperText={props.errors[field] ?? (failed ? `The ${label.toLowerCase()} list could not be loaded.` : undefined)}
        error={!!props.errors[field] || failed}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{list.isPending ? 'Loading…' : `Choose a ${label.toLowerCase()}`}</option>
        {/* A choice restored from a draft that is gone from the list stays visible; the server refuses it. */}
        {!known && <option value={value}>(no longer offered)</option>}
        {list.data?.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </TextField>
      {failed && (
        <Button size="small" onClick={() => void list.refetch()} sx={{ mt: 0.5 }}>
          Retry loading the {label.toLowerCase()} list
        </Button>
      )}
    </Box>
  );
}

/** A date of the ticket, typed in the app's date format or chosen from the phone's calendar (components/form/date-field). */
function DayField({ field, values, errors, onChange, disabled, min, max }: Props & { field: 'received_date' | 'expected_date'; min?: string; max?: string }) {
  return (
    <DateField
      id={`ticket-${field}`}
      label={FIELD_LABELS[field]}
      value={values[field] ?? ''}
      onChange={(value) => onChange(field, value)}
      error={errors[field]}
      required={REQUIRED.has(field)}
      disabled={disabled}
      min={min}
      max={max}
    />
  );
}

function common(field: TicketField, { values, errors, onChange, disabled }: Props): TextFieldProps {
  return {
    id: `ticket-${field}`,
    name: field,
    label: FIELD_LABELS[field],
    value: values[field] ?? '',
    onChange: (event) => onChange(field, event.target.value),
    error: !!errors[field],
    helperText: errors[field],
    required: REQUIRED.has(field),
    disabled,
    fullWidth: true,
    autoComplete: 'off',
  };
}

/**
 * The ticket's text fields: one column on a phone, two from 600 px. `firstFour`: only the first four (the orders and
 * the two lists), so the form's first render of its details commits in two halves on a slow phone (new-ticket-form.tsx);
 * the rest come below them, nothing above moves.
 */
export function TicketFields({ firstFour = false, ...props }: Props & { firstFour?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField {...common('glass_order_no', props)} />
      <TextField {...common('customer_po_no', props)} />
      <ChoiceField {...props} field="glass_type_id" />
      <ChoiceField {...props} field="warranty_reason_id" />
      {!firstFour && <LaterFields {...props} />}
    </Box>
  );
}

/** The fields after the first four, in the same grid. */
function LaterFields(props: Props) {
  const received = props.values.received_date ?? '';
  // The server accepts up to the latest date anywhere on Earth; the picker offers the phone's own today.
  const today = localToday() > latestToday() ? latestToday() : localToday();
  return (
    <>
      <TextField {...common('glass_size', props)} placeholder="e.g. 1200 x 800 mm" />
      <TextField {...common('panel_status', props)} />
      <DayField {...props} field="received_date" max={today} />
      <DayField {...props} field="expected_date" min={isIsoDate(received) ? received : undefined} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField {...common('marks', props)} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        {/*
          Grows with its text from 3 to 12 lines by CSS (field-sizing), not by MUI's autosize (which multiline alone
          brings): that measures the text in a hidden copy on mount, a forced layout of the whole page in the first
          render (~90 ms on a slow phone). A browser without field-sizing shows 3 lines and scrolls.
        */}
        <TextField
          {...common('note', props)}
          multiline
          helperText={props.errors.note ?? 'Anything else GlassDesk should know.'}
          slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows: 3 } }}
          sx={{ '& textarea': { fieldSizing: 'content', minHeight: '3lh', maxHeight: '12lh' } }}
        />
      </Box>
    </>
  );
}
