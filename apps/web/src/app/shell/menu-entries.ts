import type SvgIcon from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/Dashboard';
import BusinessIcon from '@mui/icons-material/Business';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import PeopleIcon from '@mui/icons-material/People';
import FactoryIcon from '@mui/icons-material/Factory';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import PersonIcon from '@mui/icons-material/Person';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import QuizIcon from '@mui/icons-material/Quiz';
import RuleIcon from '@mui/icons-material/Rule';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WindowIcon from '@mui/icons-material/Window';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import TuneIcon from '@mui/icons-material/Tune';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PaidIcon from '@mui/icons-material/Paid';
import GavelIcon from '@mui/icons-material/Gavel';
import BalanceIcon from '@mui/icons-material/Balance';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { MenuName, RoutePattern } from '@glassdesk/shared';
import { canOpen } from '../../lib/permissions';

export type MenuGroup = 'Trolley' | 'Utilities' | 'Trash' | 'Settings';
export type MenuEntry = {
  label: string;
  /** The route pattern under /dashboard: its operation decides whether it shows. */
  path: RoutePattern;
  /** null: a top-level entry above the groups. */
  group: MenuGroup | null;
  icon: typeof SvgIcon;
  /** spec §2: Business, Customers and Tickets show only if the menu list names them. */
  menu?: MenuName;
};

/** spec §2 "Side menu", in its order. */
export const MENU_GROUPS: MenuGroup[] = ['Trolley', 'Utilities', 'Trash', 'Settings'];

// One line per screen that exists in this build; a new screen adds its line here.
export const MENU_ENTRIES: MenuEntry[] = [
  { label: 'Dashboard', path: '', group: null, icon: DashboardIcon },
  { label: 'Business', path: 'business', group: null, icon: BusinessIcon, menu: 'Business' },
  { label: 'Customers', path: 'customers', group: null, icon: PeopleIcon, menu: 'Customers' },
  { label: 'Tickets', path: 'tickets', group: null, icon: ConfirmationNumberIcon, menu: 'Tickets' },
  { label: 'Cities', path: 'cities', group: 'Trolley', icon: LocationCityIcon },
  { label: 'Plants', path: 'plants', group: 'Trolley', icon: FactoryIcon },
  { label: 'Trolley Checkout', path: 'plant-transfer/check-out', group: 'Trolley', icon: LogoutIcon },
  { label: 'Trolley Checkin', path: 'plant-transfer/check-in', group: 'Trolley', icon: LoginIcon },
  { label: 'Trolleys', path: 'trolleys', group: 'Trolley', icon: ShoppingCartIcon },
  { label: 'Additional Cost', path: 'cost', group: 'Trolley', icon: PaidIcon },
  { label: 'Customer Trolley', path: 'trolleys/customers', group: 'Trolley', icon: AssignmentIndIcon },
  { label: 'Deleted Trolleys', path: 'trolleys/deleted', group: 'Trolley', icon: RemoveShoppingCartIcon },
  // Our addition: the phone screen that records hand-overs at customers.
  { label: 'Hand-over', path: 'handover', group: 'Trolley', icon: QrCodeScannerIcon },
  // Who holds what, for how long, and what it owes so far.
  { label: 'Trolley Balance', path: 'trolley-balance', group: 'Trolley', icon: BalanceIcon },
  // The customers' disputes of their monthly statements.
  { label: 'Disputes', path: 'disputes', group: 'Trolley', icon: GavelIcon },
  { label: 'Warranty Reasons', path: 'warrantyReason', group: 'Utilities', icon: RuleIcon, menu: 'Warranty Reasons' },
  { label: 'FAQs', path: 'faqs', group: 'Utilities', icon: QuizIcon, menu: 'FAQs' },
  { label: 'Help', path: 'help', group: 'Utilities', icon: HelpOutlineIcon, menu: 'Help' },
  { label: 'Glass Types', path: 'glassTypes', group: 'Utilities', icon: WindowIcon, menu: 'Glass Types' },
  // spec §2 Trash group: Business, Customers, Tickets.
  { label: 'Business', path: 'business/trash', group: 'Trash', icon: DeleteSweepIcon, menu: 'Trash' },
  { label: 'Customers', path: 'customers/trash', group: 'Trash', icon: DeleteSweepIcon, menu: 'Trash' },
  { label: 'Tickets', path: 'tickets/trash', group: 'Trash', icon: DeleteSweepIcon, menu: 'Trash' },
  { label: 'Ticket Settings', path: 'ticketSettings', group: 'Settings', icon: TuneIcon, menu: 'Ticket Settings' },
  { label: 'Support List', path: 'support', group: 'Settings', icon: SupportAgentIcon, menu: 'Support' },
  { label: 'Users', path: 'settings/users', group: 'Settings', icon: GroupIcon },
  { label: 'Roles', path: 'settings/roles', group: 'Settings', icon: AdminPanelSettingsIcon },
  // Our addition: the outbox, for whoever holds View Mail (the Super Admin).
  { label: 'Mail', path: 'settings/mail', group: 'Settings', icon: MailOutlineIcon },
  // Every change, who made it and when, for whoever holds View Activity (the Super Admin).
  { label: 'Activity', path: 'settings/activity', group: 'Settings', icon: HistoryIcon },
  { label: 'My Profile', path: 'profile', group: 'Settings', icon: PersonIcon },
];

export function visibleEntries(operations: ReadonlySet<string>, menu: ReadonlySet<string>) {
  return MENU_ENTRIES.filter((entry) => (!entry.menu || menu.has(entry.menu)) && canOpen(entry.path, operations));
}

export const entryHref = (entry: MenuEntry) => (entry.path ? `/dashboard/${entry.path}` : '/dashboard');

function covers(entry: MenuEntry, pathname: string) {
  const href = entryHref(entry);
  if (!entry.path) return pathname === href || pathname === `${href}/`;
  // The spec route table writes the ticket detail with a capital T (Tickets/{ticketId}): it belongs to Tickets.
  if (entry.path === 'tickets' && pathname.startsWith('/dashboard/Tickets/')) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The entry is active on its own page and on the pages below it (a city's form highlights Cities), unless a
 * deeper entry covers the page (Trash > Business, not Business, on business/trash).
 */
export function isActive(entry: MenuEntry, pathname: string) {
  if (!covers(entry, pathname)) return false;
  return !MENU_ENTRIES.some((other) => other.path.length > entry.path.length && covers(other, pathname));
}
