import { Link as RouterLink } from 'react-router';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { Trolley } from '@glassdesk/shared';
import { dayCell, nowrap } from '../../../components/cells';
import type { Column } from '../../../components/server-table/server-table';
import { formatExpiry, isExpired, personName, PROVIDER_LABEL, thumbnailOf } from './format';
import { TrolleyStatusChip } from './trolley-status-chip';

export function TrolleyThumb({ trolley, size = 36 }: { trolley: Pick<Trolley, 'name' | 'trolley_photo_url'>; size?: number }) {
  if (!trolley.trolley_photo_url) return <Box sx={{ width: size, height: size, borderRadius: 1, bgcolor: 'action.hover' }} aria-hidden />;
  return (
    <Box
      component="img"
      src={thumbnailOf(trolley.trolley_photo_url)}
      alt={`Trolley ${trolley.name}`}
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

/** spec §2: "Yes with tick, or No". */
export function Certified({ value }: { value: boolean }) {
  return value ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      Yes <CheckCircleIcon fontSize="small" color="success" aria-hidden />
    </Box>
  ) : (
    <span>No</span>
  );
}

/** spec §2: the expiry date with a warning marker once it has passed. */
export function Expiry({ iso }: { iso: string | null }) {
  if (!iso) return null;
  const expired = isExpired(iso);
  return (
    // The date keeps the text colour (orange text fails contrast on white); the warning icon and weight mark it.
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', fontWeight: expired ? 600 : undefined }}>
      {formatExpiry(iso)}
      {expired && (
        <Tooltip title="Expired">
          <WarningAmberIcon fontSize="small" color="warning" titleAccess="Expired" />
        </Tooltip>
      )}
    </Box>
  );
}

/** spec §2: a link to the customer, or the provider's label when no customer holds the trolley. */
export function CustomerCell({ trolley, canView }: { trolley: Pick<Trolley, 'customer'>; canView: boolean }) {
  const { customer } = trolley;
  if (!customer)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {PROVIDER_LABEL}
      </Box>
    );
  if (!canView) return <>{personName(customer)}</>;
  return (
    <Link component={RouterLink} to={`/dashboard/customers/${customer.id}`}>
      {personName(customer)}
    </Link>
  );
}

type Options = { canViewTrolley: boolean; canViewCustomer: boolean };

/** The trolley columns the lists share, by their SPEC §3 sort names; each page picks and orders them. */
export function trolleyColumns({ canViewTrolley, canViewCustomer }: Options) {
  const columns = {
    image: { id: 'image', label: 'Image', width: 44, phone: 'media', render: (t) => <TrolleyThumb trolley={t} /> },
    name: {
      id: 'name',
      label: 'Trolley Name',
      sortable: true,
      render: (t) =>
        canViewTrolley ? (
          <Link component={RouterLink} to={`/dashboard/trolleys/${t.id}`}>
            {t.name}
          </Link>
        ) : (
          t.name
        ),
    },
    // A short code stays on one line; a long one (up to 36 characters) wraps rather than widening the table.
    uid: {
      id: 'uid',
      label: 'UID',
      sortable: true,
      render: (t) =>
        t.uid.length <= 14 ? (
          nowrap(t.uid)
        ) : (
          <Box component="span" sx={{ display: 'block', maxWidth: 112, wordBreak: 'break-all' }}>
            {t.uid}
          </Box>
        ),
    },
    customer: { id: 'customer', label: 'Customer Name', sortable: true, render: (t) => <CustomerCell trolley={t} canView={canViewCustomer} /> },
    status: { id: 'trolley_status', label: 'Status', sortable: true, phone: 'aside', render: (t) => <TrolleyStatusChip status={t.trolley_status} /> },
    serial: { id: 'serial_number', label: 'Serial Number', sortable: true, render: (t) => t.serial_number ?? '' },
    certified: { id: 'is_certified', label: 'Certified', sortable: true, render: (t) => <Certified value={t.is_certified} /> },
    expiry: { id: 'expiry_date', label: 'Expiry Date', sortable: true, render: (t) => <Expiry iso={t.expiry_date} /> },
    plant: { id: 'plant', label: 'Plant', sortable: true, render: (t) => t.plant?.name ?? '' },
    created: { id: 'created_at', label: 'Create Date', sortable: true, render: (t) => dayCell(t.created_at) },
    updated: { id: 'updated_at', label: 'Last Update', sortable: true, render: (t) => dayCell(t.updated_at) },
    fromPlant: { id: 'from_plant_name', label: 'From Plant', sortable: true, render: (t) => t.from_plant_name ?? '' },
    toPlant: { id: 'to_plant_name', label: 'To Plant', sortable: true, render: (t) => t.to_plant_name ?? '' },
  } satisfies Record<string, Column<Trolley>>;
  return columns;
}
