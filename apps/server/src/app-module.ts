import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ActivityEntityType } from '@glassdesk/shared';
import type { AppContext } from './app-context.js';
import type { Job } from './lib/jobs.js';
import type { PrivateChange } from './modules/activity/activity-private.js';
import type { SnapshotReader } from './modules/activity/activity-snapshots.js';
import type { AttachmentMaker } from './modules/mail/mail-attachments.js';

/** A module's routes, registered inside the API scope they belong to (its prefix, its token check). */
export type Routes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Rows that can never be used again (expired sessions, spent codes, old mail): how many were deleted. */
export type Purge = (ctx: Pick<AppContext, 'db' | 'config'>, now: number) => Promise<number>;

/**
 * What one module contributes to the app (its `<name>.module.ts`): buildApp lists the modules and registers what
 * each declares, so no central file reaches into a module's routes, tables or timers.
 */
export type AppModule = {
  name: string;
  /** Staff routes, under the admin API's prefix (each declares config.access). */
  routes?: Routes[];
  /** The customer app's routes, under its prefix (each declares config.customerAccess). */
  customerRoutes?: Routes[];
  /** Routes at the server's root (the uploaded files' addresses). */
  rootRoutes?: Routes[];
  /** The activity log's snapshot of each kind of record the module owns. */
  snapshots?: Partial<Record<ActivityEntityType, SnapshotReader>>;
  /** The changes it records that only some staff may read in the log (a ticket's comment), and who. */
  privateChanges?: PrivateChange[];
  /** The files its mail attaches, made when a message goes out, by the attachment kind (mail-attachments.ts). */
  mailAttachments?: Record<string, AttachmentMaker>;
  /** What the hourly housekeeping deletes for this module, by the name its count is reported under. */
  purges?: Record<string, Purge>;
  /** Jobs on a clock (the app's one job runner runs them). */
  jobs?: (ctx: AppContext, log: FastifyBaseLogger) => Job[];
};
