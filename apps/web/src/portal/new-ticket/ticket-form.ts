import { CustomerTicketCreateSchema, TICKET_IMAGE_FIELDS, type TicketImageField } from '@glassdesk/shared';
import type { DraftPhoto, PhotoKind, TicketDraft } from '../lib/drafts';
import { TICKET_FIELDS, type TicketField, type TicketFormErrors } from '../lib/upload';

/** The shared schema's words for the same check (packages/shared/src/tickets.ts). */
const EXPECTED_BEFORE_RECEIVED = 'Expected Date cannot be before Received Date.';

export const NO_ERRORS: TicketFormErrors = { fields: {}, photos: {}, photoFields: {}, message: null };

/** The photo field of POST /tickets that holds a kind of photo, and its bounds (CONTRACT: Defect 1-5, Label 0-5). */
export const PHOTO_FIELD: Record<PhotoKind, TicketImageField> = { Defect: 'defect_images', Label: 'label_images' };
export const photoLimits = (kind: PhotoKind) => TICKET_IMAGE_FIELDS[PHOTO_FIELD[kind]];
export const photosOf = (photos: readonly DraftPhoto[], kind: PhotoKind) => photos.filter((photo) => photo.kind === kind);

/** "At most 5 Defect photos can be added." The server's own words for the same limit name images. */
export const tooManyPhotos = (kind: PhotoKind) => `At most ${photoLimits(kind).max} ${kind} photos can be added.`;
export const photoRequired = (kind: PhotoKind) => `At least one ${kind} photo is required.`;

/** True once the customer has typed or added anything: an empty form is no draft worth keeping or discarding. */
export const hasContent = (draft: TicketDraft) => draft.photos.length > 0 || Object.values(draft.fields).some((value) => value.trim() !== '');

/**
 * The checks the server makes (the shared schema, and the photo counts of CONTRACT), run before sending so the
 * customer sees the same messages at once, without a round trip.
 */
export function validateTicket(draft: TicketDraft): TicketFormErrors {
  const errors: TicketFormErrors = { fields: {}, photos: {}, photoFields: {}, message: null };
  const parsed = CustomerTicketCreateSchema.safeParse(draft.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((TICKET_FIELDS as readonly unknown[]).includes(field)) errors.fields[field as TicketField] ??= issue.message;
    }
  }
  // The schema compares the dates only once every other field passes; the customer is told at once.
  const { received_date: received = '', expected_date: expected = '' } = draft.fields;
  if (!errors.fields.received_date && !errors.fields.expected_date && expected.trim() && expected.trim() < received.trim()) {
    errors.fields.expected_date = EXPECTED_BEFORE_RECEIVED;
  }
  for (const kind of ['Defect', 'Label'] as const) {
    const n = photosOf(draft.photos, kind).length;
    const { min, max } = photoLimits(kind);
    if (n < min) errors.photoFields[PHOTO_FIELD[kind]] = photoRequired(kind);
    else if (n > max) errors.photoFields[PHOTO_FIELD[kind]] = tooManyPhotos(kind);
  }
  return errors;
}

export const hasErrors = (errors: TicketFormErrors) => errors.message !== null || [errors.fields, errors.photos, errors.photoFields].some((group) => Object.keys(group).length > 0);

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
