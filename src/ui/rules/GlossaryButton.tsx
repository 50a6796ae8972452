import type { Rules } from '../../engine';
import { glossaryWords } from './words';
import { GlossaryCards } from './panels';
import { PanelButton } from './PanelButton';

/** "Glossary": every abbreviation and term of the pre-battle in a panel, one tap from any step. */
export function GlossaryButton({ rules }: { rules: Rules }) {
  return (
    <PanelButton className="ghost" label={glossaryWords.button} title={glossaryWords.button}>
      {(leave) => <GlossaryCards rules={rules} onLeave={leave} />}
    </PanelButton>
  );
}
