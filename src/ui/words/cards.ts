import type { CardRound, PublicView, Rules } from '../../engine';
import { catalogue } from './catalogue';

/**
 * Why a pass is not offered, from the edition data: the 2020 territory card is compulsory (seed 002
 * "Each play first PBS card"); on a day of the march a player with as many cards as days left must play
 * (the edition's march rule). `round` is the round being played (the engine's `cardRound`); `toHolder` speaks to the
 * player behind the curtain, otherwise to both.
 */
export const mustPlayText = catalogue(function mustPlayText(rules: Rules, view: Pick<PublicView, 'setup'>, round: CardRound, toHolder: boolean): string {
  if (round === 'contest') {
    const play = rules.editions[view.setup.edition].territoryContest.play;
    const who = toHolder ? 'You hold PBS cards, so you must' : 'A player who holds a PBS card must';
    return `${who} play one in the territory contest: “${play.text}” (${play.source}).`;
  }
  const source = rules.editions[view.setup.edition].march.source;
  return toHolder
    ? `You hold at least as many cards as days left, so you must play one today (${source}).`
    : `A player who holds at least as many cards as days left must play one today (${source}).`;
});
