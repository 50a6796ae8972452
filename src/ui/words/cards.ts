import type { CardRound, PublicView, Rules } from '../../engine';
import { catalogue, msg } from './catalogue';

/**
 * Why a pass is not offered, from the edition data: the 2020 territory card is compulsory (seed 002
 * "Each play first PBS card"); on a day of the march a player with as many cards as days left must play
 * (the edition's march rule). `round` is the round being played (the engine's `cardRound`); `toHolder` speaks to the
 * player behind the curtain, otherwise to both.
 */
export function mustPlayText(rules: Rules, view: Pick<PublicView, 'setup'>, round: CardRound, toHolder: boolean): string {
  if (round === 'contest') {
    const play = rules.editions[view.setup.edition].territoryContest.play;
    return MUST_PLAY_WORDS.contest({ toHolder, rule: play.text, source: play.source });
  }
  return MUST_PLAY_WORDS.march({ toHolder, source: rules.editions[view.setup.edition].march.source });
}

/** Why a pass is not offered; `toHolder`: said to the player behind the curtain, else to both; `rule` and `source` quote the edition. */
export const MUST_PLAY_WORDS = catalogue({
  contest: msg<{ toHolder: boolean; rule: string; source: string }>(
    '{toHolder, select, true {You hold PBS cards, so you must} other {A player who holds a PBS card must}} play one in the territory contest: “{rule}” ({source}).',
  ),
  march: msg<{ toHolder: boolean; source: string }>(
    '{toHolder, select, true {You hold at least as many cards as days left, so you must play one today ({source}).} other {A player who holds at least as many cards as days left must play one today ({source}).}}',
  ),
} as const);
