import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import type { OperationName, PagingQuery, RoutePattern } from '@glassdesk/shared';
import { canOpen } from '../../lib/permissions';
import { useOperations } from '../../lib/session';
import { PageHeader } from '../page-header';
import { RowButton, RowButtons } from '../row-actions';
import { ServerTable, type Column, type ListQueryResult } from '../server-table/server-table';
import { useListParams } from '../server-table/use-list-params';
import { useConfirmAction } from '../use-delete-confirm';
import type { ConfirmTexts } from './resource-screen';

/** A row action of a trash list, asked first: restore, or delete for good. */
export type TrashAction<T> = ConfirmTexts & {
  /** e.g. 'Restore Business': the tooltip, and with the row's name the button's accessible name. */
  label: string;
  kind: 'restore' | 'purge';
  operation: OperationName;
  run: (id: number) => Promise<unknown>;
  /** The tooltip when it says more than the label. */
  tooltip?: (row: T) => string;
  /** Whether the row offers it (e.g. the trolleys' lifecycle table); every row by default. */
  offers?: (row: T) => boolean;
};

/** What a trash screen says and offers (spec §2 trash lists, §4 restore, §8 confirmations). */
export type TrashScreen<T> = {
  /** The title and the table's name, e.g. 'Business Trash'. */
  title: string;
  /** The live list, in the breadcrumb when the user may open it. */
  list: { label: string; route: RoutePattern; path: string };
  /** The columns before Action, unless the page passes them (they depend on the user: the tickets' links). */
  columns?: Column<T>[];
  rowName: (row: T) => string;
  actions: TrashAction<T>[];
  actionWidth: number;
  dense?: boolean;
};

type Props<T extends { id: number }> = {
  screen: TrashScreen<T>;
  resource: { useTrash: (query: PagingQuery) => ListQueryResult<T>; useInvalidate: () => () => Promise<void> };
  columns?: Column<T>[];
};

const ICONS = { restore: <RestoreFromTrashIcon fontSize="small" />, purge: <DeleteForeverIcon fontSize="small" /> };
const COLORS = { restore: 'primary', purge: 'error' } as const;

/** A trash list: the deleted rows of a resource, each restorable (or deleted for good) after a confirmation. */
export function TrashPage<T extends { id: number }>({ screen, resource, columns = screen.columns ?? [] }: Props<T>) {
  const { query } = useListParams();
  const deleted = resource.useTrash(query);
  const invalidate = resource.useInvalidate();
  const confirmation = useConfirmAction();
  const operations = useOperations();
  const offered = screen.actions.filter((action) => operations.has(action.operation));
  // Once an action has run, every screen that shows the resource (its list, the trash, counts) refreshes.
  const ask = (row: T, { run, ...action }: TrashAction<T>) =>
    confirmation.ask(row.id, {
      ...action,
      remove: async (id) => {
        await run(id);
        await invalidate();
      },
    });

  const action: Column<T> = {
    id: 'action',
    label: 'Action',
    width: screen.actionWidth,
    render: (row) => {
      const actions = offered.filter((a) => a.offers?.(row) ?? true);
      return (
        actions.length > 0 && (
          <RowButtons>
            {actions.map((a) => (
              <RowButton
                key={a.label}
                label={a.label}
                name={screen.rowName(row)}
                tooltip={a.tooltip?.(row)}
                icon={ICONS[a.kind]}
                color={COLORS[a.kind]}
                onClick={() => ask(row, a)}
              />
            ))}
          </RowButtons>
        )
      );
    },
  };

  return (
    <>
      <PageHeader title={screen.title} crumbs={canOpen(screen.list.route, operations) ? [{ label: screen.list.label, to: screen.list.path }] : []} />
      <ServerTable dense={screen.dense} label={screen.title} columns={[...columns, action]} query={deleted} rowKey={(row) => row.id} />
      {confirmation.dialog}
    </>
  );
}
