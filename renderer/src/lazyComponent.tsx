import { Spin } from 'antd';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded component that can also be fetched ahead of its first use. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code now (once); the first render then finds it loaded or on its way. */
  preload(): Promise<unknown>;
};

const defaultFallback = <Spin style={{ display: 'block', margin: '48px auto' }} />;

/**
 * A component whose code is a chunk of its own, loaded on first use and shown with `fallback` (a
 * spinner unless given) meanwhile. One mounted after the code has arrived (`preload`) renders it
 * directly, with no Suspense pass: a dashboard's twelve charts draw in the same commit as their boxes.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = defaultFallback): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed fetch may be tried again
        throw error;
      },
    );
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await loadOnce() }));
  function LazyComponent(props: P) {
    // Chosen once per mount: switching between the two would mount the component afresh.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: loadOnce });
}
