import { nameOf } from '../../words/viewNames';
import { DieFacesLegend } from '../../rules/DieFacesLegend';
import { FACE_WORDS as FACE_NAMES } from '../../words/vocab';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { CHOOSE_ROLE_WORDS as W } from './words';

/** PBS 8.A: the winner chooses to invade or defend; the roll-off's result (rolled by the app in digital mode) is shown here, with the faces that beat which. */
export function ChooseRoleStep({ rules, view, dispatch }: StepProps) {
  const winner = view.rollOffWinner ?? 0;
  const last = view.rollOff.last;
  const ties = view.rollOff.attempts - 1;
  const rollOff = rules.editions[view.setup.edition].rollOff;
  // The intercept is offered only to a winner whose own face allows it (PBS 8.A): resolved here, not left conditional.
  const interceptFace = last && last.faces[winner] === rollOff.interceptFace ? FACE_NAMES[rollOff.interceptFace] : null;
  return (
    <div>
      <Explain rules={rules} line={W.explain({ intercept: interceptFace !== null, face: interceptFace ?? '' })} source={rollOff.source} edition={view.setup.edition} />
      {last && (
        <p className="result-lead" role="status">
          {W.result({ first: nameOf(view, 0), firstFace: FACE_NAMES[last.faces[0]], second: nameOf(view, 1), secondFace: FACE_NAMES[last.faces[1]], ties, winner: nameOf(view, winner) })}
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'invader' })}>
          {W.invades({ player: nameOf(view, winner) })}
        </button>
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'defender' })}>
          {W.defends({ player: nameOf(view, winner) })}
        </button>
      </div>
      {/* The decision first (issue 29), the faces that decided the roll-off under it. */}
      <DieFacesLegend rules={rules} edition={view.setup.edition} colours={view.setup.players.map((p) => rules.components.ratingDie[p.army.rating])} />
    </div>
  );
}
