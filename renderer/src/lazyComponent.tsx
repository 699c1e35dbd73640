import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

/** A lazily loaded component that can also be fetched ahead of its first use. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code now (once); the first render then finds it loaded or on its way. */
  preload(): Promise<unknown>;
};

/** A component whose code is a chunk of its own, loaded on first use and shown with a spinner meanwhile. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed fetch may be tried again
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await loadOnce() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: loadOnce });
}
