import { FactList } from './FactList';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { referenceWords } from './words';
import { REFERENCE_SECTION_WORDS as W } from './words';

/** The 2020 weather rules: seasons, the score table per territory, drift and effects (seed 002 "WEATHER RULES"). */
export function WeatherSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="weather" title={referenceWords.sections.weather}>
      <p>{W.weatherIntro}</p>
      <FactList facts={model.weather} level={3} />
    </ReferenceSection>
  );
}
