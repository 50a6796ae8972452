import { chanceAction, FACES, nameOf, type Face } from '../../engine';
import { CardChip } from '../components/CardChip';
import { RollButton } from '../components/RollButton';
import { FACE_WORDS as FACE_NAMES } from '../words/vocab';
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
            {p.name} rolls <CardChip colour={dice[i]!} /> a {dice[i]} die ({p.army.rating} army commander).
          </li>
        ))}
      </ul>
      {state.rollOff.last && (
        <p role="status">
          Roll {state.rollOff.attempts}: {nameOf(state, 0)} {FACE_NAMES[state.rollOff.last.faces[0]]}, {nameOf(state, 1)} {FACE_NAMES[state.rollOff.last.faces[1]]}: a tie, roll again.
        </p>
      )}
      {chance ? (
        <RollButton label="Roll both dice" onRoll={() => dispatch(chance)} />
      ) : (
        <PhysicalRollOff names={[nameOf(state, 0), nameOf(state, 1)]} onSubmit={(faces) => dispatch({ type: 'rollOff', faces })} />
      )}
    </div>
  );
}

function PhysicalRollOff({ names, onSubmit }: { names: [string, string]; onSubmit: (faces: [Face, Face]) => void }) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        onSubmit([data.get('face0') as Face, data.get('face1') as Face]);
      }}
    >
      {names.map((name, i) => (
        <div className="field" key={name}>
          <label htmlFor={`face${i}`}>{name} rolled</label>
          <select id={`face${i}`} name={`face${i}`} defaultValue="blank">
            {FACES.map((f) => (
              <option key={f} value={f}>
                {FACE_NAMES[f]}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit">Record the roll</button>
    </form>
  );
}

/** PBS 8.A: the winner chooses to invade or defend. */
export function ChooseRoleStep({ state, dispatch }: StepProps) {
  const winner = state.rollOffWinner ?? 0;
  const last = state.rollOff.last;
  return (
    <div>
      {last && (
        <p>
          {nameOf(state, winner)} won the roll-off with {FACE_NAMES[last.faces[winner]]}.
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'invader' })}>
          {nameOf(state, winner)} invades
        </button>
        <button type="button" onClick={() => dispatch({ type: 'chooseRole', role: 'defender' })}>
          {nameOf(state, winner)} defends
        </button>
      </div>
    </div>
  );
}

/** PBS 8.A: an invading winner who rolled a skull may declare a strategic intercept (he then places the counter, 8.C). */
export function InterceptStep({ state, dispatch }: StepProps) {
  return (
    <div>
      <p>
        {nameOf(state, 'invader')} rolled a skull and invades: declare a strategic intercept? The invader then places the army counter.
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
export function DealStep({ rules, state, dispatch }: StepProps) {
  const chance = chanceAction(rules, state);
  if (!chance) return null;
  const label = state.phase === 'shuffle' ? 'Shuffle the deck' : 'Deal the PBS cards';
  return (
    <div>
      <p>
        {state.phase === 'shuffle'
          ? `The app shuffles the ${Object.values(rules.components.deck).reduce((a, b) => a + b, 0)}-card command deck (its make-up is an assumption: see the rules reference).`
          : `Each army draws its PBS cards: ${nameOf(state, 'invader')} ${state.setup.players[state.roles!.invader].army.pbsCards}, ${nameOf(state, 'defender')} ${state.setup.players[state.roles!.defender].army.pbsCards}. Nobody sees them until his turn behind the curtain.`}
      </p>
      <button type="button" onClick={() => dispatch(chance)}>
        {label}
      </button>
    </div>
  );
}
