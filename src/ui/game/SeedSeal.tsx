import { seedFingerprint, type GameState } from '../../engine';

/**
 * Where the seed stands when the app rolls or deals: sealed while the pre-battle runs (only its fingerprint
 * shows), revealed at the end so anyone can check every roll and deal against it; nothing with physical cards and dice.
 */
export function SeedSeal({ state }: { state: GameState }) {
  const { cards, dice, seed, seedSource } = state.setup;
  if (cards === 'physical' && dice === 'physical') return null;
  const fingerprint = seedFingerprint(seed);
  if (state.phase !== 'done') {
    return <p className="hint">{seedSource === 'typed' ? 'Seed typed by a player: the hands can be known' : `Seed sealed · fingerprint ${fingerprint}`}</p>;
  }
  return (
    <div>
      <p>
        Seed: <code>{seed}</code> · fingerprint {fingerprint}
      </p>
      <p className="hint">
        Anyone can check every roll and deal against this seed, and the seed against the fingerprint shown at the start: export the game file,
        then open it in the app or run <code>npm run replay -- FILE</code>.
      </p>
    </div>
  );
}
