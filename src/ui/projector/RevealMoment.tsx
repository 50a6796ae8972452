import type { Colour, GameEvent, Side } from '../../engine';
import { eventText, nameOf, whoIs, type WordContext } from '../words';
import { RoomCard, RoomDie } from './RoomBits';
import type { DieFace } from './roomText';
import type { Moment } from './useRoom';
import { ROOM_REVEAL_WORDS, ROOM_WORDS } from './words';

const SIDES: readonly Side[] = ['invader', 'defender'];

function Cards({ ctx, cards, none }: { ctx: WordContext; cards: Record<Side, Colour | null>; none: string }) {
  return (
    <ul className="moment-items">
      {SIDES.map((side) => (
        <li key={side}>
          <span className="moment-who">{whoIs(ctx, side)}</span>
          <RoomCard colour={cards[side]} none={none} />
        </li>
      ))}
    </ul>
  );
}

const number = (value: number): DieFace => ({ kind: 'number', value });

function Dice({ items }: { items: { who: string; die: DieFace }[] }) {
  return (
    <ul className="moment-items">
      {items.map((item, i) => (
        <li key={i}>
          <span className="moment-who">{item.who}</span>
          <RoomDie die={item.die} />
        </li>
      ))}
    </ul>
  );
}

/** One reveal, large: the cards or dice and the sentence that says what they decided. */
function Reveal({ ctx, event }: { ctx: WordContext; event: GameEvent }) {
  switch (event.code) {
    case 'dayRevealed':
      return (
        <>
          <h2>{ROOM_WORDS.dayCards({ day: event.params.day })}</h2>
          <Cards ctx={ctx} cards={{ invader: event.params.invader, defender: event.params.defender }} none={ROOM_REVEAL_WORDS.pass} />
        </>
      );
    case 'territoryContestRevealed':
      return (
        <>
          <h2>{ROOM_WORDS.territoryCards}</h2>
          <Cards ctx={ctx} cards={{ invader: event.params.invader, defender: event.params.defender }} none={ROOM_REVEAL_WORDS.noCard} />
        </>
      );
    case 'rolledOff':
      return (
        <>
          <h2>{ROOM_WORDS.rollOff}</h2>
          <Dice items={event.params.faces.map((face, i) => ({ who: nameOf(ctx, i as 0 | 1), die: { kind: 'face', face } }))} />
        </>
      );
    case 'placementRolled':
      return (
        <>
          <h2>{ROOM_WORDS.placementDie}</h2>
          <Dice items={[{ who: whoIs(ctx, event.params.side), die: number(event.params.die) }]} />
        </>
      );
    case 'opponentRolled':
      return (
        <>
          <h2>{ROOM_WORDS.opponentDie}</h2>
          <Dice items={[{ who: whoIs(ctx, event.params.side), die: number(event.params.die) }]} />
        </>
      );
    case 'weatherRolled':
      return (
        <>
          <h2>{ROOM_WORDS.weatherDice}</h2>
          <Dice items={event.params.dice.map((value, i) => ({ who: ROOM_REVEAL_WORDS.die({ n: i + 1 }), die: number(value) }))} />
        </>
      );
    default:
      return null;
  }
}

/**
 * The reveal of the moment, large across the room for a few seconds: it rises into view, or simply
 * appears for viewers who asked for reduced motion (projector.css).
 */
export function RevealMoment({ ctx, moment }: { ctx: WordContext; moment: Moment }) {
  return (
    <div className="reveal-moment" key={moment.key}>
      <section className="reveal-panel" aria-label={ROOM_WORDS.revealedNow}>
        {moment.events.map((event, i) => (
          <div className="reveal-item" key={i}>
            <Reveal ctx={ctx} event={event} />
            <p className="moment-result">{eventText(ctx, event)}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
