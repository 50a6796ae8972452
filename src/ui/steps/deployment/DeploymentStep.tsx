import { deploymentBatches, deploymentPlan, unansweredConditions, type DeploymentItem } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { CampQuestion } from './CampQuestion';
import { deploymentBatchTitle, wordContext } from '../../words';
import { deploymentParts } from '../../words/deployment';
import { WithSourceText } from '../../components/WithSourceText';
import { SIDE_WORDS } from '../../words/vocab';
import { Explain } from '../../rules/Explain';
import { opponent } from '../../../engine';
import type { StepProps } from '../types';
import { DEPLOYMENT_WORDS as W } from './words';

/**
 * PBS 10.B-10.G: the deployment plan, read as a whole, confirmed one batch at a time: what is done is
 * marked done, the batch to do now is framed with one large button, later batches wait below.
 */
export function DeploymentStep({ rules, view, dispatch }: StepProps) {
  const batches = deploymentBatches(deploymentPlan(rules, view), rules.editions[view.setup.edition].deployment.finalSteps);
  const words = wordContext(rules, view, view.setup);
  const s = view.scouting;
  const current = batches.find((b) => b.items.some(({ index }) => !view.deploymentTicks.includes(index)));
  const last = batches.at(-1);
  return (
    <div>
      {/* The scouting totals, then what they mean for deployment (issue 29: one line each, so the batch to do stays in view). */}
      {s && <p>{W.scouting({ invader: nameOf(view, 'invader'), invaderTotal: s.totals.invader, defender: nameOf(view, 'defender'), defenderTotal: s.totals.defender })}</p>}
      <Explain
        rules={rules}
        line={s?.outscouted ? W.explainOutscouted({ loser: nameOf(view, s.outscouted), winner: nameOf(view, opponent(s.outscouted)), by: s.by, whole: s.by >= 100 }) : W.explainEven({ defender: nameOf(view, 'defender'), invader: nameOf(view, 'invader') })}
        source={rules.editions[view.setup.edition].deployment.source}
        edition={view.setup.edition}
      />
      <ol className="deployment-plan">
        {batches.map((b) => {
          const done = b.items.every(({ index }) => view.deploymentTicks.includes(index));
          const now = b === current;
          // A camp option is shown when its condition holds; one the app cannot decide is asked while its batch is to do (issue 27).
          const asked = (item: DeploymentItem) => now && item.code === 'campOption' && item.condition === 'unknown';
          const shown = b.items.filter(({ item }) => item.code !== 'campOption' || item.applies || asked(item));
          const open = unansweredConditions(b).length > 0;
          const steps = (
            <ol className="plain-steps">
              {shown.map(({ index, item }) => (
                <li key={index}>
                  {item.code === 'campOption' && asked(item) && <CampQuestion words={words} index={index} item={item} dispatch={dispatch} />}
                  {(item.code !== 'campOption' || item.applies) && (
                    <>
                      <strong>{item.side === 'both' ? W.both : W.who({ player: nameOf(view, item.side), side: SIDE_WORDS[item.side] })}:</strong> <WithSourceText text={deploymentParts(words, item)} />
                    </>
                  )}
                </li>
              ))}
            </ol>
          );
          return (
            <li key={b.batch} className={done ? 'done' : now ? 'now' : 'later'} aria-current={now ? 'step' : undefined}>
              <h2 className="batch-title">
                {done && <span className="badge">{W.done}</span>} {deploymentBatchTitle(b.batch)}
              </h2>
              {done ? (
                // A confirmed batch folds away so the batch to do now stays in view; it opens again on demand.
                <details>
                  <summary>{W.showAgain}</summary>
                  {steps}
                </details>
              ) : (
                steps
              )}
              {now && (
                <button type="button" className="big" disabled={open} onClick={() => dispatch({ type: 'deployBatch', batch: b.batch })}>
                  {b === last ? W.allDone : W.batchDone({ batch: deploymentBatchTitle(b.batch) })}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
