import { useFilter } from './filterContext';
import type { QrsRowView } from './qrsView';
import { TableRegion } from './TableRegion';
import { useEntryAnchor } from './targetContext';

/** One row of the 2020 terrain table, the anchor a link can open the reference at. */
function QrsRow({ row }: { row: QrsRowView }) {
  return (
    <tr {...useEntryAnchor(row.key)}>
      <th scope="row">{row.name}</th>
      <td>{row.territories}</td>
      <td>
        {row.category}
        {row.impassable && <span className="ref-block">{row.impassable}</span>}
        {row.categoryFlag && <strong className="ref-flag ref-block">{row.categoryFlag}</strong>}
      </td>
      <td>{row.description}</td>
      <td>{row.visibility}</td>
      <td>{row.cover}</td>
      <td>
        {row.specialRules}
        {row.extras.map((extra) => (
          <span key={extra} className="ref-block">
            {extra}
          </span>
        ))}
      </td>
      <td>{row.note}</td>
      <td className="source">{row.source}</td>
    </tr>
  );
}

/** The 2020 terrain table (seed 002) with territory codes; every inferred category is marked as an assumption. */
export function QrsTerrainTable({ rows }: { rows: readonly QrsRowView[] }) {
  const filter = useFilter();
  const shown = rows.filter((row) => filter.shows(row.key));
  if (shown.length === 0) return null;
  return (
    <TableRegion caption="2020 terrain table" className="ref-terrain">
      <thead>
        <tr>
          <th scope="col">Terrain</th>
          <th scope="col">Territory types</th>
          <th scope="col">Category</th>
          <th scope="col">Description</th>
          <th scope="col">Visibility</th>
          <th scope="col">Cover</th>
          <th scope="col">Special rules</th>
          <th scope="col">Note</th>
          <th scope="col">Source</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <QrsRow key={row.key} row={row} />
        ))}
      </tbody>
    </TableRegion>
  );
}
