import { rank } from '../../cards';
import { revised, type HandleContext } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import { inForce, rulesVersionOf, type InForce } from '../../rulesVersion';
import type { ActionOf } from '../../schema/action';
import type { GameState, Side } from '../../state';
import { editionOf } from '../../terrain';
import { commitCard, revealed } from '../shared/faceDownCards';

/** Seed 002 "Each play first PBS card": the 2020 territory card is compulsory from app rules 2; rules 1 read it as optional. */
const COMPULSORY_CARD: InForce = { since: 2 };

/**
 * PBS 8.B: whether a side may play no card in the territory contest: always in 2023 ("optionally play 1
 * card"); in 2020 ("Each play first PBS card") only with no PBS card to play, or in a game of app rules 1,
 * which passed it before that reading (src/engine/rulesVersion.ts).
 */
export function canPassTerritoryCard(
  rules: Rules,
  state: Pick<GameState, 'handCounts'> & { setup: Pick<GameState['setup'], 'edition' | 'legacyTerritoryPass' | 'rulesVersion'> },
  side: Side,
): boolean {
  return !editionOf(rules, state).territoryContest.play.compulsory || state.handCounts[side] === 0 || !inForce(COMPULSORY_CARD, rulesVersionOf(state.setup));
}

/** PBS 8.B: each plays (2020) or may play (2023) one PBS card face down; when both are in they are revealed and the better card picks the map. */
export function playTerritoryCard(rules: Rules, state: GameState, action: ActionOf<'playTerritoryCard'>, context?: HandleContext): StepResult {
  if (action.card === null && !(action.side in state.commits) && !canPassTerritoryCard(rules, state, action.side)) {
    return refuse('mustPlayTerritoryCard', { side: action.side, source: editionOf(rules, state).territoryContest.play.source });
  }
  const committed = commitCard(state, action.side, action.card, null, context);
  if (!committed.ok) return committed;
  const next = committed.state;
  const cards = revealed(next);
  if (!cards) return committed;
  const contest = editionOf(rules, state).territoryContest;
  const played = [cards.invader, cards.defender].filter((c) => c !== null);
  const chooser = rank(cards.invader ?? contest.declineCountsAs) > rank(cards.defender ?? contest.declineCountsAs) ? 'invader' : contest.tieGoesTo;
  return accept(
    revised(next, { commits: {}, played: [...next.played, ...played], territoryCards: cards, territoryChooser: chooser }, context),
    [...committed.events, publicEvent('territoryContestRevealed', { invader: cards.invader, defender: cards.defender, chooser })],
  );
}
