import type { Seal } from '../store/seals';
import { GAME_CODE_WORDS as W } from '../words/gameCode';
import { RevealedSeed } from '../components/RevealedSeed';

/**
 * Where the game code (the random seed) stands when the app rolls or deals: sealed while the pre-battle runs (only its fingerprint
 * shows), revealed at the end so anyone can check every roll and deal against it; nothing with physical cards and dice.
 */
export function SeedSeal({ seal, typed }: { seal: Seal | null; typed: boolean }) {
  if (!seal) return null;
  const { seed, fingerprint } = seal;
  if (seed === null) {
    return <p className="hint">{typed ? W.typedInGame : W.sealedInGame({ fingerprint })}</p>;
  }
  return (
    <div>
      <p>
        {W.revealed} <RevealedSeed seed={seed} fingerprint={fingerprint} />
      </p>
      <p className="hint">{W.check}</p>
    </div>
  );
}
