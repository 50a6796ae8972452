import { nameOf } from '../../words/viewNames';
import { isolateName } from '../../words/names';
import { CardChip } from '../../components/CardChip';
import { RollButton } from '../../components/RollButton';
import { PhysicalRollOff } from '../../components/PhysicalRollOff';
import { dieFaces } from '../../components/dieFaces';
import { COLOUR_WORDS, FACE_WORDS as FACE_NAMES, RATING_WORDS } from '../../words/vocab';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { ROLL_OFF_WORDS as W } from './words';

/** PBS 8.A: both roll their commander's die; ties re-roll. */
export function RollOffStep({ rules, view, answers, dispatch }: StepProps) {
  const dice = view.setup.players.map((p) => rules.components.ratingDie[p.army.rating]);
  const { draw } = answers;
  return (
    <div>
      <Explain
        rules={rules}
        line={W.explain({ ranking: rules.components.rollOffRanking.map((f) => FACE_NAMES[f]).join(' > ') })}
        source={rules.editions[view.setup.edition].rollOff.source}
        edition={view.setup.edition}
      />
      <ul className="plain">
        {view.setup.players.map((p, i) => (
          <li key={p.name}>
            {W.rolls({ player: isolateName(p.name) })} <CardChip colour={dice[i]!} /> {W.aDie({ colour: COLOUR_WORDS[dice[i]!].toLowerCase(), rating: RATING_WORDS[p.army.rating] })}
          </li>
        ))}
      </ul>
      {view.rollOff.last && (
        <p role="status">
          {W.tie({ attempt: view.rollOff.attempts, first: nameOf(view, 0), firstFace: FACE_NAMES[view.rollOff.last.faces[0]], second: nameOf(view, 1), secondFace: FACE_NAMES[view.rollOff.last.faces[1]] })}
        </p>
      )}
      {draw ? (
        <RollButton label={W.rollBoth} onRoll={draw} />
      ) : (
        <PhysicalRollOff
          key={view.rollOff.attempts}
          names={[nameOf(view, 0), nameOf(view, 1)]}
          dice={[dice[0]!, dice[1]!]}
          faces={[dieFaces(rules, dice[0]!), dieFaces(rules, dice[1]!)]}
          onSubmit={(faces) => dispatch({ type: 'rollOff', faces })} />
      )}
    </div>
  );
}
