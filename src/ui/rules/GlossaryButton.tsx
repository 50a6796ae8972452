import { Suspense } from 'react';
import type { Rules } from '../../engine';
import { Loading } from '../components/Loading';
import { glossaryWords } from './words';
import { CITED } from './citedParts';
import { PanelButton } from './PanelButton';

const GlossaryCards = CITED.GlossaryCards.Component;

/** "Glossary": every abbreviation and term of the pre-battle in a panel, one tap from any step. */
export function GlossaryButton({ rules }: { rules: Rules }) {
  return (
    <PanelButton className="ghost" label={glossaryWords.button} title={glossaryWords.button}>
      {(leave) => (
        <Suspense fallback={<Loading />}>
          <GlossaryCards rules={rules} onLeave={leave} />
        </Suspense>
      )}
    </PanelButton>
  );
}
