import { useState } from 'react';
import { GameChooser } from './home/GameChooser';
import { MegEntries } from './home/MegEntries';
import { storedGameChoice, storeGameChoice } from './home/gameChoice';
import { HOME_PAGE_WORDS } from './home/words';
import { PACKS } from './packs/list';
import { APP_WORDS } from './app/words';
import { GAME_WORDS, type GameId } from './words/packs';

/** The home screen: the choice of game, then what it is with that game's saved work and tools. It loads no rules until asked. */
export function Home() {
  const [game, setGame] = useState<GameId>(storedGameChoice);
  const choose = (next: GameId) => {
    setGame(next);
    storeGameChoice(next);
  };
  const pack = PACKS.find((p) => p.id === game);
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{APP_WORDS.name}</h1>
      <p>{HOME_PAGE_WORDS.intro}</p>
      <GameChooser value={game} onChange={choose} />
      {/* Mortem et Gloriam's entries say what it is below "Start a new pre-battle", which stays in a phone's first screen (issue 38). */}
      {pack ? (
        <>
          <p className="game-blurb">{GAME_WORDS[game].blurb}</p>
          <pack.HomeEntries />
        </>
      ) : (
        <MegEntries />
      )}
    </section>
  );
}
