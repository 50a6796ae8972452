import { PHASES, summary, type GameEvent, type PublicView, type Rules, type Side } from '../../engine';
import { PbsMap } from '../components/PbsMap';
import { actionText, turnText, whoIs, type WordContext } from '../words';
import { densityName } from '../words/vocab';
import { ColourLadder, RoomCard, RoomDie } from './RoomBits';
import { lastCards, lastDice, pieceText, scoutingText, stepTitle, territoryText, weatherText } from './roomText';
import type { Turn } from './protocol';
import type { Density } from '../../engine';
import { flankWords } from '../words/summary';
import { RoomBattleWeather } from '../battle/RoomBattleWeather';

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
              <span className="room-player-name">{p.name}</span>
              <span className="room-player-army">
                {p.army.name}
                {side ? `, ${side}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
      {view.phase === 'territoryCards' && (
        <ul className="room-committed">
          {SIDES.map((side) => (
            <li key={side}>
              {whoIs(ctx, side)}: {view.committed[side] ? 'has chosen a card, face down' : 'choosing a card'}
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
        Cards revealed: {cards.label}
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
        Dice: {dice.label}
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

/** Territory, counter, terrain, weather and scouting: what the pre-battle has decided so far. */
function Decided({ ctx, rules, view }: { ctx: WordContext; rules: Rules; view: PublicView }) {
  const { territory, square } = territoryText(rules, view);
  const weather = weatherText(rules, view);
  const scouting = scoutingText(ctx, view);
  return (
    <section className="room-block" aria-labelledby="room-decided">
      <h2 className="room-label" id="room-decided">
        Decided so far
      </h2>
      <dl className="room-facts">
        <dt>Territory</dt>
        <dd>{territory ?? 'Not chosen yet'}</dd>
        {square && (
          <>
            <dt>Army counter</dt>
            <dd>{square}</dd>
          </>
        )}
        {weather && (
          <>
            <dt>Season and weather</dt>
            <dd>{weather}</dd>
          </>
        )}
        {scouting && (
          <>
            <dt>Scouting</dt>
            <dd>{scouting}</dd>
          </>
        )}
      </dl>
      {view.pieces.length > 0 && (
        <>
          <h3 className="room-label">Terrain</h3>
          <ol className="room-terrain">
            {view.pieces.map((piece) => (
              <li key={piece.id}>{pieceText(ctx, piece)}</li>
            ))}
          </ol>
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
        Battle summary
      </h2>
      <dl className="room-facts">
        {s.sides && (
          <>
            <dt>Invader</dt>
            <dd>
              {s.sides.invader.player}: {s.sides.invader.army} ({s.sides.invader.tugs} TuGs)
            </dd>
            <dt>Defender</dt>
            <dd>
              {s.sides.defender.player}: {s.sides.defender.army} ({s.sides.defender.tugs} TuGs)
            </dd>
          </>
        )}
        <dt>Territory</dt>
        <dd>
          {s.territory?.name}
          {s.square && `, row ${s.square.row + 1} column ${s.square.col + 1}, ${densityName(s.square.density as Density)}`}
        </dd>
        <dt>Secure flank</dt>
        <dd>
          {flankWords(s.flank)}
        </dd>
        <dt>Weather</dt>
        <dd>{s.weather ? `${s.season}: ${s.weather.name}${s.weather.changeable ? ', changeable' : ''}` : s.season}</dd>
        {scouting && (
          <>
            <dt>Scouting</dt>
            <dd>{scouting}</dd>
          </>
        )}
      </dl>
      {s.terrain.length > 0 && (
        <>
          <h3 className="room-label">Terrain on the table</h3>
          <ol className="room-terrain">
            {view.pieces
              .filter((p) => p.outcome !== 'remove')
              .map((piece) => (
                <li key={piece.id}>{pieceText(ctx, piece)}</li>
              ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** The game for the room: the PBS map filling the screen beside the step, whose turn it is, the last reveal and what is decided. */
export function RoomBoard({ ctx, rules, view, turn, events }: { ctx: WordContext; rules: Rules; view: PublicView; turn: Turn; events: GameEvent[] }) {
  const last = events.length > 0 ? actionText(ctx, events) : '';
  const done = view.phase === 'done';
  // Cards are played until the march ends; after it the board makes room for the terrain, its dice and the weather.
  const cardsInPlay = PHASES.indexOf(view.phase) <= PHASES.indexOf('moveCounter');
  return (
    <div className="room-board">
      <div className="room-stage">{view.territory ? <PbsMap rules={rules} view={view} /> : <OpeningStage ctx={ctx} view={view} />}</div>
      <div className="room-info">
        <h1 className="room-step">{stepTitle(rules, view)}</h1>
        <p className="room-turn">
          <span className="room-label">Turn</span> {turnText(ctx, turn)}
        </p>
        {last && (
          <p className="room-last">
            <span className="room-label">Last</span> {last}
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
