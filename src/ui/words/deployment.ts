import type { DeploymentItem } from '../../engine';
import { nameOf, type WordContext } from './context';
import { inScale } from './distances';
import { catalogue, msg } from './catalogue';
import { campOptionText } from './campCondition';
import { zoneFromEdgeText } from './tableSize';
import { fromSource, plainText, type WithSource } from './withSource';

type FirstCounts = Extract<DeploymentItem, { code: 'placeFirst' }>['first'];

/** The deployment plan's words; `unit` is the edition's unit group (TuG in 2023, UG in 2020: data `deployment.unit`). */
export const DEPLOYMENT_WORDS = catalogue({
  /** The troops that deploy first, by kind, with how many (`count`). */
  first: {
    batteries: msg<{ count: number; unit: string }>('{count, plural, one {# battery {unit}} other {# battery {unit}s}}'),
    barricades: msg<{ count: number; unit: string }>('{count, plural, one {# {unit} with barricades} other {# {unit}s with barricades}}'),
    battleWagons: msg<{ count: number }>('{count, plural, one {# battle wagon} other {# battle wagons}}'),
    redoubts: msg<{ count: number; unit: string }>('{count, plural, one {# {unit} with redoubts} other {# {unit}s with redoubts}}'),
    expendables: msg<{ count: number }>('{count, plural, one {# expendable} other {# expendables}}'),
  },
  /** Followed by where the camp goes, the edition's text quoted. */
  placeCamp: 'Place your camp.',
  /** `troops`: the troops that deploy first (none: nothing); followed by the edition's text quoted. */
  placeFirst: msg<{ unit: string; troops: readonly string[]; none: boolean }>(
    'Before any other {unit}s, place {none, select, true {nothing} other {{troops, list}}}.',
  ),
  /** The opening share: `count` units, a share (`percent` when outscouted, else a third) of the army's `total`, and why (`reason`). */
  openingShare: msg<{ count: number; unit: string; outscouted: boolean; percent: number; total: number; reason: string }>(
    'Place {count, plural, one {# {unit}} other {# {unit}s}} ({outscouted, select, true {{percent}%} other {a third}} of your {total}, {reason}).',
  ),
  sameShareAs: msg<{ player: string }>('the same share as {player}'),
  outscoutedBy: msg<{ player: string; percent: number }>('{player} was outscouted by {percent}%'),
  nobodyOutscouted: 'nobody was outscouted, so the defender begins',
  third: msg<{ count: number; unit: string; left: number }>(
    'Place up to {count} more {count, plural, one {{unit}} other {{unit}s}} (a third of your army; {left} left after this). {unit}s in ambush or on flank march stay off the table.',
  ),
  invaderGenerals: 'Place your generals, declaring which troops are in each command.',
  /** What each batch of the deployment plan covers (src/engine/deployment.ts, DEPLOYMENT_BATCHES). */
  batches: [
    'Zones, camps and the first share of the army',
    'Ambushes and the second share',
    'The rest of both armies, in turns',
    'Generals, declarations, flank marches and ambush cards',
  ],
  /** A batch with no title of its own, by its number (from 1). */
  part: msg<{ number: number }>('Part {number} of the plan'),
} as const);

const D = DEPLOYMENT_WORDS;

/** The troops that deploy first that the edition's sheet names (data `deployment.firstTroops`: expendables only in 2020). */
function firstList(ctx: WordContext, first: FirstCounts): string[] {
  const { unit, firstTroops } = ctx.rules.editions[ctx.edition].deployment;
  return firstTroops.filter((key) => first[key] > 0).map((key) => D.first[key]({ count: first[key], unit }));
}

/**
 * The deployment zone and the side-edge limit, the edition's texts quoted with their distances in the game's scale
 * (PBS 10.B-10.C; seed 002 Deployment Zones, read as "at least 6BW"), with where the zone starts on the players' own table when known.
 */
export function zonesText(ctx: WordContext): WithSource {
  const d = ctx.rules.editions[ctx.edition].deployment;
  const zone = inScale(ctx.rules, ctx, d.zoneReading ?? d.zoneText, { keys: ['deploymentFromCentre'] });
  const sideEdge = inScale(ctx.rules, ctx, d.sideEdgeText, { keys: ['sideEdgeStrip'] });
  const onTable = ctx.table ? [zoneFromEdgeText(ctx.rules, { edition: ctx.edition, scale: ctx.scale, table: ctx.table })] : [];
  return [fromSource(zone), ...onTable, fromSource(sideEdge)];
}

/** Where the camp goes, the edition's English with its distance in the game's scale (PBS 10.C; seed 002 Deployment Zones). */
export const campRuleText = catalogue(function campRuleText(ctx: WordContext): string {
  return inScale(ctx.rules, ctx, ctx.rules.editions[ctx.edition].deployment.campText, { keys: ['camp'] });
});

/**
 * One instruction of the deployment plan: the app's words, and the edition's seed text quoted where the plan item is a
 * rule of the sheet (PBS 10.B-10.G; seed 002 Deployment Process).
 */
export function deploymentParts(ctx: WordContext, item: DeploymentItem): WithSource {
  const d = ctx.rules.editions[ctx.edition].deployment;
  const unit = d.unit;
  switch (item.code) {
    case 'zones':
      return zonesText(ctx);
    case 'campOption':
      return [campOptionText(ctx, item)];
    case 'placeCamp':
      return [D.placeCamp, fromSource(campRuleText(ctx))];
    case 'placeFirst': {
      const troops = firstList(ctx, item.first);
      return [D.placeFirst({ unit, troops, none: troops.length === 0 }), fromSource(d.firstText)];
    }
    case 'openingShare': {
      const outscouted = item.share.kind === 'outscouted';
      const percent = item.share.kind === 'outscouted' ? item.share.percent : 0;
      const reason =
        item.follows !== null
          ? D.sameShareAs({ player: nameOf(ctx, item.follows) })
          : item.share.kind === 'outscouted'
            ? D.outscoutedBy({ player: nameOf(ctx, item.share.outscouted), percent })
            : D.nobodyOutscouted;
      return [D.openingShare({ count: item.tugs ?? 0, unit, outscouted, percent, total: item.of, reason })];
    }
    case 'ambushes':
      return [fromSource(d.ambushText)];
    case 'third':
      return [D.third({ count: item.tugs ?? 0, unit, left: item.left })];
    case 'generals':
      return item.side === 'defender' ? [fromSource(d.generalsText)] : [D.invaderGenerals];
    case 'flankMarches':
      return [fromSource(d.flankMarchText)];
    case 'declare':
      return [fromSource(d.declareText ?? '')];
  }
}

/** One instruction of the deployment plan as one string (the game log). A catalogue's function: in the pseudo-language too. */
export const deploymentText = catalogue(function deploymentText(ctx: WordContext, item: DeploymentItem): string {
  return plainText(deploymentParts(ctx, item));
});

/** A batch of the deployment plan by its number. */
export function deploymentBatchTitle(batch: number): string {
  return D.batches[batch] ?? D.part({ number: batch + 1 });
}
