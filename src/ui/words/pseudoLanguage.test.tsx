import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import waterside from '../../../examples/digital-2023-waterside.json?raw';
import physical2020 from '../../../examples/physical-2020.json?raw';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { PHYSICAL, preferReducedMotion, uiRules } from '../../../tests/support/uiState';
import { AgvEffectsScreen } from '../agv/EffectsScreen';
import { AgvTableScreen } from '../agv/TableScreen';
import { CcnDiceScreen } from '../ccn/DiceScreen';
import { CcnSightScreen } from '../ccn/SightScreen';
import { GameScreen } from '../game/GameScreen';
import { nextResult } from '../game/results';
import { readGameText } from '../../../tests/support/gameFile';
import { toGameLog } from '../gameFile';
import { installRoutes, useNavigation } from '../navigation';
import { ROUTES } from '../app/routes';
import { ProfilesScreen } from '../profiles/ProfilesScreen';
import { Projector } from '../projector/Projector';
import { RevealMoment } from '../projector/RevealMoment';
import { RoomBoard } from '../projector/RoomBoard';
import { roomMessage } from '../sync/roomMessage';
import { gameAt, testGame } from '../../../tests/support/roomGame';
import { referenceModel, sectionParts, SECTIONS } from '../reference/referenceModel';
import { PACKS } from '../packs/list';
import { STEPS } from '../steps/registry';
import { PbsMap, TableDiagram } from '../steps/pictures';
import type { ComponentProps } from 'react';
import { RulesReference } from '../reference/RulesReference';
import { SetupScreen } from '../setup/SetupScreen';
import { BattleSheet } from '../sheet/BattleSheet';
import { rules, useGame } from '../store';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './catalogue';
import { wordContext } from './index';
import { codeOf } from '../../../tests/support/gameCode';

// The pseudo-language is on before any catalogue loads (vi.hoisted runs ahead of the imports above).
// The test set-up has loaded the app's routes, and with them catalogues in English: they load again, in pseudo.
vi.hoisted(() => {
  (globalThis as { __PBW_PSEUDO__?: boolean }).__PBW_PSEUDO__ = true;
  vi.resetModules();
});

/**
 * Words the game screen's own frame still types in (GameScreen.tsx belongs to the shell's work, which moves its
 * words separately), allowed by their exact text. Home, the app shell and the saved games are not rendered here.
 */
const NOT_YET_CATALOGUED = new Set(['Map and log', 'Turn:', 'Last:', 'The march: day 1 of 5']);

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'] as const;
const INNERMOST = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'gu');

/**
 * The pieces of a text that lie outside every pseudo-language string and hold a letter: words that came from
 * no catalogue. A catalogue string split across elements (a glossary term marked inside it) still counts as one.
 */
function outsideCatalogue(text: string): string[] {
  let rest = text;
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(INNERMOST, '\u0000')];
  return rest
    .split('\u0000')
    .map((piece) => piece.replace(/[\u27e6\u27e7]/gu, '').trim())
    .filter((piece) => /\p{L}/u.test(piece) && !NOT_YET_CATALOGUED.has(piece));
}

const quoted = (element: Element | null) => element?.closest('[data-quoted]') != null;

/** Every piece of text and of an accessible-name attribute under `root` with letters outside a catalogue and outside quoted data. */
function foreignTexts(root: HTMLElement): string[] {
  let text = '';
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    text += quoted(parent) || parent?.closest('style, script') ? '\u0000' : (node.textContent ?? '');
  }
  const found = outsideCatalogue(text).map((piece) => `text: ${piece}`);
  for (const element of root.querySelectorAll('*')) {
    if (quoted(element)) continue;
    for (const name of ATTRIBUTES) found.push(...outsideCatalogue(element.getAttribute(name) ?? '').map((piece) => `${name} <${element.tagName.toLowerCase()}>: ${piece}`));
  }
  return found;
}

/** Renders a screen and expects every word on it from a catalogue. */
function expectCatalogued(screen: ReactNode): void {
  const { container } = render(<>{screen}</>);
  expect(foreignTexts(container)).toEqual([]);
}

function finished(text: string) {
  const loaded = readGameText(rules(), text);
  if (!loaded.ok) throw new Error(loaded.message);
  return loaded.state;
}

// Every step's screen and picture loaded before the game is shown, as the game screen does when the browser is idle.
let packs: ComponentProps<typeof RulesReference>['packs'] = [];
beforeAll(async () => {
  installRoutes(ROUTES);
  await Promise.all([PbsMap.preload(), TableDiagram.preload(), ...Object.values(STEPS).map((entry) => entry.Screen.preload?.())]);
  packs = await Promise.all(PACKS.map((pack) => pack.loadReference()));
}, 60_000);
const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();
let restoreMotion: () => void;
beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
  restoreMotion = preferReducedMotion();
});
afterEach(() => {
  cleanup();
  restoreMotion();
});

describe('the pseudo-language: every word on a screen comes from a catalogue', { timeout: 60_000 }, () => {
  it('the test itself finds a word typed outside a catalogue', () => {
    const { container } = render(
      <p title="Typed">
        Typed <span data-quoted="">Anna</span> {`${PSEUDO_OPEN}Fröm á çátálögüé${PSEUDO_CLOSE}`} 12 · 3%
      </p>,
    );
    expect(foreignTexts(container)).toEqual(['text: Typed', 'title <p>: Typed']);
  });

  it('the rules reference, its landing', () => expectCatalogued(<RulesReference packs={packs} />));
  // A long section shows one part at a time (one territory, one edition, one other game): every part is looked at.
  it.each(SECTIONS.map((s) => s.id))('the rules reference, section %s, each of its parts', (section) => {
    const parts = sectionParts(referenceModel(rules(), packs.map((pack) => pack())), section);
    for (const part of parts.length > 0 ? parts.map((p) => p.id) : [undefined]) {
      useNavigation.setState({ view: 'reference', params: { section, ...(part ? { part } : {}) } });
      expectCatalogued(<RulesReference packs={packs} />);
      cleanup();
    }
  });
  it('the setup screen', () => expectCatalogued(<SetupScreen />));
  it('the setup screen an event link opened, its tournament part open (issue 37)', () => expectCatalogued(<SetupScreen event={{ event: 'Cold Wars', round: 2 }} />));
  it('the rules profiles', () => expectCatalogued(<ProfilesScreen />));
  it('the projector, waiting for a game', () => expectCatalogued(<Projector gameId={null} />));
  it("the room's board and its reveals at every step of a digital game", () => {
    const game = testGame('pseudo-room');
    let shown = new Set<string>();
    for (let count = 0; count <= game.log.length; count++) {
      const { state, events } = gameAt(game, count);
      const message = roomMessage(uiRules, { id: '0123456789abcdef', revision: count + 1, state, events }, false);
      if (!message?.view || shown.has(state.stepId)) continue;
      shown = new Set([...shown, state.stepId]);
      const ctx = wordContext(uiRules, message.view, message.view.setup);
      expectCatalogued(
        <>
          <RoomBoard ctx={ctx} rules={uiRules} view={message.view} turn={message.turn} events={message.events} />
          <RevealMoment ctx={ctx} moment={{ key: count, events: message.events }} />
        </>,
      );
      cleanup();
    }
  });
  it('the C&C Napoleonics battle dice', () => expectCatalogued(<CcnDiceScreen />));
  it('the C&C Napoleonics line of sight', () => expectCatalogued(<CcnSightScreen />));
  it('the A Great Victory! terrain effects', () => expectCatalogued(<AgvEffectsScreen />));
  it('the A Great Victory! table layout', () => expectCatalogued(<AgvTableScreen />));
  it('the battle sheet of a finished digital game and of a physical one', () => {
    expectCatalogued(<BattleSheet rules={rules()} view={finished(waterside)} seed={codeOf(finished(waterside).setup)} shareUrl="https://pbw.example/#/shared/AbCdEf0123456789" />);
    cleanup();
    expectCatalogued(<BattleSheet rules={rules()} view={finished(physical2020)} seed={null} shareUrl={null} />);
  });

  for (const [mode, overrides] of [
    ['digital, 2023, with the odds', { edition: '2023' as const, seed: 'pseudo', odds: true }],
    ['physical, 2020, with the odds', { ...PHYSICAL, edition: '2020' as const, seed: 'pseudo', odds: true }],
  ] as const) {
    it(`a game at every step it reaches (${mode}), opened in the store, with the window's game line`, () => {
      const setup = makeSetup(overrides);
      const { log } = playRandomGame(uiRules, setup, 'pseudo-choices');
      const seen = new Set<string>();
      // The store opens the game file of each part of the log, as a player opening an exported game would, and
      // shows the results of its last action (a contest, a placement, the weather, scouting) as a dispatch would.
      for (let count = 0; count <= log.length; count++) {
        expect(useGame.getState().importText(JSON.stringify(toGameLog(setup, log.slice(0, count))))).toBeNull();
        const { state, events } = useGame.getState();
        const from = Math.max(0, count - 1);
        const shown = `${state!.stepId} ${nextResult(setup, events, from)?.kind ?? ''}`;
        if (seen.has(shown)) continue;
        seen.add(shown);
        useGame.getState().seeResults(from);
        expectCatalogued(<GameScreen />);
        cleanup();
      }
      expect(useGame.getState().state?.stepId).toBe('done');
    });
  }
});
