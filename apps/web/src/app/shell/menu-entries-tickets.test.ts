import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES, isActive, visibleEntries } from './menu-entries';

const labels = (operations: string[], menu: string[] = []) => visibleEntries(new Set(operations), new Set(menu)).map((entry) => `${entry.group ?? '-'}/${entry.label}`);

describe('ticket menu entries (spec §2 "Side menu")', () => {
  it('shows Tickets, the Trash group Tickets and Ticket Settings in the spec order, each with its operation and menu name', () => {
    expect(
      labels(
        ['List Business', 'List Customers', 'List Tickets', 'List Deleted Tickets', 'Update Ticket Settings', 'List Support'],
        ['Business', 'Customers', 'Tickets', 'Trash', 'Ticket Settings', 'Support'],
      ),
    ).toEqual(['-/Dashboard', '-/Business', '-/Customers', '-/Tickets', 'Trash/Tickets', 'Settings/Ticket Settings', 'Settings/Support List', 'Settings/My Profile']);
  });

  it('hides each without its menu name or its operation', () => {
    expect(labels(['List Tickets', 'List Deleted Tickets', 'Update Ticket Settings'], [])).toEqual(['-/Dashboard', 'Settings/My Profile']);
    expect(labels([], ['Tickets', 'Trash', 'Ticket Settings'])).toEqual(['-/Dashboard', 'Settings/My Profile']);
  });

  it('highlights Tickets on the list and on a ticket detail (Tickets/{ticketId}), Trash > Tickets on the trash', () => {
    const tickets = MENU_ENTRIES.find((entry) => entry.path === 'tickets')!;
    const trash = MENU_ENTRIES.find((entry) => entry.path === 'tickets/trash')!;
    expect(isActive(tickets, '/dashboard/tickets')).toBe(true);
    expect(isActive(tickets, '/dashboard/Tickets/12')).toBe(true);
    expect(isActive(tickets, '/dashboard/tickets/trash')).toBe(false);
    expect(isActive(trash, '/dashboard/tickets/trash')).toBe(true);
    expect(isActive(tickets, '/dashboard/ticketSettings')).toBe(false);
  });
});
