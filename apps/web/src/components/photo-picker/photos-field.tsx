import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatApiError } from '../../lib/api-error';
import { useNotify } from '../snackbar';
import { uploadImage } from './image-processing';

type Props = {
  /** e.g. "Photos": the section's label. */
  label: string;
  /** The uploaded photos' urls. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** CONTRACT: up to 5 images per transfer or hand-over. */
  max?: number;
  onBusyChange?: (busy: boolean) => void;
  /** Bigger buttons for the phone screens (Hand-over). */
  size?: 'medium' | 'large';
};

/**
 * Optional photos of a transfer or hand-over, from files or the phone's camera; each is uploaded as soon as it is
 * picked (the server turns it upright and strips its metadata) and the form keeps the urls.
 */
export function PhotosField({ label, value, onChange, max = 5, onBusyChange, size = 'medium' }: Props) {
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(0);
  // The urls as they are now: an upload that finishes after another must add to both, not to a stale list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  useEffect(() => onBusyChange?.(pending > 0), [pending, onBusyChange]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, max - value.length - pending));
    event.target.value = '';
    if (files.length === 0) return;
    setPending((n) => n + files.length);
    for (const file of files) {
      try {
        const uploaded = await uploadImage(file, file.name || 'photo.jpg');
        onChange([...latest.current, uploaded.url]);
        latest.current = [...latest.current, uploaded.url];
      } catch (error) {
        notify.error(formatApiError(error, 'field'));
      } finally {
        setPending((n) => n - 1);
      }
    }
  };

  const full = value.length + pending >= max;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label} (optional, up to {max})
      </Typography>
      <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, mb: value.length + pending > 0 ? 1 : 0, flexWrap: 'wrap', gap: 1 }}>
        {value.map((url, index) => (
          <Box component="li" key={url} sx={{ position: 'relative', width: 80, height: 80 }}>
            <Box component="img" src={url} alt={`${label} ${index + 1}`} sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
            <IconButton
              size="small"
              aria-label={`Remove photo ${index + 1}`}
              onClick={() => onChange(value.filter((u) => u !== url))}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {Array.from({ length: pending }, (_, index) => (
          <Box component="li" key={`pending-${index}`} sx={{ width: 80, height: 80, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
            <CircularProgress size={24} aria-label="Uploading photo" />
          </Box>
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" size={size} startIcon={<AddPhotoAlternateIcon />} onClick={() => fileInput.current?.click()} disabled={full}>
          Add Photos
        </Button>
        <Button variant="outlined" size={size} startIcon={<PhotoCameraIcon />} onClick={() => cameraInput.current?.click()} disabled={full}>
          Take Photo
        </Button>
      </Stack>
      <input ref={fileInput} type="file" accept="image/*" multiple hidden aria-label={`${label} files`} onChange={pick} />
      <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden aria-label={`${label} camera`} onChange={pick} />
    </Box>
  );
}
