import type { Seal } from '../store/seals';
import { BATTLE_WORDS as W } from './trackerWords';
import { RevealedSeed } from '../components/RevealedSeed';

/**
 * The battle's own code (issue 13): sealed while the battle goes on, only its fingerprint shown so it can be checked later,
 * and revealed once the battle is over. Nothing when the players roll the battle's weather dice themselves.
 */
export function BattleSeal({ seal }: { seal: Seal | null }) {
  if (!seal) return null;
  const { seed, fingerprint } = seal;
  return (
    <div className="battle-seal">
      <h3>{W.sealTitle}</h3>
      {seed !== null ? (
        <>
          <p>
            {W.revealed} <RevealedSeed seed={seed} fingerprint={fingerprint} />
          </p>
          <p className="hint">{W.revealedHint}</p>
        </>
      ) : (
        <>
          <p>{W.sealed({ fingerprint })}</p>
          <p className="hint">{W.sealedHint}</p>
        </>
      )}
    </div>
  );
}
