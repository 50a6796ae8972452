import { nameOf } from '../../engine';
import { CardChip } from '../components/CardChip';
import { DieFacesLegend } from '../rules/DieFacesLegend';
import { RollButton } from '../components/RollButton';
import { PhysicalRollOff } from '../components/PhysicalRollOff';
import { FACE_WORDS as FACE_NAMES } from '../words/vocab';
import type { StepProps } from './types';

/** PBS 8.A: both roll their commander's die; ties re-roll. */
export function RollOffStep({ rules, view, answers, dispatch }: StepProps) {
  const dice = view.setup.players.map((p) => rules.components.ratingDie[p.army.rating]);
  const { draw } = answers;
  return (
    <div>
      <ul className="plain">
        {view.setup.players.map((p, i) => (
          <li key={p.name}>
            {p.name} rolls <CardChip colour={dice[i]!} /> a {dice[i]} die ({p.army.rating} army commander).
          </li>
        ))}
      </ul>
      {view.rollOff.last && (
        <p role="status">
          Roll {view.rollOff.attempts}: {nameOf(view, 0)} {FACE_NAMES[view.rollOff.last.faces[0]]}, {nameOf(view, 1)} {FACE_NAMES[view.rollOff.last.faces[1]]}: a tie, roll again.
        </p>
      )}
      {draw ? (
        <RollButton label="Roll both dice" onRoll={draw} />
      ) : (
        <PhysicalRollOff key={view.rollOff.attempts} names={[nameOf(view, 0), nameOf(view, 1)]} onSubmit={(faces) => dispatch({ type: 'rollOff', faces })} />
      )}
    </div>
  );
}

/** PBS 8.A: the winner chooses to invade or defend; the roll-off's result (rolled by the app in digital mode) is shown here, with the faces that beat which. */
export function ChooseRoleStep({ rules, view, dispatch }: StepProps) {
  const winner = view.rollOffWinner ?? 0;
  const last = view.rollOff.last;
  const ties = view.rollOff.attempts - 1;
  return (
    <div>
      {last && (
        <p className="result-lead" role="status">
          Roll-off: {nameOf(view, 0)} rolled {FACE_NAMES[last.faces[0]]}, {nameOf(view, 1)} rolled {FACE_NAMES[last.faces[1]]}
          {ties > 0 ? ` (after ${ties === 1 ? 'a tie' : `${ties} ties`}, rolled again)` : ''}. {nameOf(view, winner)} wins and chooses.
        </p>
      )}
      <DieFacesLegend rules={rules} edition={view.setup.edition} colours={view.setup.players.map((p) => rules.components.ratingDie[p.army.rating])} />
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'invader' })}>
          {nameOf(view, winner)} invades
        </button>
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'defender' })}>
          {nameOf(view, winner)} defends
        </button>
      </div>
    </div>
  );
}

/** PBS 8.A: an invading winner who rolled a skull may declare a strategic intercept (he then places the counter, 8.C). */
export function InterceptStep({ view, dispatch }: StepProps) {
  return (
    <div>
      <p>
        {nameOf(view, 'invader')} rolled a skull and invades: declare a strategic intercept? The invader then places the army counter.
      </p>
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'declareIntercept', intercept: true })}>
          Declare a strategic intercept
        </button>
        <button type="button" className="ghost" onClick={() => dispatch({ type: 'declareIntercept', intercept: false })}>
          No intercept
        </button>
      </div>
    </div>
  );
}

/** Seed 002 weather rules: the invader chooses the season before terrain. */
export function SeasonStep({ rules, dispatch }: StepProps) {
  return (
    <div className="actions">
      {rules.weather.seasons.map((s) => (
        <button key={s.id} type="button" onClick={() => dispatch({ type: 'chooseSeason', season: s.id })}>
          {s.name} ({s.modifier > 0 ? `+${s.modifier}` : s.modifier === 0 ? 'no change' : s.modifier} to the weather roll)
        </button>
      ))}
    </div>
  );
}

/** Digital cards: the app shuffles the shared deck and deals each army's PBS cards face down. */
export function DealStep({ rules, view, answers }: StepProps) {
  const { draw } = answers;
  if (!draw) return null;
  const label = view.phase === 'shuffle' ? 'Shuffle the deck' : 'Deal the PBS cards';
  return (
    <div>
      <p>
        {view.phase === 'shuffle'
          ? `The app shuffles the ${Object.values(rules.components.deck).reduce((a, b) => a + b, 0)}-card command deck (its make-up is an assumption: see the rules reference).`
          : `Each army draws its PBS cards: ${nameOf(view, 'invader')} ${view.setup.players[view.roles!.invader].army.pbsCards}, ${nameOf(view, 'defender')} ${view.setup.players[view.roles!.defender].army.pbsCards}. Each player sees only their own, behind the curtain.`}
      </p>
      <button type="button" onClick={draw}>
        {label}
      </button>
    </div>
  );
}
