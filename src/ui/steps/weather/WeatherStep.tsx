import { useState } from 'react';
import { RollButton } from '../../components/RollButton';
import { FaceButtons } from '../../components/FaceButtons';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFilledForm } from '../../components/useFilledForm';
import { COMMON_WORDS } from '../../components/commonWords';
import { PHYSICAL_WORDS } from '../../words/physical';
import { territoryOf } from '../../../engine';
import { Explain } from '../../rules/Explain';
import { dataName, idWords } from '../../words/vocab';
import type { StepProps } from '../types';
import { WEATHER_WORDS as W } from './words';

const D6 = ['1', '2', '3', '4', '5', '6'] as const;
type Pip = (typeof D6)[number];

/** Seed 002 weather rules: 2D6 plus the season, looked up in the territory's column; a double is changeable. */
export function WeatherStep({ rules, view, answers, dispatch }: StepProps) {
  const { draw } = answers;
  const season = rules.weather.seasons.find((s) => s.id === view.season);
  // The season as the language on screen names it (the data's name in English).
  const seasonName = season ? dataName('season', season.id, season.name) : '';
  const column = territoryOf(rules, view).weatherColumn;
  return (
    <div>
      <Explain
        rules={rules}
        line={W.explain({ season: seasonName, modifier: season?.modifier ?? 0, up: (season?.modifier ?? 0) > 0, column: dataName('weatherColumn', column, idWords(column)) })}
        source={rules.weather.source}
        edition={view.setup.edition}
      />
      <p>{season && W.season({ season: seasonName, modifier: season.modifier, up: season.modifier > 0 })}</p>
      {draw ? <RollButton label={W.roll} onRoll={draw} /> : <PhysicalWeatherDice onSubmit={(dice) => dispatch({ type: 'rollWeather', dice })} />}
    </div>
  );
}

/** The players' own 2D6: tap each die's number (either can be changed), then one confirm records both. */
function PhysicalWeatherDice({ onSubmit }: { onSubmit: (dice: [number, number]) => void }) {
  const [dice, setDice] = useState<[Pip | null, Pip | null]>([null, null]);
  const empty = dice.filter((d) => d === null).length;
  const { checked, onSubmit: record } = useFilledForm(empty === 0, () => onSubmit([Number(dice[0]), Number(dice[1])]));
  const options = D6.map((n) => ({ value: n, label: n }));
  return (
    <form noValidate onSubmit={record}>
      <FaceButtons id="weather-die-0" legend={W.firstDie} options={options} value={dice[0]} onChange={(n) => setDice([n, dice[1]])} error={checked && dice[0] === null ? W.firstMissing : null} />
      <FaceButtons id="weather-die-1" legend={W.secondDie} options={options} value={dice[1]} onChange={(n) => setDice([dice[0], n])} error={checked && dice[1] === null ? W.secondMissing : null} />
      {checked && empty > 0 && <ErrorNotice message={PHYSICAL_WORDS.stillEmpty({ count: empty })} />}
      <button type="submit">{COMMON_WORDS.recordRoll}</button>
    </form>
  );
}
