// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { megEngine } from '../game';
import type { RefusalCode } from '../refusal';
import { EVENT_SCHEMAS } from '../schema/events';
import { MEG_STEPS } from './registry';

const core = 'core';
const step = 'step';
/**
 * Every refusal code, typed so a code added to RefusalParams (the core's or a step's refusals.ts) must be named here: the
 * core's are said by src/ui/words/refusals.ts whatever the step, every other by the step that refuses.
 */
const REFUSALS: Record<RefusalCode, 'core' | 'step'> = {
  alreadyCommitted: step,
  automaticLimit: core,
  badDeal: step,
  badDeck: step,
  battleOver: step,
  capReached: step,
  categoryFull: step,
  chanceMismatch: core,
  conditionNotAsked: step,
  conditionPending: step,
  declarationLimit: step,
  declarationNotAllowed: step,
  deploymentOrder: step,
  faceNotOnDie: step,
  flankNotOffered: step,
  flankPieceRequired: step,
  deepWaterTooDeep: step,
  impassableNotAllowed: step,
  impossibleFace: step,
  invalidAction: core,
  mustPlay: step,
  mustPlayTerritoryCard: step,
  noCardsLeft: step,
  noDiceNotAllowed: step,
  noSuchPiece: step,
  notInForce: core,
  notInHand: step,
  notInTerrainTable: step,
  notPlacedYet: step,
  notYourTurn: core,
  offTerritory: step,
  outcomeNotAllowed: step,
  perSettlementCap: step,
  positionBreaksRule: step,
  sameFlankSector: step,
  seasonNotOffered: step,
  territoryNotOffered: step,
  tooFar: step,
  tooManyBattleTurns: step,
  tooManyScoutingCards: step,
  weatherNotInColumn: step,
  wrongDiceCount: step,
  wrongStep: core,
};

describe("the steps' messages (each step's words.ts, issue 34 part 5)", () => {
  const owners = [...MEG_STEPS.steps, { id: 'anyStep', ...MEG_STEPS.anyStep }];

  it('gives every event a sentence, in the step that declares it', () => {
    const said = owners.flatMap((step) => Object.keys(step.words.events));
    expect([...said].sort()).toEqual(Object.keys(EVENT_SCHEMAS).sort());
    for (const step of owners) {
      for (const code of Object.keys(step.words.events)) expect(Object.keys(step.events), `${step.id} says ${code}, an event it emits`).toContain(code);
    }
  });

  it('gives every chance action an outcome in words, in the step that accepts it', () => {
    const chance = megEngine.linkActions.filter((def) => def.chance).map((def) => def.type);
    expect(Object.keys(megEngine.words.chance).sort()).toEqual([...new Set(chance)].sort());
    for (const step of owners) {
      for (const type of Object.keys(step.words.chance)) expect(step.actions.map((def) => def.type)).toContain(type);
    }
  });

  it("gives each step's refusals a sentence, and the core's none", () => {
    const stepsOwn = Object.entries(REFUSALS).filter(([, owner]) => owner === step).map(([code]) => code);
    expect(Object.keys(megEngine.words.refusals).sort()).toEqual(stepsOwn.sort());
  });

  it('refuses a registry in which two steps say the same event', async () => {
    const { createEngine } = await import('../core/engine');
    const [first, second] = MEG_STEPS.steps;
    const twice = { ...second!, words: { ...second!.words, events: first!.words.events } };
    expect(() => createEngine({ ...MEG_STEPS, steps: [first!, twice, ...MEG_STEPS.steps.slice(2)] })).toThrow(/two steps give words/);
  });
});
