import { GAME_WORDS, type GameId } from '../words/packs';
import { HOME_GAMES } from './gameChoice';
import { HOME_PAGE_WORDS } from './words';

/** The choice of game at the top of Home: one radio per game, arrow keys move between them. */
export function GameChooser({ value, onChange }: { value: GameId; onChange: (game: GameId) => void }) {
  return (
    <fieldset className="game-chooser">
      <legend>{HOME_PAGE_WORDS.whichGame}</legend>
      {HOME_GAMES.map((game) => (
        <label key={game} className={game === value ? 'game-choice chosen' : 'game-choice'}>
          <input type="radio" name="home-game" value={game} checked={game === value} onChange={() => onChange(game)} />
          <span>{GAME_WORDS[game].name}</span>
        </label>
      ))}
    </fieldset>
  );
}
