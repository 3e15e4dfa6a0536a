import { useState, type ReactNode } from 'react';

/**
 * The header row of a figures table (the Growth screen's): the first column
 * names the row and reads left, the figures read right. Given a sort, each
 * column is a button that sorts by it (again: the other way) and says so to
 * screen readers (`aria-sort`) and with an arrow.
 */

/** A header cell's padding and weight (the body's number cells match its padding). */
const TH = 'px-3 py-2 font-semibold whitespace-nowrap';

export interface Column<Key extends string> {
  key: Key;
  label: ReactNode;
  /** Read left (what a row is); the figures' columns read right. */
  left?: boolean;
  /** Stays in view while a wide table scrolls sideways (the page names). */
  sticky?: boolean;
  /** Heard by screen readers only (a column of buttons); never a sort. */
  srOnly?: boolean;
}

export interface Sort<Key extends string> {
  key: Key;
  descending: boolean;
}

/**
 * A table's sort: by `initial`, and a column chosen again turns the other way.
 * A column chosen first starts descending (the biggest figures first) unless
 * `startsAscending` says it reads from the top (a page name, a position).
 */
export function useSort<Key extends string>(initial: Sort<Key>, startsAscending: (key: Key) => boolean = () => false) {
  const [sort, setSort] = useState<Sort<Key>>(initial);
  const choose = (key: Key) =>
    setSort((current) => (current.key === key ? { key, descending: !current.descending } : { key, descending: !startsAscending(key) }));
  return [sort, choose] as const;
}

export function TableHeader<Key extends string>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column<Key>[];
  /** With `onSort`: the columns sort the table. */
  sort?: Sort<Key>;
  onSort?: (key: Key) => void;
}) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {columns.map((column) => {
          const place = column.sticky ? 'sticky left-0 bg-slate-50' : column.left || column.srOnly ? '' : 'text-right';
          const sorted = sort && !column.srOnly && sort.key === column.key;
          return (
            <th
              key={column.key}
              scope="col"
              className={place ? `${TH} ${place}` : TH}
              aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : undefined}
            >
              {column.srOnly ? (
                <span className="sr-only">{column.label}</span>
              ) : onSort ? (
                <button type="button" className="font-semibold hover:underline" onClick={() => onSort(column.key)}>
                  {column.label}
                  {sorted && <span aria-hidden="true">{sort.descending ? ' ↓' : ' ↑'}</span>}
                </button>
              ) : (
                column.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
