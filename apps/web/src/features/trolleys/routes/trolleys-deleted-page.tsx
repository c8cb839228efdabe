import type { Trolley } from '@glassdesk/shared';
import { dayCell } from '../../../components/cells';
import { TrashPage } from '../../../components/resource/trash-page';
import type { Column } from '../../../components/server-table/server-table';
import { trolleys, trolleyTrash } from '../api/trolleys';
import { trolleyColumns } from '../components/trolley-columns';

// A deleted trolley's name links nowhere (its page is for live trolleys) and the list has no customer column.
const c = trolleyColumns({ canViewTrolley: false, canViewCustomer: false });
const columns: Column<Trolley>[] = [
  c.image,
  c.name,
  c.uid,
  c.status,
  c.plant,
  c.serial,
  c.certified,
  c.expiry,
  c.created,
  { id: 'deleted_at', label: 'Deleted', render: (t) => dayCell(t.deleted_at) },
];

/** spec §2 "Deleted Trolleys": the deleted list, each row restorable after a confirmation (spec §4). */
export default function TrolleysDeletedPage() {
  return <TrashPage resource={trolleys} screen={trolleyTrash} columns={columns} />;
}
