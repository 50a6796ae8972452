import { useState } from 'react';
import { AgvEntries, CcnEntries } from './home/PackEntries';
import { GameChooser } from './home/GameChooser';
import { MegEntries } from './home/MegEntries';
import { storedGameChoice, storeGameChoice } from './home/gameChoice';
import { GAME_WORDS, type GameId } from './words/packs';

/** The home screen: the choice of game, then that game's saved work and tools. It loads no rules until asked. */
export function Home() {
  const [game, setGame] = useState<GameId>(storedGameChoice);
  const choose = (next: GameId) => {
    setGame(next);
    storeGameChoice(next);
  };
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Pre-Battle Wizard</h1>
      <p>
        Tools for the table before and during a battle. Every roll is logged, every rule is cited from its source, and
        the app works offline once opened.
      </p>
      <GameChooser value={game} onChange={choose} />
      <p className="game-blurb">{GAME_WORDS[game].blurb}</p>
      {game === 'meg' && <MegEntries />}
      {game === 'ccn' && <CcnEntries />}
      {game === 'agv' && <AgvEntries />}
    </section>
  );
}
