import type { ReactNode } from 'react';

/** Props of {@link ClassroomTable}. */
export interface ClassroomTableProps {
  /** The table's accessible name. */
  label: string;
  /** The column headers, in order (a visually hidden header still needs its text). */
  columns: ReactNode[];
  /** True while the rows are being refreshed (`aria-busy`). */
  busy?: boolean;
  /** The rows: each starts with a `<th scope="row">` and gives its cells `data-label` for the narrow layout. */
  children: ReactNode;
}

/**
 * The classroom's table (`cr-table`): a named table with one header row.
 * Below 600 px the stylesheet stacks each row into a card whose cells show
 * their `data-label`.
 */
export function ClassroomTable({ label, columns, busy, children }: ClassroomTableProps) {
  return (
    <table className="cr-table" aria-label={label} aria-busy={busy}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th scope="col" key={index}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
