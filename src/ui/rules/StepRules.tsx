import type { EditionId, Rules } from '../../engine';
import { GlossaryButton } from './GlossaryButton';
import { RuleCitation } from './RuleCitation';
import { RulesButton } from './RulesButton';

/** Where "Rules" opens the reference for a step: at the entry its citation names, from the reference's own code. */
const stepPlace = (rules: Rules, source: string, edition: EditionId) => () => import('./CitedPanels').then((cited) => cited.referencePlace(rules, source, edition));

/** The rules at hand on a step: the rule it applies (opens in place), the glossary and the whole reference, opened at the step's section. */
export function StepRules({ rules, source, edition }: { rules: Rules; source: string; edition: EditionId }) {
  return (
    <div className="step-rules">
      <RuleCitation rules={rules} source={source} edition={edition} />
      <GlossaryButton rules={rules} />
      <RulesButton className="small ghost" place={stepPlace(rules, source, edition)} />
    </div>
  );
}
