import { findTerritory, nameOf, playerOf, reachableSquares, type Square } from '../../engine';
import { colourName } from '../words/vocab';
import { PbsMap } from '../components/PbsMap';
import { ReadLine } from '../components/ReadLine';
import { DensityLegend, territoryHoldings } from '../rules';
import { Quoted } from '../components/Quoted';
import { STEP_WORDS as W } from './words';
import type { StepProps } from './types';

/** PBS 8.B: the contest's winner picks a territory from the defender's list, each shown with a thumbnail of its map and what it holds. */
export function ChooseTerritoryStep({ rules, view, dispatch }: StepProps) {
  const cards = view.territoryCards;
  const chooser = view.territoryChooser ?? 'defender';
  const offered = view.setup.players[playerOf(view, 'defender')].army.territories;
  const text = (side: 'invader' | 'defender') => (cards?.[side] ? colourName(cards[side]) : W.territory.noCard);
  return (
    <div>
      {cards && (
        <p role="status">
          {W.territory.revealed(nameOf(view, 'invader'), text('invader'), nameOf(view, 'defender'), text('defender'))}{' '}
          {chooser === 'invader' ? W.territory.invaderPicks : W.territory.defenderPicks}
        </p>
      )}
      <ul className="territory-choices">
        {offered.map((id) => {
          const holds = territoryHoldings(rules, view.setup.edition, id);
          return (
            <li key={id}>
              <PbsMap rules={rules} view={view} territoryId={id} size="thumbnail" />
              <button type="button" aria-describedby={holds ? `holds-${id}` : undefined} onClick={() => dispatch({ type: 'chooseTerritory', territory: id })}>
                <Quoted>{findTerritory(rules, view.setup.edition, id)?.name ?? id}</Quoted>
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
      <DensityLegend rules={rules} edition={view.setup.edition} />
    </div>
  );
}

/** PBS 8.C: the defender (the invader after a strategic intercept) places the army counter. */
export function PlaceCounterStep({ rules, view, answers, dispatch }: StepProps) {
  const choices = answers.choices.flatMap((a) => (a.type === 'placeCounter' ? [{ row: a.row, col: a.col }] : []));
  return (
    <div>
      <p>{W.counter.place}</p>
      <PbsMap rules={rules} view={view} choices={choices} chooseLabel={W.counter.placeLabel} onChoose={(s: Square) => dispatch({ type: 'placeCounter', ...s })} />
    </div>
  );
}

/** PBS 8.D: the day's winner moves the counter within the allowance; the legal squares are marked. */
export function MoveCounterStep({ rules, view, dispatch }: StepProps) {
  const day = view.days.at(-1);
  const move = view.pendingMove;
  if (!day || !move || !view.counter) return null;
  const choices = reachableSquares(rules, view, view.counter, move.difference);
  const row = rules.editions[view.setup.edition].march.moves.find((m) => m.difference === Math.min(move.difference, 4));
  const text = (side: 'invader' | 'defender') => (day.cards[side] ? colourName(day.cards[side]) : W.counter.pass);
  return (
    <div>
      <div role="status">
        {W.counter.dayRevealed(day.day, nameOf(view, 'invader'), text('invader'), nameOf(view, 'defender'), text('defender'))}{' '}
        {W.counter.better(nameOf(view, move.winner), move.difference)} {row && <ReadLine text={row.text} reading={row.reading} />}
        {row?.reading ? '' : '.'}
      </div>
      <p>{W.counter.move}</p>
      <PbsMap rules={rules} view={view} choices={choices} chooseLabel={W.counter.moveLabel} onChoose={(s: Square) => dispatch({ type: 'moveCounter', ...s })} />
    </div>
  );
}
