import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, menuFor } from '@glassdesk/shared';
import { visibleEntries } from './menu-entries';

const labels = (operations: readonly string[], menu: readonly string[] = menuFor(operations)) =>
  visibleEntries(new Set(operations), new Set(menu)).map((entry) => `${entry.group ?? '-'}/${entry.label}`);

describe('side menu: reference content', () => {
  it('orders Utilities as Warranty Reasons, FAQs, Help, Glass Types, and puts Support List above My Profile', () => {
    const all = labels(ALL_OPERATIONS);
    expect(all.filter((l) => l.startsWith('Utilities/'))).toEqual(['Utilities/Warranty Reasons', 'Utilities/FAQs', 'Utilities/Help', 'Utilities/Glass Types']);
    // spec §2 Settings order: Ticket Settings, Support List, Users, Roles, My Profile.
    const settings = all.filter((l) => l.startsWith('Settings/'));
    const spec = ['Settings/Ticket Settings', 'Settings/Support List', 'Settings/Users', 'Settings/Roles', 'Settings/My Profile'];
    expect(settings).toContain('Settings/Support List');
    expect(settings.filter((l) => spec.includes(l))).toEqual(spec.filter((l) => settings.includes(l)));
    // Our additions, Mail and Activity, come after the spec's entries, before My Profile.
    expect(settings.slice(-3)).toEqual(['Settings/Mail', 'Settings/Activity', 'Settings/My Profile']);
  });

  it.each([
    ['List Warranty Reasons', 'Utilities/Warranty Reasons'],
    ['List FAQs', 'Utilities/FAQs'],
    ['List Help', 'Utilities/Help'],
    ['List Glass Types', 'Utilities/Glass Types'],
    ['List Support', 'Settings/Support List'],
  ])('%s alone shows %s', (operation, entry) => {
    expect(labels([operation])).toEqual(['-/Dashboard', entry, 'Settings/My Profile']);
  });

  it("hides an entry whose menu name the server did not send (e.g. 'Glass Types')", () => {
    expect(labels(['List Glass Types'], [])).toEqual(['-/Dashboard', 'Settings/My Profile']);
  });

  it('shows nothing new to a holder of only add/update/delete operations', () => {
    expect(labels(['Add FAQ', 'Update Help', 'Delete Support', 'Add Glass Types'])).toEqual(['-/Dashboard', 'Settings/My Profile']);
  });
});
