import type { ReactNode } from 'react';
import type { BattleSummary, PublicView } from '../../engine';
import { Quoted } from './Quoted';
import { isolateName } from '../words/names';
import { BATTLE_FACTS_WORDS as W } from './words';
import { flankWords, opponentWords, placementWords, scoutingWords, sideWords, squareWords, weatherWords } from '../words/summary';
import { dataName } from '../words/vocab';

/** The battle as decided, as a description list: sides, rules, intercept, territory and square, flank, weather, scouting; `children` adds rows. */
export function BattleFacts({ summary: s, setup, children, unit }: { summary: BattleSummary; setup: Pick<PublicView['setup'], 'players'>; children?: ReactNode; unit: string }) {
  return (
    <dl>
      {s.sides ? (
        <>
          <dt>{W.invader}</dt>
          <dd>{sideWords(s.sides.invader, unit)}</dd>
          <dt>{W.defender}</dt>
          <dd>{sideWords(s.sides.defender, unit)}</dd>
        </>
      ) : (
        <>
          <dt>{W.players}</dt>
          <dd>{W.notChosen({ first: isolateName(setup.players[0].name), firstArmy: isolateName(setup.players[0].army.name), second: isolateName(setup.players[1].name), secondArmy: isolateName(setup.players[1].army.name) })}</dd>
        </>
      )}
      <dt>{W.rules}</dt>
      <dd>
        {dataName('edition', s.editionId, s.edition)}, <Quoted source>{s.scale}</Quoted>
      </dd>
      <dt>{W.intercept}</dt>
      <dd>{s.intercept === null ? W.notDecided : s.intercept ? W.yes : W.no}</dd>
      <dt>{W.square}</dt>
      <dd>{squareWords(s)}</dd>
      <dt>{W.flank}</dt>
      <dd>{flankWords(s)}</dd>
      <dt>{W.weather}</dt>
      <dd>{weatherWords(s)}</dd>
      <dt>{W.scouting}</dt>
      <dd>{scoutingWords(s)}</dd>
      {s.vitalSettlement && (
        <>
          <dt>{W.vital}</dt>
          <dd>{W.vitalState[s.vitalSettlement]}</dd>
        </>
      )}
      {children}
    </dl>
  );
}

/** Every terrain piece with its kind, owner, placement and what the opponent's die did (PBS 9.A-9.E). */
export function TerrainPiecesTable({ terrain }: { terrain: BattleSummary['terrain'] }) {
  return (
    <>
      <h3>{W.terrain}</h3>
      <div className="table-scroll whole-words" role="region" aria-label={W.pieces} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{W.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{W.columns.piece}</th>
              <th scope="col">{W.columns.kind}</th>
              <th scope="col">{W.columns.player}</th>
              <th scope="col">{W.columns.placement}</th>
              <th scope="col">{W.columns.opponent}</th>
            </tr>
          </thead>
          <tbody>
            {terrain.map((t, i) => (
              <tr key={i}>
                <td>
                  {dataName('terrain', t.terrainId, t.terrain)}
                  {t.category && <> ({W.categories[t.category] ?? t.category})</>}
                  {t.declared ? <>, {W.declared[t.declared] ?? t.declared}</> : ''}
                </td>
                <td>{W.kinds[t.kind]}</td>
                <td>
                  <Quoted>{t.owner}</Quoted>
                </td>
                <td>{placementWords(t)}</td>
                <td>{opponentWords(t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
