import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { DetailPanel } from './detail-panel';
import { rowKeyAction } from './row-keys';
import { nextOrder, sortRows, type SortOrder, type SortValue } from './sort-rows';
import styles from './data-table.module.css';

export interface Column<Row> {
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  /** What the column sorts by; without it the column is not sortable. */
  sortValue?(row: Row): SortValue;
  /** Also shown on a phone (the first column always is). */
  narrow?: boolean;
  /** Figures line up at the end of the cell, on one line. */
  numeric?: boolean;
  /** Kept on one line (a protocol, a date). */
  nowrap?: boolean;
}

/** The attributes a column gives its cells: hidden on a phone unless narrow (the first never is), aligned, unwrapped. */
function cellProps<Row>(column: Column<Row>, first: boolean) {
  return {
    className: column.narrow || first ? undefined : styles.wide,
    'data-numeric': column.numeric ? '' : undefined,
    'data-nowrap': column.nowrap ? '' : undefined,
  };
}

/** The server's further pages, for a list it sends a page at a time. */
export interface ServerPages {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  load(): void;
}

interface TableProps<Row> {
  label: string;
  columns: readonly Column<Row>[];
  /** Undefined while the first answer is on its way. */
  rows: readonly Row[] | undefined;
  loadingText: string;
  emptyText: string;
  /** Shown instead of the table when the rows could not be loaded (a LoadFailure, say). */
  error?: ReactNode;
  pageSize?: number;
  more?: ServerPages;
  /** The order the rows come in, shown on its column (no column: as they come). */
  initialOrder?: SortOrder;
  /** What a row opens in the DetailPanel: its title and content. Without it rows open nothing. */
  detail?: { title(row: Row): string; render(row: Row): ReactNode };
  /** The open row, for screens whose tables share one panel; uncontrolled when left out. */
  open?: string | null;
  onOpenChange?(key: string | null): void;
}

/** A row's key (the open row, React's key) is its `id`; rows without a string `id` say theirs. */
type RowKeyProps<Row> = Row extends { id: string } ? { rowKey?(row: Row): string } : { rowKey(row: Row): string };
export type DataTableProps<Row> = TableProps<Row> & RowKeyProps<Row>;
type KeyedProps<Row> = TableProps<Row> & { rowKey?(row: Row): string };
const keyById = (row: unknown) => (row as { id: string }).id;

const PAGE_SIZE = 20;

export function CellNote({ children }: { children: ReactNode }) {
  return <span className={styles.cellNote}>{children}</span>;
}

const sameOrder = (a: SortOrder, b: SortOrder | undefined) => a.column === b?.column && a.direction === b.direction;

/** A desk table (sorting, pages, a row opening a DetailPanel; README.md); keyed per filter, so it starts afresh. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, loadingText, emptyText, error, pageSize = PAGE_SIZE, more, detail } = props;
  const { rowKey = keyById } = props as KeyedProps<Row>;
  const [order, setOrder] = useState<SortOrder | null>(props.initialOrder ?? null);
  const [asked, setAsked] = useState(0);
  const [ownOpen, setOwnOpen] = useState<string | null>(null);
  const [focusPanel, setFocusPanel] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<number | null>(null);
  const lastOpenIndex = useRef(-1);

  const controlled = props.open !== undefined;
  const openKey = controlled ? props.open : ownOpen;
  const setOpen = (key: string | null, focus: boolean) => {
    setFocusPanel(focus);
    if (controlled) props.onOpenChange?.(key);
    else setOwnOpen(key);
  };

  const sortColumn = columns.find((column) => column.id === order?.column);
  const sorted = useMemo(() => (rows ? sortRows(rows, sortColumn?.sortValue, order) : []), [rows, sortColumn, order]);
  const loadedPages = Math.max(1, Math.ceil(sorted.length / pageSize));
  // A page asked for beyond those loaded shows once the server's next page is in.
  const page = Math.min(asked, loadedPages - 1);
  const pageRows = sorted.slice(page * pageSize, (page + 1) * pageSize);
  const openIndex = pageRows.findIndex((row) => rowKey(row) === openKey);
  const openRow = openIndex >= 0 ? pageRows[openIndex] : undefined;

  const rowButtons = () => [...(wrapper.current?.querySelectorAll<HTMLElement>('[data-desk-row]') ?? [])];
  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    rowButtons().at(target)?.focus();
  });
  useEffect(() => {
    if (openIndex >= 0) {
      lastOpenIndex.current = openIndex;
      return;
    }
    if (lastOpenIndex.current < 0) return;
    // The open row left the list: the panel went with it, so the focus goes to the row now in its place.
    const at = Math.min(lastOpenIndex.current, pageRows.length - 1);
    lastOpenIndex.current = -1;
    const active = document.activeElement;
    if (at >= 0 && (active === null || active === document.body)) rowButtons()[at]?.focus();
  }, [openIndex, pageRows.length]);

  const canNext = page + 1 < loadedPages || Boolean(more?.hasMore);
  function goTo(next: number) {
    setAsked(next);
    if (next >= loadedPages && more?.hasMore && !more.loading) more.load();
  }

  function move(from: number, by: number) {
    if (from < 0) return rowButtons()[0]?.focus();
    const to = from + by;
    if (to >= 0 && to < pageRows.length) {
      const row = pageRows[to]!;
      if (openRow) setOpen(rowKey(row), false);
      rowButtons()[to]?.focus();
    } else if (to >= pageRows.length && canNext) {
      focusAfter.current = 0;
      goTo(page + 1);
    } else if (to < 0 && page > 0) {
      focusAfter.current = -1;
      goTo(page - 1);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const onRow = rowButtons().indexOf(target);
    const action = rowKeyAction(event, { onRow: onRow >= 0, panelOpen: openRow !== undefined });
    if (!action) return;
    event.preventDefault();
    if (action === 'close') {
      setOpen(null, false);
      focusAfter.current = openIndex;
      return;
    }
    move(onRow >= 0 ? onRow : openIndex, action === 'next' ? 1 : -1);
  }

  function openFromClick(event: MouseEvent<HTMLTableRowElement>, key: string) {
    // A tap anywhere on the row opens it, unless it was on a control of its own.
    const control = (event.target as HTMLElement).closest('a, button, input, select, textarea');
    if (control && !control.hasAttribute('data-desk-row')) return;
    setOpen(key, true);
  }

  if (error) return <>{error}</>;
  if (!rows) return <p role="status">{loadingText}</p>;
  if (rows.length === 0) return <p className={styles.empty}>{emptyText}</p>;

  const from = page * pageSize + 1;
  const to = page * pageSize + pageRows.length;
  const waiting = asked > page;
  return (
    <div className={styles.layout} ref={wrapper} onKeyDown={onKeyDown} data-open={openRow ? '' : undefined}>
      <div className={styles.main}>
        <div className={styles.scroll}>
          <table className={styles.table} aria-label={label}>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th
                    key={column.id}
                    scope="col"
                    {...cellProps(column, index === 0)}
                    aria-sort={
                      order?.column === column.id ? (order.direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className={styles.sort}
                        onClick={() => {
                          setOrder(nextOrder(order, column.id));
                          setAsked(0);
                        }}
                      >
                        {column.header}
                        <span className={styles.arrow} aria-hidden="true" />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pageRows.map((row) => {
                const key = rowKey(row);
                const [first, ...rest] = columns;
                return (
                  <tr
                    key={key}
                    className={styles.row}
                    aria-current={key === openKey ? 'true' : undefined}
                    onClick={detail ? (event) => openFromClick(event, key) : undefined}
                  >
                    <th scope="row" {...(first ? cellProps(first, true) : {})}>
                      {detail ? (
                        <button type="button" className={styles.open} data-desk-row="">
                          {first?.cell(row)}
                        </button>
                      ) : (
                        first?.cell(row)
                      )}
                    </th>
                    {rest.map((column) => (
                      <td key={column.id} {...cellProps(column, false)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {order && more?.hasMore && !sameOrder(order, props.initialOrder) ? (
          <p className={styles.note}>
            Ordem aplicada aos {sorted.length} itens carregados; a lista tem mais a carregar.
          </p>
        ) : null}
        {loadedPages > 1 || canNext ? (
          <div className={styles.pager} role="group" aria-label={`Páginas: ${label}`}>
            <p className={styles.range} aria-live="polite">
              {waiting && more?.loading
                ? 'Carregando mais…'
                : `${from}–${to} de ${sorted.length}${more?.hasMore ? ' carregados' : ''}`}
            </p>
            <button
              type="button"
              className={styles.page}
              aria-disabled={page === 0}
              onClick={() => page > 0 && goTo(page - 1)}
            >
              Página anterior
            </button>
            <button
              type="button"
              className={styles.page}
              aria-disabled={!canNext}
              onClick={() => canNext && goTo(page + 1)}
            >
              Próxima página
            </button>
          </div>
        ) : null}
        <ErrorText>
          {more?.failed ? 'Não foi possível carregar a próxima página. Verifique sua conexão e tente de novo.' : null}
        </ErrorText>
      </div>
      {detail && openRow ? (
        <DetailPanel
          key={openKey}
          title={detail.title(openRow)}
          focusOnOpen={focusPanel}
          onClose={() => {
            setOpen(null, false);
            focusAfter.current = openIndex;
          }}
        >
          {detail.render(openRow)}
        </DetailPanel>
      ) : null}
    </div>
  );
}
