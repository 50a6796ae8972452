import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_KEY, isLocalHost, normaliseAddress, savePublicAddress, savedPublicAddress, shareBase } from './base';
import { pastedLink } from './fragment';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('where a link points', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['0.0.0.0', true],
    ['example.org', false],
    ['192.168.1.20', false],
    ['127.example.org', false],
  ])('%s is local: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });

  it('keeps an address to its origin and path', () => {
    expect(normaliseAddress(' https://example.org/pbw/?x=1#/game ')).toBe('https://example.org/pbw/');
    expect(normaliseAddress('http://club.lan:8080')).toBe('http://club.lan:8080/');
    expect(normaliseAddress('example.org')).toBeNull();
    expect(normaliseAddress('javascript:alert(1)')).toBeNull();
    expect(normaliseAddress('ftp://example.org/')).toBeNull();
  });

  it('on a public address, points at the address the app is served from', () => {
    vi.stubGlobal('location', { origin: 'https://example.org', pathname: '/pbw/', hostname: 'example.org' });
    vi.stubEnv('VITE_PUBLIC_URL', 'https://elsewhere.example/');
    expect(shareBase()).toEqual({ base: 'https://example.org/pbw/', source: 'here' });
  });

  it('on a local address: the build option, else the saved setting, else the local address', () => {
    expect(window.location.hostname).toBe('localhost');
    expect(shareBase()).toEqual({ base: `${window.location.origin}${window.location.pathname}`, source: 'local' });
    expect(savePublicAddress('https://club.example/wizard/')).toBe(true);
    expect(localStorage.getItem(BASE_KEY)).toBe('https://club.example/wizard/');
    expect(shareBase()).toEqual({ base: 'https://club.example/wizard/', source: 'saved' });
    vi.stubEnv('VITE_PUBLIC_URL', 'https://built.example/app/');
    expect(shareBase()).toEqual({ base: 'https://built.example/app/', source: 'built' });
  });

  it('refuses a setting that is not an address, and forgets it when emptied', () => {
    expect(savePublicAddress('not an address')).toBe(false);
    expect(savedPublicAddress()).toBeNull();
    savePublicAddress('https://club.example/');
    expect(savePublicAddress('  ')).toBe(true);
    expect(savedPublicAddress()).toBeNull();
  });

  it('ignores a stored setting that is not an address', () => {
    localStorage.setItem(BASE_KEY, 'javascript:alert(1)');
    expect(shareBase().source).toBe('local');
  });
});

describe('a pasted link', () => {
  it.each([
    ['https://example.org/pbw/#/shared/AbC-_9', { kind: 'payload', payload: 'AbC-_9' }],
    ['#/shared/AbC-_9/', { kind: 'payload', payload: 'AbC-_9' }],
    ['/shared/AbC', { kind: 'payload', payload: 'AbC' }],
    ['AbC', { kind: 'payload', payload: 'AbC' }],
    ['https://example.org/#/shared/Ab\n  Cd', { kind: 'payload', payload: 'AbCd' }],
    ['   ', { kind: 'empty' }],
    ['not a link', { kind: 'notALink' }],
    ['https://example.org/pbw/', { kind: 'notALink' }],
    ['#/shared/', { kind: 'notALink' }],
    ['#/shared/abc%20def', { kind: 'notALink' }],
  ])('%j', (text, expected) => {
    expect(pastedLink(text)).toEqual(expected);
  });
});
