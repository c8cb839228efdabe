import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: -1,
} as const;

/** "● New": a notification the customer has not seen yet; `what` completes it for a screen reader ("New notification"). */
export function NewMark({ what }: { what: string }) {
  return (
    <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: 'secondary.main', whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0 }} />
      New
      <Box component="span" sx={visuallyHidden}>
        {` ${what}`}
      </Box>
    </Typography>
  );
}
