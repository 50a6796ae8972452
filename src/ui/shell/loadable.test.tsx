import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadable } from './loadable';

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
