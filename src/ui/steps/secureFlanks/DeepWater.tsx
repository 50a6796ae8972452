import { useId, useState } from 'react';
import { deepWaterMaxDepth, recordsDeepWaterDepth, table } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { inScale } from '../../words/distances';
import { sideEdgeName } from '../../words/vocab';
import { SECURE_FLANKS_WORDS as W } from './words';
import type { StepProps } from '../types';
import { HouseRuleMark } from '../../components/HouseRuleMark';
import { Explain } from '../../rules/Explain';

/**
 * PBS 9.A: the defender places the deep water along a side edge, "no more than 6BW into the table"; from app rules 5 he
 * says how deep it is (issue 38), in the game's scale, the full depth unless he gives less.
 */
export function DeepWater({ rules, view, dispatch }: StepProps) {
  const id = useId();
  const edition = rules.editions[view.setup.edition];
  const max = deepWaterMaxDepth(rules, view.setup);
  const unit = table.tableGeometry(rules, view.setup).unit;
  const [typed, setTyped] = useState(String(max));
  const records = recordsDeepWaterDepth(view.setup);
  const depth = Number(typed);
  const valid = !records || (typed.trim() !== '' && Number.isFinite(depth) && depth > 0 && depth <= max);
  const depthField = records && valid && depth < max ? { depth } : {};
  const shown = inScale(rules, view.setup, `${edition.secureFlanks.deepWaterMaxBw} BW`, { keys: ['deepWater'] });
  return (
    <div>
      <Explain rules={rules} line={W.explainDeepWater({ defender: nameOf(view, 'defender') })} source={edition.secureFlanks.source} edition={view.setup.edition} />
      <p>
        {W.deepWater({ defender: nameOf(view, 'defender'), depth: shown })} <HouseRuleMark rules={rules} edition={view.setup.edition} settings={['deepWater']} />
      </p>
      {records && (
        <div className="field">
          <label htmlFor={`${id}-depth`}>{W.depthLabel({ unit })}</label>
          <input
            id={`${id}-depth`}
            type="number"
            inputMode="decimal"
            className="short"
            min={0}
            max={max}
            step="any"
            value={typed}
            aria-invalid={!valid || undefined}
            aria-describedby={`${id}-depth-hint`}
            onChange={(e) => setTyped(e.target.value)}
          />
          <p id={`${id}-depth-hint`} className={valid ? 'hint' : 'field-error'}>
            {valid ? W.depthHint({ max: shown }) : W.depthWrong({ max: shown })}
          </p>
        </div>
      )}
      <div className="actions">
        {(['left', 'right'] as const).map((edge) => (
          <button key={edge} type="button" disabled={!valid} onClick={() => dispatch({ type: 'placeDeepWater', edge, ...depthField })}>
            {W.along({ edge: sideEdgeName(edge) })}
          </button>
        ))}
      </div>
    </div>
  );
}
