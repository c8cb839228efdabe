import type { TicketImageField } from '@glassdesk/shared';
import type { DraftPhoto, PhotoKind, TicketDraft } from '../lib/drafts';
import { TICKET_FIELDS } from '../lib/upload';

// The body of POST /tickets. Kept apart from the form's checks (ticket-form.ts, the shared zod schema): the outbox
// sends from the signed-in layout, on every page, and should not load the schemas there.

/** The photo field of POST /tickets that holds a kind of photo. */
export const PHOTO_FIELD: Record<PhotoKind, TicketImageField> = { Defect: 'defect_images', Label: 'label_images' };
export const photosOf = (photos: readonly DraftPhoto[], kind: PhotoKind) => photos.filter((photo) => photo.kind === kind);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The note is rich text on the server (CONTRACT); the portal writes it as plain text. Each paragraph (lines split
 * by a blank line) becomes a <p>, single line breaks a <br>, and `<` stays a character, never markup.
 */
export function noteToHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`).join('');
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic' };

/**
 * The multipart body of POST /tickets from a draft, and the ids of the photos in the order they were sent (the
 * server names a refused photo by its place: ticketFormErrors puts the message back on that photo).
 */
export function ticketFormData(draft: TicketDraft): { body: FormData; photoIds: Record<TicketImageField, string[]> } {
  const body = new FormData();
  for (const field of TICKET_FIELDS) {
    const value = draft.fields[field] ?? '';
    if (value.trim() === '') continue;
    body.append(field, field === 'note' ? noteToHtml(value) : value);
  }
  const photoIds: Record<TicketImageField, string[]> = { defect_images: [], label_images: [] };
  for (const kind of ['Defect', 'Label'] as const) {
    photosOf(draft.photos, kind).forEach((photo, index) => {
      const field = PHOTO_FIELD[kind];
      const extension = EXTENSIONS[photo.blob.type] ?? 'jpg';
      body.append(field, photo.blob, `${kind.toLowerCase()}-${index + 1}.${extension}`);
      photoIds[field].push(photo.id);
    });
  }
  return { body, photoIds };
}
