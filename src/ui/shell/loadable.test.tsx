import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadable, loadInTurnWhenIdle } from './loadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('loadable', () => {
  it('suspends while its chunk is on its way, then renders the component with its props', async () => {
    let arrive: (c: typeof Greeting) => void = () => undefined;
    const part = loadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(part.ready()).toBe(false);
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello Anna')).toBeInTheDocument();
    expect(part.ready()).toBe(true);
  });

  it('renders in the first render, with no fallback, once preloaded', async () => {
    const part = loadable(() => Promise.resolve(Greeting));
    await part.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component name="Bruno" />
      </Suspense>,
    );
    // Synchronously: no fallback was ever committed.
    expect(screen.getByText('Hello Bruno')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('loads once, and again after a failure (offline before the app was cached)', async () => {
    let calls = 0;
    const part = loadable(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(part.preload()).rejects.toThrow('offline');
    await part.preload();
    await part.preload();
    expect(calls).toBe(2);
    expect(part.ready()).toBe(true);
  });
});

describe('loadInTurnWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts one load per idle time, the next only once the last has settled (a failure too), and none after stop', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => idle.splice(0));
    const settle: Record<string, () => void> = {};
    const started: string[] = [];
    const load = (name: string, fails = false) => () =>
      new Promise<void>((resolve, reject) => {
        started.push(name);
        settle[name] = fails ? () => reject(new Error('offline')) : resolve;
      });
    const stop = loadInTurnWhenIdle([load('setup', true), load('reference'), load('profiles')]);
    expect(started).toEqual([]);
    idle.shift()!();
    expect(started).toEqual(['setup']);
    expect(idle).toHaveLength(0);
    await act(async () => settle.setup!());
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(started).toEqual(['setup', 'reference']);
    stop();
    await act(async () => settle.reference!());
    expect(idle).toHaveLength(0);
    expect(started).toEqual(['setup', 'reference']);
  });
});
