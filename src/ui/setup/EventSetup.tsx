import { useEffect, useState } from 'react';
import { readEventLink, type EventLinkResult } from '../../share/eventLink';
import { useNavigation } from '../navigation';
import { SetupScreen } from './SetupScreen';
import { TOURNAMENT_WORDS as W } from './words';

/** The setup an event link opens (`#/event/<payload>`, issue 37), read afresh from each link. */
export function EventSetup() {
  const payload = useNavigation((s) => s.params.payload) ?? '';
  return <OpenedEvent key={payload} payload={payload} />;
}

/** The setup with the link's event, round and rules profile filled in; a bad link says why, changes nothing, and offers the setup without it. */
function OpenedEvent({ payload }: { payload: string }) {
  const [read, setRead] = useState<EventLinkResult | null>(null);
  useEffect(() => {
    let live = true;
    void readEventLink(payload).then((result) => {
      if (live) setRead(result);
    });
    return () => {
      live = false;
    };
  }, [payload]);
  if (!read) return <p role="status">{W.opening}</p>;
  if (read.ok) return <SetupScreen event={read.info} />;
  return (
    <section className="error-box" role="alert" aria-labelledby="event-problem-title">
      <h1 id="event-problem-title">{W.cannotOpen}</h1>
      <p>{W.reasons[read.reason]}</p>
      <p>{W.nothingChanged}</p>
      <div className="actions">
        <button type="button" onClick={() => useNavigation.getState().go('setup')}>
          {W.setupAnyway}
        </button>
      </div>
    </section>
  );
}
