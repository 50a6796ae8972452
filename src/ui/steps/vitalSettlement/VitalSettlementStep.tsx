import { mayHaveNoVitalSettlement } from '../../../engine';
import { Quoted } from '../../components/Quoted';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { VITAL_SETTLEMENT_WORDS as W } from './words';

/** Seed 000 PBS 9.E: the Vital Settlement or Fort, with TuGs garrisoning; from app rules 5 a battle may have none (issue 38). */
export function VitalSettlementStep({ rules, view, dispatch }: StepProps) {
  const rule = rules.editions[view.setup.edition].vitalSettlement;
  return (
    <div>
      {rule && <Explain rules={rules} line={W.explain} source={rule.source} edition={view.setup.edition} />}
      <p>
        <Quoted source>{rule?.text}</Quoted>
      </p>
      <p className="hint">{W.hint}</p>
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'confirmVitalSettlement' })}>
          {W.placed}
        </button>
        {mayHaveNoVitalSettlement(view.setup) && (
          <button type="button" onClick={() => dispatch({ type: 'confirmVitalSettlement', placed: false })}>
            {W.none}
          </button>
        )}
      </div>
    </div>
  );
}
