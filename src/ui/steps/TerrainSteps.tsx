import {
  table,
  allowedOutcomes,
  currentPiece,
  densityRule,
  distance,
  nameOf,
  noDiceMethods,
  opponent,
  territoryOf,
  type Piece,
} from '../../engine';
import { RollButton } from '../components/RollButton';
import { GlossaryText, TerrainOptions } from '../rules';
import { demandWords } from '../rules/words';
import { densityName, sectorName, SIDE_WORDS, terrainName } from '../words/vocab';
import { distanceSentence, inScale } from '../words/distances';
import { placementHints } from '../words/placement';
import { STEP_WORDS as W } from './words';
import type { StepProps } from './types';
import { PlacementOddsPanel } from '../odds/PlacementOddsPanel';
import { TerrainChoiceOdds } from '../odds/TerrainChoiceOdds';
import { HouseRuleMark } from '../components/HouseRuleMark';

/** PBS 9.B-9.D: compulsory terrain alternately from the defender, then optional terrain; only legal choices are offered. */
export function SelectTerrainStep({ rules, view, answers, dispatch }: StepProps) {
  const territory = territoryOf(rules, view);
  const density = densityRule(rules, view);
  const options = answers.choices;
  const picks = options.flatMap((a) => (a.type === 'selectTerrain' ? [a] : []));
  const end = options.find((a) => a.type === 'endSelection');
  const side = picks[0]?.side ?? (end?.type === 'endSelection' ? end.side : 'defender');
  const compulsory = view.stepId === 'selectCompulsory';
  const demandText = demandWords(density.compulsory);
  const mine = view.pieces.filter((p) => p.kind === (compulsory ? 'compulsory' : 'optional'));
  const edition = rules.editions[view.setup.edition];
  const size = compulsory ? edition.pieceSizes.compulsory : edition.pieceSizes.optional;
  const sizeText = W.terrain.size(distance(rules, view.setup.scale, size.min).text, distance(rules, view.setup.scale, size.max).text);
  return (
    <div>
      <p>
        {W.terrain.density(densityName(density.density))} {compulsory ? W.terrain.compulsory(demandText) : W.terrain.optional(density.optionalEach)}{' '}
        {density.impassableAllowed ? '' : W.terrain.noImpassable}
        <GlossaryText rules={rules} text={W.terrain.piecesAre(sizeText)} />{' '}
        <HouseRuleMark rules={rules} edition={view.setup.edition} settings={[compulsory ? 'compulsorySize' : 'optionalSize']} />
      </p>
      {mine.length > 0 && (
        <p>{W.terrain.chosen(mine.map((p) => ({ terrain: terrainName(rules, territory, p.terrain), declared: p.declared ?? null, owner: nameOf(view, p.owner) })))}</p>
      )}
      <h3>{W.terrain.chooses(nameOf(view, side), SIDE_WORDS[side], compulsory)}</h3>
      <TerrainOptions rules={rules} view={view} territory={territory} picks={picks} onPick={dispatch} />
      {view.setup.odds && (
        <TerrainChoiceOdds rules={rules} view={view} terrains={picks.map((p) => p.terrain)} />
      )}
      {end && (
        <div className="actions">
          <button type="button" className="ghost" onClick={() => dispatch(end)}>
            {W.terrain.noMore(nameOf(view, side))}
          </button>
        </div>
      )}
    </div>
  );
}

function pieceName(props: StepProps, piece: Piece): string {
  return terrainName(props.rules, territoryOf(props.rules, props.view), piece.terrain);
}

/** The placement die's demand in plain words, from the owner's side (PBS 9.E). */
export function placementText(props: StepProps, piece: Piece): string {
  const p = piece.placement;
  const owner = nameOf(props.view, piece.owner);
  if (!p) return '';
  if (p.method === 'contiguous') return W.terrain.contiguous(owner);
  if (p.method === 'touching') return W.terrain.touching(owner);
  if (p.method === 'secureFlank') return W.terrain.secureFlank(owner, p.sector);
  return W.terrain.wholly(owner, sectorName(p.sector), p.method === 'dice' && Boolean(p.touchTableEdge), p.die);
}

/** PBS 9.E: the owner's placement die, then the opponent's die and his choice, for each piece in turn. */
export function PlaceTerrainStep(props: StepProps) {
  const { rules, view, answers, dispatch } = props;
  const piece = currentPiece(view, view.stepId === 'placeCompulsory' ? 'compulsory' : 'optional');
  if (!piece) return null;
  const name = pieceName(props, piece);
  const owner = nameOf(view, piece.owner);
  const other = nameOf(view, opponent(piece.owner));
  const { draw } = answers;
  const move = table.ruleDistance(rules, view.setup, 'opponentMove');
  const moveUpTo = move ? `${move.value} ${move.unit}` : '';
  if (piece.placement === null) {
    const terrain = territoryOf(rules, view).terrain.find((t) => t.id === piece.terrain);
    return (
      <div>
        <h3>{W.terrain.places(owner, SIDE_WORDS[piece.owner], name, piece.declared ?? null)}</h3>
        <p className="hint">{distanceSentence(rules, view.setup, 'flankSector')}</p>
        {terrain?.placement.flankSectorOnly && <p>{W.terrain.flankOnly(name)}</p>}
        {terrain &&
          placementHints(rules, view.setup, territoryOf(rules, view), terrain).map((hint) => (
            <p key={hint} className="hint">
              {hint}
            </p>
          ))}
        <div className="actions">
          {draw ? <RollButton label={W.terrain.rollPlacement(name)} onRoll={draw} /> : <DieButtons label={W.terrain.placementDie} onDie={(die) => dispatch({ type: 'rollPlacement', die })} />}
          {noDiceMethods(rules, view, piece).map((method) => (
            <button key={method} type="button" className="ghost" onClick={() => dispatch({ type: 'placeWithoutDice', method })}>
              {W.terrain.withoutDice(method)}
            </button>
          ))}
        </div>
        {view.setup.odds && (
          <PlacementOddsPanel rules={rules} view={view} pieceId={piece.id} pieceName={name} />
        )}
      </div>
    );
  }
  if (piece.opponentDie === null) {
    return (
      <div>
        <p className="demand">{placementText(props, piece)}</p>
        <p>{W.terrain.opponentRolls(name, other, rules.editions[view.setup.edition].opponent.rows.map((row) => inScale(rules, view.setup, row.text, { keys: ['opponentMove'] })).join(' '))}</p>
        {draw ? <RollButton label={W.terrain.rollAgainst(other, name)} onRoll={draw} /> : <DieButtons label={W.terrain.dieOf(other)} onDie={(die) => dispatch({ type: 'rollOpponent', die })} />}
        {view.setup.odds && (
          <PlacementOddsPanel rules={rules} view={view} pieceId={piece.id} pieceName={name} />
        )}
      </div>
    );
  }
  return (
    <div>
      <p className="demand">{placementText(props, piece)}</p>
      <p>{W.terrain.rolled(other, piece.opponentDie, name)}</p>
      <div className="actions">
        {allowedOutcomes(rules, view, piece).map((outcome) => (
          <button key={outcome} type="button" onClick={() => dispatch({ type: 'resolvePiece', outcome })}>
            {W.terrain.outcomes[outcome]}
            {outcome === 'move' ? W.terrain.moveUpTo(moveUpTo) : ''}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Physical dice: the player enters the face he rolled. */
export function DieButtons({ label, onDie }: { label: string; onDie: (die: number) => void }) {
  return (
    <fieldset>
      <legend>{W.terrain.enterResult(label)}</legend>
      <div className="actions">
        {[1, 2, 3, 4, 5, 6].map((die) => (
          <button key={die} type="button" className="ghost" onClick={() => onDie(die)}>
            {die}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
