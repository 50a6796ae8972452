import { useId } from 'react';
import { CATEGORY_WORDS, terrainName } from '../words/vocab';
import type { Action, PublicView, Rules, TerrainOption, TerritoryRules } from '../../engine';
import { terrainChoiceWords } from './terrainChoiceWords';
import { GlossaryText } from './GlossaryText';
import { RuleCitation } from './RuleCitation';
import { terrainLimits, type TerrainLimit } from './terrainLimits';
import { Quoted } from '../components/Quoted';
import { terrainTexts } from '../words/sayScaled';

type Selection = Extract<Action, { type: 'selectTerrain' }>;

function limitWords(limit: TerrainLimit): string {
  return limit.kind === 'cap' ? terrainChoiceWords.capLeft({ left: limit.left, max: limit.max, shared: limit.sharedWith.length > 0, sharedWith: limit.sharedWith }) : terrainChoiceWords.perPlaced({ left: limit.left, anchors: limit.anchors });
}

interface OptionProps {
  rules: Rules;
  view: Pick<PublicView, 'pieces' | 'setup'>;
  territory: TerritoryRules;
  terrain: TerrainOption;
  picks: readonly Selection[];
  onPick: (pick: Selection) => void;
  /** The pick whose button takes the focus after an action (`data-step-focus`), if any. */
  focused?: Selection;
}

/** One terrain type on offer: a button per legal way to choose it, its category, the caps left and its effects; its description, special rules and source one tap further. */
function TerrainChoice({ rules, view, territory, terrain, picks, onPick, focused }: OptionProps) {
  const factsId = useId();
  const limits = terrainLimits(rules, view, territory, terrain.id);
  const facts = [terrainChoiceWords.category({ category: CATEGORY_WORDS[terrain.category] }), ...(limits.length > 0 ? limits.map(limitWords) : [terrainChoiceWords.noCap])];
  const words = terrainTexts(rules, view.setup, terrain);
  const name = terrainName(rules, territory, terrain.id);
  return (
    <li className="terrain-option">
      <div className="actions">
        {picks.map((pick) => (
          <button key={pick.declare ?? ''} type="button" aria-describedby={factsId} data-step-focus={pick === focused ? '' : undefined} onClick={() => onPick(pick)}>
            {terrainChoiceWords.option({ name, declared: pick.declare ?? 'none' })}
          </button>
        ))}
      </div>
      <p id={factsId} className="terrain-facts">
        {facts.join(' · ')}
      </p>
      {words.effects && (
        <p>
          {terrainChoiceWords.effects}
          <Quoted source>{words.effects}</Quoted>
        </p>
      )}
      <details>
        <summary>{terrainChoiceWords.more({ name })}</summary>
        {words.description && (
          <p>
            <Quoted source>{words.description}</Quoted>
          </p>
        )}
        {words.specialRules && (
          <p>
            {terrainChoiceWords.specialRules}
            <Quoted source>
              <GlossaryText rules={rules} text={words.specialRules} />
            </Quoted>
          </p>
        )}
        {words.pactoNote && <p className="hint">{terrainChoiceWords.pactoWording({ note: words.pactoNote })}</p>}
        <RuleCitation rules={rules} source={words.source} edition={view.setup.edition} />
      </details>
    </li>
  );
}

interface Props {
  rules: Rules;
  view: Pick<PublicView, 'pieces' | 'setup'>;
  territory: TerritoryRules;
  /** The legal selections, in the engine's order; a terrain's declared variants are grouped with it. */
  picks: readonly Selection[];
  onPick: (pick: Selection) => void;
  /** The button at this place in the list takes the focus after a pick by the same player (issue 38: the list stays where he was). */
  focusAt?: number | null;
}

/** The choices in the order their buttons stand: each terrain's declared variants grouped with it. */
export function pickOrder(picks: readonly Selection[]): Selection[] {
  const ids = [...new Set(picks.map((p) => p.terrain))];
  return ids.flatMap((id) => picks.filter((p) => p.terrain === id));
}

/** The terrain a player may choose now, each with what the players need to choose it (PBS 9.B-9.D, the terrain tables). */
export function TerrainOptions({ rules, view, territory, picks, onPick, focusAt = null }: Props) {
  const ids = [...new Set(picks.map((p) => p.terrain))];
  const ordered = pickOrder(picks);
  const focused = focusAt === null ? undefined : ordered[Math.min(focusAt, ordered.length - 1)];
  return (
    <ul className="terrain-options">
      {ids.map((id) => {
        const terrain = territory.terrain.find((t) => t.id === id);
        if (!terrain) return null;
        return <TerrainChoice key={id} rules={rules} view={view} territory={territory} terrain={terrain} picks={picks.filter((p) => p.terrain === id)} onPick={onPick} focused={focused} />;
      })}
    </ul>
  );
}
