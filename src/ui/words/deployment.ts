import type { DeploymentItem } from '../../engine';
import { nameOf, type WordContext } from './context';

type FirstCounts = Extract<DeploymentItem, { code: 'placeFirst' }>['first'];

const FIRST_WORDS: Record<keyof FirstCounts, [string, string]> = {
  batteries: ['battery TuG', 'battery TuGs'],
  barricades: ['TuG with barricades', 'TuGs with barricades'],
  battleWagons: ['battle wagon', 'battle wagons'],
  redoubts: ['TuG with redoubts', 'TuGs with redoubts'],
  expendables: ['expendable', 'expendables'],
};

function firstList(first: FirstCounts): string {
  return (Object.keys(FIRST_WORDS) as (keyof FirstCounts)[])
    .filter((key) => first[key] > 0)
    .map((key) => `${first[key]} ${FIRST_WORDS[key][first[key] === 1 ? 0 : 1]}`)
    .join(', ');
}

/**
 * One instruction of the deployment plan in words, quoting the edition's seed text where the plan item
 * is a rule of the sheet (PBS 10.B-10.G; seed 002 Deployment Process).
 */
export function deploymentText(ctx: WordContext, item: DeploymentItem): string {
  const d = ctx.rules.editions[ctx.edition].deployment;
  const units = (n: number) => `${n} ${n === 1 ? d.unit : `${d.unit}s`}`;
  switch (item.code) {
    case 'zones':
      return `${d.zoneText} ${d.sideEdgeText}`;
    case 'campOption': {
      const rule = ctx.territory?.specialRules[item.rule];
      return `Camp option: ${rule && 'text' in rule ? rule.text : ''}`;
    }
    case 'placeCamp':
      return `Place your camp. ${d.campText}`;
    case 'placeFirst':
      return `Before any other ${d.unit}s, place ${firstList(item.first)}. ${d.firstText}`;
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
}
