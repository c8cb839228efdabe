// The trolley screens' confirmation and success texts. The spec names the generic ones (§8); the dialog texts
// follow its pattern ('Are you sure you want to delete the City ?').
export const TROLLEY_TEXT = {
  deleteTitle: 'Delete Trolley',
  deleteQuestion: 'Are you sure you want to delete the Trolley ?',
  restoreTitle: 'Restore Trolley',
  restoreQuestion: 'Are you sure you want to restore the Trolley ?',
  defleetQuestion: 'Are you sure you want to DeFleet the Trolley ? This cannot be undone.',
} as const;
