import { Component, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import {
  ERROR_BOUNDARY_DELAYED_RETRY_MS,
  ERROR_BOUNDARY_MAX_RETRIES,
} from '@groundwork/shared/common/constants';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { apiErrorMessages } from '../lib/api-client';
import { cn } from '../lib/cn';
import { loadPage, reloadPage } from '../lib/navigation';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the route), a shown error is dropped and the count starts over. */
  resetKey?: unknown;
  /** Runs before each retry, e.g. to let failed queries fetch again. */
  onReset?: () => void;
  /** Covers the whole screen rather than the page area. */
  fullScreen?: boolean;
}

interface ErrorBoundaryState {
  error: Error | null;
  retryCount: number;
  isRetryScheduled: boolean;
}

/** Catches what a part of the app throws while rendering and shows the error screen (000 §2). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, retryCount: 0, isRetryScheduled: false };
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) {
      clearTimeout(this.retryTimer);
      this.setState({ error: null, retryCount: 0, isRetryScheduled: false });
    }
  }

  override componentWillUnmount() {
    clearTimeout(this.retryTimer);
  }

  private readonly retry = () => {
    clearTimeout(this.retryTimer);
    if (this.state.retryCount >= ERROR_BOUNDARY_MAX_RETRIES) return;
    this.props.onReset?.();
    this.setState((state) => ({
      error: null,
      retryCount: state.retryCount + 1,
      isRetryScheduled: false,
    }));
  };

  private readonly retryLater = () => {
    this.setState({ isRetryScheduled: true });
    this.retryTimer = setTimeout(this.retry, ERROR_BOUNDARY_DELAYED_RETRY_MS);
  };

  private readonly resetApplication = () => {
    localStorage.clear();
    loadPage('/');
  };

  override render() {
    const { error, retryCount, isRetryScheduled } = this.state;
    if (!error) return this.props.children;
    const retriesLeft = retryCount < ERROR_BOUNDARY_MAX_RETRIES;
    return (
      <div
        className={cn(
          'flex items-center justify-center p-4',
          this.props.fullScreen ? 'min-h-screen bg-canvas' : 'min-h-[50vh]',
        )}
      >
        <Card role="alert" className="w-full max-w-md p-6 text-center">
          <span className="mx-auto mb-3 flex size-10 items-center justify-center rounded-full bg-danger-soft text-danger">
            <TriangleAlert aria-hidden size={20} />
          </span>
          <h1 className="text-lg font-semibold text-ink">Something went wrong</h1>
          <p className="mt-2 break-words text-ink-soft">
            {error.message || apiErrorMessages.unexpected}
          </p>
          <p className="mt-2 text-[13px] text-muted">
            Retry attempt: {retryCount}/{ERROR_BOUNDARY_MAX_RETRIES}
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <Button onClick={this.retry} disabled={!retriesLeft}>
              Try Again
            </Button>
            <Button
              variant="secondary"
              onClick={this.retryLater}
              disabled={!retriesLeft || isRetryScheduled}
            >
              Retry in 2 seconds
            </Button>
            <Button variant="secondary" onClick={reloadPage}>
              Reload Page
            </Button>
            {!retriesLeft && (
              <Button variant="danger" onClick={this.resetApplication}>
                Reset Application
              </Button>
            )}
          </div>
        </Card>
      </div>
    );
  }
}
