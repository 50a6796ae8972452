import { seedFingerprint, type GameState } from '../../engine';
import { GAME_CODE_WORDS as W } from '../words/gameCode';
import { RevealedSeed } from '../components/RevealedSeed';

/**
 * Where the game code (the random seed) stands when the app rolls or deals: sealed while the pre-battle runs (only its fingerprint
 * shows), revealed at the end so anyone can check every roll and deal against it; nothing with physical cards and dice.
 */
export function SeedSeal({ state }: { state: GameState }) {
  const { cards, dice, seed, seedSource } = state.setup;
  if (cards === 'physical' && dice === 'physical') return null;
  const fingerprint = seedFingerprint(seed);
  if (state.phase !== 'done') {
    return <p className="hint">{seedSource === 'typed' ? W.typedInGame : W.sealedInGame(fingerprint)}</p>;
  }
  return (
    <div>
      <p>
        {W.revealed} <RevealedSeed seed={seed} fingerprint={fingerprint} />
      </p>
      <p className="hint">
        {W.checkBefore} <code>{W.replayCommand}</code>
        {W.checkAfter}
      </p>
    </div>
  );
}
