import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const HEIGHT = 180;

/** The drawn signature as a PNG (black on white, so the receipt prints it as seen), or null when the pad is empty. */
function toPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

type Props = {
  /** Called after each stroke with the signature so far, and with null once cleared. */
  onChange: (png: Blob | null) => void;
  error?: string | null;
  disabled?: boolean;
};

/**
 * A signature drawn with a finger (signature_pad: smooth strokes from touch, pen and mouse, well kept, no
 * dependencies). The pad is white paper in both themes, so what the receiver sees is what the receipt shows.
 * The canvas is sized to its box at the screen's pixel ratio, and sized again when the box changes (a phone turned
 * round), which clears it: a stretched signature would not be the one drawn.
 */
export function SignatureField({ onChange, error, disabled }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !element.getContext('2d')) return; // no canvas (tests without one): nothing to draw on
    const signature = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)', penColor: 'rgb(0,0,0)', minWidth: 1, maxWidth: 3 });
    pad.current = signature;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = element.offsetWidth;
      if (width === 0 || element.width === Math.round(width * ratio)) return;
      element.width = Math.round(width * ratio);
      element.height = Math.round(HEIGHT * ratio);
      element.getContext('2d')?.scale(ratio, ratio);
      signature.clear();
      setEmpty(true);
      changed.current(null);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    const onEnd = () => {
      setEmpty(signature.isEmpty());
      void toPng(element).then((png) => changed.current(signature.isEmpty() ? null : png));
    };
    signature.addEventListener('endStroke', onEnd);
    return () => {
      observer?.disconnect();
      signature.removeEventListener('endStroke', onEnd);
      signature.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    if (!pad.current) return;
    if (disabled) pad.current.off();
    else pad.current.on();
  }, [disabled]);

  const clear = () => {
    pad.current?.clear();
    setEmpty(true);
    onChange(null);
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id="signature-label" variant="body2" color={error ? 'error' : 'text.secondary'}>
          Signature
        </Typography>
        <Button size="small" onClick={clear} disabled={empty || disabled} sx={{ minHeight: 40 }}>
          Clear signature
        </Button>
      </Stack>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-labelledby="signature-label"
        aria-describedby="signature-hint"
        sx={{
          display: 'block',
          width: '100%',
          height: HEIGHT,
          bgcolor: '#fff',
          borderRadius: 1,
          border: 2,
          borderColor: error ? 'error.main' : 'divider',
          borderStyle: empty ? 'dashed' : 'solid',
          touchAction: 'none',
          cursor: disabled ? 'default' : 'crosshair',
        }}
      />
      <Typography id="signature-hint" variant="caption" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
        {error ?? 'The receiver signs here with a finger.'}
      </Typography>
    </Box>
  );
}
