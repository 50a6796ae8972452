import components from '../../data/meg/components.json';
import edition2020 from '../../data/meg/editions/2020.json';
import edition2023 from '../../data/meg/editions/2023.json';
import glossary from '../../data/meg/glossary.json';
import qrsMap from '../../data/meg/qrs2020/pbs-map.json';
import qrsTerrain from '../../data/meg/qrs2020/terrain.json';
import scales from '../../data/meg/scales.json';
import cultivated from '../../data/meg/territories/cultivated.json';
import desert from '../../data/meg/territories/desert.json';
import forest from '../../data/meg/territories/forest.json';
import jungle from '../../data/meg/territories/jungle.json';
import mountains from '../../data/meg/territories/mountains.json';
import plains from '../../data/meg/territories/plains.json';
import waterside from '../../data/meg/territories/waterside.json';
import weather from '../../data/meg/weather.json';
import { trustedRules, type RuleFiles, type Rules } from './rules';

/** Every rules file shipped in data/, keyed by its path (seeds 000-002: the MeG pre-battle; the other games are packs in src/packs). */
export const ruleFiles: RuleFiles = {
  editions: { 'data/meg/editions/2023.json': edition2023, 'data/meg/editions/2020.json': edition2020 },
  territories: {
    'data/meg/territories/waterside.json': waterside,
    'data/meg/territories/desert.json': desert,
    'data/meg/territories/cultivated.json': cultivated,
    'data/meg/territories/forest.json': forest,
    'data/meg/territories/jungle.json': jungle,
    'data/meg/territories/plains.json': plains,
    'data/meg/territories/mountains.json': mountains,
  },
  qrsTerrain: { path: 'data/meg/qrs2020/terrain.json', data: qrsTerrain },
  qrsMap: { path: 'data/meg/qrs2020/pbs-map.json', data: qrsMap },
  weather: { path: 'data/meg/weather.json', data: weather },
  scales: { path: 'data/meg/scales.json', data: scales },
  components: { path: 'data/meg/components.json', data: components },
  glossary: { path: 'data/meg/glossary.json', data: glossary },
};

let cached: Rules | undefined;

/** The shipped rules, built once without the zod parse: vite.config.ts and tests/data run `loadRules` on these files. */
export function bundledRules(): Rules {
  cached ??= trustedRules(ruleFiles);
  return cached;
}
