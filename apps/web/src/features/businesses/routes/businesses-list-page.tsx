import GroupsIcon from '@mui/icons-material/Groups';
import SettingsIcon from '@mui/icons-material/Settings';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { RowButton } from '../../../components/row-actions';
import { useCanOpen } from '../../../lib/permissions';
import { businesses, businessScreen } from '../api/businesses';

/** spec §2 "Businesses": list, add, edit, delete with confirmation; each row leads to its employees and ticket settings. */
export default function BusinessesListPage() {
  const canViewEmployees = useCanOpen('business/:businessId/customers');
  const employees = (id: number) => `/dashboard/business/${id}/customers`;

  return (
    <ResourceListPage
      resource={businesses}
      screen={businessScreen}
      // The name opens the business: its edit screen, or its employees for a user who may only view it.
      recordPath={(b, canEdit) => (canEdit ? `/dashboard/business/${b.id}` : canViewEmployees ? employees(b.id) : null)}
      rowButtons={(b, canEdit) => (
        <>
          {canViewEmployees && <RowButton label={`Employees of ${b.name}`} to={employees(b.id)} icon={<GroupsIcon fontSize="small" />} />}
          {canEdit && <RowButton label={`Ticket Settings of ${b.name}`} to={`/dashboard/business/${b.id}/settings`} icon={<SettingsIcon fontSize="small" />} />}
        </>
      )}
    />
  );
}
