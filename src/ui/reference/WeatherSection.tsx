import { FactList } from './FactList';
import type { ReferenceModel } from './referenceModel';
import { ReferenceSection } from './ReferenceSection';
import { referenceWords } from '../rules/words';

/** The 2020 weather rules: seasons, the score table per territory, drift and effects (seed 002 "WEATHER RULES"). */
export function WeatherSection({ model }: { model: ReferenceModel }) {
  return (
    <ReferenceSection id="weather" title={referenceWords.sections.weather}>
      <p>
        The 2023 territories use the weather columns as Waterside → Coastal and Cultivated → Standard, the rest by name.
      </p>
      <FactList facts={model.weather} level={3} />
    </ReferenceSection>
  );
}
