import { useState, type ReactNode, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';

type Props = { children: ReactNode; /** The widest the text may show, e.g. '26ch'. */ max: string };

/**
 * Long text on one line, cut with an ellipsis, so a wide list keeps its columns in view; pointing at it shows the
 * whole text (the title is set only when it is really cut). The whole text stays in the page for screen readers
 * and search; on a phone's card it wraps instead.
 */
export function Truncated({ children, max }: Props) {
  const [title, setTitle] = useState<string | undefined>(undefined);
  const check = (event: SyntheticEvent<HTMLElement>) => {
    const element = event.currentTarget;
    setTitle(element.scrollWidth > element.clientWidth ? (element.textContent ?? undefined) : undefined);
  };
  return (
    <Box
      component="span"
      title={title}
      onMouseEnter={check}
      sx={(theme) => ({
        display: 'block',
        maxWidth: max,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        [theme.breakpoints.down('sm')]: { maxWidth: 'none', whiteSpace: 'normal', overflowWrap: 'anywhere' },
      })}
    >
      {children}
    </Box>
  );
}
