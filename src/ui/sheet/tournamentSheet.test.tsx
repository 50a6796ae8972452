import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { replay } from '../../engine';
import { readShared, shareLink } from '../../share/link';
import { SHEET_BASE, TOURNAMENT, exampleAtTournament, longestAtTournament } from '../../../tests/support/tournamentGames';
import type { GameRecord } from '../../../tests/support/sharedGames';
import { rules } from '../store';
import { battleSheet, sheetText } from './battleSheet';
import { BattleSheet } from './BattleSheet';
import { QR_MAX_CHARS } from './QrCode';
import { SHEET_WORDS } from './words';

const PRINTED = 'Britcon Ancients Open 27 · Round 3 · Table 16';

/** The game's finished state and its battle sheet's link at the club's public address. */
async function sheetOf(record: GameRecord) {
  const replayed = replay(rules(), record.setup, record.actions);
  if (!replayed.ok) throw new Error('does not replay');
  const link = await shareLink(rules(), record, { base: SHEET_BASE, sheet: true });
  if (!link.ok) throw new Error(link.reason);
  return { state: replayed.state, url: link.url };
}

describe('a tournament game\'s battle sheet (issue 37)', () => {
  it('prints the event, round and table beside the QR code, and its link carries them', async () => {
    const { state, url } = await sheetOf(exampleAtTournament('digital-2023-waterside.json'));
    expect(url.length).toBeLessThanOrEqual(QR_MAX_CHARS);
    render(<BattleSheet rules={rules()} view={state} seed={state.setup.seed ?? null} shareUrl={url} />);
    const foot = screen.getByRole('article').querySelector('footer')!;
    expect(within(foot).getByRole('img', { name: SHEET_WORDS.qrName })).toBeInTheDocument();
    expect(foot).toHaveTextContent(`Tournament: ${PRINTED}`);
    expect(sheetText(battleSheet(rules(), state, { seed: null, shareUrl: url }))).toContain(`Tournament: ${PRINTED}\n`);
    const read = await readShared(rules(), url);
    if (!read.ok || read.battle.kind !== 'game') throw new Error('the link does not open');
    expect(read.battle.log.setup.tournament).toEqual(TOURNAMENT);
  });

  it('says when the longest game\'s link, with 30-letter names and a 24-letter event, is too long for its QR code, and offers the link as text and the game file', async () => {
    const { state, url } = await sheetOf(longestAtTournament(rules()));
    expect(url.length).toBeGreaterThan(QR_MAX_CHARS);
    render(<BattleSheet rules={rules()} view={state} seed={state.setup.seed ?? null} shareUrl={url} gameFile={<button type="button">Export</button>} />);
    expect(screen.queryByRole('img', { name: SHEET_WORDS.qrName })).not.toBeInTheDocument();
    expect(screen.getByText(SHEET_WORDS.qrLinkTooLong({ chars: url.length, max: QR_MAX_CHARS }))).toBeInTheDocument();
    expect(screen.getByText(SHEET_WORDS.qrGameFile)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    const foot = screen.getByRole('article').querySelector('footer')!;
    expect(foot).toHaveTextContent(`Tournament: ${PRINTED}`);
    expect(foot).toHaveTextContent(url);
    // The link given as text still opens the whole game, tournament and all.
    const read = await readShared(rules(), url);
    if (!read.ok || read.battle.kind !== 'game') throw new Error('the link does not open');
    expect(read.battle.log.setup.tournament).toEqual(TOURNAMENT);
  });

  it('prints nothing of a tournament for any other game', () => {
    const { tournament: _none, ...setup } = exampleAtTournament('digital-2023-waterside.json').setup;
    const state = replay(rules(), setup, exampleAtTournament('digital-2023-waterside.json').actions);
    if (!state.ok) throw new Error('does not replay');
    expect(battleSheet(rules(), state.state, { seed: null, shareUrl: null }).tournament).toBeNull();
  });
});
