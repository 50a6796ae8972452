import type { ComponentType, ReactNode } from 'react';
import { useFilter } from './filterContext';
import { TableRegion } from './TableRegion';

interface TerrainRowsTableProps<R extends { key: string }> {
  caption: ReactNode;
  /** The column headers, in the order the row's cells come. */
  columns: readonly string[];
  rows: readonly R[];
  /** One row, its cells in the columns' order. */
  Row: ComponentType<{ row: R }>;
}

/** A terrain table of the rules reference: the rows the search shows, under their column headers; nothing when it shows none. */
export function TerrainRowsTable<R extends { key: string }>({ caption, columns, rows, Row }: TerrainRowsTableProps<R>) {
  const filter = useFilter();
  const shown = rows.filter((row) => filter.shows(row.key));
  if (shown.length === 0) return null;
  return (
    <TableRegion caption={caption} className="ref-terrain">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <Row key={row.key} row={row} />
        ))}
      </tbody>
    </TableRegion>
  );
}
