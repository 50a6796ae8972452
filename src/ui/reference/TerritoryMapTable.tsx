import { useFilter } from './filterContext';
import { plain } from './said';
import { SaidText } from './SaidText';
import { matches } from './search';
import { SourceLine } from './SourceLine';
import { TableRegion } from './TableRegion';
import { useEntryAnchor } from './targetContext';
import type { TerritoryView } from './territoryView';
import { REFERENCE_SECTION_WORDS as W } from './words';
import { MAP_WORDS } from '../components/words';

const FIVE = [1, 2, 3, 4, 5] as const;

/**
 * A 2023 PBS map as printed (row 1 at the top): each square names its secure flank and its density
 * in words; the density's background colour is only an extra (seed 000 territory maps).
 */
export function TerritoryMapTable({ map }: { map: TerritoryView['map'] }) {
  const { query } = useFilter();
  return (
    <div {...useEntryAnchor(map.key, 'ref-map-entry')}>
      <TableRegion caption={<SaidText text={map.caption} />} className="ref-map">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{W.row}</span>
            </th>
            {FIVE.map((c) => (
              <th key={c} scope="col">
                {MAP_WORDS.column({ n: c })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {map.rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{MAP_WORDS.row({ n: r + 1 })}</th>
              {row.map((square, c) => {
                const hit = query !== '' && matches(`${plain(square.flank)} ${square.density}`, query);
                return (
                  <td key={c} className={`ref-square ref-tone-${square.tone}${hit ? ' ref-hit' : ''}`}>
                    <span className="visually-hidden">{W.secureFlank}</span>
                    <span className="ref-flank">
                      <SaidText text={square.flank} />
                    </span>
                    <span className="visually-hidden">{W.density}</span>
                    <span className="ref-density">{square.density}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <SourceLine source={map.source} />
    </div>
  );
}
