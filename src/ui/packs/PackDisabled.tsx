import type { GameId } from '../words/packs';
import { packDisabledText } from './words';
import { COMMON_WORDS } from '../components/commonWords';

/** Says that a game's pack could not load and why (under "Details"); the rest of the app goes on working. */
export function PackDisabled({ game, error, headingLevel = 2 }: { game: GameId; error: string; headingLevel?: 2 | 3 }) {
  const text = packDisabledText(game, error);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="error-notice pack-disabled" role="status">
      <Heading>{text.title}</Heading>
      <p>{text.body}</p>
      <details>
        <summary>{COMMON_WORDS.details}</summary>
        <p className="error-details">{text.details}</p>
      </details>
    </div>
  );
}
