import { battleWeather, type PublicView, type Rules } from '../../engine';
import { BATTLE_WORDS as W, turnDiceText, turnRowText, weatherEffectsSaid } from './trackerWords';
import { weatherName } from './words';
import { WithSourceText } from '../components/WithSourceText';
import './battle.css';

/** How many turns the room sees at once; the earlier ones stay on the battle sheet. */
const SHOWN = 8;

/**
 * The weather through the battle for the room (issue 13): the weather now, large, with its effects and "Changeable",
 * and the latest turns' dice. Read from the public view alone: the battle code never reaches the projector.
 */
export function RoomBattleWeather({ rules, view }: { rules: Rules; view: PublicView }) {
  const now = battleWeather(rules, view);
  if (!now || !view.weather) return null;
  const turns = view.battle.turns;
  const earlier = Math.max(0, turns.length - SHOWN);
  return (
    <section className="room-block room-battle" aria-labelledby="room-battle">
      <h2 className="room-label" id="room-battle">
        {W.heading}
      </h2>
      <p className="room-battle-now">
        <strong>{weatherName(rules, now.weather)}</strong>
        {now.changeable && <span className="battle-badge">{W.changeable}</span>}
      </p>
      <dl className="room-facts">
        <dt>{W.effects}</dt>
        <dd>
          <WithSourceText text={weatherEffectsSaid(rules, view.setup, now.weather)} />
        </dd>
        <dt>{now.over ? W.end : W.nextTurn}</dt>
        <dd>{now.over ? W.over({ turns: turns.length, weather: weatherName(rules, now.weather) }) : `${now.turn}: ${turnDiceText(now.dice)}`}</dd>
      </dl>
      <h3 className="room-label">{W.history}</h3>
      <ul className="room-terrain room-battle-turns">
        {earlier === 0 && <li className="room-battle-start">{W.start({ weather: weatherName(rules, view.weather.weather) })}</li>}
        {turns.slice(earlier).map((t) => (
          <li key={t.turn}>{turnRowText(rules, t)}</li>
        ))}
      </ul>
      {earlier > 0 && <p className="room-battle-earlier">{W.earlier({ count: earlier })}</p>}
    </section>
  );
}
