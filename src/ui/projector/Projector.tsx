import { useRef } from 'react';
import { bundledRules, rulesForSetup, type Rules } from '../../engine';
import { wordContext } from '../words';
import { useNavigation } from '../navigation';
import { FollowNewer } from './FollowNewer';
import { FullScreenButton } from './FullScreenButton';
import { isGameId } from './protocol';
import { RevealMoment } from './RevealMoment';
import { RoomBoard } from './RoomBoard';
import { playersLine } from './roomText';
import { useRoom } from './useRoom';
import './projector.css';
import { ROOM_WORDS } from './words';

let rulesCache: Rules | null = null;
/** The shipped rules, parsed once: the projector needs them for names and maps, never for play. */
function projectorRules(): Rules {
  rulesCache ??= bundledRules();
  return rulesCache;
}

/** Follows another game: the projector's address names it, so a reload keeps following it. */
function followGame(gameId: string): void {
  useNavigation.getState().go('projector', { game: gameId }, { replace: true });
}

/**
 * The projector: the game for the room, large and readable across it, following the game windows live
 * on the room channel. It knows only what they publish (the public view and public events); it never
 * reads the saved game or the store. `gameId` is the game it follows, from its address; when a game that started
 * later shows in a game window, it offers to follow that one instead, and `onFollow` follows it when pressed.
 */
export function Projector({ gameId, onFollow = followGame }: { gameId: string | null; onFollow?: (gameId: string) => void }) {
  const follow = isGameId(gameId) ? gameId : null;
  const { message, moment, offer } = useRoom(follow);
  const main = useRef<HTMLElement>(null);
  const status = !message ? 'waiting' : message.hidden || !message.view ? 'hidden' : 'live';
  const view = status === 'live' ? message?.view : null;
  const made = view ? rulesForSetup(projectorRules(), view.setup) : null;
  const rules = made?.ok ? made.rules : projectorRules();
  const ctx = view ? wordContext(rules, view, view.setup) : null;
  return (
    <div className={`projector projector-${status}`}>
      <header className="projector-bar">
        <p className="projector-title">{ctx ? playersLine(ctx) : ROOM_WORDS.app}</p>
        {/* In the bar, beside the game shown: the offer takes no row of its own, so the board keeps the screen (issue 38). */}
        {offer && (
          <FollowNewer
            offer={offer}
            rules={projectorRules()}
            onFollow={() => {
              onFollow(offer.gameId);
              main.current?.focus();
            }}
          />
        )}
        <p className={`room-badge room-badge-${status}`} role="status">
          <span className="visually-hidden">{ROOM_WORDS.projector}</span>
          {ROOM_WORDS.badges[status]}
        </p>
        <FullScreenButton />
      </header>
      <main id="main" className="projector-main" ref={main} tabIndex={-1}>
        {status === 'waiting' && (
          <section className="projector-notice">
            <h1>{ROOM_WORDS.waiting}</h1>
            <p>{ROOM_WORDS.waitingText}</p>
          </section>
        )}
        {status === 'hidden' && (
          <section className="projector-notice">
            <h1>{ROOM_WORDS.hidden}</h1>
            <p>{ROOM_WORDS.hiddenText}</p>
          </section>
        )}
        {view && ctx && message && <RoomBoard ctx={ctx} rules={rules} view={view} turn={message.turn} events={message.events} />}
      </main>
      {ctx && moment && <RevealMoment ctx={ctx} moment={moment} />}
    </div>
  );
}
