import type { AppModule } from '../app-module.js';
import { registerSnapshots } from '../modules/activity/activity-snapshots.js';
import { activityModule } from '../modules/activity/activity.module.js';
import { authModule } from '../modules/auth/auth.module.js';
import { mfaModule } from '../modules/mfa/mfa.module.js';
import { businessesModule } from '../modules/businesses/businesses.module.js';
import { citiesModule } from '../modules/cities/cities.module.js';
import { customerAppModule } from '../modules/customer-app/customer-app.module.js';
import { customersModule } from '../modules/customers/customers.module.js';
import { dashboardModule } from '../modules/dashboard/dashboard.module.js';
import { faqsModule } from '../modules/faqs/faqs.module.js';
import { filesModule } from '../modules/files/files.module.js';
import { glassTypesModule } from '../modules/glass-types/glass-types.module.js';
import { helpModule } from '../modules/help/help.module.js';
import { mailModule } from '../modules/mail/mail.module.js';
import { operationsModule } from '../modules/operations/operations.module.js';
import { plantsModule } from '../modules/plants/plants.module.js';
import { profileModule } from '../modules/profile/profile.module.js';
import { rolesModule } from '../modules/roles/roles.module.js';
import { supportModule } from '../modules/support/support.module.js';
import { ticketsModule } from '../modules/tickets/tickets.module.js';
import { trolleysModule } from '../modules/trolleys/trolleys.module.js';
import { usersModule } from '../modules/users/users.module.js';
import { warrantyReasonsModule } from '../modules/warranty-reasons/warranty-reasons.module.js';

/** Every module of the app, in the order their routes are registered (the OpenAPI document lists them so). */
export const MODULES: readonly AppModule[] = [
  authModule,
  operationsModule,
  usersModule,
  mfaModule,
  rolesModule,
  profileModule,
  citiesModule,
  plantsModule,
  faqsModule,
  helpModule,
  warrantyReasonsModule,
  glassTypesModule,
  supportModule,
  mailModule,
  activityModule,
  businessesModule,
  customersModule,
  dashboardModule,
  filesModule,
  ticketsModule,
  trolleysModule,
  customerAppModule,
];

/**
 * Each module's activity snapshot readers, joined to the log's registry: the server's start, and a process that seals
 * the log outside it (`npm run activity:verify`), which fills pending entries in as the modules read their rows.
 */
export function registerModuleSnapshots() {
  for (const module of MODULES) if (module.snapshots) registerSnapshots(module.snapshots);
}
