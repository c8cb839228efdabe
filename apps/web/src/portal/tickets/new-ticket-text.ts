// New Ticket's heading and introduction: the page shows them (new-ticket-page.tsx), and the portal's index.html
// paints them before the app's code has loaded (vite.portal.config.ts writes them into its boot script).
export const NEW_TICKET_TITLE = 'New Ticket';
export const NEW_TICKET_INTRO = "Photograph the defect and the glass's label, then fill in the details. Everything is kept on this phone until you submit.";
