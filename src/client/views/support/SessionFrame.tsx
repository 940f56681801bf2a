import { useCallback, useEffect, useRef } from 'react';
import {
  FRAME_STEP_MESSAGE,
  SUPPORT_FRAME_URL,
  type FrameStep,
} from '../../features/support/frameProtocol';
import { DEVICE_WIDTHS } from '../../features/support/supportTrace';
import { FrameBox } from './Support.styles';

/** A phone's screen height, or a laptop's. */
const frameHeight = (width: number) => (width > DEVICE_WIDTHS.mobile ? 800 : 640);

export interface SessionFrameProps {
  width: number;
  position: number;
  state: unknown;
  path: string;
  scroll: NonNullable<FrameStep['scroll']>;
  title: string;
}

/**
 * The customer's screen: the frame page at the customer's width, handed each step by
 * postMessage (same origin only). Desktop frames are drawn at half size to fit the console.
 */
export function SessionFrame({ width, position, state, path, scroll, title }: SessionFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const post = useCallback(() => {
    const step: FrameStep = { type: FRAME_STEP_MESSAGE, position, state, path, scroll };
    frame.current?.contentWindow?.postMessage(step, window.location.origin);
  }, [position, state, path, scroll]);
  // A step posted before the frame page has loaded is lost, so onLoad posts the current one too.
  useEffect(post, [post]);
  const scale = width > DEVICE_WIDTHS.mobile ? 0.5 : 1;
  return (
    // Focusable so a keyboard can scroll a frame wider than a narrow console.
    <FrameBox
      $width={width}
      $height={frameHeight(width)}
      $scale={scale}
      tabIndex={0}
      role="group"
      aria-label="Customer's screen, scrollable"
    >
      <iframe ref={frame} src={SUPPORT_FRAME_URL} title={title} onLoad={post} />
    </FrameBox>
  );
}
