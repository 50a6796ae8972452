import { megEngine, type EventCode, type EventParams, type GameEvent, type Message } from '../../engine';
import { whoIs, type WordContext } from './context';
import { colourName } from './vocab';
import { catalogue } from './catalogue';
import { sayFor } from './say';

/** An event in words with player names: the sentence its step gives (src/engine/steps/<step>/words.ts). */
export const eventText = catalogue(function eventText(ctx: WordContext, event: GameEvent): string {
  const say = megEngine.words.events[event.code] as Message<typeof event.params> | undefined;
  if (!say) throw new Error(`no words for the event ${event.code}`);
  return say(sayFor(ctx), event.params);
});

/** A run of tied roll-offs told as one log line (PBS 8.A: ties re-roll, thousands of times with physical dice). */
export const rollOffTiesText = catalogue(function rollOffTiesText(count: number): string {
  return `${count.toLocaleString('en-GB')} roll-off ties`;
});

/** A physical card as the players entered it, after both were revealed on the table: "Day 1: Anna (defender) entered Red (R)." */
function enteredText(ctx: WordContext, p: EventParams['cardChosen']): string {
  const card = p.card === null ? (p.round === null ? 'no card' : 'a pass (Black)') : colourName(p.card);
  return `${sayFor(ctx).round(p.round)}: ${whoIs(ctx, p.side)} entered ${card}.`;
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
