import { useState } from 'react';
import { guessMapping, pairingsOf, parseCsv, type Csv, type CsvMapping, type Pairing } from '../../round';
import { csvProblemText, ROUND_WORDS } from './words';

const W = ROUND_WORDS.csv;
const FIELDS = ['table', 'first', 'second', 'firstArmy', 'secondArmy'] as const;

/** The pairings' CSV: the file, then the small form mapping its columns once (table, players; armies optional), with the tables read or why not. */
export function PairingsImport({ onPairings }: { onPairings: (pairings: Pairing[] | null) => void }) {
  const [csv, setCsv] = useState<Csv | null>(null);
  const [mapping, setMapping] = useState<CsvMapping | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const apply = (c: Csv, m: CsvMapping) => {
    const made = pairingsOf(c, m);
    setProblem(made.ok ? null : csvProblemText(made.problem));
    setCount(made.ok ? made.pairings.length : null);
    onPairings(made.ok ? made.pairings : null);
  };
  const read = (text: string) => {
    const parsed = parseCsv(text);
    if (!parsed.ok) {
      setCsv(null);
      setCount(null);
      setProblem(csvProblemText(parsed.problem));
      onPairings(null);
      return;
    }
    const guessed = guessMapping(parsed.csv.header);
    setCsv(parsed.csv);
    setMapping(guessed);
    apply(parsed.csv, guessed);
  };
  return (
    <div className="round-csv">
      <label htmlFor="round-csv-file">{W.file}</label>
      <input id="round-csv-file" type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void e.target.files?.[0]?.text().then(read)} />
      {csv && mapping && (
        <fieldset>
          <legend>{W.mapping}</legend>
          {FIELDS.map((field) => {
            const optional = field === 'firstArmy' || field === 'secondArmy';
            return (
              <label key={field} className="round-map">
                <span>{W[field]}</span>
                <select
                  value={mapping[field] ?? -1}
                  onChange={(e) => {
                    const value = Number(e.target.value);
                    const next = { ...mapping, [field]: value < 0 ? null : value };
                    setMapping(next);
                    apply(csv, next);
                  }}
                >
                  {optional && <option value={-1}>{W.none}</option>}
                  {csv.header.map((h, i) => (
                    <option key={i} value={i}>
                      {h}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </fieldset>
      )}
      {problem && (
        <p role="alert" className="field-error">
          {problem} {W.notRead}
        </p>
      )}
      {count !== null && <p role="status">{W.read({ count })}</p>}
    </div>
  );
}
