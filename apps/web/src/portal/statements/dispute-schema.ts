// The dispute's schema (and zod) in a chunk of its own: the dispute form loads it when it checks what is sent, so
// the form's own code stays light enough to load ahead while the phone is idle (statement-page.tsx).
export { DisputeCreateSchema } from '@glassdesk/shared';
