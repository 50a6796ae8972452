import { distance, flankOptions, flankTurn, territoryOf, type Side } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { sectorName, SIDE_WORDS, terrainName } from '../../words/vocab';
import { DeepWater } from './DeepWater';
import { SECURE_FLANKS_WORDS as W } from './words';
import type { StepProps } from '../types';
import { HouseRuleMark } from '../../components/HouseRuleMark';
import { Explain } from '../../rules/Explain';

/** PBS 9.A: deep water by the defender along a side edge, or one flank piece each, defender first, in the same sector. */
export function SecureFlanksStep(props: StepProps) {
  const { rules, view, dispatch } = props;
  const flank = view.flank;
  const edition = rules.editions[view.setup.edition];
  const territory = territoryOf(rules, view);
  if (flank?.kind === 'deepWater') return <DeepWater {...props} />;
  if (flank?.kind !== 'pieces') return null;
  const side: Side = flankTurn(view);
  const options = flankOptions(rules, view);
  const flankSize = edition.pieceSizes.flank ?? edition.pieceSizes.compulsory;
  const size = W.size({ min: distance(rules, view.setup.scale, flankSize.min).text, max: distance(rules, view.setup.scale, flankSize.max).text });
  const explain = <Explain rules={rules} line={W.explainPieces({ defender: nameOf(view, 'defender'), invader: nameOf(view, 'invader') })} source={edition.secureFlanks.source} edition={view.setup.edition} />;
  if (options.length === 0) {
    return (
      <div>
        {explain}
        <p>{W.noneLeft({ player: nameOf(view, side), side: SIDE_WORDS[side] })}</p>
        <button type="button" onClick={() => dispatch({ type: 'skipFlankPiece', side })}>
          {W.skip}
        </button>
      </div>
    );
  }
  const sectors = flank.sector ? [flank.sector] : (['left', 'right'] as const);
  return (
    <div>
      {explain}
      <p>
        {W.places({ player: nameOf(view, side), side: SIDE_WORDS[side], secureFlankSized: Boolean(edition.pieceSizes.flank), size })}
        <HouseRuleMark rules={rules} edition={view.setup.edition} settings={['flankSize']} />
        {W.onOwnHalf({ inSector: Boolean(flank.sector), sector: flank.sector ? sectorName(flank.sector) : '' })}
      </p>
      <div className="actions">
        {options.flatMap((terrain) =>
          sectors.map((sector) => (
            <button key={`${terrain}-${sector}`} type="button" onClick={() => dispatch({ type: 'placeFlankPiece', side, terrain, sector })}>
              {W.inSector({ terrain: terrainName(rules, territory, terrain), inSector: !flank.sector, sector: sectorName(sector) })}
            </button>
          )),
        )}
      </div>
    </div>
  );
}
