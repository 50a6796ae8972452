import { summary, type PublicView, type Rules, usesSeed } from '../../engine';
import { BattleFacts, TerrainPiecesTable } from '../components/BattleFacts';
import { sealedSeedText } from './words';
import { GAME_CODE_WORDS } from '../words/gameCode';
import { RevealedSeed } from '../components/RevealedSeed';
import { SUMMARY_WORDS } from '../steps/summary/words';

interface Props {
  rules: Rules;
  view: PublicView;
  /** The revealed seed (a finished game's link), or null. */
  seed: string | null;
  /** The seed's fingerprint, or null when the players' own cards and dice decide. */
  fingerprint: string | null;
}

/** The battle as the room sees it, read-only: sides, territory and square, flank, weather, scouting, terrain, the seed. */
export function SharedSummary({ rules, view, seed, fingerprint }: Props) {
  const s = summary(rules, view);
  // A typed code's fingerprint never travels (issue 28): say the code was typed instead.
  const typedSealed = seed === null && view.setup.seedSource === 'typed' && usesSeed(view.setup);
  return (
    <section aria-labelledby="shared-summary-title">
      <h2 id="shared-summary-title">{SUMMARY_WORDS.title}</h2>
      <BattleFacts summary={s} setup={view.setup} unit={rules.editions[view.setup.edition].deployment.unit}>
        {fingerprint && (
          <>
            <dt>{GAME_CODE_WORDS.title}</dt>
            <dd>
              {seed ? (
                <RevealedSeed seed={seed} fingerprint={fingerprint} />
              ) : (
                sealedSeedText(fingerprint)
              )}
            </dd>
          </>
        )}
        {!fingerprint && typedSealed && (
          <>
            <dt>{GAME_CODE_WORDS.title}</dt>
            <dd>{GAME_CODE_WORDS.typedInGame}</dd>
          </>
        )}
      </BattleFacts>
      {s.terrain.length > 0 && <TerrainPiecesTable terrain={s.terrain} />}
    </section>
  );
}
