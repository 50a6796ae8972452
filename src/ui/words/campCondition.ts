import type { DeploymentItem } from '../../engine';
import { catalogue } from './catalogue';
import { nameOf, type WordContext } from './context';
import { orList, terrainName } from './vocab';

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

/** Where the camp may go, e.g. "a Town or Village adjacent to the Deep Water flank" (seed 000 special rules). */
export const campPlaceText = catalogue(function campPlaceText(ctx: WordContext, item: CampOption): string {
  const rule = campRule(ctx, item);
  if (!rule) return '';
  return `a ${orList(rule.terrain.map((id) => terrainName(ctx.rules, ctx.territory, id)))} ${rule.condition}`;
});

/** The attacker's fallback, said as offered only once the defender declines (seed 000 Waterside, Cultivated). */
export const campFallbackText = catalogue(function campFallbackText(ctx: WordContext, item: CampOption): string {
  return item.attackerFallback ? ` Only if ${nameOf(ctx, 'defender')} declines it, ${nameOf(ctx, 'invader')} may camp in such a place instead.` : '';
});

/** What the plan says of a camp option, by what the app knows of its condition and the players' answer (issue 27). */
export const campOptionText = catalogue(function campOptionText(ctx: WordContext, item: CampOption): string {
  const place = campPlaceText(ctx, item);
  const territory = ctx.territory?.name ?? '';
  if (item.condition === 'impossible') return `No camp option: ${CAMP_REASON_WORDS[item.reason]} (${territory} special rule).`;
  if (item.condition === 'unknown' && item.holds === null) return `Camp option, if there is ${place}: the players say whether there is (${territory} special rule).`;
  if (item.condition === 'unknown' && item.holds === false) return `No camp option: the players said there is no ${place.replace(/^a /, '')}.`;
  const why = item.condition === 'proven' ? CAMP_REASON_WORDS[item.reason] : 'the players confirmed it';
  return `Camp option for ${nameOf(ctx, 'defender')}: the camp may be in ${place} (${territory} special rule; ${why}).${campFallbackText(ctx, item)}`;
});

/** The yes-or-no question for a camp option the app cannot decide, and its answers (issue 27). */
export const CAMP_QUESTION_WORDS = catalogue({
  legend: (place: string) => `Camp option: is there ${place}?`,
  why: 'The app cannot tell from the table as recorded, so the players look and answer. The answer is logged.',
  reading: 'How the app reads the rule:',
  yes: 'Yes, there is',
  no: 'No, there is not',
  answered: (holds: boolean) => (holds ? 'Answered: yes. You may answer again until this part is done.' : 'Answered: no. You may answer again until this part is done.'),
  confirmed: (holds: boolean) => `The players say the camp option's condition ${holds ? 'holds' : 'does not hold'}.`,
});
