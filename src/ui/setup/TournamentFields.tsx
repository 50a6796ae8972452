import { useState } from 'react';
import type { Tournament } from '../../engine';
import { Field, numberValue } from './fields';
import { TOURNAMENT_WORDS as W } from './words';

interface Props {
  tournament: Tournament | undefined;
  /** The setup's errors keyed by path: this part shows those under `tournament.`. */
  errors: Record<string, string>;
  /** The tournament as typed; undefined once every field is empty (not a tournament game). */
  onChange: (tournament: Tournament | undefined) => void;
}

/** A number field's value: empty is absent, anything else the number typed (NaN when it is none, which the setup's check names). */
const optionalNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : numberValue(text));

/** The tournament without its empty fields, or undefined when nothing is left. */
function kept(tournament: Tournament): Tournament | undefined {
  const entries = Object.entries(tournament).filter(([, value]) => value !== undefined && value !== '');
  return entries.length === 0 ? undefined : (Object.fromEntries(entries) as Tournament);
}

/**
 * A tournament game's event, round and table (issue 37): folded away for a casual game, open when the game has any of
 * them (an event link filled them in) or one of them needs fixing.
 */
export function TournamentFields({ tournament, errors, onChange }: Props) {
  const [open, setOpen] = useState(tournament !== undefined);
  const faulty = Object.keys(errors).some((path) => path.startsWith('tournament.'));
  // A field that needs fixing opens the part when its error appears; the player may fold it again.
  const [wasFaulty, setWasFaulty] = useState(faulty);
  if (faulty !== wasFaulty) {
    setWasFaulty(faulty);
    if (faulty) setOpen(true);
  }
  const t = tournament ?? {};
  const change = (next: Tournament) => onChange(kept(next));
  const shown = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '' : n);
  return (
    <details className="card tournament-fields" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{W.legend}</summary>
      <p className="hint">{W.hint}</p>
      <Field label={W.event} hint={W.eventHint} error={errors['tournament.event']}>
        {(a) => <input {...a} value={t.event ?? ''} autoComplete="off" onChange={(e) => change({ ...t, event: e.target.value.trim() === '' ? undefined : e.target.value })} />}
      </Field>
      <div className="checks">
        <Field label={W.round} hint={W.roundHint} error={errors['tournament.round']}>
          {(a) => <input {...a} type="number" inputMode="numeric" className="short" value={shown(t.round)} onChange={(e) => change({ ...t, round: optionalNumber(e.target.value) })} />}
        </Field>
        <Field label={W.table} hint={W.tableHint} error={errors['tournament.table']}>
          {(a) => <input {...a} type="number" inputMode="numeric" className="short" value={shown(t.table)} onChange={(e) => change({ ...t, table: optionalNumber(e.target.value) })} />}
        </Field>
      </div>
    </details>
  );
}
