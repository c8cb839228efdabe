import { describe, expect, it } from 'vitest';
import { isActive, MENU_ENTRIES, visibleEntries } from './menu-entries';

const trolleyLabels = (operations: string[]) =>
  visibleEntries(new Set(operations), new Set(['Trolley']))
    .filter((e) => e.group === 'Trolley')
    .map((e) => e.label);

describe('Trolley menu group (spec §2)', () => {
  it('lists the spec entries in order, then Hand-over and Trolley Balance (our additions)', () => {
    expect(trolleyLabels(['List Cities', 'List Trolleys', 'View Additional Cost', 'Update Trolley'])).toEqual([
      'Cities',
      'Plants',
      'Trolley Checkout',
      'Trolley Checkin',
      'Trolleys',
      'Additional Cost',
      'Customer Trolley',
      'Deleted Trolleys',
      'Hand-over',
      'Trolley Balance',
    ]);
  });

  it('shows each entry by its operation', () => {
    expect(trolleyLabels(['List Trolleys'])).toEqual(['Trolley Checkout', 'Trolley Checkin', 'Trolleys', 'Customer Trolley', 'Deleted Trolleys']);
    expect(trolleyLabels(['View Additional Cost'])).toEqual(['Additional Cost', 'Trolley Balance']);
    expect(trolleyLabels(['Update Trolley'])).toEqual(['Hand-over']);
    expect(trolleyLabels(['Add Trolley', 'View Trolley'])).toEqual([]);
  });

  it('highlights the deepest entry: Deleted Trolleys on trolleys/deleted, Trolleys on a trolley page', () => {
    const active = (pathname: string) => MENU_ENTRIES.filter((e) => isActive(e, pathname)).map((e) => e.label);
    expect(active('/dashboard/trolleys/deleted')).toEqual(['Deleted Trolleys']);
    expect(active('/dashboard/trolleys/customers')).toEqual(['Customer Trolley']);
    expect(active('/dashboard/trolleys/4/12')).toEqual(['Trolleys']);
    expect(active('/dashboard/plant-transfer/check-in')).toEqual(['Trolley Checkin']);
  });
});
