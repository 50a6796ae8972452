import type { StepRegistry } from '../core/step';
import { anyStep } from './anyStep';
import { chooseRoleStep } from './chooseRole';
import { chooseTerritoryStep } from './chooseTerritory';
import { dealPbsStep } from './dealPbs';
import { deploymentStep } from './deployment';
import { doneStep } from './done';
import { interceptStep } from './intercept';
import { marchStep } from './march';
import { moveCounterStep } from './moveCounter';
import { placeCompulsoryStep } from './placeCompulsory';
import { placeCounterStep } from './placeCounter';
import { placeOptionalStep } from './placeOptional';
import { preGameMovesStep } from './preGameMoves';
import { rollOffStep } from './rollOff';
import { scoutingStep } from './scouting';
import { seasonStep } from './season';
import { secureFlanksStep } from './secureFlanks';
import { selectCompulsoryStep } from './selectCompulsory';
import { selectOptionalStep } from './selectOptional';
import { shuffleStep } from './shuffle';
import { territoryCardsStep } from './territoryCards';
import { vitalSettlementStep } from './vitalSettlement';
import { weatherStep } from './weather';

/** The steps of the Mortem et Gloriam pre-battle in order (seed 000 PBS 8-10; seed 002 for the weather), then the battle. */
export const MEG_STEPS: StepRegistry = {
  steps: [
    rollOffStep,
    chooseRoleStep,
    interceptStep,
    seasonStep,
    shuffleStep,
    dealPbsStep,
    territoryCardsStep,
    chooseTerritoryStep,
    placeCounterStep,
    marchStep,
    moveCounterStep,
    secureFlanksStep,
    selectCompulsoryStep,
    placeCompulsoryStep,
    selectOptionalStep,
    placeOptionalStep,
    vitalSettlementStep,
    weatherStep,
    scoutingStep,
    deploymentStep,
    preGameMovesStep,
    doneStep,
  ],
  anyStep,
};
