import { AppliedRules } from '../packs/AppliedRules';
import { CCN_SIGHT_WORDS } from './sightWords';
import type { SightExample } from './sightExampleBoards';
import { ccnReference } from './reference';

const w = CCN_SIGHT_WORDS.examples;

/** The example boards: each names the situation, quotes the seed rule it shows, and sets the board up in one press. */
export function SightExamples({ examples, onLoad }: { examples: readonly SightExample[]; onLoad: (example: SightExample) => void }) {
  return (
    <section className="sight-examples" aria-labelledby="sight-examples-title">
      <h2 id="sight-examples-title">{w.title}</h2>
      <p>{w.intro}</p>
      <ul className="sight-example-list">
        {examples.map((e) => (
          <li key={e.id} className="card">
            <h3>{w.items[e.id].name}</h3>
            <p>{w.items[e.id].about}</p>
            {e.rule && <AppliedRules rules={[e.rule]} reference={ccnReference} from="ccnSight" label={w.rule({ name: w.items[e.id].name })} />}
            <button type="button" className="ghost" onClick={() => onLoad(e)}>
              {w.load({ name: w.items[e.id].name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
