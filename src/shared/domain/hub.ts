/** Hub used when no hub is known for the visitor. */
export const DEFAULT_HUB_ID = 'MUM-THANE-HUB';

/** Serviceable cities as listed to customers (footer, city tiles). */
export const CITIES = ['mumbai', 'siliguri', 'pune'] as const;

export type City = (typeof CITIES)[number];
/** delhi-NCR has a hub-code mapping but is not a listed serviceable city. */
export type HubCity = City | 'delhi-NCR';

export interface Price {
  sellingPrice: number;
  costPrice: number;
  webDiscount: number;
}

export interface ProductPricing {
  defaultPrice: Price;
  hubWise?: readonly { hubId: string; price: Price }[] | null;
  cityWise?: readonly { city: string; price: Price }[] | null;
}

// First match wins; 'mum' is checked first so it also decides codes naming two cities.
const HUB_CITY_MARKERS: readonly (readonly [string, HubCity])[] = [
  ['mum', 'mumbai'],
  ['slg', 'siliguri'],
  ['delhi', 'delhi-NCR'],
  ['pune', 'pune'],
];

/** The hub id to price with: the given one (trimmed) or DEFAULT_HUB_ID when missing or blank. */
export function effectiveHubId(hubId: string | null | undefined): string {
  const trimmed = hubId?.trim() ?? '';
  return trimmed === '' ? DEFAULT_HUB_ID : trimmed;
}

/** City served by a hub code, matched case-insensitively by marker; null when unknown. */
export function hubCity(hubId: string | null | undefined): HubCity | null {
  const code = effectiveHubId(hubId).toLowerCase();
  return HUB_CITY_MARKERS.find(([marker]) => code.includes(marker))?.[1] ?? null;
}

/** Price for a hub: its hub-wise price, else the price of the hub's city, else the default. */
export function resolvePrice(pricing: ProductPricing, hubId: string | null | undefined): Price {
  const hub = effectiveHubId(hubId);
  const hubPrice = pricing.hubWise?.find((entry) => entry.hubId === hub)?.price;
  if (hubPrice) return hubPrice;
  const city = hubCity(hub)?.toLowerCase();
  const cityPrice =
    city === undefined
      ? undefined
      : pricing.cityWise?.find((entry) => entry.city.trim().toLowerCase() === city)?.price;
  return cityPrice ?? pricing.defaultPrice;
}
