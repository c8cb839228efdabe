import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, UserPlantCreateSchema, type UserPlantCreate, type UserPlantFormInput } from '@glassdesk/shared';
import { AsyncIconButton } from '../../../components/async-action-button';
import { FormAutocomplete } from '../../../components/form/form-autocomplete';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';
import { rowActionLabel } from '../../../components/row-actions';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { matching, usePlantOptions } from '../../../lookups/use-plant-options';
import { useAddUserPlant, useRemoveUserPlant, useUserPlants } from '../api/users';

/** spec §2: a user's plants: the entries, each with its delete, and a Plant choice with Add. */
export function UserPlants({ userId }: { userId: number }) {
  const notify = useNotify();
  const entries = useUserPlants(userId);
  const plants = usePlantOptions();
  const add = useAddUserPlant(userId);
  const remove = useRemoveUserPlant(userId);
  const { control, handleSubmit, reset } = useForm<UserPlantFormInput, unknown, UserPlantCreate>({
    resolver: zodResolver(UserPlantCreateSchema),
    defaultValues: { plant_id: null },
  });
  // Plants already assigned are not offered again (the server refuses a second entry with a 409 anyway).
  const assigned = new Set((entries.data ?? []).map((entry) => entry.plant.id));
  const choices = plants.options.filter((plant) => !assigned.has(plant.id));
  // Searchable: the typed text narrows the plants not yet assigned (GET /plant/all is one short list).
  const usePlantChoices = (search: string) => ({ options: matching(choices, search), loading: plants.loading });

  const onAdd = async (values: UserPlantCreate) => {
    try {
      await add.mutateAsync(values);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
      return;
    }
    notify.success(MESSAGES.added);
    reset({ plant_id: null });
  };

  // One click is one request: a second submit while the first runs is dropped (a ref guard, not only state).
  const addSubmit = useSubmitGuard(handleSubmit(onAdd));

  const heading = useRef<HTMLHeadingElement>(null);
  const onRemove = async (entryId: number) => {
    try {
      await remove.mutateAsync(entryId);
      notify.success(MESSAGES.deleted);
      // The entry and its button are gone: focus goes to the section's heading, not to the page body.
      heading.current?.focus();
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    }
  };

  return (
    <Paper component="section" aria-labelledby="user-plants-title" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, mt: 3 }}>
      <Typography ref={heading} tabIndex={-1} id="user-plants-title" variant="h6" component="h2" sx={{ mb: 1, '&:focus': { outline: 'none' } }}>
        Plants
      </Typography>
      {entries.isPending && <LinearProgress aria-label="Loading plants" />}
      {entries.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No plants assigned.
        </Typography>
      )}
      <List dense aria-label="Assigned plants">
        {entries.data?.map((entry) => (
          <ListItem
            key={entry.id}
            divider
            secondaryAction={
              <AsyncIconButton
                edge="end"
                label={rowActionLabel('Remove Plant', entry.plant.name)}
                title="Remove Plant"
                color="error"
                icon={<DeleteIcon fontSize="small" />}
                onClick={() => onRemove(entry.id)}
              />
            }
          >
            <ListItemText primary={entry.plant.name} sx={{ overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
      <Stack component="form" noValidate direction="row" spacing={2} alignItems="flex-start" sx={{ mt: 2 }} onSubmit={addSubmit.onSubmit}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <FormAutocomplete control={control} name="plant_id" label="Plant" useOptions={usePlantChoices} />
        </Box>
        <Button type="submit" variant="contained" loading={addSubmit.busy || add.isPending} loadingPosition="start" sx={{ mt: 1.25, flexShrink: 0 }}>
          Add
        </Button>
      </Stack>
    </Paper>
  );
}
