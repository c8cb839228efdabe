// Spec §8 and §2 texts, letter for letter. Screens import these instead of retyping them.
export const MESSAGES = {
  fallbackError: 'Try after some time.',
  noPermission: "You don't have permission.",
  unauthorizedPage: 'You do not have the permission to view this page',
  invalidEmail: 'Invalid email.',
  passwordsNotSame: 'Passwords are not same.',
  passwordsNotSameReset: 'Passwords are not same',
  selectOperation: 'Select at least one operation.',
  selectPlant: 'Please select Plant',
  selectPlantCheckout: 'Please Select Plant',
  noPlants: "You don't have permission to any plant",
  deleteCityTitle: 'Delete City',
  deleteCityQuestion: 'Are you sure you want to delete the City ?',
  deletePlantTitle: 'Delete Plant',
  deletePlantQuestion: 'Are you sure you want to delete the Plant ?',
  added: 'Added successfully',
  updated: 'Updated Successfully',
  deleted: 'Deleted successfully',
} as const;

export const SNACKBAR_MS = 5000;
export const DRAWER_WIDTH = 240;
export const THEME_COLORS = { primary: '#0C69A9', secondary: '#FF740A' } as const;

// Spec §3: what local storage keeps.
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  userId: 'user_id',
  roleName: 'role_name',
  plants: 'user_plants',
  operations: 'operations',
  menu: 'menu',
  ticketPermissions: 'ticket_permissions',
  theme: 'theme',
} as const;
