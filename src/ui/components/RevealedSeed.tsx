import { GAME_CODE_WORDS } from '../words/gameCode';
import { Quoted } from './Quoted';

/** A revealed game code with its fingerprint, as the end of a game, a shared battle and the battle's own seal show it. */
export function RevealedSeed({ seed, fingerprint }: { seed: string; fingerprint: string }) {
  return (
    <>
      <Quoted code>
        <code>{seed}</code>
      </Quoted>{' '}
      · {GAME_CODE_WORDS.fingerprint({ fingerprint })}
    </>
  );
}
