import type { PublicView, Rules } from '../../engine';
import { wordContext } from '../words';
import type { RoomMessage } from './protocol';
import { gameLine } from './roomText';
import { ROOM_WORDS } from './words';

/**
 * The offer to follow a game that started after the one shown (issue 29): large, for the umpire to press; the
 * projector never switches by itself in the middle of a game. When the room may see the new game, it names it by what its
 * public view holds: the players with their armies, the edition and, once chosen, the territory (issue 38).
 */
export function FollowNewer({ offer, rules, onFollow }: { offer: RoomMessage; rules: Rules; onFollow: () => void }) {
  const view: PublicView | null = offer.view;
  const game = view ? gameLine(wordContext(rules, view, view.setup), [view.setup.players[0].army.name, view.setup.players[1].army.name]) : null;
  return (
    <section className="room-offer" aria-label={ROOM_WORDS.newGameRegion} aria-live="polite">
      <button type="button" className="room-offer-button" onClick={onFollow}>
        {game ? ROOM_WORDS.newGameOf({ game }) : ROOM_WORDS.newGame}
      </button>
    </section>
  );
}
