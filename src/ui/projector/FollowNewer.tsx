import type { PublicView, Rules } from '../../engine';
import { wordContext } from '../words';
import type { RoomMessage } from './protocol';
import { playersLine } from './roomText';
import { ROOM_WORDS } from './words';

/**
 * The offer to follow a game that started after the one shown (issue 29): large, for the umpire to press; the
 * projector never switches by itself in the middle of a game. It names the new game's players when the room may see them.
 */
export function FollowNewer({ offer, rules, onFollow }: { offer: RoomMessage; rules: Rules; onFollow: () => void }) {
  const view: PublicView | null = offer.view;
  const players = view ? playersLine(wordContext(rules, view, view.setup)) : null;
  return (
    <section className="room-offer" aria-label={ROOM_WORDS.newGameRegion} aria-live="polite">
      <button type="button" className="room-offer-button" onClick={onFollow}>
        {players ? ROOM_WORDS.newGameOf(players) : ROOM_WORDS.newGame}
      </button>
    </section>
  );
}
