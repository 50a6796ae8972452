import type { EditionId, Rules } from '../../engine';
import { GlossaryButton } from './GlossaryButton';
import { RuleCitation } from './RuleCitation';
import { RulesButton } from './RulesButton';

/** The rules at hand on a step: the rule it applies (opens in place), the glossary and the whole reference. */
export function StepRules({ rules, source, edition }: { rules: Rules; source: string; edition: EditionId }) {
  return (
    <div className="step-rules">
      <RuleCitation rules={rules} source={source} edition={edition} />
      <GlossaryButton rules={rules} />
      <RulesButton className="small ghost" />
    </div>
  );
}
