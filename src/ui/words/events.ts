import { megEngine, type EventCode, type EventParams, type GameEvent, type Message } from '../../engine';
import type { WordContext } from './context';
import { catalogue, msg } from './catalogue';
import { sayInGame, sayStepMessage, type SayGame } from './say';

const EVENT_WORDS = catalogue({
  /** A run of tied roll-offs told as one log line (PBS 8.A: ties re-roll, thousands of times with physical dice). */
  rollOffTies: msg<{ count: number }>('{count} roll-off ties'),
  /** A physical card as the players entered it, after both were revealed on the table: "Day 1: Anna (defender) entered Red (R)." */
  entered: msg<EventParams['cardChosen'] & SayGame>(
    '{round, round}: {side, who} entered {card, select, null {{round, select, null {no card} other {a pass (Black)}}} other {{card, colour}}}.',
  ),
});

/** An event in words with player names: the sentence its step gives (src/engine/steps/<step>/words.ts). */
export const eventText = catalogue(function eventText(ctx: WordContext, event: GameEvent): string {
  const message = megEngine.words.events[event.code] as Message<typeof event.params> | undefined;
  if (!message) throw new Error(`no words for the event ${event.code}`);
  return sayStepMessage(ctx, message, event.params);
});

/** A run of tied roll-offs told as one log line. */
export const rollOffTiesText = (count: number): string => EVENT_WORDS.rollOffTies({ count });

function enteredText(ctx: WordContext, p: EventParams['cardChosen']): string {
  return sayInGame(ctx, EVENT_WORDS.entered, p);
}

/**
 * What everyone may read of one action: its public events in words. The card that completes a round
 * is told by the reveal itself, so its "has chosen a card" is left out. Physical cards are entered
 * once both lie face up, so the entry is told as entered, with its colour. `reveals` says which events turn the cards up (the engine's).
 */
export const actionText = catalogue(function actionText(ctx: WordContext, events: readonly GameEvent[], reveals: (code: EventCode) => boolean): string {
  const shown = events.filter((e) => e.audience === 'public');
  const revealed = shown.some((e) => reveals(e.code));
  const entered = (e: GameEvent) =>
    ctx.cards === 'physical' && e.code === 'cardCommitted' ? events.find((c) => c.code === 'cardChosen' && c.params.side === e.params.side) : undefined;
  return shown
    .filter((e) => !(revealed && e.code === 'cardCommitted'))
    .map((e) => {
      const chosen = entered(e);
      return chosen?.code === 'cardChosen' ? enteredText(ctx, chosen.params) : eventText(ctx, e);
    })
    .join(' ');
});
