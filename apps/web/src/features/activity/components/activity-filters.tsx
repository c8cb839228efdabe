import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTOR_TYPES, ACTIVITY_ENTITY_LABELS, ACTIVITY_ENTITY_TYPES, type ActivityAction, type ActivityActorType } from '@glassdesk/shared';
import { isIsoDate } from '@glassdesk/shared/dates';
import { DateField } from '../../../components/form/date-field';
import { loadingInput } from '../../../components/form/loading-input';
import { useUserOptions } from '../../../lookups/use-user-options';
import type { ActivityFilter } from '../api/activity';
import type { useActivityFilter } from './use-activity-filter';

// The filter names the kind of change; the line's verb ("withdrew the approval of") reads as part of a sentence.
const ACTION_LABELS: Record<ActivityAction, string> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
  restored: 'Restored',
  purged: 'Permanently deleted',
  approved: 'Approved',
  unapproved: 'Approval withdrawn',
  verified: 'Verified',
  unverified: 'Verification withdrawn',
  notified: 'Notified',
  commented: 'Commented',
  delivered: 'Delivered',
  moved: 'Trolley moved',
  signed_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  confirmed: 'Statement confirmed',
  disputed: 'Statement disputed',
  credited: 'Dispute credited',
  rejected: 'Dispute rejected',
  session_ended: 'Session ended',
  sessions_ended: 'Sessions ended',
  factor_added: 'Second factor added',
  factor_removed: 'Second factor removed',
};

const ACTOR_LABELS: Record<ActivityActorType, string> = { user: 'Staff user', customer: 'Customer', system: 'System' };

const ANY = '';
const field = { xs: '100%', sm: 190 } as const;
// A day and its calendar button.
const dateWidth = { xs: '100%', sm: 200 } as const;

type Props = Pick<ReturnType<typeof useActivityFilter>, 'filter' | 'setFilter' | 'clear' | 'active'>;

/** One select of the filter bar: "All" clears it. */
function SelectFilter<K extends keyof ActivityFilter>({
  name,
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  name: K;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  allLabel: string;
  onChange: (changes: Partial<Record<K, string | null>>) => void;
}) {
  return (
    <TextField
      select
      size="small"
      id={`activity-filter-${name}`}
      label={label}
      value={value ?? ANY}
      onChange={(event) => onChange({ [name]: event.target.value || null } as Partial<Record<K, string | null>>)}
      sx={{ width: field }}
    >
      <MenuItem value={ANY}>{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The Activity screen's filters: the days from and to (inclusive), who made the change (a staff user,
 * picked by name; any customer; the system), the kind of record and of change.
 */
export function ActivityFilters({ filter, setFilter, clear, active }: Props) {
  // GET /users/all opens to View Activity, which this screen needs.
  const pickUser = filter.actor_type === 'user';
  const users = useUserOptions(pickUser);
  const chosen = filter.actor_id === undefined ? null : (users.options.find((o) => o.id === filter.actor_id) ?? { id: filter.actor_id, name: `User #${filter.actor_id}` });

  return (
    <Stack direction="row" role="group" aria-label="Filters" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {/* The URL takes a day only once it is one: a half-typed day stays in the field, not in the address. */}
      <DateField
        size="small"
        id="activity-filter-from"
        label="From"
        value={filter.from ?? ''}
        onChange={(value) => (value === '' || isIsoDate(value)) && setFilter({ from: value || null })}
        max={filter.to}
        fullWidth={false}
        sx={{ width: dateWidth }}
      />
      <DateField
        size="small"
        id="activity-filter-to"
        label="To"
        value={filter.to ?? ''}
        onChange={(value) => (value === '' || isIsoDate(value)) && setFilter({ to: value || null })}
        min={filter.from}
        fullWidth={false}
        sx={{ width: dateWidth }}
      />
      <SelectFilter
        name="actor_type"
        label="Changed by"
        allLabel="Anyone"
        value={filter.actor_type}
        options={ACTIVITY_ACTOR_TYPES.map((value) => ({ value, label: ACTOR_LABELS[value] }))}
        onChange={setFilter}
      />
      {pickUser && (
        <Autocomplete
          id="activity-filter-actor"
          size="small"
          sx={{ width: { xs: '100%', sm: 240 } }}
          options={users.options}
          value={chosen}
          loading={users.loading}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, other) => option.id === other.id}
          onChange={(_event, option) => setFilter({ actor_id: option ? option.id : null })}
          renderInput={(params) => <TextField {...params} label="User" placeholder="Any staff user" slotProps={{ input: loadingInput(params.InputProps, users.loading) }} />}
        />
      )}
      <SelectFilter
        name="entity_type"
        label="Record type"
        allLabel="Every record"
        value={filter.entity_type}
        options={ACTIVITY_ENTITY_TYPES.map((value) => ({ value, label: ACTIVITY_ENTITY_LABELS[value] }))}
        onChange={setFilter}
      />
      <SelectFilter
        name="action"
        label="Action"
        allLabel="Every action"
        value={filter.action}
        options={ACTIVITY_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }))}
        onChange={setFilter}
      />
      {active && (
        <Button size="small" onClick={clear}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
