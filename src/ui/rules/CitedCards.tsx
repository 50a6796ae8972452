import type { Citable } from '../reference/citable';
import { FactCard } from '../reference/FactCard';
import { plain } from '../reference/said';
import { ReferenceLink } from './ReferenceLink';

/** Reference entries shown in a panel, each with its source and a link to it in the reference. */
export function CitedCards({ cited, onLeave }: { cited: readonly Citable[]; onLeave: () => void }) {
  return (
    <div className="rule-cards">
      {cited.map((c) => (
        <FactCard
          key={c.key}
          fact={c.fact}
          level={3}
          footer={<ReferenceLink section={c.section} part={c.part} entry={c.key} title={plain(c.fact.title)} onLeave={onLeave} />}
        />
      ))}
    </div>
  );
}
