import type { AppModule } from '../../app-module.js';
import { customerTicketsRoutes } from './customer-tickets.routes.js';
import { ticketSettingsSnapshot } from './ticket-settings.repository.js';
import { ticketSettingsRoutes } from './ticket-settings.routes.js';
import { ticketSnapshot } from './tickets.repository.js';
import { ticketsRoutes } from './tickets.routes.js';

/** Warranty tickets (staff and the customer app) and Ticket Settings. */
export const ticketsModule: AppModule = {
  name: 'tickets',
  routes: [ticketsRoutes, ticketSettingsRoutes],
  customerRoutes: [customerTicketsRoutes],
  snapshots: { ticket: ticketSnapshot, ticket_settings: ticketSettingsSnapshot },
};
