import { nameOf } from '../../engine';
import { CardChip } from '../components/CardChip';
import { DieFacesLegend } from '../rules/DieFacesLegend';
import { RollButton } from '../components/RollButton';
import { PhysicalRollOff } from '../components/PhysicalRollOff';
import { COLOUR_WORDS, FACE_WORDS as FACE_NAMES, RATING_WORDS } from '../words/vocab';
import { STEP_WORDS as W } from './words';
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
            {W.rollOff.rolls(p.name)} <CardChip colour={dice[i]!} /> {W.rollOff.aDie(COLOUR_WORDS[dice[i]!].toLowerCase(), RATING_WORDS[p.army.rating])}
          </li>
        ))}
      </ul>
      {view.rollOff.last && (
        <p role="status">
          {W.rollOff.tie(view.rollOff.attempts, nameOf(view, 0), FACE_NAMES[view.rollOff.last.faces[0]], nameOf(view, 1), FACE_NAMES[view.rollOff.last.faces[1]])}
        </p>
      )}
      {draw ? (
        <RollButton label={W.rollOff.rollBoth} onRoll={draw} />
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
          {W.rollOff.result(nameOf(view, 0), FACE_NAMES[last.faces[0]], nameOf(view, 1), FACE_NAMES[last.faces[1]], ties, nameOf(view, winner))}
        </p>
      )}
      <DieFacesLegend rules={rules} edition={view.setup.edition} colours={view.setup.players.map((p) => rules.components.ratingDie[p.army.rating])} />
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'invader' })}>
          {W.rollOff.invades(nameOf(view, winner))}
        </button>
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'defender' })}>
          {W.rollOff.defends(nameOf(view, winner))}
        </button>
      </div>
    </div>
  );
}

/** PBS 8.A: an invading winner who rolled a skull may declare a strategic intercept (he then places the counter, 8.C). */
export function InterceptStep({ view, dispatch }: StepProps) {
  return (
    <div>
      <p>{W.intercept.question(nameOf(view, 'invader'))}</p>
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'declareIntercept', intercept: true })}>
          {W.intercept.declare}
        </button>
        <button type="button" className="ghost" onClick={() => dispatch({ type: 'declareIntercept', intercept: false })}>
          {W.intercept.none}
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
          {W.season(s.name, s.modifier)}
        </button>
      ))}
    </div>
  );
}

/** Digital cards: the app shuffles the shared deck and deals each army's PBS cards face down. */
export function DealStep({ rules, view, answers }: StepProps) {
  const { draw } = answers;
  if (!draw) return null;
  const label = view.stepId === 'shuffle' ? W.deal.shuffle : W.deal.deal;
  return (
    <div>
      <p>
        {view.stepId === 'shuffle'
          ? W.deal.shuffleText(Object.values(rules.components.deck).reduce((a, b) => a + b, 0))
          : W.deal.dealText(nameOf(view, 'invader'), view.setup.players[view.roles!.invader].army.pbsCards, nameOf(view, 'defender'), view.setup.players[view.roles!.defender].army.pbsCards)}
      </p>
      <button type="button" onClick={draw}>
        {label}
      </button>
    </div>
  );
}
