import { Fragment, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { formatApiError } from '../../lib/api-error';
import { useIdParam } from '../../lib/use-id-param';
import { StaleSaveAlert, useStaleSave } from '../form/stale-save';
import { useSaveHandler } from '../form/use-save-handler';
import { PageHeader } from '../page-header';
import type { ResourceScreen } from './resource-screen';

type FormScreen = Pick<ResourceScreen<never>, 'title' | 'noun' | 'path' | 'editRoute'> & Required<Pick<ResourceScreen<never>, 'saved'>>;
type Mutation<V> = { mutateAsync: (values: V) => Promise<unknown>; isPending: boolean };
/** What the page hands its form: the guarded submit handler and whether a save runs. */
export type FormProps<V> = { submitting: boolean; onSubmit: (values: V) => Promise<void> };

const crumbs = (screen: FormScreen) => [{ label: screen.title, to: screen.path }];

/** An add screen: "Add City" under its list's breadcrumb; a save says so (spec §8) and goes back to the list. */
export function ResourceAddPage<V>({
  screen,
  resource,
  children,
}: {
  screen: FormScreen;
  resource: { useCreate: () => Mutation<V> };
  children: (form: FormProps<V>) => ReactNode;
}) {
  const create = resource.useCreate();
  const { added, errorStyle } = screen.saved;
  const onSubmit = useSaveHandler({ save: create.mutateAsync, successMessage: added, backTo: screen.path, errorStyle });
  return (
    <>
      <PageHeader title={`Add ${screen.noun}`} crumbs={crumbs(screen)} />
      {children({ submitting: create.isPending, onSubmit })}
    </>
  );
}

type EditProps<Item, V> = {
  screen: FormScreen;
  resource: {
    useOne: (id: number) => { data?: Item; isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
    useUpdate: (id: number) => Mutation<V>;
    /** The record's API path ('/business/3'): its ETag is the version the form saves from (If-Match). */
    itemPath: (id: number) => string;
  };
  /** The form, once the record has loaded. */
  children: (item: Item, form: FormProps<V>) => ReactNode;
  /** Between the header and the form, e.g. a business's tabs. */
  header?: (id: number) => ReactNode;
};

/**
 * An update screen: the record of the id in the URL (its edit route's parameter) in its form. The form saves from the
 * version it opened (CONTRACT "Concurrent edits"): when someone else saved first, it keeps what the user typed above
 * a choice between their version and a save over it.
 */
export function ResourceEditPage<Item, V>({ screen, resource, children, header }: EditProps<Item, V>) {
  // Its last parameter: 'cities/:cityId' -> 'cityId', 'trolleys/:trolleyId/edit' -> 'trolleyId'
  const id = useIdParam(screen.editRoute?.match(/:(\w+)(?!.*:)/)?.[1] ?? 'id');
  const record = resource.useOne(id);
  const update = resource.useUpdate(id);
  const versioned = useStaleSave<V>(resource.itemPath(id), { loaded: record.data !== undefined });
  const { updated, errorStyle } = screen.saved;
  const onSubmit = useSaveHandler({ save: update.mutateAsync, successMessage: updated, backTo: screen.path, errorStyle, onRefused: versioned.refused });
  const loadTheirs = async () => {
    await record.refetch();
    versioned.startOver();
  };
  const saveMine = async () => {
    const values = versioned.overwrite();
    if (values !== undefined) await onSubmit(values);
  };
  return (
    <>
      <PageHeader title={`Update ${screen.noun}`} crumbs={crumbs(screen)} />
      {header?.(id)}
      {record.isPending && <LinearProgress aria-label="Loading" />}
      {record.isError && <Alert severity="error">{formatApiError(record.error, errorStyle)}</Alert>}
      {versioned.stale && <StaleSaveAlert stale={versioned.stale} onLoadTheirs={loadTheirs} onSaveMine={saveMine} />}
      {record.data && <Fragment key={versioned.opened}>{children(record.data, { submitting: update.isPending, onSubmit })}</Fragment>}
    </>
  );
}
