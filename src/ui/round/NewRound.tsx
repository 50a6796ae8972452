import { useState } from 'react';
import { bundledPresets } from '../../engine';
import { newRound, type Pairing } from '../../round';
import { useNavigation } from '../navigation';
import { useShelf } from '../profiles/profileShelf';
import { PairingsImport } from './PairingsImport';
import { newRoundId, saveRound } from './roundStore';
import { ROUND_WORDS } from './words';

const W = ROUND_WORDS.newRound;

/** The umpire's new round: the event, its rules profile, the round number, and the tables expected as a number or as pairings from a CSV. */
export function NewRound() {
  const go = useNavigation((s) => s.go);
  const shelf = useShelf((s) => s.profiles);
  const profiles = [...bundledPresets().map((p) => p.profile), ...shelf.map((p) => p.profile)];
  const [event, setEvent] = useState('');
  const [round, setRound] = useState('1');
  const [profile, setProfile] = useState(-1);
  const [by, setBy] = useState<'count' | 'pairings'>('count');
  const [count, setCount] = useState('16');
  const [pairings, setPairings] = useState<Pairing[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [storeFailed, setStoreFailed] = useState(false);
  const start = async () => {
    const number = Number(round);
    const tables = Number(count);
    if (event.trim() === '' || event.trim().length > 24) return setProblem(W.missingEvent);
    if (!Number.isInteger(number) || number < 1 || number > 99) return setProblem(W.badRound);
    if (by === 'count' && (!Number.isInteger(tables) || tables < 0 || tables > 999)) return setProblem(W.badCount);
    if (by === 'pairings' && !pairings) return setProblem(W.needPairings);
    const made = newRound({
      id: newRoundId(),
      event: event.trim(),
      profile: profiles[profile] ?? null,
      round: number,
      expected: by === 'count' ? { kind: 'count', count: tables } : { kind: 'pairings', pairings: pairings ?? [] },
      createdAt: new Date().toISOString(),
    });
    try {
      await saveRound(made);
      go('round', { id: made.id });
    } catch {
      setStoreFailed(true);
    }
  };
  return (
    <form
      className="card round-new"
      aria-labelledby="round-new-title"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <h1 id="round-new-title">{W.heading}</h1>
      <label htmlFor="round-event">{W.event}</label>
      <input id="round-event" value={event} maxLength={24} onChange={(e) => setEvent(e.target.value)} aria-describedby="round-event-hint" />
      <p id="round-event-hint" className="hint">
        {W.eventHint}
      </p>
      <label htmlFor="round-number">{W.round}</label>
      <input id="round-number" type="number" inputMode="numeric" min={1} max={99} value={round} onChange={(e) => setRound(e.target.value)} />
      <label htmlFor="round-profile">{W.profile}</label>
      <select id="round-profile" value={profile} onChange={(e) => setProfile(Number(e.target.value))}>
        <option value={-1}>{W.noProfile}</option>
        {profiles.map((p, i) => (
          <option key={i} value={i}>
            {p.name}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>{W.tables}</legend>
        <label className="round-choice">
          <input type="radio" name="round-by" checked={by === 'count'} onChange={() => setBy('count')} /> {W.byCount}
        </label>
        <label className="round-choice">
          <input type="radio" name="round-by" checked={by === 'pairings'} onChange={() => setBy('pairings')} /> {W.byPairings}
        </label>
        {by === 'count' ? (
          <>
            <label htmlFor="round-count">{W.count}</label>
            <input id="round-count" type="number" inputMode="numeric" min={0} max={999} value={count} onChange={(e) => setCount(e.target.value)} />
          </>
        ) : (
          <PairingsImport onPairings={setPairings} />
        )}
      </fieldset>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      {storeFailed && (
        <p role="alert" className="field-error">
          {ROUND_WORDS.storage}
        </p>
      )}
      <button type="submit">{W.start}</button>
    </form>
  );
}
