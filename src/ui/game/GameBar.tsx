import { Suspense, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { isFinished, type Rules, type Setup, type StepId } from '../../engine';
import type { Seal } from '../store/seals';
import { useGame } from '../store';
import { MovedOnNotice } from '../sync/MovedOnNotice';
import { whichGameText } from '../sync/words';
import { SaveProblem } from '../library/SaveProblem';
import { startRoomPublisher } from '../projector/publisher';
import { readHidden, subscribeHidden } from '../projector/hidden';
import { lazyNamed } from '../components/lazyNamed';
import { OddsSetting } from '../odds/OddsSetting';
import { GAME_CODE_WORDS } from '../words/gameCode';
import { SeedSeal } from './SeedSeal';
import { RulesInUse } from './RulesInUse';
import { StorageNote } from './StorageNote';
import { useOpenedNote } from './openedFile';
import { GAME_BAR_WORDS as W } from './words';

/** The share link's control comes with its code the first time the menu opens, so a game's first step does not wait for it. */
const ShareLinkControl = lazyNamed(() => import('../share/ShareLinkControl'), 'ShareLinkControl');
/** The game file's buttons, likewise: a menu opened with a file's note loads them at once. */
const GameFileButtons = lazyNamed(() => import('./GameFileButtons'), 'GameFileButtons');
/** Opening the projector and hiding the game from the room: loaded when the menu opens. */
const ProjectorControls = lazyNamed(() => import('../projector/ProjectorControls'), 'ProjectorControls');

interface GameBarProps {
  rules: Rules;
  setup: Setup;
  stepId: StepId;
  /** The game code's seal (null when no code decides anything: physical cards and dice). */
  seal: Seal | null;
}

/**
 * The game bar (issue 29): which game this is, and one menu for all that is not the step's decision (the game code,
 * the rules profile in use, the game file, the share link, the projector and the storage note), so the step comes first on every
 * screen. What must not be missed stays outside the menu: a game moved on in another window and a failed save.
 * The menu's panel stays in the page while closed, so the projector keeps following the game.
 */
export function GameBar({ rules, setup, stepId, seal }: GameBarProps) {
  const id = useId();
  // The room's publisher runs with the game: a projector that says hello is told about every change, menu open or not.
  useEffect(() => startRoomPublisher(), []);
  const log = useGame((s) => s.log);
  // A game just opened from a file shows what the file proves: the menu that holds it opens with it.
  const fileNote = useOpenedNote((s) => s.opened !== null && s.log === log);
  const [open, setOpen] = useState(fileNote);
  const [noted, setNoted] = useState(fileNote);
  if (noted !== fileNote) {
    setNoted(fileNote);
    if (fileNote) setOpen(true);
  }
  const button = useRef<HTMLButtonElement>(null);
  const startedAt = useGame((s) => s.startedAt);
  const hidden = useSyncExternalStore(subscribeHidden, readHidden, () => false);
  const code = !isFinished({ stepId }) && seal !== null;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A question asked inside the menu (export a sealed game?) answers its own Escape.
    if (event.key !== 'Escape' || !open || (event.target as Element).closest('[role="alertdialog"]')) return;
    event.preventDefault();
    close();
  };
  return (
    <div className="game-bar-frame">
      <div className="game-bar" onKeyDown={onKeyDown}>
        <p className="which-game">{whichGameText(setup.players, startedAt)}</p>
        {setup.tournament?.table !== undefined && <span className="tag table-tag">{W.table({ table: setup.tournament.table })}</span>}
        {hidden && <span className="tag room-hidden">{W.hiddenFromRoom}</span>}
        <button ref={button} type="button" className="ghost game-menu-button" aria-expanded={open} aria-controls={`${id}-menu`} aria-label={W.menuName({ profile: rules.profile !== null, code })} onClick={() => setOpen(!open)}>
          <span aria-hidden="true" className="menu-icon">
            ☰
          </span>{' '}
          {W.menu}
        </button>
        <div id={`${id}-menu`} className="game-menu" hidden={!open}>
          <section aria-labelledby={`${id}-game`}>
            <h2 id={`${id}-game`}>{W.gameTitle}</h2>
            <RulesInUse rules={rules} edition={setup.edition} />
            <OddsSetting on={setup.odds === true} />
          </section>
          {code && (
            <section aria-labelledby={`${id}-code`}>
              <h2 id={`${id}-code`}>{GAME_CODE_WORDS.title}</h2>
              <SeedSeal seal={seal} typed={setup.seedSource === 'typed'} />
            </section>
          )}
          <section aria-labelledby={`${id}-files`}>
            <h2 id={`${id}-files`}>{W.filesTitle}</h2>
            {open && (
              <Suspense fallback={null}>
                <GameFileButtons />
              </Suspense>
            )}
          </section>
          {/* A finished game is shared from its menu too, as from its summary (issue 38). */}
          {open && (
            <Suspense fallback={null}>
              <ShareLinkControl />
            </Suspense>
          )}
          {open && (
            <Suspense fallback={null}>
              <ProjectorControls />
            </Suspense>
          )}
          <StorageNote title={W.storageTitle} />
          <div className="actions">
            <button type="button" className="ghost" onClick={close}>
              {W.close}
            </button>
          </div>
        </div>
      </div>
      <MovedOnNotice />
      <SaveProblem />
    </div>
  );
}
