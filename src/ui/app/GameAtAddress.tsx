import { useEffect, useRef } from 'react';
import { GameScreen } from '../game/GameScreen';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { markShownHere } from '../library/shownHere';

/**
 * The game screen at `#/game/<id>` (issue 29): the address names the game, so a second tab, a bookmark or a reload
 * opens that game from the library. The address follows the game this window shows (a game started or opened here
 * puts its id there, replacing `#/game`); an id the library does not hold is said by the game screen, with the way Home.
 */
export function GameAtAddress() {
  const wanted = useNavigation((s) => s.params.id);
  const shown = useGame((s) => s.id);
  const opening = useGame((s) => s.opening);
  /** The id of the address this window has already opened (or shown): it is not opened again when the game closes or is deleted. */
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shown !== null) markShownHere(shown);
    if (opening) return;
    if (wanted !== undefined && asked.current !== wanted) {
      asked.current = wanted;
      if (shown !== wanted) void useGame.getState().open(wanted);
      return;
    }
    if (shown !== null && shown !== wanted) {
      asked.current = shown;
      useNavigation.getState().go('game', { id: shown }, { replace: true });
    }
  }, [wanted, shown, opening]);
  return <GameScreen />;
}
