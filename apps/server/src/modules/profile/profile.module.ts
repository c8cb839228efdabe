import type { AppModule } from '../../app-module.js';
import { notificationSettingsSnapshot } from './notification-settings.repository.js';
import { profileRoutes } from './profile.routes.js';

/** My Profile and the notification settings. */
export const profileModule: AppModule = { name: 'profile', routes: [profileRoutes], snapshots: { notification_settings: notificationSettingsSnapshot } };
