import type { AppContext } from '../../app-context.js';

// A message's attachments are kept by reference (mail_outbox.attachments) and made when the message goes out: the
// module that owns the record registers how (AppModule.mailAttachments; a hand-over's receipt is the trolleys
// module's). The outbox holds no file bytes, and a file is made from records that never change.

/**
 * One attachment as queued: what makes it, and how the message names it. `key` is for a record that an id alone does
 * not name (a statement is a customer's month: id the customer, key the month); refs queued before it have none.
 */
export type MailAttachmentRef = { kind: string; id: number; key?: string; filename: string; content_type: string };
/** Makes an attachment's bytes from its ref; rejects when it cannot (the try fails, and is retried like any other). */
export type AttachmentMaker = (ctx: Pick<AppContext, 'db' | 'config'>, ref: MailAttachmentRef) => Promise<Buffer>;
/** A file as the transport takes it (nodemailer's attachment fields). */
export type MadeAttachment = { filename: string; content: Buffer; contentType: string };

const makers = new Map<string, AttachmentMaker>();

export function registerMailAttachments(record: Record<string, AttachmentMaker>) {
  for (const [kind, make] of Object.entries(record)) makers.set(kind, make);
}

export async function makeMailAttachment(ctx: Pick<AppContext, 'db' | 'config'>, ref: MailAttachmentRef): Promise<MadeAttachment> {
  const make = makers.get(ref.kind);
  if (!make) throw new Error(`No maker for a mail attachment of kind "${ref.kind}"`);
  return { filename: ref.filename, content: await make(ctx, ref), contentType: ref.content_type };
}

export const parseAttachments = (json: string | null): MailAttachmentRef[] => (json ? (JSON.parse(json) as MailAttachmentRef[]) : []);
