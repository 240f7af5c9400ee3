import { Button, ErrorIcon } from '@kit/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusPanel } from '../StatusPanel/StatusPanel';

/** Props of ViewErrorBoundary. */
export interface ViewErrorBoundaryProps {
  children: ReactNode;
  /** Called before a retry re-renders the children (a lazy view drops its failed chunk here). */
  onRetry?: () => void;
}

interface ViewErrorBoundaryState {
  failed: boolean;
}

/**
 * Keeps the modal usable when a view throws or its code fails to load (offline, a blocked
 * chunk): the header stays, and the body says what happened with a Try again button, never a
 * blank modal.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, ViewErrorBoundaryState> {
  override state: ViewErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ViewErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The integrator's console is the only place a developer sees this; visitors get the panel.
    console.error('Kit: a modal view failed to render', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <StatusPanel
        tone="error"
        media={<ErrorIcon size={40} />}
        heading="Something went wrong"
        message="This screen could not be shown. Check your connection and try again."
        actions={
          <Button variant="secondary" fullWidth onClick={this.retry}>
            Try again
          </Button>
        }
      />
    );
  }
}
