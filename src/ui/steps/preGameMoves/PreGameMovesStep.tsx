import { Quoted } from '../../components/Quoted';
import type { StepProps } from '../types';
import { PRE_GAME_MOVES_WORDS as W } from './words';

/** Seed 000 PBS 10.H: the pre-game moves. */
export function PreGameMovesStep({ rules, view, dispatch }: StepProps) {
  const moves = rules.editions[view.setup.edition].preGameMoves?.moves ?? [];
  return (
    <div>
      <p>{W.lead}</p>
      <ol>
        {moves.map((m) => (
          <li key={m}>
            <Quoted>{m}</Quoted>
          </li>
        ))}
      </ol>
      <p className="hint">{W.hint}</p>
      <button type="button" onClick={() => dispatch({ type: 'confirmPreGameMoves' })}>
        {W.done}
      </button>
    </div>
  );
}
