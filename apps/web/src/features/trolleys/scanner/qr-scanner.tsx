import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

const SCAN_EVERY_MS = 250;
const loadReader = () => import('./barcode');

/** Why the camera could not be used, in words a person at a gate understands. */
function cameraProblem(error: unknown) {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'The camera is not allowed. Allow it in the browser, or type the UID.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found. Type the UID instead.';
  return 'The camera could not be started. Type the UID instead.';
}

/**
 * Reads a trolley's QR label: live from the (back) camera in a dialog, or from a photo taken or picked. The reader
 * (barcode-detector with ZXing's wasm from our own origin) loads only when first used.
 */
export function QrScanner({ onScan }: { onScan: (text: string) => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const start = async () => {
      try {
        const [{ readQrCode }, media] = await Promise.all([loadReader(), navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        const tick = async () => {
          if (stopped || !video.current) return;
          try {
            const text = video.current.readyState >= 2 ? await readQrCode(video.current) : null;
            if (text && !stopped) {
              setOpen(false);
              onScan(text);
              return;
            }
          } catch {
            // A frame that cannot be read: try the next one.
          }
          timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
      }
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open, onScan]);

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReading(true);
    setProblem(null);
    try {
      const { readQrCode } = await loadReader();
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      const text = await readQrCode(bitmap);
      if (text) onScan(text);
      else setProblem('No QR code was found in the photo. Try again closer, or type the UID.');
    } catch {
      setProblem('The photo could not be read. Try again, or type the UID.');
    } finally {
      setReading(false);
    }
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          startIcon={<QrCodeScannerIcon />}
          onClick={() => {
            setProblem(null);
            setOpen(true);
          }}
          sx={{ minHeight: 56 }}
        >
          Scan QR Code
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<ImageSearchIcon />}
          onClick={() => photoInput.current?.click()}
          loading={reading}
          loadingPosition="start"
          sx={{ minHeight: 56 }}
        >
          Scan from Photo
        </Button>
      </Stack>
      <input ref={photoInput} type="file" accept="image/*" capture="environment" hidden aria-label="QR code photo" onChange={readPhoto} />
      {problem && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          Scan QR Code
        </DialogTitle>
        <IconButton aria-label="Close" onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Point the camera at the QR code on the trolley&apos;s label.
          </Typography>
          {problem ? (
            <Alert severity="warning">{problem}</Alert>
          ) : (
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              aria-label="Camera"
              sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'common.black', borderRadius: 1, display: 'block' }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
