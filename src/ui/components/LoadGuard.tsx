import { Component, Suspense, type ReactNode } from 'react';
import { SHELL_WORDS } from '../words/shell';
import { Loading } from './Loading';

/**
 * A screen, or a step's screen, whose code loads on demand: "Loading…" while it arrives, and if it cannot
 * (offline before the app was kept on this device) a message in its place with a button that reloads the
 * page; the rest of the app stays, never a blank page.
 */
export function LoadGuard({ children }: { children: ReactNode }) {
  return (
    <FailedLoad>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </FailedLoad>
  );
}

class FailedLoad extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="field-error" role="alert">
        {SHELL_WORDS.partFailed}{' '}
        <button type="button" className="ghost" onClick={() => window.location.reload()}>
          {SHELL_WORDS.tryAgain}
        </button>
      </p>
    );
  }
}
