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
  type Outcome,
  type Piece,
} from '../../engine';
import { RollButton } from '../components/RollButton';
import { GlossaryText, TerrainOptions } from '../rules';
import { demandWords } from '../words/rules';
import { densityName, sectorName, terrainName } from '../words/vocab';
import { distanceSentence, inScale } from '../words/distances';
import { placementHints } from '../words/placement';
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
  const compulsory = view.phase === 'selectCompulsory';
  const demandText = demandWords(density.compulsory);
  const mine = view.pieces.filter((p) => p.kind === (compulsory ? 'compulsory' : 'optional'));
  const edition = rules.editions[view.setup.edition];
  const size = compulsory ? edition.pieceSizes.compulsory : edition.pieceSizes.optional;
  const sizeText = `at least ${distance(rules, view.setup.scale, size.min).text} square, fitting within ${distance(rules, view.setup.scale, size.max).text} square`;
  return (
    <div>
      <p>
        {densityName(density.density)} density:{' '}
        {compulsory
          ? `the compulsory terrain is ${demandText || 'none'} between both players, chosen alternately from the defender.`
          : `each player may choose up to ${density.optionalEach} optional ${density.optionalEach === 1 ? 'piece' : 'pieces'}.`}{' '}
        {density.impassableAllowed ? '' : 'No impassable terrain. '}
        <GlossaryText rules={rules} text={`Pieces are ${sizeText}.`} />{' '}
        <HouseRuleMark rules={rules} edition={view.setup.edition} settings={[compulsory ? 'compulsorySize' : 'optionalSize']} />
      </p>
      {mine.length > 0 && (
        <p>
          Chosen so far: {mine.map((p) => `${terrainName(rules, territory, p.terrain)}${p.declared ? ` (${p.declared})` : ''} by ${nameOf(view, p.owner)}`).join('; ')}.
        </p>
      )}
      <h3>
        {nameOf(view, side)} ({side}) chooses {compulsory ? 'a compulsory piece' : 'an optional piece'}
      </h3>
      <TerrainOptions rules={rules} view={view} territory={territory} picks={picks} onPick={dispatch} />
      {view.setup.odds && (
        <TerrainChoiceOdds rules={rules} view={view} terrains={picks.map((p) => p.terrain)} />
      )}
      {end && (
        <div className="actions">
          <button type="button" className="ghost" onClick={() => dispatch(end)}>
            {nameOf(view, side)} takes no more optional terrain
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
  if (p.method === 'contiguous') return `${owner}: place it contiguous to a field or settlement already placed, without straddling sectors.`;
  if (p.method === 'touching') return `${owner}: place it touching the water, even if it extends into another sector.`;
  if (p.method === 'secureFlank') return `${owner}: secure flank in the ${p.sector} flank sector.`;
  const edge = p.method === 'dice' && p.touchTableEdge ? ', touching a table edge' : '';
  return `${owner}: wholly in ${sectorName(p.sector)} (from ${owner}'s side)${edge} (die ${p.die}).`;
}

const OUTCOME_TEXT: Record<Outcome, string> = { keep: 'Leave it', move: 'Move it', pivot: 'Pivot it', remove: 'Remove it' };

/** PBS 9.E: the owner's placement die, then the opponent's die and his choice, for each piece in turn. */
export function PlaceTerrainStep(props: StepProps) {
  const { rules, view, answers, dispatch } = props;
  const piece = currentPiece(view, view.phase === 'placeCompulsory' ? 'compulsory' : 'optional');
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
        <h3>
          {owner} ({piece.owner}) places {name}
          {piece.declared ? ` (declared ${piece.declared})` : ''}
        </h3>
        <p className="hint">{distanceSentence(rules, view.setup, 'flankSector')}</p>
        {terrain?.placement.flankSectorOnly && <p>{name} goes only in a flank sector: odd is left, even is right.</p>}
        {terrain &&
          placementHints(rules, view.setup, territoryOf(rules, view), terrain).map((hint) => (
            <p key={hint} className="hint">
              {hint}
            </p>
          ))}
        <div className="actions">
          {draw ? <RollButton label={`Roll the placement die for ${name}`} onRoll={draw} /> : <DieButtons label="Placement die" onDie={(die) => dispatch({ type: 'rollPlacement', die })} />}
          {noDiceMethods(rules, view, piece).map((method) => (
            <button key={method} type="button" className="ghost" onClick={() => dispatch({ type: 'placeWithoutDice', method })}>
              {method === 'contiguous' ? 'Place contiguous to a field or settlement, without dicing' : 'Place touching the water, without dicing'}
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
        <p>
          When {name} is on the table, {other} rolls a die: {rules.editions[view.setup.edition].opponent.rows.map((row) => inScale(rules, view.setup, row.text, { keys: ['opponentMove'] })).join(' ')}
        </p>
        {draw ? <RollButton label={`${other}: roll against ${name}`} onRoll={draw} /> : <DieButtons label={`${other}'s die`} onDie={(die) => dispatch({ type: 'rollOpponent', die })} />}
        {view.setup.odds && (
          <PlacementOddsPanel rules={rules} view={view} pieceId={piece.id} pieceName={name} />
        )}
      </div>
    );
  }
  return (
    <div>
      <p className="demand">{placementText(props, piece)}</p>
      <p>
        {other} rolled {piece.opponentDie} against {name}. {other} chooses:
      </p>
      <div className="actions">
        {allowedOutcomes(rules, view, piece).map((outcome) => (
          <button key={outcome} type="button" onClick={() => dispatch({ type: 'resolvePiece', outcome })}>
            {OUTCOME_TEXT[outcome]}
            {outcome === 'move' ? ` (up to ${moveUpTo}, same orientation)` : ''}
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
      <legend>{label}: enter the result</legend>
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
