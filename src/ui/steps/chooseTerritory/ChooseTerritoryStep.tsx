import { findTerritory, playerOf } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { colourName } from '../../words/vocab';
import { PbsMap } from '../../components/PbsMap';
import { DensityLegend, territoryHoldings } from '../../rules';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { CHOOSE_TERRITORY_WORDS as W } from './words';
import { dataName } from '../../words/vocab';

/** PBS 8.B: the contest's winner picks a territory from the defender's list, each shown with a thumbnail of its map and what it holds. */
export function ChooseTerritoryStep({ rules, view, dispatch }: StepProps) {
  const cards = view.territoryCards;
  const chooser = view.territoryChooser ?? 'defender';
  const offered = view.setup.players[playerOf(view, 'defender')].army.territories;
  const text = (side: 'invader' | 'defender') => (cards?.[side] ? colourName(cards[side]) : W.noCard);
  return (
    <div>
      <Explain rules={rules} line={W.explain({ chooser: nameOf(view, chooser) })} source={rules.editions[view.setup.edition].territoryContest.source} edition={view.setup.edition} />
      {cards && (
        <p role="status">
          {W.revealed({ invader: nameOf(view, 'invader'), invaderCard: text('invader'), defender: nameOf(view, 'defender'), defenderCard: text('defender') })}{' '}
          {chooser === 'invader' ? W.invaderPicks : W.defenderPicks}
        </p>
      )}
      <ul className="territory-choices">
        {offered.map((id) => {
          const holds = territoryHoldings(rules, view.setup.edition, id);
          return (
            <li key={id}>
              <PbsMap rules={rules} view={view} territoryId={id} size="thumbnail" />
              <button type="button" aria-describedby={holds ? `holds-${id}` : undefined} onClick={() => dispatch({ type: 'chooseTerritory', territory: id })}>
                {dataName('territory', id, findTerritory(rules, view.setup.edition, id)?.name ?? id)}
              </button>
              {holds && (
                <p id={`holds-${id}`} className="territory-holds">
                  {holds}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <DensityLegend rules={rules} edition={view.setup.edition} />
    </div>
  );
}
