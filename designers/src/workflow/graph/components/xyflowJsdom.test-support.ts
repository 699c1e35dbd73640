import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** The size the canvas reports in tests (jsdom lays out nothing). */
export const testPaneSize = { width: 1000, height: 700 } as const;

/**
 * What @xyflow/react needs from a browser that jsdom does not give (its testing guide): a
 * ResizeObserver that reports an element once it is observed (so nodes get measured and edges drawn)
 * — after the current task, as a browser does: @xyflow/react's canvas is ready only after its effects,
 * `DOMMatrixReadOnly` to read the zoom from the viewport's transform, element sizes (the canvas pane a
 * fixed size, a node its inline width and height — only inside the canvas, so antd's own measuring is
 * left as jsdom has it), the canvas's place on the screen (at 0,0; a zero-sized one would make every
 * drag pan the view, the pointer being outside it) and `getBBox` for edge labels. Call in `beforeAll`.
 */
export function setUpXyflowInJsdom(): void {
  class ReportingResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() => act(() => this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver)));
    }
    unobserve() {}
    disconnect() {}
  }
  class TransformMatrix {
    readonly m22: number;
    constructor(transform?: string) {
      const scale = /scale\(([\d.]+)\)/.exec(transform ?? '')?.[1];
      this.m22 = scale === undefined ? 1 : Number(scale);
    }
  }
  vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  vi.stubGlobal('DOMMatrixReadOnly', TransformMatrix);
  const sizeOf = (element: HTMLElement, side: 'width' | 'height'): number => {
    if (element.classList.contains('react-flow__renderer')) return testPaneSize[side];
    if (!element.closest('.react-flow')) return 0;
    return parseFloat(element.style[side]) || 0;
  };
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: { configurable: true, get: function (this: HTMLElement) { return sizeOf(this, 'width'); } },
    offsetHeight: { configurable: true, get: function (this: HTMLElement) { return sizeOf(this, 'height'); } },
  });
  const jsdomRect = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    return this.classList.contains('react-flow') ? new DOMRect(0, 0, testPaneSize.width, testPaneSize.height) : jsdomRect.call(this);
  };
  (SVGElement.prototype as unknown as { getBBox(): DOMRect }).getBBox = () => ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;
}

/** Waits until @xyflow/react measured the nodes and drew the links (call after rendering a graph with links). */
export async function canvasDrawn(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.react-flow__edge')).not.toBeNull());
}

/** The canvas's zoom, read from the viewport's transform as @xyflow/react sets it. */
export function canvasZoom(): number {
  const transform = (document.querySelector('.react-flow__viewport') as HTMLElement | null)?.style.transform ?? '';
  const scale = /scale\(([\d.]+)\)/.exec(transform)?.[1];
  if (scale === undefined) throw new Error(`no zoom in the viewport transform "${transform}"`);
  return Number(scale);
}
