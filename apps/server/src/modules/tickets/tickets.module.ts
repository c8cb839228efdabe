import type { AppModule } from '../../app-module.js';
import { customerTicketsRoutes } from './customer-tickets.routes.js';
import { ticketSettingsSnapshot } from './ticket-settings.repository.js';
import { ticketPermissions } from './ticket-settings.service.js';
import { ticketSettingsRoutes } from './ticket-settings.routes.js';
import { ticketSnapshot } from './tickets.repository.js';
import { ticketsRoutes } from './tickets.routes.js';

/** Warranty tickets (staff and the customer app) and Ticket Settings. */
export const ticketsModule: AppModule = {
  name: 'tickets',
  routes: [ticketsRoutes, ticketSettingsRoutes],
  customerRoutes: [customerTicketsRoutes],
  snapshots: { ticket: ticketSnapshot, ticket_settings: ticketSettingsSnapshot },
  // A comment's text in the log is for the staff who may read comments (view_comment), as on the ticket.
  privateChanges: [{ field: 'comment', visibleTo: async (db, user) => (await ticketPermissions(db, user)).view_comment }],
};
