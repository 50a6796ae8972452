import { useNavigation } from './navigation';
import { openScreen, SCREENS } from './screens';

describe('openScreen', () => {
  beforeEach(() => useNavigation.getState().go('home'));

  it('changes screen once its chunk is there, so the screen renders at once', async () => {
    const opening = openScreen('profiles');
    expect(useNavigation.getState().view).toBe('home');
    await opening;
    expect(SCREENS.profiles.ready()).toBe(true);
    expect(useNavigation.getState().view).toBe('profiles');
  });

  it('changes screen in the same call when the chunk has already arrived', async () => {
    await SCREENS.profiles.preload();
    void openScreen('profiles', { from: 'home' });
    expect(useNavigation.getState()).toMatchObject({ view: 'profiles', params: { from: 'home' } });
  });

  it('does nothing when the player went elsewhere meanwhile, and the later of two calls wins', async () => {
    const late = openScreen('reference');
    useNavigation.getState().go('setup');
    await late;
    expect(useNavigation.getState().view).toBe('setup');

    useNavigation.getState().go('home');
    const first = openScreen('reference');
    const second = openScreen('profiles');
    await Promise.all([first, second]);
    expect(useNavigation.getState().view).toBe('profiles');
  });
});
