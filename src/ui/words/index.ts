/** The word catalogue: every sentence the app shows about a game, from the engine's codes and parameters. */
export { nameOf, whoIs, wordContext } from './context';
export type { WordContext } from './context';
export { actionText, eventText, rollOffTiesText } from './events';
export { chanceText, codeName, refusalText } from './refusals';
export { turnText } from './turn';
export { stepNameText } from './stepNames';
export { deploymentBatchTitle, deploymentText } from './deployment';
export { baseWidthHint, setupErrorText, setupErrorTexts, setupProblemText } from './setup';
export { takeBackText, UNDO_WORDS, undoWarningText } from './undo';
