import {
  table,
  allowedOutcomes,
  chanceAction,
  currentPiece,
  densityRule,
  distance,
  legalActions,
  nameOf,
  noDiceMethods,
  opponent,
  publicView,
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
export function SelectTerrainStep({ rules, state, dispatch }: StepProps) {
  const territory = territoryOf(rules, state);
  const density = densityRule(rules, state);
  const options = legalActions(rules, state);
  const picks = options.flatMap((a) => (a.type === 'selectTerrain' ? [a] : []));
  const end = options.find((a) => a.type === 'endSelection');
  const side = picks[0]?.side ?? (end?.type === 'endSelection' ? end.side : 'defender');
  const compulsory = state.phase === 'selectCompulsory';
  const demandText = demandWords(density.compulsory);
  const mine = state.pieces.filter((p) => p.kind === (compulsory ? 'compulsory' : 'optional'));
  const edition = rules.editions[state.setup.edition];
  const size = compulsory ? edition.pieceSizes.compulsory : edition.pieceSizes.optional;
  const sizeText = W.terrain.size(distance(rules, state.setup.scale, size.min).text, distance(rules, state.setup.scale, size.max).text);
  return (
    <div>
      <p>
        {W.terrain.density(densityName(density.density))} {compulsory ? W.terrain.compulsory(demandText) : W.terrain.optional(density.optionalEach)}{' '}
        {density.impassableAllowed ? '' : W.terrain.noImpassable}
        <GlossaryText rules={rules} text={W.terrain.piecesAre(sizeText)} />{' '}
        <HouseRuleMark rules={rules} edition={state.setup.edition} settings={[compulsory ? 'compulsorySize' : 'optionalSize']} />
      </p>
      {mine.length > 0 && (
        <p>{W.terrain.chosen(mine.map((p) => ({ terrain: terrainName(rules, territory, p.terrain), declared: p.declared ?? null, owner: nameOf(state, p.owner) })))}</p>
      )}
      <h3>{W.terrain.chooses(nameOf(state, side), SIDE_WORDS[side], compulsory)}</h3>
      <TerrainOptions rules={rules} state={state} territory={territory} picks={picks} onPick={dispatch} />
      {state.setup.odds && (
        <TerrainChoiceOdds rules={rules} state={state} terrains={picks.map((p) => p.terrain)} />
      )}
      {end && (
        <div className="actions">
          <button type="button" className="ghost" onClick={() => dispatch(end)}>
            {W.terrain.noMore(nameOf(state, side))}
          </button>
        </div>
      )}
    </div>
  );
}

function pieceName(props: StepProps, piece: Piece): string {
  return terrainName(props.rules, territoryOf(props.rules, props.state), piece.terrain);
}

/** The placement die's demand in plain words, from the owner's side (PBS 9.E). */
export function placementText(props: StepProps, piece: Piece): string {
  const p = piece.placement;
  const owner = nameOf(props.state, piece.owner);
  if (!p) return '';
  if (p.method === 'contiguous') return W.terrain.contiguous(owner);
  if (p.method === 'touching') return W.terrain.touching(owner);
  if (p.method === 'secureFlank') return W.terrain.secureFlank(owner, p.sector);
  return W.terrain.wholly(owner, sectorName(p.sector), p.method === 'dice' && Boolean(p.touchTableEdge), p.die);
}

/** PBS 9.E: the owner's placement die, then the opponent's die and his choice, for each piece in turn. */
export function PlaceTerrainStep(props: StepProps) {
  const { rules, state, dispatch } = props;
  const piece = currentPiece(state, state.phase === 'placeCompulsory' ? 'compulsory' : 'optional');
  if (!piece) return null;
  const name = pieceName(props, piece);
  const owner = nameOf(state, piece.owner);
  const other = nameOf(state, opponent(piece.owner));
  const chance = chanceAction(rules, state);
  const move = table.ruleDistance(rules, state.setup, 'opponentMove');
  const moveUpTo = move ? `${move.value} ${move.unit}` : '';
  if (piece.placement === null) {
    const terrain = territoryOf(rules, state).terrain.find((t) => t.id === piece.terrain);
    return (
      <div>
        <h3>{W.terrain.places(owner, SIDE_WORDS[piece.owner], name, piece.declared ?? null)}</h3>
        <p className="hint">{distanceSentence(rules, state.setup, 'flankSector')}</p>
        {terrain?.placement.flankSectorOnly && <p>{W.terrain.flankOnly(name)}</p>}
        {terrain &&
          placementHints(rules, state.setup, territoryOf(rules, state), terrain).map((hint) => (
            <p key={hint} className="hint">
              {hint}
            </p>
          ))}
        <div className="actions">
          {chance ? <RollButton label={W.terrain.rollPlacement(name)} onRoll={() => dispatch(chance)} /> : <DieButtons label={W.terrain.placementDie} onDie={(die) => dispatch({ type: 'rollPlacement', die })} />}
          {noDiceMethods(rules, state, piece).map((method) => (
            <button key={method} type="button" className="ghost" onClick={() => dispatch({ type: 'placeWithoutDice', method })}>
              {W.terrain.withoutDice(method)}
            </button>
          ))}
        </div>
        {state.setup.odds && (
          <PlacementOddsPanel rules={rules} view={publicView(state)} pieceId={piece.id} pieceName={name} />
        )}
      </div>
    );
  }
  if (piece.opponentDie === null) {
    return (
      <div>
        <p className="demand">{placementText(props, piece)}</p>
        <p>{W.terrain.opponentRolls(name, other, rules.editions[state.setup.edition].opponent.rows.map((row) => inScale(rules, state.setup, row.text, { keys: ['opponentMove'] })).join(' '))}</p>
        {chance ? <RollButton label={W.terrain.rollAgainst(other, name)} onRoll={() => dispatch(chance)} /> : <DieButtons label={W.terrain.dieOf(other)} onDie={(die) => dispatch({ type: 'rollOpponent', die })} />}
        {state.setup.odds && (
          <PlacementOddsPanel rules={rules} view={publicView(state)} pieceId={piece.id} pieceName={name} />
        )}
      </div>
    );
  }
  return (
    <div>
      <p className="demand">{placementText(props, piece)}</p>
      <p>{W.terrain.rolled(other, piece.opponentDie, name)}</p>
      <div className="actions">
        {allowedOutcomes(rules, state, piece).map((outcome) => (
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
