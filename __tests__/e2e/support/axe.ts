import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsEnded } from './layout';

/** axe's code, run in a frame that does not have it yet. */
const AXE_WHERE_MISSING = `if (!window.axe) {\n${axe.source}\n}`;

/**
 * Serious and critical accessibility violations of the page as it stands (or of the parts
 * matching `include`), label-in-name included, in the page and in each frame inside it. Colours
 * are judged once the shop's nav has turned dark (1500 ms after load) and finite animations
 * (dialogs fading in) have ended; endless ones (skeleton shimmer, spinners) never end.
 */
export async function seriousViolations(page: Page, options: { include?: string } = {}) {
  await page.waitForFunction(() => document.querySelector('header')?.dataset.theme !== 'light');
  await animationsEnded(page);
  // Each frame is given axe and audited where it stands, however long that takes. (The
  // Playwright wrapper gives a frame one second to take axe's code and, on a busy machine or a
  // slow phone, leaves it out of the scan without a word, so a fault there passed unseen.)
  const main = page.mainFrame();
  const perFrame = await Promise.all(
    page.frames().map(async (frame) => {
      await frame.evaluate(AXE_WHERE_MISSING);
      return frame.evaluate(
        async ({ include }) => {
          const { run } = (window as unknown as { axe: typeof axe }).axe;
          const { violations } = await run(include ? { include: [include] } : document, {
            // Only violations are read, so axe skips describing the passing and inapplicable
            // nodes; each frame is scanned on its own. Label in name (WCAG 2.5.3) is among axe's
            // experimental rules: on here, so a control's visible words are always part of the
            // name a voice user says to press it.
            resultTypes: ['violations'],
            iframes: false,
            rules: { 'label-content-name-mismatch': { enabled: true } },
          });
          return violations
            .filter(({ impact }) => impact === 'serious' || impact === 'critical')
            .map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.html) }));
        },
        { include: frame === main ? options.include : undefined },
      );
    }),
  );
  // One line a rule, with its nodes in every frame, the page's first.
  const byRule = new Map<string, string[]>();
  for (const { id, nodes } of perFrame.flat())
    byRule.set(id, [...(byRule.get(id) ?? []), ...nodes]);
  return [...byRule].map(([id, nodes]) => `${id}: ${nodes.join(' ')}`);
}
