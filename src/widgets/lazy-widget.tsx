import { Component, Suspense, use, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { DrawnInBrowser, onTheServer } from '../lib/drawn-in-browser';
import type { Widget, WidgetLayout } from '../lib/widget-contract';
import { useWidgetWords } from './widget-words';

/** Any widget's props: each widget narrows its own value type. */
type AnyWidgetProps = ComponentProps<Widget>;

export type LazyWidget<P extends AnyWidgetProps = AnyWidgetProps> = ComponentType<P> & {
  layout?: WidgetLayout;
  preload: () => Promise<ComponentType<P>>;
};

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
}

/** Catches a widget whose code could not be downloaded, so the rest of the form and its answers stay. */
class LoadFailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function LoadFailed({ id, label, retry }: { id: string; label: string; retry: () => void }) {
  const { t } = useWidgetWords();
  return (
    <div id={id} tabIndex={-1} role="alert" className="widget-load-failed">
      <p>{t('widget.loadFailed', { label })}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        {t('widget.tryAgain')}
      </button>
    </div>
  );
}

/**
 * A widget whose code (and its library: the date picker, react-select, the dropzone) is downloaded
 * the first time a form draws it or calls `preload`, so a form's first screen does not wait for it.
 * Its placeholder has the widget's height (`size`: an input, a choice list, a drop zone, a component's table), so nothing
 * moves when it arrives.
 */
export function lazyWidget<P extends AnyWidgetProps = AnyWidgetProps>(
  load: () => Promise<ComponentType<P>>,
  { layout, size }: { layout?: WidgetLayout; size?: 'choice' | 'upload' | 'table' } = {},
): LazyWidget<P> {
  const placeholder = size ? `widget-loading widget-loading-${size}` : 'widget-loading';
  let pending: Promise<ComponentType<P>> | undefined;
  // A failed download stays failed (React reads the same promise again) until 'Try again' forgets it.
  const preload = () => {
    if (!pending) {
      const download = load().then((widget) => {
        // Marked as React's use() reads a settled promise: a form drawn after the download gets its widget without suspending.
        Object.assign(download, { status: 'fulfilled', value: widget });
        return widget;
      });
      pending = download;
    }
    return pending;
  };
  const forget = () => {
    pending = undefined;
  };

  function Loaded(props: P) {
    // Their libraries style themselves inline, which the page's CSP allows only at run time: the server draws the placeholder.
    if (onTheServer()) throw new DrawnInBrowser(`The ${props.label} widget`);
    const Widget = use(preload()); // always called: React must see use() in every render of a component that suspended
    return <Widget {...props} />;
  }

  function Lazy(props: P) {
    // A new key mounts a fresh boundary: 'Try again' downloads the code again.
    const [attempt, setAttempt] = useState(0);
    return (
      <LoadFailureBoundary
        key={attempt}
        fallback={<LoadFailed id={props.id} label={props.label} retry={() => (forget(), setAttempt(attempt + 1))} />}
      >
        <Suspense fallback={<div className={placeholder} aria-hidden="true" />}>
          <Loaded {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return Object.assign(Lazy, { layout, preload });
}
