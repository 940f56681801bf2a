import {
  scrollWhenDrawn,
  type ObserverFactory,
  type ScrollingWindow,
} from '../../../src/client/support-frame/frameScroll';

/** A window whose page is `height` tall in a 640 px viewport: a scroll stops at its bottom. */
function fakeWindow(height: number) {
  const win = {
    height,
    scrollX: 0,
    scrollY: 0,
    scrollTo(x: number, y: number) {
      win.scrollX = x;
      win.scrollY = Math.min(y, Math.max(0, win.height - 640));
    },
  };
  return win as typeof win & ScrollingWindow;
}

function fakeObserver() {
  const observer = { onResize: () => undefined as void, observing: false };
  const factory: ObserverFactory = (onResize) => {
    observer.onResize = onResize;
    return {
      observe: () => void (observer.observing = true),
      disconnect: () => void (observer.observing = false),
    };
  };
  return { observer, factory };
}

const content = document.createElement('div');

describe('the frame scrolls to where the customer was', () => {
  test('at once when the page is tall enough', () => {
    const win = fakeWindow(4000);
    const { observer, factory } = fakeObserver();
    scrollWhenDrawn(win, content, { x: 0, y: 1500 }, factory);
    expect(win.scrollY).toBe(1500);
    expect(observer.observing).toBe(false);
  });

  test('again as the page grows, until it gets there, then leaves the scroll alone', () => {
    const win = fakeWindow(900);
    const { observer, factory } = fakeObserver();
    scrollWhenDrawn(win, content, { x: 0, y: 1500 }, factory);
    expect(win.scrollY).toBe(260);
    expect(observer.observing).toBe(true);
    win.height = 1800;
    observer.onResize();
    expect(win.scrollY).toBe(1160);
    win.height = 3000;
    observer.onResize();
    expect(win.scrollY).toBe(1500);
    expect(observer.observing).toBe(false);
  });

  test('the next step stops the wait', () => {
    const win = fakeWindow(700);
    const { observer, factory } = fakeObserver();
    const stop = scrollWhenDrawn(win, content, { x: 0, y: 1500 }, factory);
    stop();
    expect(observer.observing).toBe(false);
  });

  test('a step at the top brings a scrolled frame back up', () => {
    const win = fakeWindow(4000);
    win.scrollTo(0, 2000);
    scrollWhenDrawn(win, content, { x: 0, y: 0 }, null);
    expect(win.scrollY).toBe(0);
  });
});
