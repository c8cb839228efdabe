import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { notificationSettingsSnapshot } from './notification-settings.repository.js';
import { profileRoutes } from './profile.routes.js';

/** My Profile and the notification settings. */
export const profileModule: AppModule = {
  name: 'profile',
  routes: [profileRoutes],
  snapshots: { notification_settings: snapshotReader(notificationSettingsSnapshot, heldRow('notification_settings')) },
};
