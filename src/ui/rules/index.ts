/** The rules at hand (issue 11): citations that open the rule in place, the glossary, the legends and the terrain and territory choices. */
export { ColourLadder } from './ColourLadder';
export { DensityLegend } from './DensityLegend';
export { DieFacesLegend } from './DieFacesLegend';
export { Explain } from './Explain';
export { GlossaryButton } from './GlossaryButton';
export { GlossaryText } from './GlossaryText';
export { RuleCitation } from './RuleCitation';
export { RulesButton } from './RulesButton';
export { StepRules } from './StepRules';
export { TerrainOptions } from './TerrainOptions';
export { territoryHoldings } from './territoryHoldings';
