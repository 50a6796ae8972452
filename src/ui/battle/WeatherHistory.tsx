import type { BattleTurn, Rules, WeatherId } from '../../engine';
import { BATTLE_WORDS as W } from './trackerWords';
import { diceText, stepsText, weatherName } from './words';
import { FACE_WORDS } from '../words/vocab';

const faces = (list: readonly BattleTurn['red'][number][]) => list.map((f) => FACE_WORDS[f]).join(', ');

/** The weather turn by turn (issue 13): where the battle started, then each turn's Red and Green dice and the weather they gave. */
export function WeatherHistory({ rules, start, turns }: { rules: Rules; start: WeatherId; turns: readonly BattleTurn[] }) {
  return (
    <>
      <h3>{W.history}</h3>
      <p>{W.start({ weather: weatherName(rules, start) })}</p>
      {turns.length === 0 ? (
        <p className="hint">{W.noTurns}</p>
      ) : (
        <div className="table-scroll">
          <table className="battle-history">
            <caption className="visually-hidden">{W.historyCaption}</caption>
            <thead>
              <tr>
                {W.historyHead.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {turns.map((t) => (
                <tr key={t.turn}>
                  <th scope="row">{t.turn}</th>
                  <td aria-label={diceText('red', t.red)}>{faces(t.red)}</td>
                  <td aria-label={diceText('green', t.green)}>{faces(t.green)}</td>
                  <td>{W.fromTo({ same: t.from === t.to, from: weatherName(rules, t.from), to: weatherName(rules, t.to), steps: stepsText(t.steps) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
