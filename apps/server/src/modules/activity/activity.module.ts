import type { AppModule } from '../../app-module.js';
import { activityRoutes } from './activity.routes.js';
import { purgeActivity } from './activity.retention.js';
import { activitySealerJob } from './activity.sealer.js';

/**
 * The activity log: its reads and export, the sealer joining pending entries to the hash chain every 250 ms (and the
 * rest as the app closes), and the retention purge (ACTIVITY_RETENTION_DAYS).
 */
export const activityModule: AppModule = {
  name: 'activity',
  routes: [activityRoutes],
  jobs: (ctx) => [activitySealerJob(ctx.db)],
  purges: { activity: (ctx, now) => purgeActivity(ctx.db, ctx.config.activityRetentionDays, now) },
};
