import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, menuFor } from '@glassdesk/shared';
import { MENU_ENTRIES, isActive, visibleEntries } from './menu-entries';

const labels = (operations: readonly string[], menu: readonly string[] = menuFor(operations)) =>
  visibleEntries(new Set(operations), new Set(menu)).map((entry) => `${entry.group ?? '-'}/${entry.label}`);

describe('side menu: businesses, customers and the Trash group', () => {
  it('shows Business and Customers at the top, and Business, Customers, Tickets under Trash (spec §2 order)', () => {
    const all = labels(ALL_OPERATIONS);
    expect(all.slice(0, 3)).toEqual(['-/Dashboard', '-/Business', '-/Customers']);
    expect(all.filter((l) => l.startsWith('Trash/'))).toEqual(['Trash/Business', 'Trash/Customers', 'Trash/Tickets']);
  });

  it('needs the menu name as well as the operation', () => {
    expect(labels(['List Business', 'List Customers'], [])).toEqual(['-/Dashboard', 'Settings/My Profile']);
    expect(labels(['List Deleted Customers'])).toEqual(['-/Dashboard', 'Trash/Customers', 'Settings/My Profile']);
  });

  it('shows each Trash entry only with its own operation', () => {
    expect(labels(['List Deleted Business']).filter((l) => l.startsWith('Trash/'))).toEqual(['Trash/Business']);
  });

  it('highlights Trash > Business, not Business, on the business trash', () => {
    const business = MENU_ENTRIES.find((e) => e.path === 'business')!;
    const trash = MENU_ENTRIES.find((e) => e.path === 'business/trash')!;
    expect(isActive(business, '/dashboard/business/trash')).toBe(false);
    expect(isActive(trash, '/dashboard/business/trash')).toBe(true);
    expect(isActive(business, '/dashboard/business/4/settings')).toBe(true);
    expect(isActive(trash, '/dashboard/business/4')).toBe(false);
  });
});
