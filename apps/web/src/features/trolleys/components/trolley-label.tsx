import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Trolley } from '@glassdesk/shared';

const PRINT_CLASS = 'trolley-print-label';

// Printing the page prints the label alone, black on white, at a size that fits a label sheet.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${PRINT_CLASS}, .${PRINT_CLASS} *`]: { visibility: 'visible' },
        [`.${PRINT_CLASS}`]: {
          position: 'fixed',
          left: 0,
          top: 0,
          width: '70mm',
          boxShadow: 'none !important',
          border: '1px solid #000',
          background: '#fff !important',
          color: '#000 !important',
        },
        [`.${PRINT_CLASS} .no-print`]: { display: 'none' },
      },
    }}
  />
);

/** The QR code of a text as a PNG data URL (null while it is being drawn). */
export function useQrCode(text: string) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
      .then((data) => live && setUrl(data))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

/**
 * The trolley's printable label: its name, its UID as text and as a QR code that the Hand-over screen scans.
 * Print Label prints this card alone.
 */
export function TrolleyLabel({ trolley }: { trolley: Pick<Trolley, 'name' | 'uid'> }) {
  const qr = useQrCode(trolley.uid);
  return (
    <>
      {printStyles}
      <Paper
        className={PRINT_CLASS}
        variant="outlined"
        component="section"
        aria-label="Trolley label"
        sx={{ p: 2, width: 240, maxWidth: '100%', textAlign: 'center', bgcolor: '#fff', color: '#000', boxSizing: 'border-box' }}
      >
        <Typography variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {trolley.name}
        </Typography>
        <Box sx={{ width: 180, height: 180, mx: 'auto', my: 1 }}>
          {qr && <Box component="img" src={qr} alt={`QR code of UID ${trolley.uid}`} sx={{ width: '100%', height: '100%', display: 'block' }} />}
        </Box>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 16, overflowWrap: 'anywhere' }}>
          {trolley.uid}
        </Typography>
      </Paper>
      <Button startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ mt: 1 }}>
        Print Label
      </Button>
    </>
  );
}
