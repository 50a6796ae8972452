import { summary, type GameState, type Rules } from '../../engine';
import { SeedSeal } from '../game/SeedSeal';
import { densityName, sectorName } from '../words/vocab';
import type { Density } from '../../engine';

/** The battle as decided: sides, territory, square, flank, terrain with outcomes, weather, scouting, deployment. */
export function SummaryStep({ rules, state }: { rules: Rules; state: GameState }) {
  const s = summary(rules, state);
  return (
    <div className="summary">
      <h2>Battle summary</h2>
      <dl>
        {s.sides && (
          <>
            <dt>Invader</dt>
            <dd>
              {s.sides.invader.player}: {s.sides.invader.army} ({s.sides.invader.rating}, {s.sides.invader.tugs} TuGs)
            </dd>
            <dt>Defender</dt>
            <dd>
              {s.sides.defender.player}: {s.sides.defender.army} ({s.sides.defender.rating}, {s.sides.defender.tugs} TuGs)
            </dd>
          </>
        )}
        <dt>Rules</dt>
        <dd>
          {s.edition}, {s.scale}
        </dd>
        <dt>Strategic intercept</dt>
        <dd>{s.intercept ? 'Yes' : 'No'}</dd>
        <dt>Territory and square</dt>
        <dd>
          {s.territory?.name}
          {s.square && `, row ${s.square.row + 1} column ${s.square.col + 1}, ${densityName(s.square.density as Density)}`}
        </dd>
        <dt>Secure flank</dt>
        <dd>
          {s.flank?.kind === 'deepWater' ? `Deep water along the defender's ${s.flank.edge} side edge` : s.flank?.kind === 'pieces' ? `Pieces in the defender's ${s.flank.sector} flank sector` : 'None'}
        </dd>
        <dt>Season and weather</dt>
        <dd>
          {s.season}
          {s.weather && `: ${s.weather.name} (rolled ${s.weather.dice.join(' and ')}, score ${s.weather.score}${s.weather.changeable ? ', changeable' : ''}). ${s.weather.effects}`}
        </dd>
        <dt>Scouting</dt>
        <dd>
          {s.scouting && s.sides
            ? `${s.sides.invader.player} ${s.scouting.totals.invader}%, ${s.sides.defender.player} ${s.scouting.totals.defender}%; ${s.scouting.outscouted ? `${s.sides[s.scouting.outscouted].player} outscouted by ${s.scouting.by}%` : 'nobody outscouted'}`
            : 'Not yet'}
        </dd>
      </dl>
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
            {s.terrain.map((t, i) => (
              <tr key={i}>
                <td>
                  {t.terrain} ({t.category}){t.declared ? `, ${t.declared}` : ''}
                </td>
                <td>{t.kind}</td>
                <td>{t.owner}</td>
                <td>
                  {t.placement === null
                    ? '-'
                    : t.placement.method === 'dice' || t.placement.method === 'flankSectorOnly'
                      ? `Die ${t.placement.die}: ${sectorName(t.placement.sector)}${t.placement.method === 'dice' && t.placement.touchTableEdge ? ', touching a table edge' : ''}`
                      : t.placement.method === 'secureFlank'
                        ? `Secure flank, ${t.placement.sector}`
                        : `Without dicing (${t.placement.method})`}
                </td>
                <td>{t.opponentDie === null ? (t.kind === 'flank' ? 'Cannot be moved' : '-') : `Die ${t.opponentDie}: ${t.outcome}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(state.setup.cards === 'digital' || state.setup.dice === 'digital') && (
        <>
          <h3>Seed</h3>
          <SeedSeal state={state} />
        </>
      )}
    </div>
  );
}
