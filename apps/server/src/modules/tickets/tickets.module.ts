import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { customerTicketsRoutes } from './customer-tickets.routes.js';
import { holdTicketSettings, ticketSettingsSnapshot } from './ticket-settings.repository.js';
import { ticketPermissions } from './ticket-settings.service.js';
import { ticketSettingsRoutes } from './ticket-settings.routes.js';
import { ticketSnapshot } from './tickets.repository.js';
import { ticketsRoutes } from './tickets.routes.js';

/** Warranty tickets (staff and the customer app) and Ticket Settings. */
export const ticketsModule: AppModule = {
  name: 'tickets',
  routes: [ticketsRoutes, ticketSettingsRoutes],
  customerRoutes: [customerTicketsRoutes],
  snapshots: { ticket: snapshotReader(ticketSnapshot, heldRow('tickets')), ticket_settings: snapshotReader(ticketSettingsSnapshot, holdTicketSettings) },
  // A comment's text in the log is for the staff who may read comments (view_comment), as on the ticket.
  privateChanges: [{ field: 'comment', visibleTo: async (db, user) => (await ticketPermissions(db, user)).view_comment }],
};
