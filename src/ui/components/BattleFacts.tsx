import type { ReactNode } from 'react';
import type { BattleSummary, PublicView } from '../../engine';
import { flankWords, opponentWords, placementWords, scoutingWords, sideWords, squareWords, weatherWords } from '../words/summary';

/** The battle as decided, as a description list: sides, rules, intercept, territory and square, flank, weather, scouting; `children` adds rows. */
export function BattleFacts({ summary: s, setup, children }: { summary: BattleSummary; setup: Pick<PublicView['setup'], 'players'>; children?: ReactNode }) {
  return (
    <dl>
      {s.sides ? (
        <>
          <dt>Invader</dt>
          <dd>{sideWords(s.sides.invader)}</dd>
          <dt>Defender</dt>
          <dd>{sideWords(s.sides.defender)}</dd>
        </>
      ) : (
        <>
          <dt>Players</dt>
          <dd>
            {setup.players[0].name} ({setup.players[0].army.name}) and {setup.players[1].name} ({setup.players[1].army.name}); sides not chosen yet
          </dd>
        </>
      )}
      <dt>Rules</dt>
      <dd>
        {s.edition}, {s.scale}
      </dd>
      <dt>Strategic intercept</dt>
      <dd>{s.intercept === null ? 'Not decided yet' : s.intercept ? 'Yes' : 'No'}</dd>
      <dt>Territory and square</dt>
      <dd>{squareWords(s)}</dd>
      <dt>Secure flank</dt>
      <dd>{flankWords(s.flank)}</dd>
      <dt>Season and weather</dt>
      <dd>{weatherWords(s)}</dd>
      <dt>Scouting</dt>
      <dd>{scoutingWords(s)}</dd>
      {children}
    </dl>
  );
}

/** Every terrain piece with its kind, owner, placement and what the opponent's die did (PBS 9.A-9.E). */
export function TerrainPiecesTable({ terrain }: { terrain: BattleSummary['terrain'] }) {
  return (
    <>
      <h3>Terrain</h3>
      <div className="table-scroll" role="region" aria-label="Terrain pieces" tabIndex={0}>
        <table>
          <caption className="visually-hidden">Terrain pieces and their outcomes</caption>
          <thead>
            <tr>
              <th scope="col">Piece</th>
              <th scope="col">Kind</th>
              <th scope="col">Player</th>
              <th scope="col">Placement</th>
              <th scope="col">Opponent</th>
            </tr>
          </thead>
          <tbody>
            {terrain.map((t, i) => (
              <tr key={i}>
                <td>
                  {t.terrain}
                  {t.category && ` (${t.category})`}
                  {t.declared ? `, ${t.declared}` : ''}
                </td>
                <td>{t.kind}</td>
                <td>{t.owner}</td>
                <td>{placementWords(t.placement)}</td>
                <td>{opponentWords(t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
