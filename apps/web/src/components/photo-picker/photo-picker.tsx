import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Cropper from 'react-easy-crop';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatApiError } from '../../lib/api-error';
import { useNotify } from '../snackbar';
import { cropSquare, loadOriented, uploadImage, uprightBlob, type CropArea } from './image-processing';

// spec §5 "Trolley image": square crop, zoom 1-3 in steps of 0.1.
export const CROP_ZOOM = { min: 1, max: 3, step: 0.1 } as const;

type Props = {
  /** e.g. "Trolley Photo": the section's label, and part of every button's name. */
  label: string;
  /** The uploaded photo's url (from POST /files), or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Told while a photo is being read, cropped or uploaded, so the form can wait before saving. */
  onBusyChange?: (busy: boolean) => void;
};

type Editing = { bitmap: ImageBitmap; preview: string };

/** The cropper's square, or (before it has measured the photo) the largest centred square the photo holds. */
function usableArea(area: CropArea | null, photo: { width: number; height: number }): CropArea {
  const valid = area && [area.x, area.y, area.width, area.height].every(Number.isFinite) && area.width > 0 && area.height > 0;
  if (valid) return area;
  const edge = Math.min(photo.width, photo.height);
  return { x: (photo.width - edge) / 2, y: (photo.height - edge) / 2, width: edge, height: edge };
}

/**
 * One photo, picked from a file or taken with the phone's camera, shown upright, cropped square in a dialog
 * (drag to move, zoom slider 1-3) and uploaded through POST /files; the form keeps only its url.
 */
export function PhotoPicker({ label, value, onChange, onBusyChange }: Props) {
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const zoomId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP_ZOOM.min);
  const [area, setArea] = useState<CropArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(
    () => () => {
      if (editing) URL.revokeObjectURL(editing.preview);
    },
    [editing],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const bitmap = await loadOriented(file);
      const preview = URL.createObjectURL(await uprightBlob(bitmap));
      setCrop({ x: 0, y: 0 });
      setZoom(CROP_ZOOM.min);
      setArea(null);
      setFailure(null);
      setEditing({ bitmap, preview });
    } catch {
      notify.error('The file could not be read as an image.');
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (running.current) return;
    setEditing(null);
  };

  const use = async () => {
    if (!editing || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const uploaded = await uploadImage(await cropSquare(editing.bitmap, usableArea(area, editing.bitmap)));
      onChange(uploaded.url);
      setEditing(null);
    } catch (error) {
      // Shown in the dialog: the snackbar behind a modal dialog is hidden from screen readers.
      setFailure(formatApiError(error, 'field'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box
          sx={{
            width: 96,
            height: 96,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            overflow: 'hidden',
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {value ? (
            <Box component="img" src={value} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              No photo
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => fileInput.current?.click()} disabled={busy}>
            Choose Photo
          </Button>
          <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => cameraInput.current?.click()} disabled={busy}>
            Take Photo
          </Button>
          {value && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => onChange(null)} disabled={busy}>
              Remove Photo
            </Button>
          )}
        </Stack>
      </Stack>
      <input ref={fileInput} type="file" accept="image/*" hidden aria-label={`${label} file`} data-testid="photo-file" onChange={pick} />
      {/* On a phone this opens the back camera; elsewhere it behaves as a file choice. */}
      <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden aria-label={`${label} camera`} onChange={pick} />
      <Dialog open={editing !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Crop Photo</DialogTitle>
        <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
          <Box sx={{ position: 'relative', width: '100%', height: { xs: 280, sm: 360 }, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
            {editing && (
              <Cropper
                image={editing.preview}
                crop={crop}
                zoom={zoom}
                aspect={1}
                minZoom={CROP_ZOOM.min}
                maxZoom={CROP_ZOOM.max}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_area, pixels) => setArea(pixels)}
                mediaProps={{ alt: 'Photo to crop' }}
              />
            )}
          </Box>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, px: 1 }}>
            <Typography id={zoomId} variant="body2">
              Zoom
            </Typography>
            <Slider
              value={zoom}
              min={CROP_ZOOM.min}
              max={CROP_ZOOM.max}
              step={CROP_ZOOM.step}
              // Steps of 0.1 exactly (MUI adds them in floating point: 1.2000000000000002).
              onChange={(_event, next) => setZoom(Math.round(next * 10) / 10)}
              valueLabelDisplay="auto"
              slotProps={{ input: { 'aria-labelledby': zoomId } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={use} loading={busy} loadingPosition="start">
            Use Photo
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
