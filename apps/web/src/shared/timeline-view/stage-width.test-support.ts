import { vi } from 'vitest';

/**
 * jsdom lays nothing out and has no ResizeObserver: the timeline's stage reports `width` pixels,
 * as a browser would once it has drawn it (asynchronously, as a real observer does).
 */
export function stubStageWidth(width: number): void {
  class FixedWidthObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe() {
      queueMicrotask(() => this.report([{ contentRect: { width } } as ResizeObserverEntry], this));
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FixedWidthObserver);
}
