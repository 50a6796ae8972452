import { Component, Suspense, type ReactNode } from 'react';
import { SHELL_WORDS } from '../words/shell';
import { Drawn } from './Drawn';
import { Loading } from './Loading';

/**
 * A screen, or a step's screen, whose code loads on demand: "Loading…" while it arrives, and if it cannot
 * (offline before the app was kept on this device) a message in its place with a button that reloads the
 * page; the rest of the app stays, never a blank page. `onSettled` is called once the screen, or the message that it
 * could not load, is on the screen.
 */
export function LoadGuard({ children, onSettled }: { children: ReactNode; onSettled?: () => void }) {
  return (
    <FailedLoad onSettled={onSettled}>
      <Suspense fallback={<Loading />}>{onSettled ? <Drawn onDrawn={onSettled}>{children}</Drawn> : children}</Suspense>
    </FailedLoad>
  );
}

class FailedLoad extends Component<{ children: ReactNode; onSettled: (() => void) | undefined }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const message = (
      <p className="field-error" role="alert">
        {SHELL_WORDS.partFailed}{' '}
        <button type="button" className="ghost" onClick={() => window.location.reload()}>
          {SHELL_WORDS.tryAgain}
        </button>
      </p>
    );
    return this.props.onSettled ? <Drawn onDrawn={this.props.onSettled}>{message}</Drawn> : message;
  }
}
