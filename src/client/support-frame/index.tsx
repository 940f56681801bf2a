// The support console's frame page: the customer's screen at one recorded step, read-only.
// It waits for the player (its parent window, same origin) to post the step to show.
import { createRoot } from 'react-dom/client';
import { isFrameStep } from '../features/support/frameProtocol';
import { FrameApp } from './FrameApp';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Nothing on this page may reach a server: RTK Query is refused by the store, any other
// fetch by this stub.
window.fetch = () => Promise.reject(new TypeError('The support frame is read-only'));
// Clicks and keys go nowhere: the frame shows a session, it does not continue it.
document.body.inert = true;

const root = createRoot(container);
window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  if (!isFrameStep(event.data)) return;
  root.render(<FrameApp key={event.data.position} step={event.data} />);
  // Which step is on screen, for whoever inspects the frame (the player's title names it too).
  document.documentElement.dataset.step = String(event.data.position);
});
