import type { Rules } from '../../engine';
import { glossaryWords } from '../words/rules';
import { CitedCards } from './CitedCards';
import { PanelButton } from './PanelButton';
import { ruleIndex } from './ruleIndex';

/** "Glossary": every abbreviation and term of the pre-battle in a panel, one tap from any step. */
export function GlossaryButton({ rules }: { rules: Rules }) {
  return (
    <PanelButton className="ghost" label={glossaryWords.button} title={glossaryWords.button}>
      {(leave) => (
        <>
          <p>{glossaryWords.intro}</p>
          <CitedCards cited={ruleIndex(rules).entries.filter((c) => c.section === 'glossary')} onLeave={leave} />
        </>
      )}
    </PanelButton>
  );
}
