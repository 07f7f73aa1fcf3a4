import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@/lib/i18n.ts';
import { revealScreen } from './first-screen.ts';

interface State {
  error: Error | null;
}

/** Shows a calm message instead of a blank page when a screen fails to render. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    // A screen that fails before it commits: its message replaces the pre-drawn header at once.
    revealScreen();
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto max-w-lg p-8 text-center">
        <h1 className="text-2xl font-bold">{i18n.t('errors.screenTitle')}</h1>
        <p className="mt-2 text-muted-fg">{i18n.t('errors.screenText')}</p>
        <button type="button" className="mt-6 rounded bg-primary px-4 py-2 text-primary-fg" onClick={() => window.location.reload()}>
          {i18n.t('errors.reload')}
        </button>
      </main>
    );
  }
}
