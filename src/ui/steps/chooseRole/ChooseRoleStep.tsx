import { nameOf } from '../../words/viewNames';
import { DieFacesLegend } from '../../rules/DieFacesLegend';
import { FACE_WORDS as FACE_NAMES } from '../../words/vocab';
import type { StepProps } from '../types';
import { CHOOSE_ROLE_WORDS as W } from './words';

/** PBS 8.A: the winner chooses to invade or defend; the roll-off's result (rolled by the app in digital mode) is shown here, with the faces that beat which. */
export function ChooseRoleStep({ rules, view, dispatch }: StepProps) {
  const winner = view.rollOffWinner ?? 0;
  const last = view.rollOff.last;
  const ties = view.rollOff.attempts - 1;
  return (
    <div>
      {last && (
        <p className="result-lead" role="status">
          {W.result(nameOf(view, 0), FACE_NAMES[last.faces[0]], nameOf(view, 1), FACE_NAMES[last.faces[1]], ties, nameOf(view, winner))}
        </p>
      )}
      <DieFacesLegend rules={rules} edition={view.setup.edition} colours={view.setup.players.map((p) => rules.components.ratingDie[p.army.rating])} />
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'invader' })}>
          {W.invades(nameOf(view, winner))}
        </button>
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'defender' })}>
          {W.defends(nameOf(view, winner))}
        </button>
      </div>
    </div>
  );
}
