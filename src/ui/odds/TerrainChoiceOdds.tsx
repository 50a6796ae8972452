import { useMemo } from 'react';
import { odds, territoryOf, type PublicView, type Rules } from '../../engine';
import { terrainName } from '../words/vocab';
import { groupText, methodText, ODDS_WORDS as W } from './words';
import { OddsBar } from './OddsBar';
import './odds.css';
import { Quoted } from '../components/Quoted';

/**
 * Issue 13, PBS 9.E, at the choice of terrain: for each terrain offered, where the placement die would
 * send it and the chance it survives the opponent's die, terrains with the same odds in one line. With
 * digital dice the app rolls as soon as a piece is due, so this is where the players can see them.
 */
export function TerrainChoiceOdds({ rules, view, terrains }: { rules: Rules; view: Pick<PublicView, 'setup' | 'territory'>; terrains: readonly string[] }) {
  const groups = useMemo(() => {
    const byOdds = new Map<string, { terrains: string[]; odds: odds.TerrainPlacementOdds; numbers: Parameters<typeof groupText>[1] }>();
    for (const terrain of new Set(terrains)) {
      const chances = odds.terrainPlacementOdds(rules, view, terrain);
      const share = (keep: (l: odds.TerrainPlacementOdds['landing'][number]) => boolean) => chances.landing.filter(keep).reduce((sum, l) => sum + l.chance, 0);
      const numbers = {
        ...chances.sectors,
        edge: share((l) => l.touchTableEdge),
        lost: share((l) => l.lost),
        move: chances.mayMove,
        pivot: chances.mayPivot,
        remove: chances.mayRemove,
        survives: chances.survives,
      };
      // Terrains whose odds read the same share a line.
      const key = groupText([], numbers);
      const group = byOdds.get(key) ?? { terrains: [], odds: chances, numbers };
      group.terrains.push(terrain);
      byOdds.set(key, group);
    }
    return [...byOdds.values()];
  }, [rules, view, terrains]);
  if (groups.length === 0) return null;
  const territory = territoryOf(rules, view);
  const first = groups[0]!.odds;
  return (
    <section className="odds" aria-label={W.heading}>
      <h3 className="odds-title">
        {W.heading}: {W.choiceTitle} <span className="hint">{W.notAdvice}</span>
      </h3>
      <ul className="odds-list">
        {groups.map(({ terrains: ids, numbers }) => (
          <li key={ids.join(' ')}>
            <OddsBar text={groupText(ids.map((id) => terrainName(rules, territory, id)), numbers)} chance={numbers.survives} tone="win" />
          </li>
        ))}
      </ul>
      <p className="hint">
        {methodText(first.method)} (<Quoted source>{first.sources.placement === first.sources.opponent ? first.sources.placement : `${first.sources.placement}; ${first.sources.opponent}`}</Quoted>)
      </p>
    </section>
  );
}
