import { findTerritory, nameOf, playerOf, reachableSquares, type Square } from '../../engine';
import { colourName } from '../words/vocab';
import { PbsMap } from '../components/PbsMap';
import { ReadLine } from '../components/ReadLine';
import { DensityLegend, territoryHoldings } from '../rules';
import type { StepProps } from './types';

/** PBS 8.B: the contest's winner picks a territory from the defender's list, each shown with a thumbnail of its map and what it holds. */
export function ChooseTerritoryStep({ rules, view, dispatch }: StepProps) {
  const cards = view.territoryCards;
  const chooser = view.territoryChooser ?? 'defender';
  const offered = view.setup.players[playerOf(view, 'defender')].army.territories;
  const text = (side: 'invader' | 'defender') => (cards?.[side] ? colourName(cards[side]) : 'no card');
  return (
    <div>
      {cards && (
        <p role="status">
          Revealed: {nameOf(view, 'invader')} (invader) {text('invader')}, {nameOf(view, 'defender')} (defender) {text('defender')}.{' '}
          {chooser === 'invader' ? 'The invader played the better card and picks the territory.' : 'The invader did not play a better card, so the defender picks.'}
        </p>
      )}
      <ul className="territory-choices">
        {offered.map((id) => {
          const holds = territoryHoldings(rules, view.setup.edition, id);
          return (
            <li key={id}>
              <PbsMap rules={rules} view={view} territoryId={id} size="thumbnail" />
              <button type="button" aria-describedby={holds ? `holds-${id}` : undefined} onClick={() => dispatch({ type: 'chooseTerritory', territory: id })}>
                {findTerritory(rules, view.setup.edition, id)?.name ?? id}
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
      <p>Choose the square where the army counter starts. Use the arrow keys and Enter, or click a square.</p>
      <PbsMap rules={rules} view={view} choices={choices} chooseLabel="Place the counter" onChoose={(s: Square) => dispatch({ type: 'placeCounter', ...s })} />
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
  const text = (side: 'invader' | 'defender') => (day.cards[side] ? colourName(day.cards[side]) : 'a pass (Black)');
  return (
    <div>
      <div role="status">
        Day {day.day} revealed: {nameOf(view, 'invader')} (invader) {text('invader')}, {nameOf(view, 'defender')} (defender) {text('defender')}.{' '}
        {nameOf(view, move.winner)} is {move.difference} better: {row && <ReadLine text={row.text} reading={row.reading} />}
        {row?.reading ? '' : '.'}
      </div>
      <p>Choose where the counter goes (the marked squares), or its own square to stay.</p>
      <PbsMap rules={rules} view={view} choices={choices} chooseLabel="Move the counter" onChoose={(s: Square) => dispatch({ type: 'moveCounter', ...s })} />
    </div>
  );
}
