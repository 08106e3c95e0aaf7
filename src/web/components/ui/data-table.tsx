import { clsx } from "clsx";
import type { Key, ReactNode } from "react";

/** One column: its name, what a row shows in it, and its part on a phone's card. */
export interface Column<Row> {
  key: string;
  /** The column's name; on a card it labels the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * "title": the cell names its row (a row header; the card's title).
   * "actions": buttons; the header is for screen readers only, and on a card they sit by the title.
   */
  kind?: "title" | "actions";
  className?: string;
}

type DataTableProps<Row> = {
  /** The table's accessible name, usually its panel's title. */
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A row's accessible name (e.g. the feed's name), so tests and screen readers can find it. */
  rowLabel?: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  /**
   * Cards of many short rows (a log): the title on top and the other values on
   * one wrapping line below it, without their column names, which screen
   * readers still get from the header.
   */
  dense?: boolean;
};

const cellClass = "px-3 py-3 align-top stacked:p-0";
// On a card each value sits beside its column's name, wrapping inside the card.
const pairClass = "stacked:col-span-2 stacked:grid stacked:grid-cols-[7.5rem_minmax(0,1fr)] stacked:items-center stacked:gap-3";

/**
 * A table that becomes a list of cards when its own width is under 52rem
 * (the `stacked:` variant in app.css): every column stays on screen on a phone,
 * with no sideways scrolling. The ARIA roles are explicit, because browsers
 * drop a table's semantics once CSS changes its display.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, rowLabel, rowClassName, dense = false }: DataTableProps<Row>) {
  return (
    // `relative` keeps absolutely positioned bits (the screen-reader-only header, Radix's hidden inputs) inside.
    <div className="@container/data-table relative mt-4 overflow-x-auto">
      <table role="table" aria-label={label} className="w-full border-collapse text-sm stacked:block">
        <thead role="rowgroup" className="border-b border-slate-200 stacked:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {column.kind === "actions" ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100 stacked:block stacked:space-y-3 stacked:divide-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              aria-label={rowLabel?.(row)}
              className={clsx(
                "stacked:rounded-lg stacked:border stacked:border-slate-200 stacked:p-3",
                dense
                  ? "stacked:flex stacked:flex-wrap stacked:items-center stacked:gap-x-3 stacked:gap-y-1"
                  : "stacked:grid stacked:grid-cols-[minmax(0,1fr)_auto] stacked:gap-x-3 stacked:gap-y-2",
                rowClassName?.(row),
              )}
            >
              {columns.map((column) => (
                <DataCell key={column.key} column={column} row={row} dense={dense} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DataCell<Row>({ column, row, dense }: { column: Column<Row>; row: Row; dense: boolean }) {
  if (column.kind === "title") {
    return (
      <th
        role="rowheader"
        scope="row"
        className={clsx(
          cellClass,
          "text-left font-medium text-slate-900",
          dense ? "stacked:order-first stacked:basis-full" : "stacked:col-start-1 stacked:row-start-1 stacked:self-center stacked:text-base",
          column.className,
        )}
      >
        {column.cell(row)}
      </th>
    );
  }
  if (column.kind === "actions") {
    return (
      <td role="cell" className={clsx(cellClass, "text-right stacked:col-start-2 stacked:row-start-1", column.className)}>
        {column.cell(row)}
      </td>
    );
  }
  if (dense) {
    return (
      <td role="cell" className={clsx(cellClass, "stacked:block", column.className)}>
        {column.cell(row)}
      </td>
    );
  }
  return (
    <td role="cell" className={clsx(cellClass, pairClass, column.className)}>
      {/* The column's name, shown only on a card: screen readers already have the header. */}
      <span aria-hidden className="hidden text-xs font-medium break-words text-slate-600 stacked:block">
        {column.header}
      </span>
      <div className="min-w-0">{column.cell(row)}</div>
    </td>
  );
}
