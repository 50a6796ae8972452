import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delivered } from '../../../tests/support/broadcast';
import { STAMP_PREFIX, SYNC_CHANNEL } from '../saveKey';
import { announce, watchOtherWindows } from './channel';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

function watch() {
  const check = vi.fn();
  stops.push(watchOtherWindows(check));
  return check;
}

describe('the notices between windows', () => {
  it('announce sends only the id and revision on the pbw-game channel', async () => {
    const heard: unknown[] = [];
    const other = new BroadcastChannel(SYNC_CHANNEL);
    other.onmessage = (e) => heard.push(e.data);
    stops.push(() => other.close());
    announce({ id: 'abc', revision: 4 });
    await waitFor(() => expect(heard).toEqual([{ id: 'abc', revision: 4 }]));
  });

  it('a channel message makes a watching window check; a message that is not a stamp does not', async () => {
    const check = watch();
    const other = new BroadcastChannel(SYNC_CHANNEL);
    stops.push(() => other.close());
    other.postMessage({ hello: 'world' });
    other.postMessage({ id: 'abc', revision: 5 });
    await delivered(SYNC_CHANNEL);
    // Each message is read by the stamp's schema, which loads with the first one; the two are read in order.
    await waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    await import('./record');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('the storage event of a game’s notice key, focus and becoming visible make it check; other keys do not', () => {
    const check = watch();
    window.dispatchEvent(new StorageEvent('storage', { key: 'pbw.theme' }));
    expect(check).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: `${STAMP_PREFIX}abc` }));
    window.dispatchEvent(new FocusEvent('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('stops checking once unsubscribed', async () => {
    const check = vi.fn();
    const stop = watchOtherWindows(check);
    stop();
    window.dispatchEvent(new FocusEvent('focus'));
    window.dispatchEvent(new StorageEvent('storage', { key: `${STAMP_PREFIX}abc` }));
    announce({ id: 'abc', revision: 6 });
    await delivered(SYNC_CHANNEL);
    expect(check).not.toHaveBeenCalled();
  });
});
