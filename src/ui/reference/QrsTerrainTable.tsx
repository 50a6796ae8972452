import { Quoted } from '../components/Quoted';
import { SaidText } from './SaidText';
import type { QrsRowView } from './qrsView';
import { TerrainRowsTable } from './TerrainRowsTable';
import { useEntryAnchor } from './targetContext';
import { REFERENCE_SECTION_WORDS as W } from './words';

/** One row of the 2020 terrain table, the anchor a link can open the reference at. */
function QrsRow({ row }: { row: QrsRowView }) {
  return (
    <tr {...useEntryAnchor(row.key)}>
      <th scope="row">
        <SaidText text={row.name} />
      </th>
      <td>
        <SaidText text={row.territories} />
      </td>
      <td>
        <SaidText text={row.category} />
        {row.impassable && <span className="ref-block">{row.impassable}</span>}
        {row.categoryFlag && <strong className="ref-flag ref-block">{row.categoryFlag}</strong>}
      </td>
      <td>{row.description}</td>
      <td>{row.visibility}</td>
      <td>{row.cover}</td>
      <td>
        {row.specialRules}
        {row.extras.map((extra, i) => (
          <span key={i} className="ref-block">
            <SaidText text={extra} />
          </span>
        ))}
      </td>
      <td>
        <SaidText text={row.note} />
      </td>
      <td className="source">
        <Quoted source>{row.source}</Quoted>
      </td>
    </tr>
  );
}

/** The 2020 terrain table (seed 002) with territory codes; every inferred category is marked as an assumption. */
export function QrsTerrainTable({ rows }: { rows: readonly QrsRowView[] }) {
  const c = W.columns;
  const columns = [c.terrain, c.territoryTypes, c.category, c.description, c.visibility, c.cover, c.specialRules, c.note, c.source];
  return <TerrainRowsTable caption={W.qrsCaption} columns={columns} rows={rows} Row={QrsRow} />;
}
