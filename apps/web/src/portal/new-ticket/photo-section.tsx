import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { FILE_MESSAGES } from '@glassdesk/shared';
import { downscalePhoto, isAcceptedImage } from '../lib/downscale';
import { newIdempotencyKey, type DraftPhoto, type PhotoKind } from '../lib/drafts';
import { photoLimits, tooManyPhotos } from './ticket-form';

type Props = {
  kind: PhotoKind;
  title: string;
  hint: string;
  photos: DraftPhoto[];
  onAdd: (photos: DraftPhoto[]) => void;
  onRemove: (id: string) => void;
  /** The server's or the form's word on the set ("At least one Defect photo is required."). */
  error?: string;
  /** The server's word on a photo, by its id. */
  photoErrors: Record<string, string>;
  disabled?: boolean;
};

/** A photo kept as a Blob in the draft, shown through an object URL that is revoked when the photo goes. */
function Thumbnail({ photo, label, error, onRemove, disabled }: { photo: DraftPhoto; label: string; error?: string; onRemove: () => void; disabled?: boolean }) {
  const image = useRef<HTMLImageElement>(null);
  const errorId = useId();
  // An object URL per blob, revoked when the photo is removed or the page left (else the blob stays in memory).
  useEffect(() => {
    const url = URL.createObjectURL(photo.blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [photo.blob]);
  return (
    <Box component="li" sx={{ position: 'relative', minWidth: 0 }}>
      <Box
        sx={{
          aspectRatio: '1',
          borderRadius: 1,
          overflow: 'hidden',
          border: 2,
          borderColor: error ? 'error.main' : 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Box component="img" ref={image} alt={label} aria-describedby={error ? errorId : undefined} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      </Box>
      <IconButton
        aria-label={`Remove ${label}`}
        onClick={onRemove}
        disabled={disabled}
        size="small"
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'rgba(0, 0, 0, 0.6)',
          color: '#fff',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
          '&.Mui-disabled': { bgcolor: 'rgba(0, 0, 0, 0.35)', color: 'rgba(255, 255, 255, 0.6)' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 0, overflowWrap: 'anywhere' }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * One set of photos (Defect 1-5, Label 0-5): the back camera or the gallery (several at once), each photo made
 * smaller on the phone (downscale.ts) and kept in the draft; thumbnails with a remove button and the count.
 */
export function PhotoSection({ kind, title, hint, photos, onAdd, onRemove, error, photoErrors, disabled }: Props) {
  const titleId = useId();
  const messageId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(0);
  const [refused, setRefused] = useState<string | null>(null);
  const { max } = photoLimits(kind);
  const full = photos.length + preparing >= max;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const room = Math.max(0, max - photos.length - preparing);
    const taken = files.slice(0, room);
    setRefused(files.length > room ? `${tooManyPhotos(kind)} ${files.length - room === 1 ? '1 photo was' : `${files.length - room} photos were`} not added.` : null);
    if (taken.length === 0) return;
    setPreparing((n) => n + taken.length);
    try {
      const made = await Promise.all(taken.map(async (file) => ({ id: newIdempotencyKey(), kind, blob: await downscalePhoto(file), name: file.name })));
      // Checked as it is chosen, not on send: a file that is no photo the server takes (a PDF, a HEIC this phone
      // cannot read) stays out of the draft, named, with the server's own words.
      const accepted = await Promise.all(made.map((photo) => isAcceptedImage(photo.blob)));
      const notPhotos = made.filter((_, i) => !accepted[i]).map((photo) => `"${photo.name}"`);
      if (notPhotos.length > 0) {
        const which = notPhotos.length === 1 ? `${notPhotos[0]} was not added` : `${notPhotos.join(', ')} were not added`;
        setRefused(`${which}: ${FILE_MESSAGES.notImage}`);
      }
      const photosMade = made.filter((_, i) => accepted[i]);
      if (photosMade.length > 0) onAdd(photosMade);
    } finally {
      setPreparing((n) => n - taken.length);
    }
  };

  const message = error ?? refused;
  return (
    <Box component="section" aria-labelledby={titleId} aria-describedby={message ? messageId : undefined}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600} tabIndex={-1} data-photo-heading={kind} sx={{ '&:focus': { outline: 'none' } }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {photos.length} of {max}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PhotoCameraIcon />} onClick={() => camera.current?.click()} disabled={disabled || full} aria-label={`Take photo (${kind})`}>
          Take photo
        </Button>
        <Button
          variant="outlined"
          startIcon={<PhotoLibraryOutlinedIcon />}
          onClick={() => gallery.current?.click()}
          disabled={disabled || full}
          aria-label={`Choose from gallery (${kind})`}
        >
          Choose from gallery
        </Button>
      </Stack>
      {/* On a phone the first opens the back camera; elsewhere both open a file choice. */}
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden aria-label={`${kind} photo camera`} onChange={pick} />
      <input ref={gallery} type="file" accept="image/*" multiple hidden aria-label={`${kind} photos gallery`} onChange={pick} />
      {message && (
        <FormHelperText id={messageId} error role="alert" sx={{ mx: 0, mt: 1 }}>
          {message}
        </FormHelperText>
      )}
      {(photos.length > 0 || preparing > 0) && (
        <Box
          component="ul"
          aria-label={`${title}: ${photos.length} of ${max}`}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))' }}
        >
          {photos.map((photo, index) => (
            <Thumbnail
              key={photo.id}
              photo={photo}
              label={`${kind} photo ${index + 1}`}
              error={photoErrors[photo.id]}
              onRemove={() => {
                setRefused(null);
                onRemove(photo.id);
              }}
              disabled={disabled}
            />
          ))}
          {Array.from({ length: preparing }, (_, i) => (
            <Box
              component="li"
              key={`preparing-${i}`}
              aria-label="Preparing photo"
              sx={{ aspectRatio: '1', borderRadius: 1, border: 2, borderColor: 'divider', display: 'grid', placeItems: 'center' }}
            >
              <CircularProgress size={24} aria-label="Preparing photo" />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
