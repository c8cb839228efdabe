import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MESSAGES, UserPlantCreateSchema, type UserPlantCreate, type UserPlantFormInput } from '@glassdesk/shared';
import { FormSelect } from '../../../components/form/form-select';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { usePlantOptions } from '../../../lookups/use-plant-options';
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

  const onRemove = async (entryId: number) => {
    try {
      await remove.mutateAsync(entryId);
      notify.success(MESSAGES.deleted);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    }
  };

  return (
    <Paper component="section" aria-labelledby="user-plants-title" sx={{ p: 3, maxWidth: 640, mt: 3 }}>
      <Typography id="user-plants-title" variant="h6" component="h2" sx={{ mb: 1 }}>
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
              <Tooltip title="Remove Plant">
                <IconButton edge="end" aria-label="Remove Plant" color="error" size="small" disabled={remove.isPending} onClick={() => onRemove(entry.id)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText primary={entry.plant.name} />
          </ListItem>
        ))}
      </List>
      <Stack component="form" noValidate direction="row" spacing={2} alignItems="flex-start" sx={{ mt: 2 }} onSubmit={handleSubmit(onAdd)}>
        <FormSelect control={control} name="plant_id" label="Plant" options={choices} size="small" />
        <Button type="submit" variant="contained" disabled={add.isPending} sx={{ mt: 0.5 }}>
          Add
        </Button>
      </Stack>
    </Paper>
  );
}
