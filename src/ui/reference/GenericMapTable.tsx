import { Quoted } from '../components/Quoted';
import { citedWords } from './words';
import { QRS_FACT_WORDS as Q } from './factWords';
import { useFilter } from './filterContext';
import { plain } from './said';
import { SaidText } from './SaidText';
import type { GenericMapView } from './qrsView';
import { matches } from './search';
import { SourceLine } from './SourceLine';
import { TableRegion } from './TableRegion';
import { useEntryAnchor } from './targetContext';
import { REFERENCE_SECTION_WORDS as W } from './words';

/**
 * The 2020 generic PBS map (seed 002): the territory types allowed on each square, the density of
 * each column and the secure flank of each row, that last one flagged as unverified.
 */
export function GenericMapTable({ map }: { map: GenericMapView }) {
  const { query } = useFilter();
  return (
    <div {...useEntryAnchor(map.key, 'ref-map-entry')}>
      <TableRegion caption={<SaidText text={map.caption} />} className="ref-map ref-map-2020">
        <thead>
          <tr>
            <th scope="col">{citedWords.flankColumn}</th>
            {map.columns.map((density, c) => (
              <th key={c} scope="col">
                {Q.column({ column: c + 1 })}
                <span className="ref-density">{density}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {map.squares.map((row, r) => {
            const flank = map.rows[r];
            return (
              <tr key={r}>
                <th scope="row">
                  {Q.row({ row: r + 1 })}
                  <span className="ref-flank">{flank && <SaidText text={flank.flank} />}</span>
                  {flank?.flag && <strong className="ref-flag ref-block">{flank.flag}</strong>}
                </th>
                {row.map((square, c) => {
                  const hit = query !== '' && matches(`${plain(square.territories)} ${square.printed}`, query);
                  return (
                    <td key={c} className={hit ? 'ref-square ref-hit' : 'ref-square'}>
                      <span className="visually-hidden">{W.territoryTypes}</span>
                      <span className="ref-flank">
                        <SaidText text={square.territories} />
                      </span>
                      <span className="ref-printed">
                        {Q.printedOpen}
                        <Quoted source>{square.printed}</Quoted>
                        {Q.printedClose}
                      </span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </TableRegion>
      {map.wraps && <p>{map.wraps}</p>}
      <SourceLine source={map.source} />
    </div>
  );
}
