import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical accessibility violations of the page as it stands (or of the parts
 * matching `include`). Colours are judged once the shop's nav has turned dark (1500 ms after
 * load) and finite animations (dialogs fading in) have ended; endless ones (skeleton shimmer,
 * spinners) never end.
 */
export async function seriousViolations(page: Page, options: { include?: string } = {}) {
  await page.waitForFunction(() => document.querySelector('header')?.dataset.theme !== 'light');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}
