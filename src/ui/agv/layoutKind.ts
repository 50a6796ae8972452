/** The `kind` of a table layout stored in the game library, so the Mortem et Gloriam list leaves it alone. */
export const LAYOUT_KIND = 'agvLayout';

/**
 * Whether a stored value is (or claims to be) a table layout: such values belong to the layout list, never
 * the game list. Apart from the layout's schema, so the home screen's game list tells them apart without it.
 */
export function isLayoutValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === LAYOUT_KIND;
}
