import { chanceAction, nameOf } from '../../engine';
import { CardChip } from '../components/CardChip';
import { DieFacesLegend } from '../rules/DieFacesLegend';
import { RollButton } from '../components/RollButton';
import { PhysicalRollOff } from '../components/PhysicalRollOff';
import { COLOUR_WORDS, FACE_WORDS as FACE_NAMES, RATING_WORDS } from '../words/vocab';
import { STEP_WORDS as W } from './words';
import type { StepProps } from './types';

/** PBS 8.A: both roll their commander's die; ties re-roll. */
export function RollOffStep({ rules, state, dispatch }: StepProps) {
  const dice = state.setup.players.map((p) => rules.components.ratingDie[p.army.rating]);
  const chance = chanceAction(rules, state);
  return (
    <div>
      <ul className="plain">
        {state.setup.players.map((p, i) => (
          <li key={p.name}>
            {W.rollOff.rolls(p.name)} <CardChip colour={dice[i]!} /> {W.rollOff.aDie(COLOUR_WORDS[dice[i]!].toLowerCase(), RATING_WORDS[p.army.rating])}
          </li>
        ))}
      </ul>
      {state.rollOff.last && (
        <p role="status">
          {W.rollOff.tie(state.rollOff.attempts, nameOf(state, 0), FACE_NAMES[state.rollOff.last.faces[0]], nameOf(state, 1), FACE_NAMES[state.rollOff.last.faces[1]])}
        </p>
      )}
      {chance ? (
        <RollButton label={W.rollOff.rollBoth} onRoll={() => dispatch(chance)} />
      ) : (
        <PhysicalRollOff key={state.rollOff.attempts} names={[nameOf(state, 0), nameOf(state, 1)]} onSubmit={(faces) => dispatch({ type: 'rollOff', faces })} />
      )}
    </div>
  );
}

/** PBS 8.A: the winner chooses to invade or defend; the roll-off's result (rolled by the app in digital mode) is shown here, with the faces that beat which. */
export function ChooseRoleStep({ rules, state, dispatch }: StepProps) {
  const winner = state.rollOffWinner ?? 0;
  const last = state.rollOff.last;
  const ties = state.rollOff.attempts - 1;
  return (
    <div>
      {last && (
        <p className="result-lead" role="status">
          {W.rollOff.result(nameOf(state, 0), FACE_NAMES[last.faces[0]], nameOf(state, 1), FACE_NAMES[last.faces[1]], ties, nameOf(state, winner))}
        </p>
      )}
      <DieFacesLegend rules={rules} edition={state.setup.edition} colours={state.setup.players.map((p) => rules.components.ratingDie[p.army.rating])} />
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'invader' })}>
          {W.rollOff.invades(nameOf(state, winner))}
        </button>
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'defender' })}>
          {W.rollOff.defends(nameOf(state, winner))}
        </button>
      </div>
    </div>
  );
}

/** PBS 8.A: an invading winner who rolled a skull may declare a strategic intercept (he then places the counter, 8.C). */
export function InterceptStep({ state, dispatch }: StepProps) {
  return (
    <div>
      <p>{W.intercept.question(nameOf(state, 'invader'))}</p>
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
export function DealStep({ rules, state, dispatch }: StepProps) {
  const chance = chanceAction(rules, state);
  if (!chance) return null;
  const label = state.phase === 'shuffle' ? W.deal.shuffle : W.deal.deal;
  return (
    <div>
      <p>
        {state.phase === 'shuffle'
          ? W.deal.shuffleText(Object.values(rules.components.deck).reduce((a, b) => a + b, 0))
          : W.deal.dealText(nameOf(state, 'invader'), state.setup.players[state.roles!.invader].army.pbsCards, nameOf(state, 'defender'), state.setup.players[state.roles!.defender].army.pbsCards)}
      </p>
      <button type="button" onClick={() => dispatch(chance)}>
        {label}
      </button>
    </div>
  );
}
