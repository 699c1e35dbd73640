// Shared by the jsdom test setups of renderer, designers and web.
// jsdom lacks a few browser APIs antd relies on; give the tests minimal stand-ins.
import { configure } from '@testing-library/react';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Testing Library gives findBy/waitFor 1 s by default. CI runs the packages' suites side by side on
// two cores, where an antd modal can take longer than that to open; a screen that never comes still
// fails, only later. (A file may set its own, shorter or longer.)
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStandIn {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStandIn;
}
