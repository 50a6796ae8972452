import { useState } from 'react';
import { COLOURS, deploymentBatches, deploymentPlan, nameOf, playerOf, scoutingDraws, unansweredConditions, type Colour, type DeploymentItem, type Side } from '../../engine';
import { CampQuestion } from './CampQuestion';
import { CardChip } from '../components/CardChip';
import { deploymentBatchTitle, deploymentText, wordContext } from '../words';
import { colourName, COLOUR_WORDS, SIDE_WORDS } from '../words/vocab';
import { PHYSICAL_WORDS } from '../words/physical';
import { ErrorNotice } from '../components/ErrorNotice';
import { useFilledForm } from '../components/useFilledForm';
import { RollButton } from '../components/RollButton';
import { DieButtons } from './TerrainSteps';
import { Quoted } from '../components/Quoted';
import { STEP_WORDS as W } from './words';
import type { StepProps } from './types';

/** Seed 000 PBS 9.E: the Vital Settlement or Fort, with TuGs garrisoning. */
export function VitalSettlementStep({ rules, view, dispatch }: StepProps) {
  const rule = rules.editions[view.setup.edition].vitalSettlement;
  return (
    <div>
      <p>
        <Quoted>{rule?.text}</Quoted>
      </p>
      <p className="hint">{W.vitalSettlement.hint}</p>
      <button type="button" onClick={() => dispatch({ type: 'confirmVitalSettlement' })}>
        {W.vitalSettlement.placed}
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
      <p>{season && W.weather.season(season.name, season.modifier)}</p>
      {draw ? (
        <RollButton label={W.weather.roll} onRoll={draw} />
      ) : first === null ? (
        <DieButtons label={W.weather.firstDie} onDie={setFirst} />
      ) : (
        <DieButtons label={W.weather.secondDie(first)} onDie={(second) => dispatch({ type: 'rollWeather', dice: [first, second] })} />
      )}
    </div>
  );
}

/** PBS 10.A: scouting cards (dealt, or entered with physical cards), best 5, outscouted by the difference. */
export function ScoutingStep(props: StepProps) {
  const { rules, view, answers } = props;
  const { draw } = answers;
  if (draw) {
    return (
      <div>
        <p>{W.scouting.dealt(nameOf(view, 'invader'), scoutingDraws(view, 'invader'), nameOf(view, 'defender'), scoutingDraws(view, 'defender'), rules.editions[view.setup.edition].scouting.best)}</p>
        <button type="button" onClick={draw}>
          {W.scouting.deal}
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
      <p>{W.scouting.physical(rules.editions[view.setup.edition].scouting.best)}</p>
      {sides.map((side) => (
        <fieldset key={side}>
          <legend>{W.scouting.total(nameOf(view, side), SIDE_WORDS[side], view.setup.players[playerOf(view, side)].army.scoutingCards)}</legend>
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
      <button type="submit">{W.scouting.compare}</button>
    </form>
  );
}

/**
 * PBS 10.B-10.G: the deployment plan, read as a whole, confirmed one batch at a time: what is done is
 * marked done, the batch to do now is framed with one large button, later batches wait below.
 */
export function DeploymentStep({ rules, view, dispatch }: StepProps) {
  const batches = deploymentBatches(deploymentPlan(rules, view), rules.editions[view.setup.edition].deployment.finalSteps);
  const words = wordContext(rules, view, view.setup);
  const s = view.scouting;
  const current = batches.find((b) => b.items.some(({ index }) => !view.deploymentTicks.includes(index)));
  const last = batches.at(-1);
  return (
    <div>
      {s && (
        <p>
          {W.deployment.scouting(nameOf(view, 'invader'), s.totals.invader, nameOf(view, 'defender'), s.totals.defender)}{' '}
          {s.outscouted ? W.deployment.outscouted(nameOf(view, s.outscouted), s.by) : W.deployment.nobodyOutscouted}
        </p>
      )}
      <ol className="deployment-plan">
        {batches.map((b) => {
          const done = b.items.every(({ index }) => view.deploymentTicks.includes(index));
          const now = b === current;
          // A camp option is shown when its condition holds; one the app cannot decide is asked while its batch is to do (issue 27).
          const asked = (item: DeploymentItem) => now && item.code === 'campOption' && item.condition === 'unknown';
          const shown = b.items.filter(({ item }) => item.code !== 'campOption' || item.applies || asked(item));
          const open = unansweredConditions(b).length > 0;
          const steps = (
            <ol className="plain-steps">
              {shown.map(({ index, item }) => (
                <li key={index}>
                  {item.code === 'campOption' && asked(item) && <CampQuestion words={words} index={index} item={item} dispatch={dispatch} />}
                  {(item.code !== 'campOption' || item.applies) && (
                    <>
                      <strong>{item.side === 'both' ? W.deployment.both : W.deployment.who(nameOf(view, item.side), SIDE_WORDS[item.side])}:</strong> {deploymentText(words, item)}
                    </>
                  )}
                </li>
              ))}
            </ol>
          );
          return (
            <li key={b.batch} className={done ? 'done' : now ? 'now' : 'later'} aria-current={now ? 'step' : undefined}>
              <h2 className="batch-title">
                {done && <span className="badge">{W.deployment.done}</span>} {deploymentBatchTitle(b.batch)}
              </h2>
              {done ? (
                // A confirmed batch folds away so the batch to do now stays in view; it opens again on demand.
                <details>
                  <summary>{W.deployment.showAgain}</summary>
                  {steps}
                </details>
              ) : (
                steps
              )}
              {now && (
                <button type="button" className="big" disabled={open} onClick={() => dispatch({ type: 'deployBatch', batch: b.batch })}>
                  {b === last ? W.deployment.allDone : W.deployment.batchDone(deploymentBatchTitle(b.batch))}
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
      <p>{W.preGameMoves.lead}</p>
      <ol>
        {moves.map((m) => (
          <li key={m}>
            <Quoted>{m}</Quoted>
          </li>
        ))}
      </ol>
      <p className="hint">{W.preGameMoves.hint}</p>
      <button type="button" onClick={() => dispatch({ type: 'confirmPreGameMoves' })}>
        {W.preGameMoves.done}
      </button>
    </div>
  );
}
