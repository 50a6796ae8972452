import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import waterside from '../../../examples/digital-2023-waterside.json?raw';
import physicalExample from '../../../examples/physical-2020.json?raw';
import watersideV1 from '../../../tests/fixtures/v1/digital-2023-waterside.json?raw';
import tablePositionsV5 from '../../../tests/fixtures/v5/table-positions-2020.json?raw';
import { watersideWithBattle } from '../../../tests/support/battleFile';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import { CURRENT_RULES_VERSION, LOG_VERSION, seedFingerprint, type GameLog } from '../../engine';
import { toGameLog } from '../gameFile';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { GameFileButtons } from './GameFileButtons';
import { chooseLanguage } from '../words/chooseLanguage';
import { useLanguage } from '../shell/useLanguage';
import { codeOf } from '../../../tests/support/gameCode';
import { catchDownloads } from '../../../tests/support/downloads';

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();
const setup = makeSetup(PHYSICAL);

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = (text: string) => new File([text], 'pre-battle.json', { type: 'application/json' });
const digitalLog = JSON.parse(waterside) as GameLog;
const withActions = (actions: GameLog['actions']) => JSON.stringify({ ...digitalLog, actions });

async function open(text: string) {
  render(<GameFileButtons />);
  await userEvent.setup().upload(screen.getByLabelText('Open a game file'), file(text));
}

describe('GameFileButtons', () => {
  it('offers no export without a game', () => {
    render(<GameFileButtons />);
    expect(screen.queryByRole('button', { name: 'Export the game file' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Open a game file')).toBeInTheDocument();
  });

  it('exports the game log as a JSON file', async () => {
    useGame.getState().start(setup);
    useGame.getState().dispatch({ type: 'rollOff', faces: ['skull', 'blank'] });
    const files = catchDownloads();
    render(<GameFileButtons />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export the game file' }));
    expect(files).toHaveLength(1);
    // The game is played under today's app rules, written into its setup when it started (issue 34).
    expect(JSON.parse(await files[0]!.blob.text())).toEqual(toGameLog({ ...setup, rulesVersion: CURRENT_RULES_VERSION }, [{ type: 'rollOff', faces: ['skull', 'blank'] }]));
  });

  it('names the exported file after the players, their armies and the day the game started', async () => {
    useGame.getState().start(setup);
    useGame.setState({ startedAt: new Date(2026, 10, 23, 20, 14).toISOString() });
    const files = catchDownloads();
    render(<GameFileButtons />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export the game file' }));
    expect(files.map((f) => f.name)).toEqual(['anna-later-romans-v-bruno-sassanids-2026-11-23.json']);
  });

  it('opening a valid file replaces the game and shows it', async () => {
    render(<GameFileButtons />);
    await userEvent.setup().upload(screen.getByLabelText('Open a game file'), file(JSON.stringify(toGameLog(setup, [{ type: 'rollOff', faces: ['skull', 'blank'] }]))));
    await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
    expect(useGame.getState().state?.stepId).toBe('chooseRole');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a bad file is explained and the current game is not changed', async () => {
    useGame.getState().start(setup);
    const before = useGame.getState().state;
    render(<GameFileButtons />);
    await userEvent.setup().upload(screen.getByLabelText('Open a game file'), file('this is not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a game file: it is not valid JSON. The current game was not changed.');
    expect(useGame.getState().state).toBe(before);
    expect(useNavigation.getState().view).toBe('home');
  });

  it('what it says about a refused file, and what an opened file proves, follow a change of language (issue 36)', async () => {
    // As under the app's root, which draws every screen again in a new language.
    function Drawn() {
      useLanguage();
      return <GameFileButtons />;
    }
    render(<Drawn />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Open a game file'), file('this is not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This file is not a game file/);
    try {
      await act(() => chooseLanguage('fr', false));
      expect(screen.getByRole('alert')).toHaveTextContent(/^Ce fichier n’est pas un fichier de partie.+La partie en cours n’a pas été modifiée\./u);
      await user.upload(screen.getByLabelText('Ouvrir un fichier de partie'), file(waterside));
      await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
      expect(screen.getByRole('status')).toHaveTextContent(/^Ce que ce fichier prouve.*Pré-bataille/u);
    } finally {
      await act(() => chooseLanguage('en', false));
    }
    expect(screen.getByRole('status')).toHaveTextContent(/^What this file proves.*Pre-battle: every roll and deal checked/);
  });

  describe('exporting a game whose seed is still sealed', () => {
    it('asks first, explaining what the file gives away; Cancel exports nothing', async () => {
      useGame.getState().start(makeSetup({ seedSource: 'drawn' }));
      const files = catchDownloads();
      render(<GameFileButtons />);
      const user = userEvent.setup();
      const exportButton = screen.getByRole('button', { name: 'Export the game file' });
      await user.click(exportButton);
      const dialog = screen.getByRole('alertdialog', { name: 'Export a game that is not over?' });
      expect(dialog).toHaveAccessibleDescription(
        "This file holds the game's sealed game code: anyone who opens it can work out both players' hands, the order of the deck and every roll still to come. Keep it to yourselves until the pre-battle is over.",
      );
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(exportButton).toHaveFocus();
      expect(files).toHaveLength(0);
    });

    it('Export anyway downloads the file', async () => {
      useGame.getState().start(makeSetup());
      const files = catchDownloads();
      render(<GameFileButtons />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Export the game file' }));
      await user.click(screen.getByRole('button', { name: 'Export anyway' }));
      expect(files).toHaveLength(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export the game file' })).toHaveFocus();
    });

    it('Escape closes the question without exporting', async () => {
      useGame.getState().start(makeSetup({ cards: 'physical' }));
      const files = catchDownloads();
      render(<GameFileButtons />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Export the game file' }));
      expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/work out every roll still to come\./);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(files).toHaveLength(0);
    });

    it('does not ask once the pre-battle is over', async () => {
      useGame.getState().importText(waterside);
      expect(useGame.getState().state?.stepId).toBe('done');
      const files = catchDownloads();
      render(<GameFileButtons />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Export the game file' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(files).toHaveLength(1);
    });
  });

  describe('opening a game file says what it proves, part by part (issue 28)', () => {
    it('a finished digital game: every roll and deal checked against its game code, with the fingerprint', async () => {
      await open(waterside);
      await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
      expect(screen.getByRole('status')).toHaveTextContent(`Pre-battle: every roll and deal checked against its game code (fingerprint ${seedFingerprint(codeOf(digitalLog.setup))}).`);
    });

    it('a finished game whose battle code was deleted and a weather roll edited: the battle turns are marked entered by the players, not checked', async () => {
      const forged = watersideWithBattle({ turns: 3 });
      delete forged.setup.battleSeed;
      const at = forged.actions.findIndex((a) => a.type === 'rollBattleWeather');
      const roll = forged.actions[at] as Extract<GameLog['actions'][number], { type: 'rollBattleWeather' }>;
      roll.red[0] = roll.red[0] === 'skull' ? 'blank' : 'skull';
      await open(JSON.stringify(forged));
      await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
      const note = screen.getByRole('status');
      expect(within(note).getAllByRole('listitem').map((li) => li.textContent)).toContain(
        'Battle turns (3): the weather rolls were entered by the players, not checked: this file has no battle code.',
      );
      expect(note).not.toHaveTextContent(/weather roll checked/);
    });

    it('an older file with a position in the deep water opens, saying the app rules it was played under (issue 34)', async () => {
      await open(tablePositionsV5);
      await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
      expect(screen.getByRole('status')).toHaveTextContent("Replayed under the 2020 edition (app rules 2, Nov 2026), Maximus scale, with the rules as printed (no rules profile).");
    });

    it('the same game made today, under app rules 3, is refused at that position, naming the rule', async () => {
      const today = JSON.parse(tablePositionsV5) as GameLog;
      await open(JSON.stringify({ ...today, version: LOG_VERSION, setup: { ...today.setup, rulesVersion: 3 } }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Action 28 of the game file is not allowed: That position of Swamp breaks the rules/);
    });

    it('a refused file clears what was said about the file opened before it (issue 29)', async () => {
      await open(waterside);
      await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/checked against its game code/));
      const actions = structuredClone(digitalLog.actions);
      const roll = actions[0] as Extract<GameLog['actions'][number], { type: 'rollOff' }>;
      roll.faces[0] = roll.faces[0] === 'skull' ? 'blank' : 'skull';
      await userEvent.setup().upload(screen.getByLabelText('Open a game file'), file(withActions(actions)));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Action 1 does not follow the game code/);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('an unfinished digital game: the code a player typed is not shown, and not called sealed beside "typed by a player" (issue 38)', async () => {
      await open(withActions(digitalLog.actions.slice(0, 20)));
      await vi.waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Pre-battle so far: every roll and deal checked against the game code a player typed (not shown until the pre-battle is over).',
        ),
      );
      expect(screen.getByRole('status')).not.toHaveTextContent(/sealed/);
      expect(screen.getByRole('status')).toHaveTextContent('The game code was typed by a player');
      expect(screen.getByRole('status')).toHaveTextContent('with the rules as printed (no rules profile)');
      expect(document.body.innerHTML).not.toContain(digitalLog.setup.seed);
      expect(document.body.innerHTML).not.toMatch(/fingerprint/i);
    });

    it('the note goes once the game moves on', async () => {
      await open(withActions(digitalLog.actions.slice(0, 1)));
      await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/so far: every roll and deal checked/));
      act(() => void useGame.getState().dispatch(digitalLog.actions[1]!));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('a physical game: every part entered by the players, not checked, and nothing about a game code', async () => {
      await open(physicalExample);
      await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
      expect(screen.getByRole('status')).toHaveTextContent("Pre-battle: the cards and dice were the players' own: entered by the players, not checked.");
      expect(screen.getByRole('status')).not.toHaveTextContent(/game code|checked against/);
    });

    it('a file whose game code was deleted: a finished game opens marked not checked; an unfinished one is refused and the current game stays', async () => {
      const { seed: _lost, ...setup } = digitalLog.setup;
      await open(JSON.stringify({ ...digitalLog, setup }));
      await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
      expect(screen.getByRole('status')).toHaveTextContent(/Pre-battle: this file has no game code, so the app's deals and rolls it records could not be drawn again: entered, not checked\./);
      expect(screen.getByRole('status')).not.toHaveTextContent(/checked against/);
      const before = useGame.getState().state;
      await userEvent.setup().upload(screen.getByLabelText('Open a game file'), file(JSON.stringify({ ...digitalLog, setup, actions: digitalLog.actions.slice(0, 20) })));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^This game cannot go on from this file: the file has no game code, and its pre-battle is not over\./);
      expect(useGame.getState().state).toBe(before);
    });

    it('a version 1 file still opens', async () => {
      await open(watersideV1);
      await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
      expect(useGame.getState().setup?.seedSource).toBe('typed');
    });

    it('an edited roll is refused, naming the action and what the seed gives; the current game stays', async () => {
      useGame.getState().start(setup);
      const before = useGame.getState().state;
      const actions = structuredClone(digitalLog.actions);
      const index = actions.findIndex((a) => a.type === 'rollPlacement');
      const roll = actions[index] as { type: 'rollPlacement'; die: number };
      const seeded = roll.die;
      roll.die = (seeded % 6) + 1;
      await open(withActions(actions));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Action ${index + 1} does not follow the game code: the game code gives a placement die of ${seeded}, the file says a placement die of ${roll.die}. The current game was not changed.`,
      );
      expect(useGame.getState().state).toBe(before);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('a setup the rules do not allow is named', async () => {
      const log = structuredClone(digitalLog);
      log.setup.players[1].army.pbsCards = 11;
      await open(JSON.stringify(log));
      expect(await screen.findByRole('alert')).toHaveTextContent("The game file's setup is invalid: PBS cards must be from 0 to 10. The current game was not changed.");
    });

    it('a file from a newer version of the app asks for an update', async () => {
      await open(JSON.stringify({ ...digitalLog, version: 99 }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This game file was made by a newer version of the app (file version 99;');
    });
  });
});
