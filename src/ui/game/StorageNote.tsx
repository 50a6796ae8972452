import { useEffect, useId, useState } from 'react';
import { useGame } from '../store';
import { currentPersistence, type Persistence } from '../library/persistence';
import { persistenceText } from '../words/library';

/**
 * How safely the browser keeps the games, asked of the browser now and said in Home's words (issue 29: once, in the game
 * menu, never contradicting Home); nothing while a save has failed, which the game screen says out loud instead.
 */
export function StorageNote({ title }: { title: string }) {
  const id = useId();
  const failed = useGame((s) => s.saveFailed);
  const asked = useGame((s) => s.persistence);
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  useEffect(() => {
    let live = true;
    void currentPersistence().then((now) => live && setPersistence(now));
    return () => {
      live = false;
    };
  }, [asked]);
  if (failed || !persistence) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="hint">{persistenceText(persistence)}</p>
    </section>
  );
}
