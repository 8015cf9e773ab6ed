import { Component, Suspense, type ReactNode } from 'react';

/** Keeps the placeholder when the popup's code could not be had, instead of passing the failure up to the page. */
interface Props {
  placeholder: ReactNode;
  children: ReactNode;
  /** Told once the code could not be had, so the next press can try again. */
  onFailed?: () => void;
}

class PopupBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.placeholder : this.props.children;
  }
}

/**
 * Where a lazy popup replaces its placeholder button (useLazyPopup): the button stays while the code downloads, and
 * stays if the download fails (offline since the page loaded, say) rather than the page around it giving way. A
 * missing chunk after a release still reloads the page once (src/components/errors/reload-once.ts).
 */
export function LazyPopup({ placeholder, children, onFailed }: Props) {
  return (
    <PopupBoundary placeholder={placeholder} onFailed={onFailed}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </PopupBoundary>
  );
}
