import { useState } from 'react';
import { densityRule, distance, territoryOf } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { Explain, GlossaryText, TerrainOptions } from '../../rules';
import { pickOrder } from '../../rules/TerrainOptions';
import { demandWords } from '../../rules/demandWords';
import { densityName, SIDE_WORDS, terrainName } from '../../words/vocab';
import type { StepProps } from '../types';
import { TerrainChoiceOdds } from '../../odds/TerrainChoiceOdds';
import { HouseRuleMark } from '../../components/HouseRuleMark';
import { chosenPiece, SELECT_TERRAIN_WORDS as W } from './words';

/** PBS 9.B-9.D: compulsory terrain alternately from the defender, then optional terrain (`variant`); only legal choices are offered. */
export function SelectTerrainStep({ rules, view, answers, dispatch, variant }: StepProps) {
  const territory = territoryOf(rules, view);
  const density = densityRule(rules, view);
  const options = answers.choices;
  const picks = options.flatMap((a) => (a.type === 'selectTerrain' ? [a] : []));
  const end = options.find((a) => a.type === 'endSelection');
  const side = picks[0]?.side ?? (end?.type === 'endSelection' ? end.side : 'defender');
  const compulsory = variant === 'compulsory';
  const demandText = demandWords(density.compulsory);
  const mine = view.pieces.filter((p) => p.kind === (compulsory ? 'compulsory' : 'optional'));
  const edition = rules.editions[view.setup.edition];
  const size = compulsory ? edition.pieceSizes.compulsory : edition.pieceSizes.optional;
  const sizeText = W.size({ min: distance(rules, view.setup.scale, size.min).text, max: distance(rules, view.setup.scale, size.max).text });
  // After a pick the same player goes on at the same place in the list; a new player's turn is said by the heading, brought into view (issue 38).
  const [last, setLast] = useState<{ side: string; at: number; kind: string } | null>(null);
  const after = last?.kind === view.stepId ? last : null;
  const pick = (chosen: (typeof picks)[number] | NonNullable<typeof end>) => {
    setLast({ side, at: chosen.type === 'selectTerrain' ? pickOrder(picks).indexOf(chosen) : picks.length, kind: view.stepId });
    dispatch(chosen);
  };
  return (
    <div>
      <Explain
        rules={rules}
        line={compulsory ? W.explainCompulsory : W.explainOptional({ defenderFirst: edition.selection.optional === 'defenderAllThenInvader' })}
        source={edition.selection.source}
        edition={view.setup.edition}
      />
      <p>
        {W.density({ density: densityName(density.density) })} {compulsory ? W.compulsory({ demand: demandText, none: demandText === '' }) : W.optional({ each: density.optionalEach })}{' '}
        {density.impassableAllowed ? '' : W.noImpassable}
        <GlossaryText rules={rules} text={W.piecesAre({ size: sizeText })} />{' '}
        <HouseRuleMark rules={rules} edition={view.setup.edition} settings={[compulsory ? 'compulsorySize' : 'optionalSize']} />
      </p>
      {mine.length > 0 && (
        <p>{W.chosen({ pieces: mine.map((p) => chosenPiece(terrainName(rules, territory, p.terrain), p.declared, nameOf(view, p.owner))) })}</p>
      )}
      <h3 tabIndex={-1} data-step-focus={after && after.side !== side ? 'show' : undefined}>
        {W.chooses({ player: nameOf(view, side), side: SIDE_WORDS[side], compulsory })}
      </h3>
      <TerrainOptions rules={rules} view={view} territory={territory} picks={picks} onPick={pick} focusAt={after && after.side === side ? after.at : null} />
      {view.setup.odds && (
        <TerrainChoiceOdds rules={rules} view={view} terrains={picks.map((p) => p.terrain)} />
      )}
      {end && (
        <div className="actions">
          <button type="button" className="ghost" onClick={() => pick(end)}>
            {W.noMore({ player: nameOf(view, side) })}
          </button>
        </div>
      )}
    </div>
  );
}
