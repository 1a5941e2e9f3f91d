import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Splash } from '@optwallet/auth-web';

const fullNavigation = (url: string) => window.location.assign(url);

export interface AppErrorBoundaryProps {
  children: ReactNode;
  navigate?: (url: string) => void;
}

/**
 * Around the whole app: an uncaught render error, or a screen's chunk that failed to load (a
 * deploy replaced it), sends the browser to /error ('Unable to Load Application') with a full
 * navigation (product §2), so the app starts clean. React's error boundaries are classes.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    if (window.location.pathname !== '/error') (this.props.navigate ?? fullNavigation)('/error');
  }

  override render() {
    return this.state.failed ? <Splash /> : this.props.children;
  }
}
