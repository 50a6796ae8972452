import { deploymentBatches, deploymentPlan } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { deploymentBatchTitle, deploymentText, wordContext } from '../../words';
import { SIDE_WORDS } from '../../words/vocab';
import type { StepProps } from '../types';
import { DEPLOYMENT_WORDS as W } from './words';

/**
 * PBS 10.B-10.G: the deployment plan, read as a whole, confirmed one batch at a time: what is done is
 * marked done, the batch to do now is framed with one large button, later batches wait below.
 */
export function DeploymentStep({ rules, view, dispatch }: StepProps) {
  const batches = deploymentBatches(deploymentPlan(rules, view));
  const words = wordContext(rules, view, view.setup);
  const s = view.scouting;
  const current = batches.find((b) => b.items.some(({ index }) => !view.deploymentTicks.includes(index)));
  const last = batches.at(-1);
  return (
    <div>
      {s && (
        <p>
          {W.scouting(nameOf(view, 'invader'), s.totals.invader, nameOf(view, 'defender'), s.totals.defender)}{' '}
          {s.outscouted ? W.outscouted(nameOf(view, s.outscouted), s.by) : W.nobodyOutscouted}
        </p>
      )}
      <ol className="deployment-plan">
        {batches.map((b) => {
          const done = b.items.every(({ index }) => view.deploymentTicks.includes(index));
          const now = b === current;
          const shown = b.items.filter(({ item }) => item.code !== 'campOption' || item.applies);
          const steps = (
            <ol className="plain-steps">
              {shown.map(({ index, item }) => (
                <li key={index}>
                  <strong>{item.side === 'both' ? W.both : W.who(nameOf(view, item.side), SIDE_WORDS[item.side])}:</strong> {deploymentText(words, item)}
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
                <button type="button" className="big" onClick={() => dispatch({ type: 'deployBatch', batch: b.batch })}>
                  {b === last ? W.allDone : W.batchDone(deploymentBatchTitle(b.batch))}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
