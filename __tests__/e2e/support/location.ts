import type { BrowserContext } from 'playwright-core';
import { COOKIE_KEYS, LOCAL_KEYS } from '../../../src/client/app/persistence';
import type { SelectedLocation } from '../../../src/shared/contract';

/**
 * What the location panel leaves once a customer has chosen a place a hub serves: the cookie the
 * server renders pages by, and the values the browser's app starts from.
 */
export async function locateWithCookie(
  context: BrowserContext,
  webUrl: string,
  hubId: string,
  selected: SelectedLocation,
) {
  await context.addCookies([
    {
      name: COOKIE_KEYS.location,
      value: encodeURIComponent(JSON.stringify({ hubId, selected })),
      url: webUrl,
    },
  ]);
  await context.addInitScript(
    ({ keys, hub, place }) => {
      if (window.localStorage.getItem(keys.selected)) return;
      window.localStorage.setItem(keys.selected, place);
      window.localStorage.setItem(keys.hub, hub);
    },
    {
      keys: { selected: LOCAL_KEYS.lastSelectedLocation, hub: LOCAL_KEYS.hub },
      hub: JSON.stringify({ hubId }),
      place: JSON.stringify(selected),
    },
  );
}

/** Andheri, Mumbai, served by the western hub. */
export const ANDHERI: { hubId: string; selected: SelectedLocation } = {
  hubId: 'MUM-WEST-HUB',
  selected: {
    _id: null,
    address1: 'Andheri',
    serviceAreaInfo: { hubId: 'MUM-WEST-HUB', isServiceable: true, isInAnyHub: true },
    locationv2: {
      lat: 19.1197,
      lng: 72.8464,
      addressLine1: 'S V Road, Andheri, Mumbai, Maharashtra 400058, India',
      city: 'Mumbai',
      state: 'Maharashtra',
    },
  },
};
