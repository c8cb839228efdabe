import fp from 'fastify-plugin';
import type { AppContext } from '../app-context.js';
import { JobRunner } from '../lib/jobs.js';
import { housekeepingJob } from './housekeeping.js';
import { MODULES } from './modules.js';

/**
 * The server's work on a clock, on one job runner: each module's jobs (the outbox's poll, the activity sealer, the
 * daily trolley digest) and the hourly housekeeping. They start once the app is whole (ready: every module's routes
 * and activity snapshot readers registered, so a run at start, such as the digest's, records its activity as a
 * request would); on close, before the database closes (hooks added later run first), mail tries under way get a few
 * seconds to be recorded, then every job's run under way and last run (the sealer seals what is left) finish.
 */
export const workers = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  const jobs = new JobRunner(app.log);
  for (const module of MODULES) for (const job of module.jobs?.(ctx, app.log) ?? []) jobs.add(job);
  jobs.add(housekeepingJob(ctx, app.log));
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await ctx.mailSender.stop(5_000);
    await jobs.stop();
  });
});
