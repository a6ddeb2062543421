import { clientText } from '@bx/platform';
import { FailurePanel } from '@bx/ui';
import { Component, type ReactNode } from 'react';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps the shell alive when a screen throws while drawing; the player can try the screen again. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote screen failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <FailurePanel
        message={clientText('SCREEN_FAILED')}
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
