import type { Page } from 'playwright-core';

/**
 * Resolves once the page's finite animations and transitions have ended (a dialog fading in, an
 * overlay fading out); endless ones (skeleton shimmer, spinners) never end and are not awaited.
 * A screen is judged as it comes to rest, not halfway through a fade.
 */
export async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * What a customer would see as broken in the page as it is now, in words (empty when none):
 * - a page wider than the screen (it scrolls sideways);
 * - text cut off by its box (overflow hidden or clipped, without an ellipsis or a line clamp);
 * - a control (link, button, field) under another element, where a tap would land on the other:
 *   on the screen as it is scrolled now (an overlapping badge, a misplaced box), and, for what
 *   floats over the screen (fixed), where the page ends: a floating control must leave the page's
 *   last links free once it is scrolled to the bottom. While a modal dialog is open, only the
 *   dialog's own controls count.
 * Elements under the page's header are not counted: content scrolls under it by design.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewWidth = window.innerWidth;
    const viewHeight = window.innerHeight;
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}> '${label}'`;
    };
    // Drawn and seen: not in a closed <details>, not transparent, not hidden from everyone.
    const shown = (element: Element) =>
      !element.closest('[aria-hidden="true"], [inert]') &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewWidth + 1) {
      problems.push(`the page is ${pageWidth - viewWidth}px wider than the screen`);
    }

    for (const element of document.body.querySelectorAll('*')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!ownText || !shown(element)) continue;
      const style = getComputedStyle(element);
      const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const intended =
        style.textOverflow === 'ellipsis' ||
        style.getPropertyValue('-webkit-line-clamp') !== 'none';
      if (intended) continue;
      const box = element as HTMLElement;
      const wide = clips(style.overflowX) && box.scrollWidth > box.clientWidth + 1;
      const tall = clips(style.overflowY) && box.scrollHeight > box.clientHeight + 1;
      // A one-pixel box is the visually-hidden pattern: text for screen readers only.
      if ((wide || tall) && box.clientWidth > 1 && box.clientHeight > 1) {
        problems.push(`text is cut off: ${describe(element)}`);
      }
    }

    const dialogs = [
      ...document.querySelectorAll(
        '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"], dialog[open]',
      ),
    ].filter(shown);
    const scope: ParentNode = dialogs.at(-1) ?? document.body;
    const controls = [
      ...scope.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((element) => shown(element) && !(element as HTMLButtonElement).disabled);
    const floating = (element: Element | null): boolean => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const header = document.querySelector('header');
    const underHeader = (element: Element) => header?.contains(element) ?? false;

    // The part of an element its scrolling boxes (a list that scrolls on its own) let show.
    const visibleBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      let { left, right, top, bottom } = box;
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = at.getBoundingClientRect();
        left = Math.max(left, frame.left);
        right = Math.min(right, frame.right);
        top = Math.max(top, frame.top);
        bottom = Math.min(bottom, frame.bottom);
      }
      return { left, right, top, bottom, box };
    };

    for (const control of controls) {
      const visible = visibleBox(control);
      const left = Math.max(visible.left, 0);
      const right = Math.min(visible.right, viewWidth);
      const top = Math.max(visible.top, 0);
      const bottom = Math.min(visible.bottom, viewHeight);
      // Off screen, or a visually-hidden field whose label is what shows.
      if (right - left < 4 || bottom - top < 4) continue;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (!hit || hit === control || control.contains(hit) || hit.contains(control)) continue;
      if (hit instanceof HTMLLabelElement && hit.control === control) continue;
      if (hit.closest('label')?.contains(control)) continue;
      if (underHeader(hit)) continue;
      // A toast or status line passes over the page for a moment; it is not the page's layout.
      if (hit.closest('[role="status"], [role="alert"]')) continue;
      // Content scrolls under what floats over the screen; that is checked where the page ends
      // (below), where nothing can be scrolled out from under it any more. Two floating things
      // move together: one over the other is always a fault.
      if (floating(hit) && !floating(control)) continue;
      problems.push(`${describe(control)} is covered by ${describe(hit)}`);
    }

    // Where the page ends: what is fixed to the screen must leave the last controls free.
    if (dialogs.length === 0) {
      const lastScroll = document.documentElement.scrollHeight - viewHeight;
      const fixed = [...document.body.querySelectorAll('*')].filter(
        (element) =>
          getComputedStyle(element).position === 'fixed' &&
          shown(element) &&
          !underHeader(element) &&
          !element.closest('[role="status"], [role="alert"]'),
      );
      for (const cover of fixed) {
        const area = cover.getBoundingClientRect();
        if (area.width < 1 || area.height < 1) continue;
        for (const control of controls) {
          if (cover.contains(control) || control.contains(cover)) continue;
          if (floating(control) || control.closest('header')) continue;
          const { box: rect, ...shown } = visibleBox(control);
          // Hidden in a box that scrolls on its own: not where the page ends.
          if (shown.right - shown.left < 4 || shown.bottom - shown.top < 4) continue;
          // Where the control is on the screen once the page is scrolled to its end.
          const top = rect.top + window.scrollY - lastScroll;
          const bottom = top + rect.height;
          if (top < 0 || bottom > viewHeight || rect.width < 4 || rect.height < 4) continue;
          const overlapX = Math.min(rect.right, area.right) - Math.max(rect.left, area.left);
          const overlapY = Math.min(bottom, area.bottom) - Math.max(top, area.top);
          if (overlapX > 2 && overlapY > 2) {
            problems.push(
              `${describe(control)} is covered by ${describe(cover)} at the end of the page`,
            );
          }
        }
      }
    }
    return [...new Set(problems)];
  });
}

/**
 * The words (or hyphenated parts) that the page draws split over two lines inside the elements `selector` finds (a
 * name broken mid-word), and the elements whose line clamp lets part of a further line show
 * below its last whole line. Empty when names wrap at spaces and clamp cleanly.
 */
export function brokenNames(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A hyphen is a place to wrap, as a space is: 'U-' and 'Stand' are two parts.
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) problems.push(`'${match[0]}' is split over lines in '${text}'`);
        }
      }
      const style = getComputedStyle(element);
      const clamp = Number(style.getPropertyValue('-webkit-line-clamp'));
      if (clamp > 0) {
        const line = parseFloat(style.lineHeight);
        const inner =
          element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const lines = inner / line;
        if (Math.abs(lines - Math.round(lines)) > 0.05) {
          problems.push(`'${element.textContent}' shows ${lines.toFixed(2)} lines in its clamp`);
        }
      }
    }
    return problems;
  }, selector);
}
