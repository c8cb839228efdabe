import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Hidden on screen, read by screen readers. Sizes in px: sx reads `width: 1` as 100%. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

/**
 * "● New": a notification the customer has not seen yet; `what` completes it for a screen reader ("New
 * notification"). The word carries the meaning in the text colour (orange text on white would be 2.6:1), the brand's
 * orange dot draws the eye; no filled pill, which would read as one more status chip beside Created's orange.
 */
export function NewMark({ what, dot = true }: { what: string; /** False where an orange dot is drawn already (the timeline). */ dot?: boolean }) {
  return (
    <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
      {dot && <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0 }} />}
      New
      <Box component="span" sx={visuallyHidden}>
        {` ${what}`}
      </Box>
    </Typography>
  );
}
