import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followLocation, formatHash, goBack, parseHash, referenceReturn, useNavigation, type LinkableView } from './navigation';

const blank = useNavigation.getState();

/** Resolves after the window's next `hashchange`, by which time the listener that followLocation added first has run. */
const hashChanged = () => new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
let stop: () => void = () => undefined;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  useNavigation.setState(blank, true);
  stop = followLocation();
});
afterEach(() => stop());

describe('hash routes', () => {
  it.each([
    ['', 'home', {}],
    ['#', 'home', {}],
    ['#/', 'home', {}],
    ['#/setup', 'setup', {}],
    ['#/setup/', 'setup', {}],
    ['#/game', 'game', {}],
    ['#/sheet', 'sheet', {}],
    ['#/reference', 'reference', {}],
    ['#/projector', 'projector', {}],
    ['#/projector?game=0123456789abcdef', 'projector', { game: '0123456789abcdef' }],
    ['#/shared/abc', 'shared', { payload: 'abc' }],
    ['#/shared/aB-_9/', 'shared', { payload: 'aB-_9' }],
    ['#/shared/not a link', 'shared', { payload: 'not a link' }],
    ['#/shared', 'shared', { payload: '' }],
    ['#/sharedx', 'notFound', {}],
    ['#/reference/scales', 'reference', { section: 'scales' }],
    ['#/reference/maps2023/desert?entry=maps2023%2Fdesert%2Fmap&from=game', 'reference', { entry: 'maps2023/desert/map', from: 'game', section: 'maps2023', part: 'desert' }],
    ['#/reference/a/b/c', 'notFound', {}],
    ['#/nowhere', 'notFound', {}],
  ])('%j is %s', (hash, view, params) => {
    expect(parseHash(hash)).toEqual({ view, params });
  });

  it.each<[LinkableView, Record<string, string>, string]>([
    ['home', {}, '#/'],
    ['setup', {}, '#/setup'],
    ['game', {}, '#/game'],
    ['sheet', {}, '#/sheet'],
    ['reference', {}, '#/reference'],
    ['reference', { section: 'glossary' }, '#/reference/glossary'],
    ['reference', { section: 'maps2023', part: 'desert', from: 'game' }, '#/reference/maps2023/desert?from=game'],
    ['projector', { game: 'abc' }, '#/projector?game=abc'],
    ['shared', { payload: 'AbC-_9' }, '#/shared/AbC-_9'],
  ])('formatHash(%s, %j) is %s and parses back', (view, params, hash) => {
    expect(formatHash(view, params)).toBe(hash);
    expect(parseHash(hash)).toEqual({ view, params });
  });
});

describe('useNavigation', () => {
  it('go shows the screen at once and pushes its hash, once', () => {
    const before = window.history.length;
    useNavigation.getState().go('setup');
    expect(useNavigation.getState().view).toBe('setup');
    expect(window.location.hash).toBe('#/setup');
    useNavigation.getState().go('setup');
    expect(window.history.length).toBe(before + 1);
  });

  it('Back and Forward follow the hash', async () => {
    const { go } = useNavigation.getState();
    go('reference');
    go('setup');
    window.history.back();
    await waitFor(() => expect(useNavigation.getState().view).toBe('reference'));
    window.history.back();
    await waitFor(() => expect(useNavigation.getState().view).toBe('home'));
    window.history.forward();
    await waitFor(() => expect(useNavigation.getState().view).toBe('reference'));
  });

  it('a typed or linked hash changes the screen; an anchor inside the page does not', async () => {
    window.location.hash = '#/projector?game=abc';
    await waitFor(() => expect(useNavigation.getState()).toMatchObject({ view: 'projector', params: { game: 'abc' } }));
    window.location.hash = '#main';
    await hashChanged();
    expect(useNavigation.getState().view).toBe('projector');
    window.location.hash = '#/elsewhere';
    await waitFor(() => expect(useNavigation.getState().view).toBe('notFound'));
  });

  it('moving between sections of the reference replaces the page: one Back returns to the game', async () => {
    const { go } = useNavigation.getState();
    go('game');
    go('reference', { section: 'glossary', from: 'game' });
    const length = window.history.length;
    go('reference', { section: 'scales', from: 'game' }, { replace: true });
    expect(window.history.length).toBe(length);
    expect(window.location.hash).toBe('#/reference/scales?from=game');
    goBack('game');
    await waitFor(() => expect(useNavigation.getState().view).toBe('game'));
  });

  it('Back from a reference opened directly (a link, a reload with no history here) shows the fallback, never leaves the app', () => {
    window.history.replaceState(null, '', '/#/reference?from=game');
    useNavigation.setState({ view: 'reference', params: { from: 'game' } });
    goBack('game');
    expect(useNavigation.getState().view).toBe('game');
    expect(window.location.hash).toBe('#/game');
  });

  it('the reference returns by name only to the game, setup, the battle sheet, home and the packs\' tools', () => {
    expect(['game', 'setup', 'sheet', 'home', 'ccnDice', 'agvEffects', 'projector', 'profiles', 'reference', 'nowhere', undefined].map(referenceReturn)).toEqual(['game', 'setup', 'sheet', 'home', 'ccnDice', 'agvEffects', undefined, undefined, undefined, undefined, undefined]);
  });

  it('stops following once told', async () => {
    stop();
    window.location.hash = '#/reference';
    await hashChanged();
    expect(useNavigation.getState().view).toBe('home');
  });
});
