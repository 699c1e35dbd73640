import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded component that can also be fetched ahead of its first use. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code now (once); the first render then finds it loaded or on its way. */
  preload(): Promise<unknown>;
};

const defaultFallback = <Spin style={{ display: 'block', margin: '48px auto' }} />;

/** Loads a component's code once (again after a failure) and remembers it once it has arrived. */
function loader<P extends object>(load: () => Promise<ComponentType<P>>): { loadOnce(): Promise<ComponentType<P>>; loaded(): ComponentType<P> | undefined } {
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
  return { loadOnce, loaded: () => loaded };
}

/**
 * A component whose code is a chunk of its own, loaded on first use and shown with `fallback` (a
 * spinner unless given) meanwhile, through React's Suspense (a page opened in a transition keeps the
 * previous page until the code is there). One mounted after the code has arrived (`preload`) renders
 * it directly, with no Suspense pass.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = defaultFallback): LazyComponent<P> {
  const { loadOnce, loaded } = loader(load);
  const Loaded = lazy(async () => ({ default: await loadOnce() }));
  function LazyComponent(props: P) {
    // Chosen once per mount: switching between the two would mount the component afresh.
    const [Ready] = useState(loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: loadOnce });
}

/**
 * Like `lazyComponent`, but without Suspense: `fallback` is rendered until the code has arrived, and
 * then the component, in the next commit. For parts that must show the moment their code is there
 * (a dashboard and its charts): React holds back the content of a Suspense boundary until 300 ms after
 * its fallback appeared (its fallback throttle), a floor that delayed every chart by up to 300 ms
 * whenever a chunk came quickly. A failed load is thrown to the nearest error boundary, as React.lazy's is.
 */
export function lazyComponentWithoutSuspense<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = defaultFallback): LazyComponent<P> {
  const { loadOnce, loaded } = loader(load);
  function LazyComponent(props: P) {
    const [Ready, setReady] = useState(loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (Ready) return undefined;
      let isMounted = true;
      loadOnce().then(
        (component) => isMounted && setReady(() => component),
        (error: unknown) => isMounted && setFailure({ error }),
      );
      return () => {
        isMounted = false;
      };
    }, [Ready]);
    if (failure) throw failure.error;
    return Ready ? <Ready {...props} /> : fallback;
  }
  return Object.assign(LazyComponent, { preload: loadOnce });
}
