// The operations catalogue (spec §6 names, plus the delete/restore operations the server needs), grouped
// by operation group. The server seeds this list at every start (adding what is missing) and grants all of
// it to the built-in Super Admin role.
export const OPERATION_GROUPS = [
  {
    name: 'Business',
    operations: ['List Business', 'Add Business', 'Update Business', 'View Business', 'Delete Business', 'List Deleted Business', 'Restore Business'],
  },
  {
    name: 'Customers',
    operations: [
      'List Customers',
      'View Customer',
      'Update Customer',
      'Delete Customer',
      'List Deleted Customers',
      'Restore Customer',
      // Ours (the spec names none): erasing a customer for good, and messaging one.
      'Permanently Delete Customer',
      'Notify Customer',
    ],
  },
  {
    name: 'Tickets',
    operations: ['List Tickets', 'View Ticket', 'Update Ticket', 'Disable Ticket', 'List Deleted Tickets', 'Restore Ticket', 'Update Ticket Settings'],
  },
  {
    name: 'Trolleys',
    operations: ['List Trolleys', 'Add Trolley', 'View Trolley', 'Update Trolley', 'Delete Trolley', 'Restore Trolley', 'View Additional Cost'],
  },
  { name: 'Cities and Plants', operations: ['List Cities', 'Add City', 'Update City', 'Delete City'] },
  { name: 'Users', operations: ['List Users', 'Add User', 'Update User', 'Reset Password', 'Delete User'] },
  { name: 'Roles', operations: ['List Roles', 'Add Role', 'Update Role', 'Delete Role'] },
  { name: 'FAQs', operations: ['List FAQs', 'Add FAQ', 'Update FAQ', 'Delete FAQ'] },
  { name: 'Help', operations: ['List Help', 'Update Help'] },
  {
    name: 'Warranty Reasons',
    operations: ['List Warranty Reasons', 'Add Warranty Reason', 'Update Warranty Reason', 'Delete Warranty Reason'],
  },
  { name: 'Glass Types', operations: ['List Glass Types', 'Add Glass Types', 'Update Glass Types', 'Delete Glass Types'] },
  { name: 'Support', operations: ['List Support', 'Delete Support'] },
  // Ours: the Mail screen (the outbox) and its Retry of a failed message.
  { name: 'Mail', operations: ['View Mail', 'Retry Mail'] },
  // CONTRACT "Activity log": the global Activity screen and GET /activity.
  { name: 'Activity', operations: ['View Activity'] },
  // CONTRACT "Statements the customer confirms or disputes": the Disputes screen and settling a dispute.
  { name: 'Disputes', operations: ['List Disputes', 'Resolve Dispute'] },
] as const;

export type OperationName = (typeof OPERATION_GROUPS)[number]['operations'][number];
export const ALL_OPERATIONS: readonly OperationName[] = OPERATION_GROUPS.flatMap((g) => g.operations);

export const SUPER_ADMIN_ROLE = 'Super Admin';

// spec §6 menu names, derived from the operations a user holds.
export const MENU_RULES = {
  Business: ['List Business'],
  Customers: ['List Customers'],
  Tickets: ['List Tickets'],
  'Ticket Settings': ['Update Ticket Settings'],
  Support: ['List Support'],
  'Glass Types': ['List Glass Types'],
  'Warranty Reasons': ['List Warranty Reasons'],
  FAQs: ['List FAQs'],
  Help: ['List Help'],
  Trash: ['List Deleted Business', 'List Deleted Customers', 'List Deleted Tickets'],
  Trolley: ['List Trolleys', 'List Cities', 'View Additional Cost', 'List Disputes'],
} as const satisfies Record<string, readonly OperationName[]>;

export type MenuName = keyof typeof MENU_RULES;

export function menuFor(operations: Iterable<string>): MenuName[] {
  const held = new Set(operations);
  return (Object.keys(MENU_RULES) as MenuName[]).filter((menu) => MENU_RULES[menu].some((op) => held.has(op)));
}

// spec §2 route table, as written (plants need the city operations). Paths are relative to /dashboard;
// `null` means no operation is needed.
const ROUTE_TABLE = {
  '': null,
  profile: null,
  unauthorized: null,
  business: 'List Business',
  'business/add': 'Add Business',
  'business/trash': 'List Deleted Business',
  'business/:businessId': 'Update Business',
  'business/:businessId/settings': 'Update Business',
  'business/:businessId/customers': 'View Business',
  'business/:businessId/tickets': 'List Tickets',
  customers: 'List Customers',
  'customers/trash': 'List Deleted Customers',
  'customers/:customerId': 'View Customer',
  // A month's statement (the hold-time cost by month).
  'customers/:customerId/statements/:month': 'View Additional Cost',
  faqs: 'List FAQs',
  'faqs/add': 'Add FAQ',
  'faqs/:faqId': 'Update FAQ',
  help: 'List Help',
  'help/:helpId': 'Update Help',
  tickets: 'List Tickets',
  'tickets/trash': 'List Deleted Tickets',
  'Tickets/:ticketId': 'View Ticket',
  ticketSettings: 'Update Ticket Settings',
  cost: 'View Additional Cost',
  // The balance board.
  'trolley-balance': 'View Additional Cost',
  // The customers' disputes of their statements.
  disputes: 'List Disputes',
  'disputes/:disputeId': 'List Disputes',
  trolleys: 'List Trolleys',
  'trolleys/deleted': 'List Trolleys',
  'trolleys/customers': 'List Trolleys',
  'trolleys/add': 'Add Trolley',
  'trolleys/:trolleyId': 'View Trolley',
  'trolleys/:trolleyId/:historyId': 'View Trolley',
  'trolleys/:trolleyId/edit': 'Update Trolley',
  'trolleys/:trolleyId/transfer': 'Update Trolley',
  cities: 'List Cities',
  'cities/add': 'Add City',
  'cities/:cityId': 'Update City',
  plants: 'List Cities',
  'plants/add': 'Add City',
  'plants/:plantId': 'Update City',
  'plant-transfer/check-out': 'List Trolleys',
  'plant-transfer/check-in': 'List Trolleys',
  // Our addition: the Hand-over screen records deliveries, pickups, maintenance and returns to a plant.
  handover: 'Update Trolley',
  warrantyReason: 'List Warranty Reasons',
  'warrantyReason/add': 'Add Warranty Reason',
  'warrantyReason/:warrantyReasonId': 'Update Warranty Reason',
  support: 'List Support',
  // Our addition: the spec gives glass types no screen (docs/decisions.md, "Reference content and public pages").
  glassTypes: 'List Glass Types',
  'glassTypes/add': 'Add Glass Types',
  'glassTypes/:glassTypeId': 'Update Glass Types',
  'settings/users': 'List Users',
  'settings/users/add': 'Add User',
  'settings/users/:userId': 'Update User',
  'settings/users/reset-password/:userId': 'Reset Password',
  'settings/roles': 'List Roles',
  'settings/roles/add': 'Add Role',
  'settings/roles/:roleId': 'Update Role',
  // Our addition: the outbox, for whoever watches the mail (the Super Admin holds it).
  'settings/mail': 'View Mail',
  // Every change, who made it and when (the Super Admin holds View Activity).
  'settings/activity': 'View Activity',
} as const satisfies Record<string, OperationName | null>;

/** A /dashboard route pattern of the table (e.g. 'cities/:cityId'): a pattern missing from it fails to compile. */
export type RoutePattern = keyof typeof ROUTE_TABLE;

export const ROUTE_OPERATIONS: Record<string, OperationName | null> = ROUTE_TABLE;

/** The operation a /dashboard route needs; throws for a route missing from the table so none slips by. */
export function operationForRoute(path: string): OperationName | null {
  if (!(path in ROUTE_OPERATIONS)) throw new Error(`Route ${path} is not in the route table`);
  return ROUTE_OPERATIONS[path];
}
