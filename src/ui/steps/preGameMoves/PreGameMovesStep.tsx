import { Quoted } from '../../components/Quoted';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { PRE_GAME_MOVES_WORDS as W } from './words';

/** Seed 000 PBS 10.H: the pre-game moves. */
export function PreGameMovesStep({ rules, view, dispatch }: StepProps) {
  const rule = rules.editions[view.setup.edition].preGameMoves;
  const moves = rule?.moves ?? [];
  return (
    <div>
      <Explain rules={rules} line={W.explain} source={rule?.source ?? rules.editions[view.setup.edition].source} edition={view.setup.edition} />
      <ol>
        {moves.map((m) => (
          <li key={m}>
            <Quoted source>{m}</Quoted>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => dispatch({ type: 'confirmPreGameMoves' })}>
        {W.done}
      </button>
      <p className="hint">{W.hint}</p>
    </div>
  );
}
