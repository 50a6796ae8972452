import { useState } from 'react';
import { COLOURS, deploymentBatches, deploymentPlan, nameOf, playerOf, scoutingDraws, type Colour, type Side } from '../../engine';
import { CardChip } from '../components/CardChip';
import { deploymentBatchTitle, deploymentText, wordContext } from '../words';
import { colourName, COLOUR_WORDS } from '../words/vocab';
import { PHYSICAL_WORDS } from '../words/physical';
import { ErrorNotice } from '../components/ErrorNotice';
import { useFilledForm } from '../components/useFilledForm';
import { RollButton } from '../components/RollButton';
import { DieButtons } from './TerrainSteps';
import type { StepProps } from './types';

/** Seed 000 PBS 9.E: the Vital Settlement or Fort, with TuGs garrisoning. */
export function VitalSettlementStep({ rules, view, dispatch }: StepProps) {
  const rule = rules.editions[view.setup.edition].vitalSettlement;
  return (
    <div>
      <p>{rule?.text}</p>
      <p className="hint">The sources only name this step; place it as your army lists and scenario say, then continue.</p>
      <button type="button" onClick={() => dispatch({ type: 'confirmVitalSettlement' })}>
        Vital Settlement or Fort placed
      </button>
    </div>
  );
}

/** Seed 002 weather rules: 2D6 plus the season, looked up in the territory's column; a double is changeable. */
export function WeatherStep({ rules, view, answers, dispatch }: StepProps) {
  const { draw } = answers;
  const season = rules.weather.seasons.find((s) => s.id === view.season);
  const [first, setFirst] = useState<number | null>(null);
  return (
    <div>
      <p>
        Season: {season?.name} ({season && season.modifier > 0 ? '+' : ''}
        {season?.modifier}). Roll 2D6; a double makes the weather changeable.
      </p>
      {draw ? (
        <RollButton label="Roll 2D6 for the weather" onRoll={draw} />
      ) : first === null ? (
        <DieButtons label="First die" onDie={setFirst} />
      ) : (
        <DieButtons label={`Second die (first was ${first})`} onDie={(second) => dispatch({ type: 'rollWeather', dice: [first, second] })} />
      )}
    </div>
  );
}

/** PBS 10.A: scouting cards (dealt, or entered with physical cards), best 5, outscouted by the difference. */
export function ScoutingStep(props: StepProps) {
  const { rules, view, answers } = props;
  if (answers.draw) {
    return (
      <div>
        <p>
          Each player is dealt cards up to their army&apos;s scouting total, counting the PBS cards they kept: {nameOf(view, 'invader')} draws {scoutingDraws(view, 'invader')},{' '}
          {nameOf(view, 'defender')} draws {scoutingDraws(view, 'defender')}. The best {rules.editions[view.setup.edition].scouting.best} count.
        </p>
        <button type="button" onClick={answers.draw}>
          Deal and compare scouting cards
        </button>
      </div>
    );
  }
  return <PhysicalScouting {...props} />;
}

function PhysicalScouting({ rules, view, dispatch }: StepProps) {
  const sides = ['invader', 'defender'] as const;
  const blank = { black: '', white: '', green: '', yellow: '', red: '' };
  // Every count starts empty: a field the players forget must not be recorded as "no cards".
  const [counts, setCounts] = useState<Record<Side, Record<Colour, string>>>({ invader: { ...blank }, defender: { ...blank } });
  const missing = (side: Side, colour: Colour) => !/^\d+$/.test(counts[side][colour].trim());
  const empty = sides.flatMap((side) => COLOURS.filter((colour) => missing(side, colour)));
  const expand = (c: Record<Colour, string>) => COLOURS.flatMap((colour) => Array<Colour>(Number(c[colour])).fill(colour));
  const { checked, onSubmit } = useFilledForm(empty.length === 0, () =>
    dispatch({ type: 'reportScouting', invader: expand(counts.invader), defender: expand(counts.defender) }),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <p>Each player draws up to their scouting total (saved PBS cards count), then enters how many cards of each colour they hold. The best {rules.editions[view.setup.edition].scouting.best} count.</p>
      {sides.map((side) => (
        <fieldset key={side}>
          <legend>
            {nameOf(view, side)} ({side}): scouting total {view.setup.players[playerOf(view, side)].army.scoutingCards}
          </legend>
          <div className="checks">
            {[...COLOURS].reverse().map((colour) => {
              const error = checked && missing(side, colour) ? PHYSICAL_WORDS.countMissing(COLOUR_WORDS[colour]) : null;
              return (
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
                    inputMode="numeric"
                    min={0}
                    className="short"
                    value={counts[side][colour]}
                    aria-invalid={error !== null}
                    aria-describedby={error ? `${side}-${colour}-error` : undefined}
                    onChange={(e) => setCounts({ ...counts, [side]: { ...counts[side], [colour]: e.target.value } })}
                  />
                  {error && (
                    <div id={`${side}-${colour}-error`} className="field-error">
                      {error}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {checked && empty.length > 0 && <ErrorNotice message={PHYSICAL_WORDS.stillEmpty(empty.length)} />}
      <button type="submit">Compare scouting</button>
    </form>
  );
}

/**
 * PBS 10.B-10.G: the deployment plan, read as a whole, confirmed one batch at a time: what is done is
 * marked done, the batch to do now is framed with one large button, later batches wait below.
 */
export function DeploymentStep({ rules, view, dispatch }: StepProps) {
  const batches = deploymentBatches(deploymentPlan(rules, view));
  const words = wordContext(rules, view, view.setup);
  const s = view.scouting;
  const current = batches.find((b) => b.items.some(({ index }) => !view.deploymentTicks.includes(index)));
  const last = batches.at(-1);
  return (
    <div>
      {s && (
        <p>
          Scouting: {nameOf(view, 'invader')} (invader) {s.totals.invader}%, {nameOf(view, 'defender')} (defender) {s.totals.defender}%.{' '}
          {s.outscouted ? `${nameOf(view, s.outscouted)} is outscouted by ${s.by}% and deploys first.` : 'Nobody is outscouted: the defender begins.'}
        </p>
      )}
      <ol className="deployment-plan">
        {batches.map((b) => {
          const done = b.items.every(({ index }) => view.deploymentTicks.includes(index));
          const now = b === current;
          const shown = b.items.filter(({ item }) => item.code !== 'campOption' || item.applies);
          const steps = (
            <ol className="plain-steps">
              {shown.map(({ index, item }) => (
                <li key={index}>
                  <strong>{item.side === 'both' ? 'Both players' : `${nameOf(view, item.side)} (${item.side})`}:</strong> {deploymentText(words, item)}
                </li>
              ))}
            </ol>
          );
          return (
            <li key={b.batch} className={done ? 'done' : now ? 'now' : 'later'} aria-current={now ? 'step' : undefined}>
              <h2 className="batch-title">
                {done && <span className="badge">Done</span>} {deploymentBatchTitle(b.batch)}
              </h2>
              {done ? (
                // A confirmed batch folds away so the batch to do now stays in view; it opens again on demand.
                <details>
                  <summary>Show its instructions again</summary>
                  {steps}
                </details>
              ) : (
                steps
              )}
              {now && (
                <button type="button" className="big" onClick={() => dispatch({ type: 'deployBatch', batch: b.batch })}>
                  {b === last ? 'Deployment done' : `Done: ${deploymentBatchTitle(b.batch)}`}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Seed 000 PBS 10.H: the pre-game moves. */
export function PreGameMovesStep({ rules, view, dispatch }: StepProps) {
  const moves = rules.editions[view.setup.edition].preGameMoves?.moves ?? [];
  return (
    <div>
      <p>Perform the pre-game moves your armies are entitled to, in this order:</p>
      <ol>
        {moves.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ol>
      <p className="hint">The sources only name these moves; apply them as your army lists say.</p>
      <button type="button" onClick={() => dispatch({ type: 'confirmPreGameMoves' })}>
        Pre-game moves done
      </button>
    </div>
  );
}
