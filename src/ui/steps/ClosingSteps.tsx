import { useState } from 'react';
import { chanceAction, COLOURS, deploymentPlan, nameOf, playerOf, scoutingDraws, type Colour, type Side } from '../../engine';
import { CardChip } from '../components/CardChip';
import { deploymentText, wordContext } from '../words';
import { colourName } from '../words/vocab';
import { RollButton } from '../components/RollButton';
import { DieButtons } from './TerrainSteps';
import type { StepProps } from './types';

/** Seed 000 PBS 9.E: the Vital Settlement or Fort, with TuGs garrisoning. */
export function VitalSettlementStep({ rules, state, dispatch }: StepProps) {
  const rule = rules.editions[state.setup.edition].vitalSettlement;
  return (
    <div>
      <p>{rule?.text}</p>
      <p className="hint">The seed only names this step; place it as your army lists and scenario say, then continue.</p>
      <button type="button" onClick={() => dispatch({ type: 'confirmVitalSettlement' })}>
        Vital Settlement or Fort placed
      </button>
    </div>
  );
}

/** Seed 002 weather rules: 2D6 plus the season, looked up in the territory's column; a double is changeable. */
export function WeatherStep({ rules, state, dispatch }: StepProps) {
  const chance = chanceAction(rules, state);
  const season = rules.weather.seasons.find((s) => s.id === state.season);
  const [first, setFirst] = useState<number | null>(null);
  return (
    <div>
      <p>
        Season: {season?.name} ({season && season.modifier > 0 ? '+' : ''}
        {season?.modifier}). Roll 2D6; a double makes the weather changeable.
      </p>
      {chance ? (
        <RollButton label="Roll 2D6 for the weather" onRoll={() => dispatch(chance)} />
      ) : first === null ? (
        <DieButtons label="First die" onDie={setFirst} />
      ) : (
        <DieButtons label={`Second die (first was ${first})`} onDie={(second) => dispatch({ type: 'rollWeather', dice: [first, second] })} />
      )}
    </div>
  );
}

/** PBS 10.A: scouting cards (dealt, or entered with physical cards), best 5, outscouted by the difference. */
export function ScoutingStep({ rules, state, dispatch }: StepProps) {
  const chance = chanceAction(rules, state);
  if (chance) {
    return (
      <div>
        <p>
          Each player is dealt cards up to his army&apos;s scouting total, counting the PBS cards he kept: {nameOf(state, 'invader')} draws {scoutingDraws(state, 'invader')},{' '}
          {nameOf(state, 'defender')} draws {scoutingDraws(state, 'defender')}. The best {rules.editions[state.setup.edition].scouting.best} count.
        </p>
        <button type="button" onClick={() => dispatch(chance)}>
          Deal and compare scouting cards
        </button>
      </div>
    );
  }
  return <PhysicalScouting rules={rules} state={state} dispatch={dispatch} />;
}

function PhysicalScouting({ rules, state, dispatch }: StepProps) {
  const empty = { black: 0, white: 0, green: 0, yellow: 0, red: 0 };
  const [counts, setCounts] = useState<Record<Side, Record<Colour, number>>>({ invader: { ...empty }, defender: { ...empty } });
  const expand = (c: Record<Colour, number>) => COLOURS.flatMap((colour) => Array<Colour>(c[colour]).fill(colour));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'reportScouting', invader: expand(counts.invader), defender: expand(counts.defender) });
      }}
    >
      <p>Each player draws up to his scouting total (saved PBS cards count), then enters how many cards of each colour he holds. The best {rules.editions[state.setup.edition].scouting.best} count.</p>
      {(['invader', 'defender'] as const).map((side) => (
        <fieldset key={side}>
          <legend>
            {nameOf(state, side)} ({side}): scouting total {state.setup.players[playerOf(state, side)].army.scoutingCards}
          </legend>
          <div className="checks">
            {[...COLOURS].reverse().map((colour) => (
              <div className="field" key={colour}>
                <label htmlFor={`${side}-${colour}`}>
                  {/* The chip is decoration here: the words name the colour once. */}
                  <span aria-hidden="true">
                    <CardChip colour={colour} />
                  </span>{' '}
                  {colourName(colour)}
                </label>
                <input
                  id={`${side}-${colour}`}
                  type="number"
                  min={0}
                  className="short"
                  value={counts[side][colour]}
                  onChange={(e) => setCounts({ ...counts, [side]: { ...counts[side], [colour]: Math.max(0, Math.floor(Number(e.target.value) || 0)) } })}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit">Compare scouting</button>
    </form>
  );
}

/** PBS 10.B-10.G: the deployment plan as an ordered checklist; tick each instruction when it is done. */
export function DeploymentStep({ rules, state, dispatch }: StepProps) {
  const plan = deploymentPlan(rules, state);
  const words = wordContext(rules, state, state.setup);
  const s = state.scouting;
  const next = state.deploymentTicks.length;
  return (
    <div>
      {s && (
        <p role="status">
          Scouting: {nameOf(state, 'invader')} (invader) {s.totals.invader}%, {nameOf(state, 'defender')} (defender) {s.totals.defender}%.{' '}
          {s.outscouted ? `${nameOf(state, s.outscouted)} is outscouted by ${s.by}% and deploys first.` : 'Nobody is outscouted: the defender begins.'}
        </p>
      )}
      <ol className="checklist">
        {plan.map((item, i) => (
          <li key={i} className={i < next ? 'done' : undefined}>
            <label className="check">
              <input type="checkbox" checked={i < next} disabled={i !== next} onChange={() => dispatch({ type: 'tickDeployment', item: i })} />
              <span>
                <strong>{item.side === 'both' ? 'Both players' : `${nameOf(state, item.side)} (${item.side})`}:</strong> {deploymentText(words, item)}
              </span>
            </label>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Seed 000 PBS 10.H: the pre-game moves. */
export function PreGameMovesStep({ rules, state, dispatch }: StepProps) {
  const moves = rules.editions[state.setup.edition].preGameMoves?.moves ?? [];
  return (
    <div>
      <p>Perform the pre-game moves your armies are entitled to, in this order:</p>
      <ol>
        {moves.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ol>
      <p className="hint">The seed only names these moves; apply them as your army lists say.</p>
      <button type="button" onClick={() => dispatch({ type: 'confirmPreGameMoves' })}>
        Pre-game moves done
      </button>
    </div>
  );
}
