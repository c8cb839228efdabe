import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import type { SxProps, Theme } from '@mui/material/styles';
import Box, { type BoxProps } from '@mui/material/Box';
import { richTextStyles } from './rich-text-styles';

// The same safe subset the server stores (apps/server/src/lib/sanitize-html.ts): sanitised again here, since
// what reaches the page must never be trusted to be what the server meant to send.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'hr'];
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeForDisplay(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

type Props = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/** Shows stored rich text (help, FAQ content): sanitised with DOMPurify, styled like the editor. */
export function RichTextView({ html, sx, ...rest }: Props) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  return <Box {...rest} sx={[richTextStyles, ...(Array.isArray(sx) ? (sx as SxProps<Theme>[]) : [sx])] as SxProps<Theme>} dangerouslySetInnerHTML={{ __html: clean }} />;
}
