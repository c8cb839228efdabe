// Shown when a user whose role is not editable is opened by URL (the list offers no action for them).
export const NOT_EDITABLE_USER = 'This User has a Role that is not editable, so the User cannot be changed.';
