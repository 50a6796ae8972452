import type { CSSProperties } from 'react';
import { isolateName } from '../words/names';
import { cardRound, isFinished, onTable, reveals, summary, table, type GameEvent, type PublicView, type Rules, type Side } from '../../engine';
import { PbsMap } from '../components/PbsMap';
import { TableDiagram } from '../table/TableDiagram';
import { tableAspect } from '../table/frame';
import { actionText, turnText, whoIs, type WordContext } from '../words';
import { densityName, SIDE_WORDS } from '../words/vocab';
import { ColourLadder, RoomCard, RoomDie } from './RoomBits';
import { lastCards, lastDice, pieceKeyText, scoutingText, stepTitle, territoryText, weatherText } from './roomText';
import type { Turn } from './protocol';
import type { Density } from '../../engine';
import { flankWords } from '../words/summary';
import { RoomBattleWeather } from '../battle/RoomBattleWeather';
import { Quoted } from '../components/Quoted';
import { ROOM_BOARD_WORDS as W } from './words';
import { dataName } from '../words/vocab';

const SIDES: readonly Side[] = ['invader', 'defender'];

/** Before a territory is chosen there is no map: the stage shows the players and the opening instead. */
function OpeningStage({ ctx, view }: { ctx: WordContext; view: PublicView }) {
  return (
    <div className="room-opening">
      <ul className="room-players">
        {view.setup.players.map((p, i) => {
          const side = view.roles ? SIDES.find((s) => view.roles?.[s] === i) : undefined;
          return (
            <li key={i}>
              <span className="room-player-name">
                <Quoted>{p.name}</Quoted>
              </span>
              <span className="room-player-army">
                <Quoted>{p.army.name}</Quoted>
                {side ? W.side({ side: SIDE_WORDS[side] }) : ''}
              </span>
            </li>
          );
        })}
      </ul>
      {cardRound(view) === 'contest' && (
        <ul className="room-committed">
          {SIDES.map((side) => (
            <li key={side}>
              {W.committed({ who: whoIs(ctx, side), chosen: view.committed[side] })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LastCards({ ctx, view }: { ctx: WordContext; view: PublicView }) {
  const cards = lastCards(ctx, view);
  if (!cards) return null;
  return (
    <section className="room-block" aria-labelledby="room-cards">
      <h2 className="room-label" id="room-cards">
        {W.cardsRevealed({ label: cards.label })}
      </h2>
      <ul className="room-pair">
        {SIDES.map((side) => (
          <li key={side}>
            <span className="room-who">{whoIs(ctx, side)}</span>
            <RoomCard colour={cards.cards[side]} none={cards.none} />
          </li>
        ))}
      </ul>
      {cards.result && <p className="room-result">{cards.result}</p>}
    </section>
  );
}

function LastDice({ ctx, view }: { ctx: WordContext; view: PublicView }) {
  const dice = lastDice(ctx, view);
  if (!dice) return null;
  return (
    <section className="room-block" aria-labelledby="room-dice">
      <h2 className="room-label" id="room-dice">
        {W.dice({ label: dice.label })}
      </h2>
      <ul className="room-pair">
        {dice.dice.map((d, i) => (
          <li key={i}>
            <span className="room-who">{d.who}</span>
            <RoomDie die={d.die} />
          </li>
        ))}
      </ul>
      <p className="room-result">{dice.result}</p>
    </section>
  );
}

type Piece = PublicView['pieces'][number];

/** The terrain pieces with the numbers the table diagram gives them (the deep water counts), so the room reads the drawing by this list. */
function TerrainKey({ ctx, rules, view, pieces, labelledBy }: { ctx: WordContext; rules: Rules; view: PublicView; pieces: readonly Piece[]; labelledBy: string }) {
  const numbers = new Map(table.tableLayout(rules, view).map((item, i) => [item.pieceId, i + 1]));
  const numberOf = (piece: Piece) => numbers.get(piece.id) ?? Infinity;
  return (
    <ul className="room-key" aria-labelledby={labelledBy}>
      {[...pieces]
        .sort((a, b) => numberOf(a) - numberOf(b))
        .map((piece) => (
          <li key={piece.id}>
            <span className="room-key-number">{numbers.get(piece.id) ?? ''}</span> {pieceKeyText(ctx, piece)}
          </li>
        ))}
    </ul>
  );
}

/** Territory, counter, terrain, weather and scouting: what the pre-battle has decided so far. */
function Decided({ ctx, rules, view }: { ctx: WordContext; rules: Rules; view: PublicView }) {
  const { territory, square } = territoryText(rules, view);
  const weather = weatherText(rules, view);
  const scouting = scoutingText(ctx, view);
  return (
    <section className="room-block" aria-labelledby="room-decided">
      <h2 className="room-label" id="room-decided">
        {W.decided}
      </h2>
      <dl className="room-facts">
        <dt>{W.territory}</dt>
        <dd>{territory ?? W.notChosen}</dd>
        {square && (
          <>
            <dt>{W.counter}</dt>
            <dd>{square}</dd>
          </>
        )}
        {weather && (
          <>
            <dt>{W.seasonWeather}</dt>
            <dd>{weather}</dd>
          </>
        )}
        {scouting && (
          <>
            <dt>{W.scouting}</dt>
            <dd>{scouting}</dd>
          </>
        )}
      </dl>
      {view.pieces.length > 0 && (
        <>
          <h3 className="room-label" id="room-terrain">
            {W.terrain}
          </h3>
          <TerrainKey ctx={ctx} rules={rules} view={view} pieces={view.pieces} labelledBy="room-terrain" />
        </>
      )}
    </section>
  );
}

/** The battle as the pre-battle decided it (the engine's summary of the public view). */
function RoomSummary({ ctx, rules, view }: { ctx: WordContext; rules: Rules; view: PublicView }) {
  const s = summary(rules, view);
  const scouting = scoutingText(ctx, view);
  return (
    <section className="room-block room-summary" aria-labelledby="room-summary">
      <h2 className="room-label" id="room-summary">
        {W.summary}
      </h2>
      <dl className="room-facts">
        {s.sides && (
          <>
            <dt>{W.invader}</dt>
            <dd>{W.sideFacts({ player: isolateName(s.sides.invader.player), army: isolateName(s.sides.invader.army), tugs: s.sides.invader.tugs, unit: rules.editions[view.setup.edition].deployment.unit })}</dd>
            <dt>{W.defender}</dt>
            <dd>{W.sideFacts({ player: isolateName(s.sides.defender.player), army: isolateName(s.sides.defender.army), tugs: s.sides.defender.tugs, unit: rules.editions[view.setup.edition].deployment.unit })}</dd>
          </>
        )}
        <dt>{W.territory}</dt>
        <dd>
          {s.territory && dataName('territory', s.territory.id, s.territory.name)}
          {s.square && W.square({ row: s.square.row + 1, col: s.square.col + 1, density: densityName(s.square.density as Density) })}
        </dd>
        <dt>{W.flank}</dt>
        <dd>
          {flankWords(s)}
        </dd>
        <dt>{W.weather}</dt>
        <dd>{W.weatherFacts({ season: s.seasonId ? dataName('season', s.seasonId, s.season ?? s.seasonId) : '', rolled: Boolean(s.weather), weather: s.weather ? dataName('weather', s.weather.id, s.weather.name) : '', changeable: s.weather?.changeable ?? false })}</dd>
        {scouting && (
          <>
            <dt>{W.scouting}</dt>
            <dd>{scouting}</dd>
          </>
        )}
      </dl>
      {s.terrain.length > 0 && (
        <>
          <h3 className="room-label" id="room-on-table">
            {W.onTable}
          </h3>
          <TerrainKey ctx={ctx} rules={rules} view={view} pieces={view.pieces.filter((p) => p.outcome !== 'remove')} labelledBy="room-on-table" />
        </>
      )}
    </section>
  );
}

/** What fills the stage: the players before a territory, the PBS map through the march, then the table to scale. */
function Stage({ ctx, rules, view }: { ctx: WordContext; rules: Rules; view: PublicView }) {
  // From the secure flanks on, the table is what the room needs: the diagram takes the stage (PBS 9.A on).
  if (onTable(view)) {
    return (
      <div className="room-stage" style={{ '--table-aspect': tableAspect(table.tableGeometry(rules, view.setup)) } as CSSProperties}>
        <TableDiagram rules={rules} view={view} printable />
      </div>
    );
  }
  return <div className="room-stage">{view.territory ? <PbsMap rules={rules} view={view} /> : <OpeningStage ctx={ctx} view={view} />}</div>;
}

/**
 * The game for the room: the PBS map (from the secure flanks on, the table diagram) filling the screen beside the step,
 * whose turn it is, the last reveal and what is decided. From the table on, the territory and the counter's square are
 * said in words: a map small enough to fit beside them would be too small to read across the room (issue 38).
 */
export function RoomBoard({ ctx, rules, view, turn, events }: { ctx: WordContext; rules: Rules; view: PublicView; turn: Turn; events: GameEvent[] }) {
  const last = events.length > 0 ? actionText(ctx, events, reveals) : '';
  const done = isFinished(view);
  const table = onTable(view);
  // Once the battle's turns are rolled, their weather stands beside the summary.
  const battle = done && view.battle.turns.length > 0;
  // Cards are played until the march ends; after it the board makes room for the terrain, its dice and the weather.
  const cardsInPlay = !table;
  return (
    <div className={`room-board${table ? ' room-board-table' : ''}${done ? ' room-board-done' : ''}${battle ? ' room-board-battle' : ''}`}>
      <Stage ctx={ctx} rules={rules} view={view} />
      <div className="room-info">
        <h1 className="room-step">{stepTitle(rules, view)}</h1>
        {/* At the end nobody has a turn: the heading says so, and the battle's weather needs the room. */}
        {!done && (
          <p className="room-turn">
            <span className="room-label">{W.turn}</span> {turnText(ctx, turn)}
          </p>
        )}
        {last && (
          <p className="room-last">
            <span className="room-label">{W.last}</span> {last}
          </p>
        )}
        {done ? (
          <>
            <RoomBattleWeather rules={rules} view={view} />
            <RoomSummary ctx={ctx} rules={rules} view={view} />
          </>
        ) : (
          <>
            <div className="room-reveals">
              {cardsInPlay && <LastCards ctx={ctx} view={view} />}
              <LastDice ctx={ctx} view={view} />
            </div>
            <Decided ctx={ctx} rules={rules} view={view} />
          </>
        )}
        {cardsInPlay && <ColourLadder />}
      </div>
    </div>
  );
}
