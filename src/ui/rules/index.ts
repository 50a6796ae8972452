/**
 * The rules at hand (issue 11): citations that open the rule in place, the glossary, the legends and the terrain
 * and territory choices. A game's first step (GameScreen, OpeningSteps) imports its parts by file instead:
 * through this index it would load every panel here before it could show (issue 14).
 */
export { ColourLadder } from './ColourLadder';
export { DensityLegend } from './DensityLegend';
export { DieFacesLegend } from './DieFacesLegend';
export { GlossaryButton } from './GlossaryButton';
export { GlossaryText } from './GlossaryText';
export { RuleCitation } from './RuleCitation';
export { RulesButton } from './RulesButton';
export { StepRules } from './StepRules';
export { TerrainOptions } from './TerrainOptions';
export { territoryHoldings } from './territoryHoldings';
