import { useState } from 'react';
import { RollButton } from '../../components/RollButton';
import { DieButtons } from '../../components/DieButtons';
import { territoryOf } from '../../../engine';
import { Explain } from '../../rules/Explain';
import { idWords } from '../../words/vocab';
import type { StepProps } from '../types';
import { WEATHER_WORDS as W } from './words';

/** Seed 002 weather rules: 2D6 plus the season, looked up in the territory's column; a double is changeable. */
export function WeatherStep({ rules, view, answers, dispatch }: StepProps) {
  const { draw } = answers;
  const season = rules.weather.seasons.find((s) => s.id === view.season);
  const [first, setFirst] = useState<number | null>(null);
  return (
    <div>
      <Explain
        rules={rules}
        line={W.explain(season?.name ?? '', season?.modifier ?? 0, idWords(territoryOf(rules, view).weatherColumn))}
        source={rules.weather.source}
        edition={view.setup.edition}
      />
      <p>{season && W.season(season.name, season.modifier)}</p>
      {draw ? (
        <RollButton label={W.roll} onRoll={draw} />
      ) : first === null ? (
        <DieButtons label={W.firstDie} onDie={setFirst} />
      ) : (
        <DieButtons label={W.secondDie(first)} onDie={(second) => dispatch({ type: 'rollWeather', dice: [first, second] })} />
      )}
    </div>
  );
}
