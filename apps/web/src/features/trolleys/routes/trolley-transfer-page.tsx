import { useCallback, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  statusesAllowing,
  trolleyMoveAllowed,
  trolleyStatusLabel,
  TrolleyTransferSchema,
  type Trolley,
  type TrolleyTransfer,
  type TrolleyTransferFormInput,
} from '@glassdesk/shared';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { PageHeader } from '../../../components/page-header';
import { PhotosField } from '../../../components/photo-picker/photos-field';
import { useIdParam } from '../../../lib/use-id-param';
import { usePlantOptions } from '../../../lookups/use-plant-options';
import { useActingPlants, useTransferTrolley, useTrolley } from '../api/trolleys';
import { offersMove } from '../components/offered-moves';
import { transferMessage } from '../handover/move-messages';

const BACK = '/dashboard/trolleys';

function TransferForm({ trolley }: { trolley: Trolley }) {
  const transfer = useTransferTrolley(trolley.id);
  const plants = usePlantOptions();
  const { control, handleSubmit, formState } = useForm<TrolleyTransferFormInput, unknown, TrolleyTransfer>({
    resolver: zodResolver(TrolleyTransferSchema),
    defaultValues: { name: '', to_plant_id: null, note: '', images: [], no_of_bars: 0, from_plant_id: trolley.plant?.id ?? null },
  });
  const [photosBusy, setPhotosBusy] = useState(false);
  const onPhotosBusy = useCallback((busy: boolean) => setPhotosBusy(busy), []);
  // spec §4: the destination list excludes the current plant.
  const destinations = plants.options.filter((p) => p.id !== trolley.plant?.id);
  const toPlantId = useWatch({ control, name: 'to_plant_id' });
  const destination = destinations.find((p) => p.id === toPlantId);
  const onSubmit = useSaveHandler({
    save: (body: TrolleyTransfer) => transfer.mutateAsync({ ...body, from_plant_id: trolley.plant?.id ?? null }),
    successMessage: transferMessage(trolley.name, trolley.plant?.name ?? '', destination?.name ?? 'another plant'),
    backTo: BACK,
    errorStyle: 'field',
  });
  return (
    <FormPaper onSubmit={handleSubmit((values) => (photosBusy ? Promise.resolve() : onSubmit(values)))}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {trolley.name} ({trolley.uid}) is at <strong>{trolley.plant?.name}</strong>.
      </Typography>
      <Stack spacing={2.5}>
        <FormTextField control={control} name="name" label="Name" required autoFocus helperText="Who takes the trolley, or the transfer's reference." />
        <FormSelect control={control} name="to_plant_id" label="Destination Plant" required options={destinations} />
        <FormTextField control={control} name="note" label="Note" multiline rows={3} />
        <Controller
          control={control}
          name="images"
          render={({ field }) => <PhotosField label="Photos" value={field.value ?? []} onChange={field.onChange} onBusyChange={onPhotosBusy} />}
        />
      </Stack>
      <FormActions backTo={BACK} submitLabel="Transfer" submitting={transfer.isPending || photosBusy} dirty={formState.isDirty} />
    </FormPaper>
  );
}

/**
 * spec §4 transfer: where the lifecycle table allows it (an OnPlant trolley) at the plant it names (the trolley's, one
 * of the user's), to another plant (PlantChange). Otherwise the page says which of the two is missing.
 */
export default function TrolleyTransferPage() {
  const id = useIdParam('trolleyId');
  const trolley = useTrolley(id);
  const acting = useActingPlants();
  const t = trolley.data;
  const allowed = !!t && trolleyMoveAllowed(t.trolley_status, 'transfer');
  const mine = !!t && offersMove(t, 'transfer', acting.data ?? []);

  return (
    <>
      <PageHeader title="Transfer Trolley" crumbs={[{ label: 'Trolleys', to: BACK }]} />
      {(trolley.isPending || acting.isPending) && <LinearProgress aria-label="Loading" />}
      {t && acting.data && !allowed && (
        <Alert severity="warning">
          Only a trolley that is {statusesAllowing('transfer').map(trolleyStatusLabel).join(' or ')} can be transferred; {t.name} is {trolleyStatusLabel(t.trolley_status)}.
        </Alert>
      )}
      {t && acting.data && allowed && !mine && (
        <Alert severity="warning">
          {t.plant?.name} is not one of your plants, so you cannot transfer {t.name}.
        </Alert>
      )}
      {t && acting.data && mine && <TransferForm trolley={t} />}
    </>
  );
}
