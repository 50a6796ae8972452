import { useEffect, useRef, useState } from 'react';
import { battleWeather } from '../../engine';
import { Question } from '../components/Question';
import { RollButton } from '../components/RollButton';
import { BATTLE_WORDS as W, turnDiceText, weatherEffectsSaid } from './trackerWords';
import { weatherName } from './words';
import { WithSourceText } from '../components/WithSourceText';
import { BattleSeal } from './BattleSeal';
import { WeatherDiceForm } from './WeatherDiceForm';
import { WeatherHistory } from './WeatherHistory';
import type { StepProps } from '../steps/types';
import './battle.css';

/** "The battle is over", asked first: it ends the weather rolls and reveals the battle code. */
function EndBattle({ sealed, onEnd }: { sealed: boolean; onEnd: () => void }) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(false);
    button.current?.focus();
  };
  return (
    <>
      <button type="button" className="ghost" ref={button} onClick={() => setAsking(true)}>
        {W.end}
      </button>
      {asking && (
        <Question
          title={W.endTitle}
          text={W.endText({ sealed })}
          onCancel={close}
          confirm={
            <button type="button" onClick={onEnd}>
              {W.endYes}
            </button>
          }
        />
      )}
    </>
  );
}

/**
 * The weather through the battle (issue 13; seed 002 Weather rules): the weather now with its effects, "Changeable"
 * when the starting roll was a double, a roll per turn (the app's dice from the sealed battle code, or the players'
 * own dice entered), the history, and the end of the battle, which reveals the battle code.
 */
export function WeatherTracker({ rules, view, answers, dispatch }: StepProps) {
  const now = battleWeather(rules, view);
  const heading = useRef<HTMLHeadingElement>(null);
  const turns = view.battle.turns.length;
  const over = view.battle.over;
  const first = useRef(true);
  useEffect(() => {
    // After a roll or the end of the battle the focus comes back here, where the new weather is read out.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [turns, over]);
  if (!now || !view.weather) return null;
  const source = answers.battleDice;
  const last = view.battle.turns.at(-1);
  const dice = turnDiceText(now.dice);
  return (
    <section className="battle-weather card" aria-labelledby="battle-weather-title">
      <h2 id="battle-weather-title" ref={heading} tabIndex={-1}>
        {W.heading} <span className="source">{W.source}</span>
      </h2>
      <p>{W.rule}</p>
      <div role="status">{last && <p>{W.rolled({ turn: last.turn, weather: weatherName(rules, last.to) })}</p>}</div>
      <dl className="battle-now">
        <dt>{W.now}</dt>
        <dd>
          <span className="battle-weather-name">{weatherName(rules, now.weather)}</span>
          {now.changeable && <span className="battle-badge">{W.changeable}</span>}
        </dd>
        <dt>{W.effects}</dt>
        <dd>
          <WithSourceText text={weatherEffectsSaid(rules, view.setup, now.weather)} />
        </dd>
        {!now.over && (
          <>
            <dt>{W.nextTurn}</dt>
            <dd>
              {now.turn}: {dice}
            </dd>
          </>
        )}
      </dl>
      <p className="hint">
        {now.changeable ? W.changeableNote({ dice }) : W.steady({ dice })} {turns === 0 && W.firstTurnNote}
      </p>
      {now.over ? (
        <p>
          <strong>{W.over({ turns, weather: weatherName(rules, now.weather) })}</strong>
        </p>
      ) : (
        <>
          <p className="hint">{W.dice[source]}</p>
          {answers.draw ? (
            <RollButton label={W.roll({ turn: now.turn })} onRoll={answers.draw} />
          ) : (
            <WeatherDiceForm key={now.turn} rules={rules} turn={now.turn} dice={now.dice} onSubmit={(red, green) => dispatch({ type: 'rollBattleWeather', red, green })} />
          )}
        </>
      )}
      <WeatherHistory rules={rules} start={view.weather.weather} turns={view.battle.turns} />
      {source !== 'battleSeed' && turns > 0 && <p className="hint">{W.historyEntered({ source })}</p>}
      {!now.over && (
        <div className="actions">
          <EndBattle sealed={source === 'battleSeed'} onEnd={() => dispatch({ type: 'endBattle' })} />
        </div>
      )}
      <BattleSeal seal={answers.battleSeal} />
    </section>
  );
}
