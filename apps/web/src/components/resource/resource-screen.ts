import type { PagingQuery, OperationName, RoutePattern } from '@glassdesk/shared';
import type { ErrorStyle } from '../../lib/api-error';
import type { Column, ListQueryResult } from '../server-table/server-table';
import type { ConfirmOptions } from '../use-delete-confirm';

/** A confirmation's texts and how a refusal shows (spec §8); what it runs comes from the resource. */
export type ConfirmTexts = Omit<ConfirmOptions, 'remove'>;

/**
 * What a resource's screens say and where they link (react-admin's lesson): the list, its Add and Edit actions,
 * the delete confirmation and the add/update pages all read it, so a page only names its columns and fields.
 */
export type ResourceScreen<T> = {
  /** The list's title and its table's name, e.g. 'Cities'; the forms' breadcrumb back to it. */
  title: string;
  /** One record as buttons and titles say it: 'Add City', 'Edit City', 'Update City', 'Delete City'. */
  noun: string;
  /** The list's address; the add form is `${path}/add`, a record's form `${path}/${id}`. */
  path: string;
  /** spec §2 route table: the routes whose operations offer Add and Edit (left out: the list has neither). */
  addRoute?: RoutePattern;
  editRoute?: RoutePattern;
  /** The columns before Action; the first opens the record where the user may edit it. */
  columns: Column<T>[];
  /** A row's name in its buttons' accessible names ("Delete City Oslo"). */
  rowName: (row: T) => string;
  /** The operation that offers Delete, and its confirmation. */
  remove: ConfirmTexts & { operation: OperationName };
  /** The Action column's width; 120 px by default (90 without Edit). */
  actionWidth?: number;
  /** Tighter cells for a list with many columns. */
  dense?: boolean;
  /** The add and update forms' success messages and error rule (spec §8). */
  saved?: { added: string; updated: string; errorStyle: ErrorStyle };
};

/** The hooks of a crud resource a list screen reads. */
export type ListResource<T> = {
  useList: (query: PagingQuery) => ListQueryResult<T>;
  useDelete: () => { mutateAsync: (id: number) => Promise<unknown> };
};
