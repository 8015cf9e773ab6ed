import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError } from './messages';
import { importFresh } from './reload-once';

type Props = { children: ReactNode; fallback: ReactNode; onRetry: () => void };

type State = { error: Error | null; failedOffline: boolean };

/**
 * A part of a page loaded on its own (the dashboard's chart, the ads' carousel) whose code or styles did not arrive,
 * most often because the network went down as they loaded: the rest of the page stays as it is, the part's place keeps
 * its fallback, and the part is tried again once the browser is back online. Without it the failure reached the
 * page's boundary, and the member lost the whole page for one of its extras. Shows the same fallback while it loads.
 * It never reloads the page: a file still out of reach online (a release removed it, or a browser that keeps a failed
 * download, as Chromium 150 does for the files a part imports) leaves the place held until the portal is next loaded.
 */
export class LazyPartBoundary extends Component<Props, State> {
  override state: State = { error: null, failedOffline: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)), failedOffline: !navigator.onLine };
  }

  // A failure shown in the boundary's first frame (a part that had failed before) or after it.
  override componentDidMount() {
    if (this.state.error) this.waitForTheNetwork();
  }

  override componentDidUpdate(_props: Props, previous: State) {
    if (this.state.error && !previous.error) this.waitForTheNetwork();
  }

  waitForTheNetwork() {
    // React may show the failure a moment after it happened (while the page around it still waits): a connection
    // back by then sent its 'online' event before anyone listened, and the part would have waited for good.
    if (this.state.failedOffline && navigator.onLine) this.retry();
    else window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null, failedOffline: false });
  };

  override render() {
    const { error } = this.state;
    // Only code out of reach is met here; a part that fails as it draws is the page's error, as before.
    if (error && !isChunkLoadError(error)) throw error;
    if (error) return this.props.fallback;
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}

/** A part's code: how to import it, and its component once imported (lazyPart). */
export interface LazyPartCode<P> {
  load: () => Promise<{ default: ComponentType<P> }>;
  loaded?: ComponentType<P>;
}

/**
 * A part's code, declared once beside the part (`lazyPart(() => import('./Part'))`), for useLazyPart. It keeps the
 * component once imported, so that the part mounted again (the dashboard opened again, the frame drawn anew) draws at
 * once instead of showing its placeholder for a new lazy's promise. `load` stays a property, so that a test can make
 * one import fail.
 */
export function lazyPart<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyPartCode<P> {
  return { load };
}

/**
 * The part's component and the function that asks for it again (a failed import stays failed in React.lazy, so each
 * try is a new one), for a LazyPartBoundary's onRetry.
 */
export function useLazyPart<P extends object>(code: LazyPartCode<P>): [ComponentType<P>, () => void] {
  const make = (): ComponentType<P> =>
    code.loaded ??
    lazy(() =>
      importFresh(() => code.load(), { reloadIfMissing: false }).then((module) => {
        code.loaded = module.default;
        return module;
      }),
    );
  const [Part, setPart] = useState(make);
  return [Part, () => setPart(make)];
}
