import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { loadable } from '../shell/loadable';
import { LazyPart } from './LazyPart';

function Panel() {
  return <p>The panel</p>;
}

it('shows its fallback while the part arrives, says so in its place when it cannot arrive, and shows the part once "Try again" loads it', async () => {
  // Offline at first (the app not yet kept on this device), then back online.
  const load = vi.fn<() => Promise<typeof Panel>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(Panel);
  const part = loadable(load);
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <main>
      <h1>A step</h1>
      <LazyPart fallback={<p>Loading the panel</p>} retry={part.preload}>
        <part.Component />
      </LazyPart>
    </main>,
  );
  expect(screen.getByText('Loading the panel')).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This part of the app could not load: connect to the internet once, then try again.');
  expect(screen.getByRole('heading', { name: 'A step' })).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The panel')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  consoleError.mockRestore();
});
