import { agvPack, type AgvPack, type PackLoad } from '../../packs/agv';
import { formatHash, useNavigation } from '../navigation';
import { PackDisabled } from '../packs/PackDisabled';
import { GAME_WORDS } from '../words/packs';
import { AGV_EFFECTS_WORDS } from './effectsWords';
import { EffectsCrossing } from './EffectsCrossing';
import { EffectsPicker } from './EffectsPicker';
import { FireCalculator } from './FireCalculator';
import { MeleeCalculator } from './MeleeCalculator';
import './agv-effects.css';

const w = AGV_EFFECTS_WORDS;

/** Home and the whole guidelines, one tap away from the screen. */
function EffectsNav() {
  const go = useNavigation((s) => s.go);
  const rules = { section: 'otherPacks', part: 'agv', from: 'agvEffects' };
  return (
    <nav className="effects-nav" aria-label={w.navLabel}>
      <button type="button" className="ghost" onClick={() => go('home')}>
        {w.home}
      </button>
      <a className="button ghost" href={formatHash('reference', rules)}>
        {w.rulesLink({ game: GAME_WORDS.agv.short })}
      </a>
    </nav>
  );
}

/**
 * A Great Victory! terrain effects (seed 004): what a feature does to a unit type, a movement check across
 * several features, and fire and hand-to-hand calculators, every answer with its rules cited. A pack that
 * failed to load shows why instead (`load` is the bundled pack unless a test gives another).
 */
export function AgvEffectsScreen({ load = agvPack() }: { load?: PackLoad<AgvPack> }) {
  return (
    <div className="agv-effects">
      <header className="effects-header">
        <p className="effects-game">{w.game}</p>
        <h1>{w.title}</h1>
        <p>{w.intro}</p>
        <EffectsNav />
      </header>
      {load.ok ? (
        <>
          <EffectsPicker pack={load.pack} />
          <div className="effects-tools">
            <EffectsCrossing pack={load.pack} />
            <FireCalculator pack={load.pack} />
            <MeleeCalculator pack={load.pack} />
          </div>
        </>
      ) : (
        <PackDisabled game="agv" error={load.error} />
      )}
    </div>
  );
}
