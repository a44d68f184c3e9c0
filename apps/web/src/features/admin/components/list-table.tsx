import type { ReactNode } from 'react';
import { EmptyRow, LoadingRows, Table, TBody, THead } from './admin-table';
import { Pager, type PagerProps } from './pager';
import { LoadError } from './query-state';

type ListQuery = {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  isPlaceholderData: boolean;
  isFetching: boolean;
};

type ListTableProps<Row> = {
  /** The query behind the rows: its error replaces the table, its placeholder data is dimmed. */
  query: ListQuery;
  /** Undefined while loading. */
  rows: Row[] | undefined;
  caption: string;
  /** The header cells. */
  head: ReactNode;
  columns: number;
  /** What the empty table says (that nothing matches, or that there is nothing yet). */
  empty: ReactNode;
  /** One TR with its key. */
  row: (row: Row) => ReactNode;
  /** Page links under the table, for a paged list. */
  pager?: PagerProps | null;
  /** Marks the table busy while the query refetches. */
  busyWhileFetching?: boolean;
};

/** A back-office list: load error with retry, grey rows while loading, the empty message, then the pager. */
export function ListTable<Row>({
  query,
  rows,
  caption,
  head,
  columns,
  empty,
  row,
  pager,
  busyWhileFetching,
}: ListTableProps<Row>) {
  if (query.isError && !rows) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <Table
        aria-busy={busyWhileFetching ? query.isFetching : undefined}
        className={query.isPlaceholderData ? 'opacity-60' : undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <THead>
          <tr>{head}</tr>
        </THead>
        <TBody>
          {!rows ? (
            <LoadingRows columns={columns} />
          ) : rows.length === 0 ? (
            <EmptyRow colSpan={columns}>{empty}</EmptyRow>
          ) : (
            rows.map(row)
          )}
        </TBody>
      </Table>
      {pager ? <Pager {...pager} /> : null}
    </>
  );
}
