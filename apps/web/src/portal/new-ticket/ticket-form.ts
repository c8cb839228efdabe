import { checkCustomerTicket, TICKET_IMAGE_FIELDS } from '@glassdesk/shared';
import type { PhotoKind, TicketDraft } from '../lib/drafts';
import { TICKET_FIELDS, type TicketFormErrors } from '../lib/upload';
import { PHOTO_FIELD, photosOf } from './form-data';

export { PHOTO_FIELD, photosOf } from './form-data';

export const NO_ERRORS: TicketFormErrors = { fields: {}, photos: {}, photoFields: {}, message: null };

/** A kind of photo's bounds (CONTRACT: Defect 1-5, Label 0-5). */
export const photoLimits = (kind: PhotoKind) => TICKET_IMAGE_FIELDS[PHOTO_FIELD[kind]];

/** "At most 5 Defect photos can be added." The server's own words for the same limit name images. */
export const tooManyPhotos = (kind: PhotoKind) => `At most ${photoLimits(kind).max} ${kind} photos can be added.`;
export const photoRequired = (kind: PhotoKind) => `At least one ${kind} photo is required.`;

/** True once the customer has typed or added anything: an empty form is no draft worth keeping or discarding. */
export const hasContent = (draft: TicketDraft) => draft.photos.length > 0 || Object.values(draft.fields).some((value) => value.trim() !== '');

/**
 * The checks the server makes (the shared schema's, by its zod-free twin checkCustomerTicket: this screen builds no
 * schema), and the photo counts of CONTRACT, run before sending so the customer sees the same messages at
 * once, without a round trip.
 */
export function validateTicket(draft: TicketDraft): TicketFormErrors {
  const errors: TicketFormErrors = { fields: {}, photos: {}, photoFields: {}, message: null };
  const checked = checkCustomerTicket(draft.fields);
  for (const field of TICKET_FIELDS) if (checked[field]) errors.fields[field] = checked[field];
  for (const kind of ['Defect', 'Label'] as const) {
    const n = photosOf(draft.photos, kind).length;
    const { min, max } = photoLimits(kind);
    if (n < min) errors.photoFields[PHOTO_FIELD[kind]] = photoRequired(kind);
    else if (n > max) errors.photoFields[PHOTO_FIELD[kind]] = tooManyPhotos(kind);
  }
  return errors;
}

export const hasErrors = (errors: TicketFormErrors) => errors.message !== null || [errors.fields, errors.photos, errors.photoFields].some((group) => Object.keys(group).length > 0);
