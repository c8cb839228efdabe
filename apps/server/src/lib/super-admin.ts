import { SUPER_ADMIN_ROLE } from '@glassdesk/shared';
import type { AuthUser } from '../plugins/auth.js';

/**
 * The built-in Super Admin: the role of that name that is not editable. Its name alone is not enough in principle (a
 * custom role could be named so if the built-in one were ever renamed), so both are checked, in this one place.
 */
export const isSuperAdmin = (user: Pick<AuthUser, 'role'>) => user.role.name === SUPER_ADMIN_ROLE && !user.role.editable;
