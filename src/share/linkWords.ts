/**
 * Words that travel in links of version 2 and later as their index in this list instead of their letters: the
 * territories and terrain types of the rules data, and the players' ratings' and the game's most common
 * ids. Append only: a link made earlier reads the same words by the same indexes (payloadV2.test.ts). Each link
 * version pins the list it reads (src/share/pins/), so a word appended here is a new link version
 * (tests/formats/pins.test.ts). A word missing here still travels, as text.
 */
export const LINK_WORDS = [
  'waterside', 'desert', 'cultivated', 'forest', 'jungle', 'plains', 'mountains', 'standard', 'coastal',
  'hills', 'fields', 'village', 'riversAndStreams', 'town', 'rockyGround', 'tilledFields', 'brush', 'gully',
  'woods', 'marsh', 'orchardsVineyards', 'sandyGround', 'sandDunes', 'dryWadi', 'open', 'openArea',
  'ploughedFields', 'tallCrops', 'boundariedFields', 'orchards', 'vineyards', 'terrainedHills', 'deepWater',
  'wadi', 'impassableHills', 'swamp',
] as const;
