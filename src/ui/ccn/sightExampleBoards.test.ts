import { describe, expect, it } from 'vitest';
import { ccnPack, lineOfSightWith, type CcnPack } from '../../packs/ccn';
import { toPackBoard } from './sightBoard';
import { sightExamples } from './sightExampleBoards';

const load = ccnPack();
if (!load.ok) throw new Error(load.error);
const pack: CcnPack = load.pack;

/** The pack's answer for an example board. */
function answerFor(id: string) {
  const example = sightExamples(pack).find((e) => e.id === id)!;
  const answer = lineOfSightWith(pack, toPackBoard(example.board), example.board.firer, example.board.target);
  if (!answer.ok) throw new Error(answer.error);
  return { example, answer };
}

describe('the example boards show what seed 003 says', () => {
  it.each([
    ['forest', true, '003 Forest', 'A Forest hex blocks line of sight.'],
    ['firstHill', false, '003 Hill', 'A unit on a lower level has line of sight onto the first Hill hex and vice versa.'],
    ['secondHill', true, '003 Hill', 'A unit on a lower level does not have line of sight through one Hill hex onto a second Hill hex'],
    ['plateau', false, '003 Hill', 'The units are considered to be on a plateau.'],
    ['valley', false, '003 Hill', 'separated by one or more intervening hexes of lower elevation'],
    ['fireOver', false, '003 Hill', 'may fire over a friendly unit or leader that is on an adjacent lower hex'],
    ['unit', true, '003 Hill', 'A unit on a hex between the two ends blocks line of sight'],
    ['hexside', false, '003 Line of Sight', 'it is blocked there only if both hexes block it'],
  ])('%s: blocked %s, showing %s', (id, blocked, source, words) => {
    const { example, answer } = answerFor(id);
    expect(answer.blocked).toBe(blocked);
    expect(example.rule?.source).toBe(source);
    expect(example.rule?.rule).toContain(words);
  });

  it('the along-a-side example really runs along a side, beside the painted Forest (003 Line of Sight reading)', () => {
    const { answer } = answerFor('hexside');
    expect(answer.edges.length).toBeGreaterThan(0);
    expect(answer.readings.map((r) => r.id)).toContain('hexsideLine');
    expect(answer.reasons.some((r) => r.blocks && r.rule === 'A Forest hex blocks line of sight.')).toBe(true);
  });

  it('marks the two readings as readings', () => {
    const readings = sightExamples(pack).filter((e) => e.rule?.reading).map((e) => e.id);
    expect(readings).toEqual(['unit', 'hexside']);
  });
});
