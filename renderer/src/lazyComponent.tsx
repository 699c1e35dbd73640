import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

/** A component whose code is a chunk of its own, loaded on first use and shown with a spinner meanwhile. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
