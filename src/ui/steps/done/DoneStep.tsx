import { WeatherTracker } from '../../battle/WeatherTracker';
import { SummaryStep } from '../summary/SummaryStep';
import type { StepProps } from '../types';

/** The pre-battle done: the summary of the battle as decided, its sheet and diagram first, then the battle's weather turn by turn. */
export function DoneStep(props: StepProps) {
  return <SummaryStep {...props} weather={<WeatherTracker {...props} />} />;
}
