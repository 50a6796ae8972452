// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../words/message';
import { one, q, saying } from './said';

const say = (locale: string, text: string) => (params: object) => formatMessage(locale, text, params as Readonly<Record<string, unknown>>);

describe('a message of ours around the sources’ quotes (saying)', () => {
  it('says the message whole in its language and puts each quote back in its place, still a quote', () => {
    expect(saying(say('en-GB', 'At most 1 per pre-laid {names, list, or}'), { names: [q('Town'), q('Village')] })).toEqual(['At most 1 per pre-laid ', q('Town'), ' or ', q('Village')]);
    expect(saying(say('fr-FR', 'Au plus 1 par élément déjà posé parmi {names, list, or}'), { names: [q('Town'), 'Eau profonde'] })).toEqual([
      'Au plus 1 par élément déjà posé parmi ',
      q('Town'),
      ' ou Eau profonde',
    ]);
  });

  it('takes a run of our words and quotes as one parameter, and numbers and choices as they are', () => {
    const run = one([q('Waterside'), ' map']);
    expect(saying(say('en-GB', '{n, plural, one {# row} other {# rows}} of {map}{ok, select, true {.} other { (unverified).}}'), { n: 2, map: run, ok: false })).toEqual([
      '2 rows of ',
      q('Waterside'),
      ' map',
      ' (unverified).',
    ]);
  });
});
