/**
 * The navigation state a form passes when it leaves because it saved (useSaveHandler does): the unsaved-changes
 * prompt lets such a navigation through, and the page arrived at focuses its heading.
 */
export const AFTER_SAVE_STATE = { afterSave: true } as const;

export const isAfterSave = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { afterSave?: unknown }).afterSave === true;
