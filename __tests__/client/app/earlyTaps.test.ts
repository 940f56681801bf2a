// The taps on a server-drawn page before the app runs: the head's script notes the buttons
// tapped, the app takes them as it starts and taps each again once it answers them.
import { EARLY_TAPS_SCRIPT, replayTaps, takeEarlyTaps } from '../../../src/client/app/earlyTaps';

const immediately = () => Promise.resolve();

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" id="more">+</button>
    <button type="button" id="off" disabled>−</button>
    <form><button id="send">Send</button><button type="button" id="inForm">Pick</button></form>
    <a href="#x" id="link">Link</a>`;
  // A fresh page: its head runs the script as the browser would.
  delete window.__utsavEarlyTaps;
  window.eval(EARLY_TAPS_SCRIPT);
});
afterEach(() => {
  takeEarlyTaps(window);
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;

test('notes each tap on a button, in order, but not those a form or a link answers', () => {
  for (const id of ['more', 'off', 'send', 'link', 'inForm', 'more']) byId(id).click();
  expect(takeEarlyTaps(window).map((button) => button.id)).toEqual(['more', 'inForm', 'more']);
});

test('notes nothing more once the app has taken the taps, and a page without the script has none', () => {
  byId('more').click();
  expect(takeEarlyTaps(window)).toHaveLength(1);
  byId('more').click();
  expect(takeEarlyTaps(window)).toEqual([]);
});

test('arriving after the app has started, it notes nothing', () => {
  takeEarlyTaps(window);
  window.eval(EARLY_TAPS_SCRIPT);
  byId('more').click();
  expect(takeEarlyTaps(window)).toEqual([]);
});

test('taps each button again, skipping one gone or disabled meanwhile', async () => {
  for (const id of ['more', 'inForm', 'more']) byId(id).click();
  const taps = takeEarlyTaps(window);
  const answered: string[] = [];
  document.body.addEventListener('click', (event) =>
    answered.push((event.target as HTMLElement).id),
  );
  (byId('inForm') as HTMLButtonElement).disabled = true;
  expect(await replayTaps(taps, immediately)).toBe(2);
  expect(answered).toEqual(['more', 'more']);
  byId('more').remove();
  expect(await replayTaps(taps, immediately)).toBe(0);
});
