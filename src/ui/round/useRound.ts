import { useCallback, useEffect, useRef, useState } from 'react';
import { collect, readReport, tableOf, type Collected, type ReadReport, type Round } from '../../round';

import { rules } from '../store';
import { loadRound, saveRound } from './roundStore';

/** The round on screen: loading, not on this device, or the round with each of its reports read again by today's code. */
export type RoundState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; round: Round; read: ReadReport[] };

/** The channel on which a round's windows say it changed (`{ id }` only): the projector's board reads it again. */
export const ROUND_CHANNEL = 'pbw-round';

/** A stored round with each report read and replayed by today's code; missing when it is not on this device. */
export async function readRound(id: string): Promise<RoundState> {
  const round = await loadRound(id).catch(() => null);
  if (!round) return { kind: 'missing' };
  const read = await Promise.all(round.reports.map((r) => readReport(rules(), r)));
  return { kind: 'ready', round, read };
}

/** What adding a report did, for the screen's confirmation: its outcome and the table it went to. */
export interface Added {
  outcome: Collected;
  table: number | null;
}

/**
 * The round with id `id`, its reports read and replayed, and the umpire's actions on it: `addReport` (a pasted or scanned
 * link's text, or a game file's text) and `setRuling`. Every change is stored at once; `storeFailed` says when the browser refused.
 */
export function useRound(id: string) {
  const [state, setState] = useState<RoundState>({ kind: 'loading' });
  const [storeFailed, setStoreFailed] = useState(false);
  const current = useRef<RoundState>(state);
  const show = (next: RoundState) => {
    current.current = next;
    setState(next);
  };
  useEffect(() => {
    let live = true;
    void readRound(id).then((next) => live && show(next));
    return () => {
      live = false;
    };
  }, [id]);

  const keep = useCallback((round: Round, read: ReadReport[]) => {
    show({ kind: 'ready', round, read });
    saveRound(round).then(
      () => {
        setStoreFailed(false);
        if (typeof BroadcastChannel === 'undefined') return;
        const channel = new BroadcastChannel(ROUND_CHANNEL);
        channel.postMessage({ id: round.id });
        channel.close();
      },
      () => setStoreFailed(true),
    );
  }, []);

  /** Reads a report and adds it to its table (the scanner calls this with the text it read). */
  const addReport = useCallback(
    async (text: string, source: 'link' | 'file' = 'link'): Promise<Added | null> => {
      const now = current.current;
      if (now.kind !== 'ready') return null;
      const at = new Date().toISOString();
      const report = await readReport(rules(), { id: crypto.randomUUID(), source, text: text.trim(), receivedAt: at });
      const latest = current.current.kind === 'ready' ? current.current : now;
      const { round, outcome } = collect(latest.round, latest.read, report, at);
      const read = [...latest.read.filter((r) => round.reports.some((k) => k.id === r.record.id)), ...(round.reports.includes(report.record) ? [report] : [])];
      keep(round, read);
      return { outcome, table: tableOf(round, report) };
    },
    [keep],
  );

  const setRuling = useCallback(
    (table: number, text: string) => {
      const now = current.current;
      if (now.kind !== 'ready') return;
      const rulings = [...now.round.rulings.filter((r) => r.table !== table), ...(text.trim() ? [{ table, text: text.trim(), at: new Date().toISOString() }] : [])];
      keep({ ...now.round, rulings }, now.read);
    },
    [keep],
  );

  return { state, storeFailed, addReport, setRuling };
}
