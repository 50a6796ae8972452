import { distance, flankOptions, flankTurn, nameOf, territoryOf, type Side } from '../../engine';
import { terrainName } from '../words/vocab';
import { inScale } from '../words/distances';
import type { StepProps } from './types';
import { HouseRuleMark } from '../components/HouseRuleMark';

/** PBS 9.A: deep water by the defender along a side edge, or one flank piece each, defender first, in the same sector. */
export function SecureFlanksStep({ rules, view, dispatch }: StepProps) {
  const flank = view.flank;
  const edition = rules.editions[view.setup.edition];
  const territory = territoryOf(rules, view);
  if (flank?.kind === 'deepWater') {
    const depth = inScale(rules, view.setup, `${edition.secureFlanks.deepWaterMaxBw} BW`, { keys: ['deepWater'] });
    return (
      <div>
        <p>
          {nameOf(view, 'defender')} (defender) places the deep-water flank along one side edge, no more than {depth} into the table.{' '}
          <HouseRuleMark rules={rules} edition={view.setup.edition} settings={['deepWater']} />
        </p>
        <div className="actions">
          {(['left', 'right'] as const).map((edge) => (
            <button key={edge} type="button" onClick={() => dispatch({ type: 'placeDeepWater', edge })}>
              Along {nameOf(view, 'defender')}&apos;s {edge} side edge
            </button>
          ))}
        </div>
      </div>
    );
  }
  if (flank?.kind !== 'pieces') return null;
  const side: Side = flankTurn(view);
  const options = flankOptions(rules, view);
  const flankSize = edition.pieceSizes.flank ?? edition.pieceSizes.compulsory;
  const size = `${distance(rules, view.setup.scale, flankSize.min).text} square to ${distance(rules, view.setup.scale, flankSize.max).text} square`;
  if (options.length === 0) {
    return (
      <div>
        <p>{nameOf(view, side)} ({side}) has no secure-flank terrain left (every option has reached its cap).</p>
        <button type="button" onClick={() => dispatch({ type: 'skipFlankPiece', side })}>
          Continue without a flank piece
        </button>
      </div>
    );
  }
  const sectors = flank.sector ? [flank.sector] : (['left', 'right'] as const);
  const mirror = (sector: 'left' | 'right') => (sector === 'left' ? 'right' : 'left');
  return (
    <div>
      <p>
        {nameOf(view, side)} ({side}) places one {edition.pieceSizes.flank ? 'secure-flank' : 'compulsory'}-sized piece ({size}
        <HouseRuleMark rules={rules} edition={view.setup.edition} settings={['flankSize']} />) of secure-flank terrain on their own half
        {flank.sector ? `, in the same flank sector as the defender (the defender's ${flank.sector}, the invader's ${mirror(flank.sector)})` : ''}. The opponent never moves it.
      </p>
      <div className="actions">
        {options.flatMap((terrain) =>
          sectors.map((sector) => (
            <button key={`${terrain}-${sector}`} type="button" onClick={() => dispatch({ type: 'placeFlankPiece', side, terrain, sector })}>
              {terrainName(rules, territory, terrain)}
              {flank.sector ? '' : ` in the defender's ${sector} flank sector`}
            </button>
          )),
        )}
      </div>
    </div>
  );
}
