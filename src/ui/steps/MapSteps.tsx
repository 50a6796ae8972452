import { findTerritory, legalActions, nameOf, playerOf, reachableSquares, type Square } from '../../engine';
import { colourName } from '../words/vocab';
import { PbsMap } from '../components/PbsMap';
import { ReadLine } from '../components/ReadLine';
import { DensityLegend, territoryHoldings } from '../rules';
import { Quoted } from '../components/Quoted';
import { STEP_WORDS as W } from './words';
import type { StepProps } from './types';

/** PBS 8.B: the contest's winner picks a territory from the defender's list, each shown with a thumbnail of its map and what it holds. */
export function ChooseTerritoryStep({ rules, state, dispatch }: StepProps) {
  const cards = state.territoryCards;
  const chooser = state.territoryChooser ?? 'defender';
  const offered = state.setup.players[playerOf(state, 'defender')].army.territories;
  const text = (side: 'invader' | 'defender') => (cards?.[side] ? colourName(cards[side]) : W.territory.noCard);
  return (
    <div>
      {cards && (
        <p role="status">
          {W.territory.revealed(nameOf(state, 'invader'), text('invader'), nameOf(state, 'defender'), text('defender'))}{' '}
          {chooser === 'invader' ? W.territory.invaderPicks : W.territory.defenderPicks}
        </p>
      )}
      <ul className="territory-choices">
        {offered.map((id) => {
          const holds = territoryHoldings(rules, state.setup.edition, id);
          return (
            <li key={id}>
              <PbsMap rules={rules} view={state} territoryId={id} size="thumbnail" />
              <button type="button" aria-describedby={holds ? `holds-${id}` : undefined} onClick={() => dispatch({ type: 'chooseTerritory', territory: id })}>
                <Quoted>{findTerritory(rules, state.setup.edition, id)?.name ?? id}</Quoted>
              </button>
              {holds && (
                <p id={`holds-${id}`} className="territory-holds">
                  {holds}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <DensityLegend rules={rules} edition={state.setup.edition} />
    </div>
  );
}

/** PBS 8.C: the defender (the invader after a strategic intercept) places the army counter. */
export function PlaceCounterStep({ rules, state, dispatch }: StepProps) {
  const choices = legalActions(rules, state).flatMap((a) => (a.type === 'placeCounter' ? [{ row: a.row, col: a.col }] : []));
  return (
    <div>
      <p>{W.counter.place}</p>
      <PbsMap rules={rules} view={state} choices={choices} chooseLabel={W.counter.placeLabel} onChoose={(s: Square) => dispatch({ type: 'placeCounter', ...s })} />
    </div>
  );
}

/** PBS 8.D: the day's winner moves the counter within the allowance; the legal squares are marked. */
export function MoveCounterStep({ rules, state, dispatch }: StepProps) {
  const day = state.days.at(-1);
  const move = state.pendingMove;
  if (!day || !move || !state.counter) return null;
  const choices = reachableSquares(rules, state, state.counter, move.difference);
  const row = rules.editions[state.setup.edition].march.moves.find((m) => m.difference === Math.min(move.difference, 4));
  const text = (side: 'invader' | 'defender') => (day.cards[side] ? colourName(day.cards[side]) : W.counter.pass);
  return (
    <div>
      <div role="status">
        {W.counter.dayRevealed(day.day, nameOf(state, 'invader'), text('invader'), nameOf(state, 'defender'), text('defender'))}{' '}
        {W.counter.better(nameOf(state, move.winner), move.difference)} {row && <ReadLine text={row.text} reading={row.reading} />}
        {row?.reading ? '' : '.'}
      </div>
      <p>{W.counter.move}</p>
      <PbsMap rules={rules} view={state} choices={choices} chooseLabel={W.counter.moveLabel} onChoose={(s: Square) => dispatch({ type: 'moveCounter', ...s })} />
    </div>
  );
}
