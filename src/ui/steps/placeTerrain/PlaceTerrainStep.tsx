import { table, allowedOutcomes, currentPiece, noDiceMethods, opponent, territoryOf, type Piece } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { RollButton } from '../../components/RollButton';
import { pieceSectorName, SIDE_WORDS, terrainName } from '../../words/vocab';
import { Explain } from '../../rules/Explain';
import { inScale } from '../../words/distances';
import { placementHints } from '../../words/placement';
import type { StepProps } from '../types';
import { PlacementOddsPanel } from '../../odds/PlacementOddsPanel';
import { distanceSentence, opponentLine, placementLine, PLACE_TERRAIN_WORDS as W } from './words';
import { DieButtons } from '../../components/DieButtons';
import { Quoted } from '../../components/Quoted';

function pieceName(props: StepProps, piece: Piece): string {
  return terrainName(props.rules, territoryOf(props.rules, props.view), piece.terrain);
}

/** The placement die's demand in plain words, from the owner's side (PBS 9.E). */
export function placementText(props: StepProps, piece: Piece): string {
  const p = piece.placement;
  const owner = nameOf(props.view, piece.owner);
  if (!p) return '';
  if (p.method === 'contiguous') return W.contiguous({ owner });
  if (p.method === 'touching') return W.touching({ owner });
  const sector = pieceSectorName(piece) ?? '';
  if (p.method === 'secureFlank') return W.secureFlank({ owner, sector });
  return W.wholly({ owner, sector, touchEdge: p.method === 'dice' && Boolean(p.touchTableEdge), die: p.die });
}

/** PBS 9.E: the owner's placement die, then the opponent's die and his choice, for each piece in turn. */
export function PlaceTerrainStep(props: StepProps) {
  const { rules, view, answers, dispatch, variant } = props;
  const piece = currentPiece(view, variant === 'compulsory' ? 'compulsory' : 'optional');
  if (!piece) return null;
  const name = pieceName(props, piece);
  const owner = nameOf(view, piece.owner);
  const other = nameOf(view, opponent(piece.owner));
  const { draw } = answers;
  const move = table.ruleDistance(rules, view.setup, 'opponentMove');
  const moveUpTo = move ? W.distance({ value: move.value, unit: move.unit }) : '';
  const edition = rules.editions[view.setup.edition];
  const explain = (line: string, source: string) => <Explain rules={rules} line={line} source={source} edition={view.setup.edition} />;
  if (piece.placement === null) {
    const terrain = territoryOf(rules, view).terrain.find((t) => t.id === piece.terrain);
    return (
      <div>
        {explain(placementLine(owner, edition.placement.die, other), edition.placement.source)}
        <h3>{piece.declared ? W.placesDeclared({ owner, side: SIDE_WORDS[piece.owner], piece: name, declared: piece.declared }) : W.places({ owner, side: SIDE_WORDS[piece.owner], piece: name })}</h3>
        <p className="hint">
          <Quoted source>{distanceSentence(rules, view.setup, 'flankSector')}</Quoted>
        </p>
        {terrain?.placement.flankSectorOnly && <p>{W.flankOnly({ piece: name })}</p>}
        {terrain &&
          placementHints(rules, view.setup, territoryOf(rules, view), terrain, view.flank?.kind === 'deepWater').map((hint) => (
            <p key={hint} className="hint">
              {hint}
            </p>
          ))}
        <div className="actions">
          {draw ? <RollButton label={W.rollPlacement({ piece: name })} onRoll={draw} /> : <DieButtons label={W.placementDie} onDie={(die) => dispatch({ type: 'rollPlacement', die })} />}
          {noDiceMethods(rules, view, piece).map((method) => (
            <button key={method} type="button" className="ghost" onClick={() => dispatch({ type: 'placeWithoutDice', method })}>
              {W.withoutDice({ method })}
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
        {/* Where the owner puts the piece, then the die that may disturb it; the sources' own rows follow the die (issue 29: the decision first). */}
        <p className="demand">{placementText(props, piece)}</p>
        {explain(opponentLine(other, edition.opponent.rows), edition.opponent.source)}
        {draw ? <RollButton label={W.rollAgainst({ other, piece: name })} onRoll={draw} /> : <DieButtons label={W.dieOf({ other })} onDie={(die) => dispatch({ type: 'rollOpponent', die })} />}
        <p>
          {W.opponentRolls({ piece: name, other })}{' '}
          <Quoted source>{rules.editions[view.setup.edition].opponent.rows.map((row) => inScale(rules, view.setup, row.text, { keys: ['opponentMove'] })).join(' ')}</Quoted>
        </p>
        {view.setup.odds && (
          <PlacementOddsPanel rules={rules} view={view} pieceId={piece.id} pieceName={name} />
        )}
      </div>
    );
  }
  const allowed = allowedOutcomes(rules, view, piece).filter((o) => o !== 'keep');
  return (
    <div>
      {explain(W.explainChoice({ other, die: piece.opponentDie, outcomes: ['keep' as const, ...allowed].map((o) => W.verbs[o]), canMove: allowed.includes('move'), moveUpTo, owner }), edition.opponent.source)}
      <p>{W.rolled({ other, die: piece.opponentDie, piece: name })}</p>
      <div className="actions">
        {allowedOutcomes(rules, view, piece).map((outcome) => (
          <button key={outcome} type="button" onClick={() => dispatch({ type: 'resolvePiece', outcome })}>
            {outcome === 'move' ? W.moveUpTo({ distance: moveUpTo }) : W.outcomes[outcome]}
          </button>
        ))}
      </div>
      {/* Where the piece stands now, under the choice that may move it (issue 29: the decision first). */}
      <p>{placementText(props, piece)}</p>
    </div>
  );
}
