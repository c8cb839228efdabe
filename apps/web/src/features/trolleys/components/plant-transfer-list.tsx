import { useId } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TROLLEY_MESSAGES, type Trolley, type TrolleySortColumn } from '@glassdesk/shared';
import { ActionButton } from '../../../components/async-action-button';
import { PageHeader } from '../../../components/page-header';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useNotify } from '../../../components/snackbar';
import { ApiError, formatApiError } from '../../../lib/api-error';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { parseId } from '../../../lib/use-id-param';
import { useActingPlants, useCheckinTrolley, useCheckoutTrolley, useTransferTrolleys, type TransferDirection } from '../api/trolleys';
import { offersMove } from './offered-moves';
import { trolleyColumns } from './trolley-columns';

// The success messages say what happened to which trolley (the spec gives no text for these two).
const TEXT = {
  checkout: {
    title: 'Trolley Checkout',
    button: 'Checkout',
    success: (t: Trolley) => `Checked out: ${t.name} is on the road to ${t.to_plant_name ?? 'its destination'}.`,
  },
  checkin: {
    title: 'Trolley Checkin',
    button: 'Check-in',
    success: (t: Trolley) => `Checked in: ${t.name} is on plant at ${t.to_plant_name ?? 'its destination'}.`,
  },
} as const;

/**
 * spec §2 "Trolley Checkout and Trolley Checkin": a selector of the user's plants on top (kept in the URL as
 * `plant`), and the table 'List Trolley' of the PlantChange trolleys leaving (checkout) or arriving at (check-in)
 * that plant. The row's button posts plantdropoff / onplant and the list reloads (spec §4).
 */
export function PlantTransferList({ which }: { which: TransferDirection }) {
  const text = TEXT[which];
  const notify = useNotify();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const plants = useActingPlants();
  const options = plants.data ?? [];
  const requested = parseId(params.get('plant') ?? undefined);
  const plantId = requested !== null && options.some((p) => p.id === requested) ? requested : null;
  const { query } = useListParams<TrolleySortColumn>();
  const trolleys = useTransferTrolleys(which, plantId, query);
  const checkout = useCheckoutTrolley();
  const checkin = useCheckinTrolley();
  const canMove = useHasOperation('Update Trolley');
  const canViewTrolley = useCanOpen('trolleys/:trolleyId');
  const canViewCustomer = useCanOpen('customers/:customerId');

  const choosePlant = (value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set('plant', value);
      else next.delete('plant');
      next.delete('page');
      return next;
    });

  const move = async (t: Trolley) => {
    try {
      if (which === 'checkout') await checkout.mutateAsync(t);
      else await checkin.mutateAsync(t);
      notify.success(text.success(t));
    } catch (error) {
      // spec §8: a check-in whose trolley is no longer there says 'something went wrong'.
      if (which === 'checkin' && error instanceof ApiError && error.status === 404) notify.error(TROLLEY_MESSAGES.checkinNoRow);
      else notify.error(formatApiError(error, 'field'));
    }
  };

  const c = trolleyColumns({ canViewTrolley, canViewCustomer });
  const columns: Column<Trolley>[] = [
    c.image,
    c.name,
    c.uid,
    c.customer,
    c.status,
    c.serial,
    c.certified,
    c.expiry,
    c.created,
    c.updated,
    c.fromPlant,
    c.toPlant,
    {
      id: 'action',
      label: 'Action',
      render: (t) =>
        // The lifecycle table: only a PlantChange trolley is checked out (a DropOff one has left), both are checked in,
        // at the plant it names (the one it leaves, its destination): here the chosen plant, one of the user's.
        canMove &&
        offersMove(t, which, options) && (
          <ActionButton variant="contained" size="small" onClick={() => move(t)} aria-label={`${text.button} ${t.name}`} sx={{ whiteSpace: 'nowrap' }}>
            {text.button}
          </ActionButton>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={text.title} />
      {plants.isPending && <LinearProgress aria-label="Loading" />}
      {plants.isError && <Alert severity="error">{formatApiError(plants.error, 'field')}</Alert>}
      {plants.data && options.length === 0 && <Alert severity="warning">{TROLLEY_MESSAGES.noPlants}</Alert>}
      {options.length > 0 && (
        <>
          <Paper sx={{ p: 2, mb: 2 }}>
            <TextField select id={selectId} label="Plant" value={plantId ?? ''} onChange={(event) => choosePlant(event.target.value)} sx={{ width: { xs: '100%', sm: 320 } }}>
              {options.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          </Paper>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            List Trolley
          </Typography>
          {plantId === null ? (
            <Alert severity="info">{TROLLEY_MESSAGES.selectPlant}</Alert>
          ) : (
            <ServerTable dense label="List Trolley" columns={columns} query={trolleys} rowKey={(t) => t.id} />
          )}
        </>
      )}
    </>
  );
}
