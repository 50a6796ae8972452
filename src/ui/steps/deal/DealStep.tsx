import { nameOf } from '../../words/viewNames';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { DEAL_WORDS as W } from './words';

/** Digital cards: the app shuffles the shared deck (`variant` 'shuffle') and deals each army's PBS cards face down. */
export function DealStep({ rules, view, answers, variant }: StepProps) {
  const { draw } = answers;
  if (!draw) return null;
  const shuffle = variant === 'shuffle';
  const label = shuffle ? W.shuffle : W.deal;
  return (
    <div>
      <Explain rules={rules} line={W.explain} source={rules.editions[view.setup.edition].territoryContest.source} edition={view.setup.edition} />
      <p>
        {shuffle
          ? W.shuffleText({ cards: Object.values(rules.components.deck).reduce((a, b) => a + b, 0) })
          : W.dealText({ invader: nameOf(view, 'invader'), invaderCards: view.setup.players[view.roles!.invader].army.pbsCards, defender: nameOf(view, 'defender'), defenderCards: view.setup.players[view.roles!.defender].army.pbsCards })}
      </p>
      <button type="button" onClick={draw}>
        {label}
      </button>
    </div>
  );
}
