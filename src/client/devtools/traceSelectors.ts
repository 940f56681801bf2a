/**
 * Selectors a recorded trace keeps beside its actions, so a replay catches a change in what the
 * customer was shown even where the state itself is unchanged (a price computed by a selector).
 * The session recorder stores each one's value after every step where it changed; the replay
 * (replay.ts) evaluates them on every replayed state and diffs them with what was stored.
 *
 * Their values hold numbers, flags and states, never text the redaction would rewrite (an address
 * headline, a name): the recorder evaluates them on the live state, the replay on the redacted one.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../shared/contract';
import { effectiveHubId } from '../../shared/domain';
import type { RootState } from '../app/rootReducer';
import { selectCartPricing } from '../features/cart/cartSlice';
import { productPriceDisplay, selectPriceContext } from '../features/listing/priceDisplay';
import { selectLocationPanelView } from '../features/location/locationPanelView';
import { selectHubId } from '../features/location/locationSlice';

/** A selector over the whole state; a trace stores its JSON-friendly value. */
export type TraceSelector = (state: RootState) => unknown;

/** Selector name → value (a step keeps only those that changed with it). */
export type SelectorValues = Record<string, unknown>;

const PRODUCT_PATH = /^\/products\/decor\/([^/?#]+)/;

/** The page the customer is on: the top of the history stack. */
const selectPath = (state: RootState): string => state.history.stack.at(-1) ?? '/';

interface CachedQuery {
  endpointName?: string;
  status?: string;
  originalArgs?: unknown;
  data?: unknown;
}

/** The product page's product, as its query cached it for the hub that prices it. */
const selectProductOnPage = createSelector(
  [selectPath, selectHubId, (state: RootState) => state.api.queries],
  (path, hubId, queries): Product | null => {
    const id = PRODUCT_PATH.exec(path)?.[1];
    if (id === undefined) return null;
    const hub = effectiveHubId(hubId);
    for (const entry of Object.values(queries) as (CachedQuery | undefined)[]) {
      if (entry?.endpointName !== 'v2GetProductDetails' || entry.data === undefined) continue;
      const options = (entry.originalArgs as { body?: { options?: Record<string, unknown> } })?.body
        ?.options;
      if (options?.productId !== decodeURIComponent(id) || options.hubId !== hub) continue;
      return (entry.data as { data?: Product[] }).data?.[0] ?? null;
    }
    return null;
  },
);

/**
 * SPEC 2's price display for the product the customer is looking at: the product page's, or else
 * the cart's decor (what its checkout prices); null with neither.
 */
const selectTracedPriceDisplay = createSelector(
  [selectPriceContext, selectProductOnPage, (state: RootState) => state.cart],
  (context, onPage, cart) => {
    const product = onPage ?? (cart.status === 'filled' ? cart.draft.product : null);
    if (product === null) return null;
    return { productId: product._id, ...productPriceDisplay(context, product) };
  },
);

/** The location map's bottom card (SPEC 3): which of its states shows, and for which hub. */
const selectLocationCard = createSelector([selectLocationPanelView], (panel) => {
  if (panel.status !== 'map') return { card: 'hidden' as const };
  return {
    card: panel.card.state,
    hubId: panel.service?.hubId ?? null,
    isServiceable: panel.service?.isServiceable ?? false,
  };
});

/** The named set every trace records and every replay checks. */
export const TRACE_SELECTORS: Readonly<Record<string, TraceSelector>> = {
  /** The checkout's price summary (PriceSummary): product, add-ons, coupon, fee, amount due. */
  cartPriceSummary: selectCartPricing,
  /** What the price block shows (PriceBlock). */
  priceDisplay: selectTracedPriceDisplay,
  /** The location card (MapView). */
  locationCard: selectLocationCard,
};

/** Every selector's value for a state; a selector that throws gives its message. */
export function evaluateSelectors(
  selectors: Readonly<Record<string, TraceSelector>>,
  state: unknown,
): SelectorValues {
  const values: SelectorValues = {};
  for (const [name, select] of Object.entries(selectors)) {
    try {
      values[name] = select(state as RootState);
    } catch (error) {
      values[name] = { threw: error instanceof Error ? error.message : String(error) };
    }
  }
  return values;
}
