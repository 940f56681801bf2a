// How the console's player hands a step to the read-only frame: the frame is a page of its own
// (same origin, its own window at the customer's width), told what to show by postMessage.

/** The frame page, built as a separate entry of the bundle. */
export const SUPPORT_FRAME_URL = '/support-frame.html';

export const FRAME_STEP_MESSAGE = 'utsav/support-frame-step';

export interface FrameStep {
  type: typeof FRAME_STEP_MESSAGE;
  /** Which position of the trace this is, so the frame rebuilds its store once per step. */
  position: number;
  /** The recorded root state at that position. */
  state: unknown;
  /** The app path the customer was on (the history stack's top). */
  path: string;
  /** How far the customer had scrolled that page, in CSS pixels (the top when absent). */
  scroll?: { x: number; y: number };
}

export const isFrameStep = (data: unknown): data is FrameStep =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === FRAME_STEP_MESSAGE &&
  typeof (data as { path?: unknown }).path === 'string' &&
  typeof (data as { position?: unknown }).position === 'number' &&
  isScroll((data as { scroll?: unknown }).scroll);

function isScroll(value: unknown): boolean {
  if (value === undefined) return true;
  const scroll = value as { x?: unknown; y?: unknown } | null;
  return Number.isFinite(scroll?.x) && Number.isFinite(scroll?.y);
}
