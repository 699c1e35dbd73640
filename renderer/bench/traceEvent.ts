/** One event of a Chromium trace (the `traceEvents` of `Tracing.start`), as the bench's trace readers use it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs: what the thread really ran, however loaded the machine. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestMethod?: string; frame?: string } };
}
