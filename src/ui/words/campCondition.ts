import type { DeploymentItem } from '../../engine';
import { catalogue, msg } from './catalogue';
import { nameOf, type WordContext } from './context';
import { dataName, terrainName } from './vocab';

type CampOption = Extract<DeploymentItem, { code: 'campOption' }>;

/** Why the app decided a camp option's condition as it did (engine `CampConditionReason`), in words. */
export const CAMP_REASON_WORDS = catalogue({
  noTerrain: 'no piece of that terrain is on the table',
  noDeepWater: 'this square has no Deep Water flank',
  farFromWater: 'every such piece went where it cannot touch the deep water',
  recorded: 'the positions recorded on the table diagram show it',
  placementDie: 'its placement die required it to touch a table edge',
  edgeOnlyTerrain: 'this terrain only deploys touching a table edge',
  invaderHalf: "the only such piece is the invader's secure flank, on his half",
  byEye: 'the app cannot tell from what it knows',
} as const);

/** The camp option's rule in the territory's data (seed 000 special rules), if the territory is chosen. */
function campRule(ctx: WordContext, item: CampOption) {
  const rule = ctx.territory?.specialRules[item.rule];
  return rule?.kind === 'campIn' ? rule : undefined;
}

/** Where the camp may go: the terrain it may be in, by name, and the rule's condition, e.g. ["Town", "Village"] and "adjacent to the Deep Water flank" (seed 000 special rules). */
export function campPlace(ctx: WordContext, item: CampOption): { terrains: string[]; condition: string } {
  const rule = campRule(ctx, item);
  if (!rule || !ctx.territory) return { terrains: [], condition: '' };
  // The condition as the language on screen says it, by the territory's id (the data's own words in English).
  return { terrains: rule.terrain.map((id) => terrainName(ctx.rules, ctx.territory, id)), condition: dataName('campCondition', ctx.territory.id, rule.condition) };
}

/** What the plan says of a camp option; `terrains` and `condition` say where the camp may go, `territory` names the territory whose special rule it is. */
export const CAMP_OPTION_WORDS = catalogue({
  /** `reason`: why there is none, from `CAMP_REASON_WORDS`. */
  impossible: msg<{ reason: string; territory: string }>('No camp option: {reason} ({territory} special rule).'),
  unknown: msg<{ terrains: readonly string[]; condition: string; territory: string }>(
    'Camp option, if there is a {terrains, list, or} {condition}: the players say whether there is ({territory} special rule).',
  ),
  declined: msg<{ terrains: readonly string[]; condition: string }>('No camp option: the players said there is no {terrains, list, or} {condition}.'),
  /** `why`: how the app knows it holds, from `CAMP_REASON_WORDS` or `confirmedByPlayers`; `fallback`: whether the invader may camp there if the defender declines (seed 000 Waterside, Cultivated). */
  holds: msg<{ defender: string; invader: string; terrains: readonly string[]; condition: string; territory: string; why: string; fallback: boolean }>(
    'Camp option for {defender}: the camp may be in a {terrains, list, or} {condition} ({territory} special rule; {why}).{fallback, select, true { Only if {defender} declines it, {invader} may camp in such a place instead.} other {}}',
  ),
  confirmedByPlayers: 'the players confirmed it',
} as const);

/** What the plan says of a camp option, by what the app knows of its condition and the players' answer (issue 27). */
export function campOptionText(ctx: WordContext, item: CampOption): string {
  const place = campPlace(ctx, item);
  const territory = ctx.territory ? dataName('territory', ctx.territory.id, ctx.territory.name) : '';
  if (item.condition === 'impossible') return CAMP_OPTION_WORDS.impossible({ reason: CAMP_REASON_WORDS[item.reason], territory });
  if (item.condition === 'unknown' && item.holds === null) return CAMP_OPTION_WORDS.unknown({ ...place, territory });
  if (item.condition === 'unknown' && item.holds === false) return CAMP_OPTION_WORDS.declined(place);
  const why = item.condition === 'proven' ? CAMP_REASON_WORDS[item.reason] : CAMP_OPTION_WORDS.confirmedByPlayers;
  return CAMP_OPTION_WORDS.holds({ ...place, territory, why, defender: nameOf(ctx, 'defender'), invader: nameOf(ctx, 'invader'), fallback: item.attackerFallback });
}

/** What the log says of the players' answer to a camp option's question (issue 27; the question is beside its screen, src/ui/steps/deployment/campQuestionWords.ts). */
export const CAMP_ANSWER_WORDS = catalogue({
  confirmed: msg<{ holds: boolean }>("The players say the camp option's condition {holds, select, true {holds} other {does not hold}}."),
} as const);
