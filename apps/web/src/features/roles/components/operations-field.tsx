import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { OperationGroup } from '@glassdesk/shared';

type Props = {
  groups: OperationGroup[];
  value: number[];
  onChange: (ids: number[]) => void;
  /** Names of the operations the signed-in user holds: nobody grants one they do not hold (the server refuses it too). */
  held: ReadonlySet<string>;
  disabled?: boolean;
  error?: string;
};

/** spec §2/§6: a role's operations chosen as checkboxes grouped by operation group, each group with select-all. */
export function OperationsField({ groups, value, onChange, held, disabled = false, error }: Props) {
  const chosen = new Set(value);
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };

  return (
    // A plain fieldset: MUI's FormLabel would turn the legend primary-coloured on focus, too dark on a dark page.
    <Box component="fieldset" aria-invalid={!!error} aria-describedby={error ? 'operations-error' : undefined} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1, p: 0 }}>
        Operations
      </Typography>
      {error && (
        <Typography id="operations-error" variant="body2" color="error" sx={{ mb: 1 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {groups.map((group) => {
          const grantable = group.operations.filter((op) => held.has(op.name)).map((op) => op.id);
          const selected = grantable.filter((id) => chosen.has(id));
          const all = grantable.length > 0 && selected.length === grantable.length;
          const partly = selected.length > 0 && !all;
          const headingId = `operation-group-${group.id}`;
          return (
            <Box key={group.id} role="group" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Checkbox
                  size="small"
                  checked={all}
                  indeterminate={partly}
                  // The native indeterminate state tells assistive technology "mixed"; MUI's aria-checked on a
                  // native checkbox is an ARIA misuse that axe reports.
                  inputRef={(input: HTMLInputElement | null) => {
                    if (input) input.indeterminate = partly;
                  }}
                  disabled={disabled || grantable.length === 0}
                  onChange={(event) => toggle(grantable, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Select all ${group.name}`, 'aria-checked': undefined } }}
                />
                <Typography id={headingId} component="h3" variant="subtitle2">
                  {group.name}
                </Typography>
              </Box>
              <FormGroup sx={{ pl: 3 }}>
                {group.operations.map((op) => (
                  <FormControlLabel
                    key={op.id}
                    label={op.name}
                    control={
                      <Checkbox size="small" checked={chosen.has(op.id)} disabled={disabled || !held.has(op.name)} onChange={(event) => toggle([op.id], event.target.checked)} />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
