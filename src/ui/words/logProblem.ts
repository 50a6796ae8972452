import { replay, type Rules } from '../../engine';
import type { LogProblem } from '../gameFile';
import { wordContext } from './context';
import { chanceText, codeName, refusalText } from './refusals';
import { setupErrorTexts } from './setup';
import { fileSchemaProblem, type FileProblem } from './files';
import { ISSUE_WORDS } from './issues';
import { FILE_OPEN_WORDS as W } from './fileChecks';
import { profileIssuesText } from './houseRules';

/** Why an action of a file was refused, naming it by its number; an edited roll, shuffle or deal says what the seed gives instead. */
function refusalMessage(problem: Extract<LogProblem, { code: 'refused' }>): string {
  const { rules, log, index, error } = problem;
  const before = replay(rules, log.setup, log.actions.slice(0, index));
  const ctx = wordContext(rules, before.ok ? before.state : null, log.setup);
  if (error.code === 'chanceMismatch') {
    const code = codeName(error.params.expected);
    return W.notFollowing({ number: index + 1, code, expected: chanceText(ctx, error.params.expected), got: chanceText(ctx, error.params.got) });
  }
  return W.notAllowed({ number: index + 1, why: refusalText(ctx, error) });
}

/** Why a game log cannot be opened, in the language on screen: a sentence for the players and, under "Details", where in the file. */
export function logProblemText(rules: Rules, problem: LogProblem): FileProblem {
  switch (problem.code) {
    case 'notJson':
      return { message: W.notJson, details: problem.error };
    case 'newerLog':
      return { message: W.newer({ version: problem.version, reads: problem.reads }), details: null };
    case 'newerRules':
      return {
        message: W.newerRules({ version: problem.version }),
        details: ISSUE_WORDS.at({ path: 'setup.rulesVersion', problem: ISSUE_WORDS.newerRules({ version: problem.version, reads: problem.reads }) }),
      };
    case 'badProfile':
      return {
        message: W.badProfile({ issues: profileIssuesText(problem.issues) }),
        details: problem.issues.map((issue) => ISSUE_WORDS.at({ path: `setup.profile.${issue.path}`, problem: issue.code })).join('\n'),
      };
    case 'notLog':
      return fileSchemaProblem(rules, problem.data, problem.issues);
    case 'badSetup': {
      const { errors } = problem;
      const problems = Object.values(setupErrorTexts(errors)).map((text) => text.replace(/\.$/, ''));
      return {
        message: W.badSetup({ problems: problems.join(W.separator) }),
        details: Object.keys(errors).map((path) => ISSUE_WORDS.at({ path: `setup.${path}`, problem: errors[path]?.code ?? '' })).join('\n'),
      };
    }
    case 'refused':
      return { message: refusalMessage(problem), details: ISSUE_WORDS.at({ path: `actions.${problem.index}`, problem: problem.error.code }) };
    case 'noCodeUnfinished':
      return { message: W.noCodeUnfinished, details: ISSUE_WORDS.at({ path: 'setup.seed', problem: ISSUE_WORDS.noCode }) };
  }
}
