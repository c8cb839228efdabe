// The file rules without zod (files.ts re-exports them beside its schema): a page that only shows these
// messages or limits (the portal's New Ticket) then builds no schema and loads no zod.

// CONTRACT "Files": images accepted by their content (JPEG, PNG or WebP), 10 MB each at most.
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_MB = 10;
/** What a file input may offer (the server decides by the bytes, not by this list). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Where uploaded files are served (outside the API, no token: an <img> loads them). */
export const FILES_PATH = '/files';

/** The messages of an image refused by the server (422, or 413 when too large), for the web to show as they are. */
export const FILE_MESSAGES = {
  notImage: 'The file must be a JPEG, PNG or WebP image.',
  unreadable: 'The image could not be read. It may be damaged.',
  tooLarge: `Each image may be at most ${IMAGE_MAX_MB} MB.`,
  tooManyPixels: 'The image has too many pixels (at most 50 megapixels).',
  tooManyFiles: 'Too many files were sent.',
} as const;
