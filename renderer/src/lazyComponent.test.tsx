import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponentWithoutSuspense } from './lazyComponent';

afterEach(cleanup);

/** A component whose code "arrives" when the test says so. */
function controlledLoad() {
  let arrive: (component: ComponentType<{ label: string }>) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = () =>
    new Promise<ComponentType<{ label: string }>>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  return { load, arrive: (component: ComponentType<{ label: string }>) => arrive(component), fail: (error: Error) => fail(error) };
}

const Loaded = ({ label }: { label: string }) => <span data-testid="loaded">{label}</span>;

class Boundary extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <span data-testid="failed">{this.state.message}</span> : this.props.children;
  }
}

describe('lazyComponentWithoutSuspense', () => {
  it('shows the fallback, then the component as soon as its code arrives — not held back like a Suspense boundary’s content (React’s 300 ms fallback throttle)', async () => {
    // Outside act(), as in a browser. Timers are stopped: a commit React put off on a timer (the throttle) never happens,
    // so the check does not depend on how fast the machine is. React's scheduler runs on setImmediate here.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const host = document.createElement('div');
    const root = createRoot(host);
    const settle = async () => {
      for (let round = 0; round < 20; round += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    };
    try {
      const { load, arrive } = controlledLoad();
      const Lazy = lazyComponentWithoutSuspense(load, <span data-testid="waiting" />);
      root.render(<Lazy label="chart" />);
      await settle();
      expect(host.querySelector('[data-testid="waiting"]')).not.toBeNull();
      arrive(Loaded);
      await settle();
      expect(host.querySelector('[data-testid="loaded"]')?.textContent).toBe('chart');
    } finally {
      root.unmount();
      vi.useRealTimers();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders at once, with no fallback, when its code has arrived (preload)', async () => {
    const { load, arrive } = controlledLoad();
    const Lazy = lazyComponentWithoutSuspense(load, <span data-testid="waiting" />);
    const preloaded = Lazy.preload();
    arrive(Loaded);
    await preloaded;
    render(<Lazy label="now" />);
    expect(screen.queryByTestId('waiting')).toBeNull();
    expect(screen.getByTestId('loaded').textContent).toBe('now');
  });

  it('throws a failed load to the nearest error boundary, and tries again on the next mount', async () => {
    const first = controlledLoad();
    let attempts = 0;
    let current = first;
    const Lazy = lazyComponentWithoutSuspense(() => {
      attempts += 1;
      return current.load();
    }, null);
    const { unmount } = render(<Boundary><Lazy label="x" /></Boundary>);
    await act(async () => first.fail(new Error('chunk gone')));
    expect(screen.getByTestId('failed').textContent).toBe('chunk gone');
    unmount();
    current = controlledLoad();
    render(<Boundary><Lazy label="again" /></Boundary>);
    await act(async () => current.arrive(Loaded));
    expect(attempts).toBe(2);
    expect(screen.getByTestId('loaded').textContent).toBe('again');
  });
});
