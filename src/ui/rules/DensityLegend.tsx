import { DENSITIES } from '../components/PbsBoard';
import { DensitySwatch } from '../components/PbsBoardSvg';
import type { EditionId, Rules } from '../../engine';
import { DENSITY_WORDS } from '../words/vocab';
import { densityText, legendWords } from './legendWords';
import { commonSource } from './commonSource';
import { RuleCitation } from './RuleCitation';

/**
 * What each density of the PBS map means (PBS 9.B), by the hatching the maps draw it with (issue 38: the thumbnails show
 * hatching, not letters): a key naming each hatching, then, one tap further, the compulsory terrain both players share,
 * the optional pieces each may add, and whether impassable terrain is allowed, from the edition's data.
 */
export function DensityLegend({ rules, edition }: { rules: Rules; edition: EditionId }) {
  const data = rules.editions[edition].density;
  const rows = DENSITIES.flatMap((density) => data.filter((rule) => rule.density === density));
  return (
    <div className="density-legend">
      <ul className="pbs-key density-hatching" aria-label={legendWords.hatching}>
        {DENSITIES.map((density) => (
          <li key={density}>
            <DensitySwatch density={density} /> {DENSITY_WORDS[density]}
          </li>
        ))}
      </ul>
      <details>
        <summary>{legendWords.densities}</summary>
        <dl>
          {rows.map((rule) => (
            <div key={rule.density}>
              <dt>
                <DensitySwatch density={rule.density} /> {DENSITY_WORDS[rule.density]}
              </dt>
              <dd>{densityText(rule)}.</dd>
            </div>
          ))}
        </dl>
        <RuleCitation rules={rules} source={commonSource(data.map((r) => r.source))} edition={edition} />
      </details>
    </div>
  );
}
