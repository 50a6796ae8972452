import type { FactTable } from './fact';
import { SaidText } from './SaidText';
import { TableRegion } from './TableRegion';

/** A fact card's table: a header row, then one row per item, the first cell heading its row. */
export function SmallTable({ table }: { table: FactTable }) {
  return (
    <TableRegion caption={<SaidText text={table.caption} />} className="ref-small-table">
      <thead>
        <tr>
          {table.head.map((h, i) => (
            <th key={i} scope="col">
              <SaidText text={h} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) =>
              c === 0 && table.rowHeaders ? (
                <th key={c} scope="row">
                  <SaidText text={cell} />
                </th>
              ) : (
                <td key={c}>
                  <SaidText text={cell} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
