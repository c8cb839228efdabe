import { describe, expect, it } from 'vitest';
import { visibleEntries } from './menu-entries';

const settings = (operations: string[]) =>
  visibleEntries(new Set(operations), new Set())
    .filter((entry) => entry.group === 'Settings')
    .map((entry) => entry.label);

describe('Settings menu entries for staff and access (spec §2 "Side menu")', () => {
  it('shows Users and Roles, in that order, before My Profile, to a user holding their list operations', () => {
    const labels = settings(['List Users', 'List Roles']);
    expect(labels.filter((l) => ['Users', 'Roles', 'My Profile'].includes(l))).toEqual(['Users', 'Roles', 'My Profile']);
  });

  it('shows Mail after Roles to a holder of View Mail, and never without it', () => {
    expect(settings(['List Users', 'List Roles', 'View Mail'])).toEqual(['Users', 'Roles', 'Mail', 'My Profile']);
    expect(settings(['Retry Mail'])).not.toContain('Mail');
  });

  it('shows Activity after Mail to a holder of View Activity, and never without it', () => {
    expect(settings(['List Users', 'List Roles', 'View Mail', 'View Activity'])).toEqual(['Users', 'Roles', 'Mail', 'Activity', 'My Profile']);
    expect(settings(['List Users'])).not.toContain('Activity');
  });

  it('follows each list operation on its own', () => {
    expect(settings(['List Users'])).toContain('Users');
    expect(settings(['List Users'])).not.toContain('Roles');
    expect(settings(['List Roles'])).toContain('Roles');
    expect(settings(['Add User', 'Update User'])).not.toContain('Users');
  });
});
