import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsEnded } from './layout';

/**
 * Serious and critical accessibility violations of the page as it stands (or of the parts
 * matching `include`), label-in-name included. Colours are judged once the shop's nav has turned dark (1500 ms after
 * load) and finite animations (dialogs fading in) have ended; endless ones (skeleton shimmer,
 * spinners) never end.
 */
export async function seriousViolations(page: Page, options: { include?: string } = {}) {
  await page.waitForFunction(() => document.querySelector('header')?.dataset.theme !== 'light');
  await animationsEnded(page);
  // Only violations are read, so axe skips describing the passing and inapplicable nodes. A page
  // of one frame is audited where it stands ("legacy" mode); the default mode also opens a blank
  // page to merge each frame's results, which costs seconds a scan and is only needed for frames.
  // Label in name (WCAG 2.5.3) is among axe's experimental rules: on here, so a control's visible
  // words are always part of the name a voice user says to press it.
  const builder = new AxeBuilder({ page })
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .setLegacyMode(page.frames().length === 1);
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}
