import { DENSITIES, DENSITY_SHORT } from '../components/PbsBoard';
import type { EditionId, Rules } from '../../engine';
import { DENSITY_WORDS } from '../words/vocab';
import { legendWords } from './words';
import { commonSource } from './commonSource';
import { RuleCitation } from './RuleCitation';

/**
 * What each density letter of the PBS map means (PBS 9.B): the compulsory terrain both players share,
 * the optional pieces each may add, and whether impassable terrain is allowed, from the edition's data.
 */
export function DensityLegend({ rules, edition }: { rules: Rules; edition: EditionId }) {
  const data = rules.editions[edition].density;
  const rows = DENSITIES.flatMap((density) => data.filter((rule) => rule.density === density));
  return (
    <details className="density-legend">
      <summary>{legendWords.densities}</summary>
      <dl>
        {rows.map((rule) => (
          <div key={rule.density}>
            <dt>
              <span className="pbs-key-short">{DENSITY_SHORT[rule.density]}</span> {DENSITY_WORDS[rule.density]}
            </dt>
            <dd>{legendWords.density(rule)}.</dd>
          </div>
        ))}
      </dl>
      <RuleCitation rules={rules} source={commonSource(data.map((r) => r.source))} edition={edition} />
    </details>
  );
}
