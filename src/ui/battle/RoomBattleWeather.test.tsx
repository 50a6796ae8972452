import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAction, battleWeatherChance, publicView, type GameEvent, type GameState } from '../../engine';
import { postAndDeliver } from '../../../tests/support/broadcast';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { uiRules } from '../../../tests/support/uiState';
import { Projector } from '../projector/Projector';
import { parseRoomMessage } from '../projector/protocol';
import { ROOM_CHANNEL } from '../projector/roomChannel';
import { roomMessage } from '../sync/roomMessage';
import { turnRowText } from './trackerWords';
import { RoomBattleWeather } from './RoomBattleWeather';

const BATTLE_SEED = 'room-battle-secret-77';
const ID = 'battle0123456789';

/** A finished digital pre-battle and `turns` battle turns rolled from the battle code, with each action's events. */
function inBattle(turns: number, end = false): { state: GameState; events: GameEvent[][] } {
  const setup = makeSetup({ seed: 'room-battle-prebattle', battleSeed: BATTLE_SEED });
  let { state } = playRandomGame(uiRules, setup, 'room-battle-choices');
  const events: GameEvent[][] = [];
  const play = (action: Parameters<typeof applyAction>[2]) => {
    const result = applyAction(uiRules, state, action);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    events.push(result.events);
  };
  for (let i = 0; i < turns; i++) play(battleWeatherChance(uiRules, state)!.action);
  if (end) play({ type: 'endBattle' });
  return { state, events };
}

let channel: BroadcastChannel;
beforeEach(() => {
  channel = new BroadcastChannel(ROOM_CHANNEL);
});
afterEach(() => channel.close());

describe('the projector follows the weather through the battle (issue 13)', () => {
  it('shows the weather now and every turn, from a room message that never carries the battle code', async () => {
    const { state, events } = inBattle(3);
    const message = roomMessage(uiRules, { id: ID, revision: 9, state, events }, false)!;
    expect(message).not.toBeNull();
    expect(JSON.stringify(message)).not.toContain(BATTLE_SEED);
    expect(parseRoomMessage(message)?.events.map((e) => e.code)).toEqual(['battleWeatherRolled']);
    render(<Projector gameId={ID} />);
    await act(() => postAndDeliver(channel, message));
    const region = screen.getByRole('region', { name: 'Weather through the battle' });
    const last = state.battle.turns.at(-1)!;
    const name = uiRules.weather.types.find((t) => t.id === last.to)!.name;
    expect(within(region).getByText(name, { selector: 'strong' })).toBeInTheDocument();
    for (const turn of state.battle.turns) expect(within(region).getByText(turnRowText(uiRules, turn))).toBeInTheDocument();
    expect(within(region).getByText(/^4: /)).toBeInTheDocument();
    expect(screen.getByText('Last').parentElement).toHaveTextContent(/Turn 3 weather: Red /);
  });

  it('says when the battle is over', () => {
    const { state } = inBattle(2, true);
    render(<RoomBattleWeather rules={uiRules} view={publicView(state)} />);
    expect(screen.getByText(/The battle is over after 2 turns of weather rolls/)).toBeInTheDocument();
  });

  it('shows the latest eight turns and says where the earlier ones are', () => {
    const { state } = inBattle(10);
    render(<RoomBattleWeather rules={uiRules} view={publicView(state)} />);
    const turns = within(screen.getByRole('region')).getAllByRole('listitem');
    expect(turns).toHaveLength(8);
    expect(turns[0]).toHaveTextContent(/^Turn 3:/);
    expect(screen.getByText('2 earlier turns are on the battle sheet.')).toBeInTheDocument();
  });
});
