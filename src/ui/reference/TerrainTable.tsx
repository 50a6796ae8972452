import { Quoted } from '../components/Quoted';
import type { Said } from './said';
import { SaidText } from './SaidText';
import { TerrainRowsTable } from './TerrainRowsTable';
import { useEntryAnchor } from './targetContext';
import type { TerrainRowView } from './territoryView';
import { REFERENCE_SECTION_WORDS as W } from './words';

function Lines({ items }: { items: readonly Said[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="ref-cell-list">
      {items.map((item, i) => (
        <li key={i}>
          <SaidText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** One row of a terrain table, the anchor a link can open the reference at. */
function TerrainRow({ row }: { row: TerrainRowView }) {
  return (
    <tr {...useEntryAnchor(row.key)}>
      <th scope="row">
        <SaidText text={row.name} />
      </th>
      <td>{row.category}</td>
      <td>{row.description}</td>
      <td>{row.effects}</td>
      <td>{row.specialRules}</td>
      <td>
        <Lines items={row.limits} />
      </td>
      <td>
        <Lines items={row.placement} />
      </td>
      <td className="source">
        <Quoted source>{row.source}</Quoted>
      </td>
    </tr>
  );
}

/** A 2023 territory's terrain table with caps, placement flags, declarations and the source of each row (seed 000). */
export function TerrainTable({ caption, rows }: { caption: Said; rows: readonly TerrainRowView[] }) {
  const c = W.columns;
  const columns = [c.terrain, c.category, c.description, c.effects, c.sourcesSpecialRules, c.limits, c.placement, c.source];
  return <TerrainRowsTable caption={<SaidText text={caption} />} columns={columns} rows={rows} Row={TerrainRow} />;
}
