import { describe, expect, it } from 'vitest';
import { ROUTE_OPERATIONS } from '@glassdesk/shared';
import { MENU_ENTRIES, isActive, visibleEntries } from './menu-entries';

const labels = (operations: string[], menu: string[] = []) => visibleEntries(new Set(operations), new Set(menu)).map((entry) => `${entry.group ?? '-'}/${entry.label}`);

describe('side menu entries (spec §2 "Side menu")', () => {
  it('always shows Dashboard and My Profile', () => {
    expect(labels([])).toEqual(['-/Dashboard', 'Settings/My Profile']);
  });

  it('shows Cities and Plants under Trolley to a user holding List Cities', () => {
    expect(labels(['List Cities'], ['Trolley'])).toEqual(['-/Dashboard', 'Trolley/Cities', 'Trolley/Plants', 'Settings/My Profile']);
  });

  it('every entry points at a route of the spec route table', () => {
    for (const entry of MENU_ENTRIES) expect(entry.path in ROUTE_OPERATIONS).toBe(true);
  });

  it('highlights an entry on its own pages only', () => {
    const dashboard = MENU_ENTRIES.find((entry) => entry.path === '')!;
    const cities = MENU_ENTRIES.find((entry) => entry.path === 'cities')!;
    expect(isActive(cities, '/dashboard/cities/12')).toBe(true);
    expect(isActive(cities, '/dashboard/citiesx')).toBe(false);
    expect(isActive(dashboard, '/dashboard')).toBe(true);
    expect(isActive(dashboard, '/dashboard/cities')).toBe(false);
  });
});
