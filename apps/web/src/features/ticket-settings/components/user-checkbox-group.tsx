import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';

export type UserChoice = { id: number; name: string; email: string };

type Props = {
  id: string;
  label: string;
  helperText: string;
  users: UserChoice[];
  value: number[];
  onChange: (ids: number[]) => void;
};

/** One group of the ticket settings: a fieldset of checkboxes, one per user, titled by its legend. */
export function UserCheckboxGroup({ id, label, helperText, users, value, onChange }: Props) {
  const chosen = new Set(value);
  const toggle = (userId: number, on: boolean) => onChange(on ? [...value, userId] : value.filter((v) => v !== userId));
  // An id the users list no longer holds (a deleted user) is not shown; saving drops it.
  const count = users.filter((user) => chosen.has(user.id)).length;

  return (
    <FormControl component="fieldset" aria-describedby={`${id}-help`} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <FormHelperText id={`${id}-help`} sx={{ mx: 0, mb: 1 }}>
        {helperText} {count} of {users.length} chosen.
      </FormHelperText>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, columnGap: 2 }}>
        {users.map((user) => (
          <FormControlLabel
            key={user.id}
            sx={{ minWidth: 0, mr: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            control={<Checkbox size="small" checked={chosen.has(user.id)} onChange={(event) => toggle(user.id, event.target.checked)} />}
            label={
              <>
                {user.name}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {user.email}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
