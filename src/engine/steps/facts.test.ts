import { describe, expect, it } from 'vitest';
import { megEngine } from '../game';
import { publicEvent } from '../events';
import { STEP_IDS } from '../schema/stepIds';

const { cardRound, fromHand, onTable, reveals, stepOfEvent, tellsRoll } = megEngine;

/** Issue 34 part 5: what the app asks of a step's events and actions, answered from each step's own descriptor. */
describe('what the steps say of their events and actions', () => {
  it('names the round of face-down cards at the territory contest (PBS 8.B) and each day of the march (8.D), and none elsewhere', () => {
    expect(STEP_IDS.filter((stepId) => cardRound({ stepId }) !== null).map((stepId) => [stepId, cardRound({ stepId })])).toEqual([
      ['territoryCards', 'contest'],
      ['march', 'day'],
    ]);
  });

  it('knows the events that turn both cards up, and those that tell a roll of the dice in the open', () => {
    expect(reveals('territoryContestRevealed') && reveals('dayRevealed')).toBe(true);
    expect(reveals('cardCommitted')).toBe(false);
    expect((['rolledOff', 'placementRolled', 'opponentRolled', 'weatherRolled'] as const).every(tellsRoll)).toBe(true);
    expect(tellsRoll('battleWeatherRolled')).toBe(false);
  });

  it('knows the actions that play a card from a hand', () => {
    expect(megEngine.linkActions.filter((def) => fromHand(def.type)).map((def) => def.type)).toEqual(['playTerritoryCard', 'playDayCard']);
  });

  it('gives an event shared by two steps to the one that claims it, else to the first that declares it', () => {
    expect(stepOfEvent(publicEvent('cardCommitted', { side: 'invader', round: null }))).toBe('territoryCards');
    expect(stepOfEvent(publicEvent('cardCommitted', { side: 'invader', round: 2 }))).toBe('march');
    expect(stepOfEvent(publicEvent('cardsDealt', { purpose: 'pbs', invader: 5, defender: 5 }))).toBe('dealPbs');
    expect(stepOfEvent(publicEvent('cardsDealt', { purpose: 'scouting', invader: 2, defender: 1 }))).toBe('scouting');
    expect(stepOfEvent(publicEvent('selectionEnded', { side: 'defender' }))).toBe('selectOptional');
    // A table position may be recorded at any step: it is no step's (only its code is read here).
    expect(stepOfEvent(publicEvent('positionRecorded', {} as never))).toBeNull();
  });

  it('lays the table from the secure flanks on, to the end (PBS 9.A)', () => {
    expect(STEP_IDS.filter((stepId) => onTable({ stepId }))).toEqual(STEP_IDS.slice(STEP_IDS.indexOf('secureFlanks')));
  });
});
