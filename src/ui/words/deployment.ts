import type { DeploymentItem } from '../../engine';
import { nameOf, type WordContext } from './context';
import { inScale } from './distances';
import { catalogue } from './catalogue';
import { campOptionText } from './campCondition';
import { zoneFromEdgeText } from './tableSize';

type FirstCounts = Extract<DeploymentItem, { code: 'placeFirst' }>['first'];

/** One and several of each kind, in the edition's unit group (`unit`: TuG in 2023, UG in 2020). */
const firstWords = (unit: string): Record<keyof FirstCounts, [string, string]> => ({
  batteries: [`battery ${unit}`, `battery ${unit}s`],
  barricades: [`${unit} with barricades`, `${unit}s with barricades`],
  battleWagons: ['battle wagon', 'battle wagons'],
  redoubts: [`${unit} with redoubts`, `${unit}s with redoubts`],
  expendables: ['expendable', 'expendables'],
});

/** The troops that deploy first that the edition's sheet names (data `deployment.firstTroops`: expendables only in 2020). */
function firstList(ctx: WordContext, first: FirstCounts): string {
  const deployment = ctx.rules.editions[ctx.edition].deployment;
  const words = firstWords(deployment.unit);
  return deployment.firstTroops
    .filter((key) => first[key] > 0)
    .map((key) => `${first[key]} ${words[key][first[key] === 1 ? 0 : 1]}`)
    .join(', ');
}

/**
 * The deployment zone and the side-edge limit, distances in the game's scale (PBS 10.B-10.C; seed 002
 * Deployment Zones, read as "at least 6BW"), with where the zone starts on the players' own table when known.
 */
export const zonesText = catalogue(function zonesText(ctx: WordContext): string {
  const d = ctx.rules.editions[ctx.edition].deployment;
  const zone = inScale(ctx.rules, ctx, d.zoneReading ?? d.zoneText, { keys: ['deploymentFromCentre'] });
  const onThisTable = ctx.table ? ` ${zoneFromEdgeText(ctx.rules, { edition: ctx.edition, scale: ctx.scale, table: ctx.table })}` : '';
  return `${zone}${onThisTable} ${inScale(ctx.rules, ctx, d.sideEdgeText, { keys: ['sideEdgeStrip'] })}`;
});

/** Where the camp goes, its distance in the game's scale (PBS 10.C; seed 002 Deployment Zones). */
export const campRuleText = catalogue(function campRuleText(ctx: WordContext): string {
  return inScale(ctx.rules, ctx, ctx.rules.editions[ctx.edition].deployment.campText, { keys: ['camp'] });
});

/**
 * One instruction of the deployment plan in words, quoting the edition's seed text where the plan item
 * is a rule of the sheet (PBS 10.B-10.G; seed 002 Deployment Process).
 */
export const deploymentText = catalogue(function deploymentText(ctx: WordContext, item: DeploymentItem): string {
  const d = ctx.rules.editions[ctx.edition].deployment;
  const units = (n: number) => `${n} ${n === 1 ? d.unit : `${d.unit}s`}`;
  switch (item.code) {
    case 'zones':
      return zonesText(ctx);
    case 'campOption':
      return campOptionText(ctx, item);
    case 'placeCamp':
      return `Place your camp. ${campRuleText(ctx)}`;
    case 'placeFirst':
      return `Before any other ${d.unit}s, place ${firstList(ctx, item.first) || 'nothing'}. ${d.firstText}`;
    case 'openingShare': {
      const share = item.share.kind === 'outscouted' ? `${item.share.percent}%` : 'a third';
      const reason =
        item.follows !== null
          ? `the same share as ${nameOf(ctx, item.follows)}`
          : item.share.kind === 'outscouted'
            ? `${nameOf(ctx, item.share.outscouted)} was outscouted by ${item.share.percent}%`
            : 'nobody was outscouted, so the defender begins';
      return `Place ${units(item.tugs ?? 0)} (${share} of your ${item.of}, ${reason}).`;
    }
    case 'ambushes':
      return d.ambushText;
    case 'third':
      return `Place up to ${item.tugs ?? 0} more ${item.tugs === 1 ? d.unit : `${d.unit}s`} (a third of your army; ${item.left} left after this). ${d.unit}s in ambush or on flank march stay off the table.`;
    case 'generals':
      return item.side === 'defender' ? d.generalsText : 'Place your generals, declaring which troops are in each command.';
    case 'flankMarches':
      return d.flankMarchText;
    case 'declare':
      return d.declareText ?? '';
  }
});

/** What each batch of the deployment plan covers (src/engine/deployment.ts, DEPLOYMENT_BATCHES). */
const BATCH_TITLES: readonly string[] = [
  'Zones, camps and the first share of the army',
  'Ambushes and the second share',
  'The rest of both armies, in turns',
  'Generals, declarations, flank marches and ambush cards',
];

/** A batch of the deployment plan by its number. */
export const deploymentBatchTitle = catalogue(function deploymentBatchTitle(batch: number): string {
  return BATCH_TITLES[batch] ?? `Part ${batch + 1} of the plan`;
});
