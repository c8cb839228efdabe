import { useId, useState, type KeyboardEvent } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export type GalleryImage = {
  /** The full-size image, shown in the dialog. */
  url: string;
  /** A small version for the thumbnail; the full image when there is none. */
  thumbnail?: string | null;
};

type Props = {
  /** What the images show, e.g. "Defect": names the thumbnails ("Defect image 1 of 3") and the dialog. */
  label: string;
  images: GalleryImage[];
  /** Shown instead of the thumbnails when there are none. */
  emptyText?: string;
  /** The thumbnails' edge in px (default 96). */
  size?: number;
};

const imageName = (label: string, index: number, count: number) => `${label} image ${index + 1} of ${count}`;

/**
 * A row of thumbnails; each is a button that opens the image larger in a dialog (labelled by its title, closed
 * by Escape or Close), where Previous / Next and the arrow keys step through the others.
 */
export function ImageGallery({ label, images, emptyText = 'No images.', size = 96 }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const titleId = useId();
  const count = images.length;

  if (count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }

  const step = (delta: number) => setOpen((index) => (index === null ? null : (index + delta + count) % count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  const shown = open === null ? null : images[open];

  return (
    <>
      <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 1 }}>
        {images.map((image, index) => (
          <li key={`${image.url}-${index}`}>
            <ButtonBase
              onClick={() => setOpen(index)}
              aria-label={`Open ${imageName(label, index, count)}`}
              sx={{
                width: size,
                height: size,
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'action.hover',
                '&.Mui-focusVisible': { outline: (theme) => `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
              }}
            >
              <Box component="img" src={image.thumbnail || image.url} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            </ButtonBase>
          </li>
        ))}
      </Stack>
      <Dialog open={shown !== null} onClose={() => setOpen(null)} aria-labelledby={titleId} maxWidth="lg" onKeyDown={onKeyDown}>
        {shown && open !== null && (
          <>
            <DialogTitle id={titleId} sx={{ pr: 7 }}>
              {imageName(label, open, count)}
            </DialogTitle>
            <IconButton aria-label="Close" onClick={() => setOpen(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
            <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 } }}>
              {count > 1 && (
                <Tooltip title="Previous image">
                  <IconButton aria-label="Previous image" onClick={() => step(-1)}>
                    <ChevronLeftIcon />
                  </IconButton>
                </Tooltip>
              )}
              <Box
                component="img"
                src={shown.url}
                alt={imageName(label, open, count)}
                sx={{ display: 'block', minWidth: 0, maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', mx: 'auto' }}
              />
              {count > 1 && (
                <Tooltip title="Next image">
                  <IconButton aria-label="Next image" onClick={() => step(1)}>
                    <ChevronRightIcon />
                  </IconButton>
                </Tooltip>
              )}
            </DialogContent>
          </>
        )}
      </Dialog>
    </>
  );
}
