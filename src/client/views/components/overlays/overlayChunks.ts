/**
 * The code of each dialog and panel a first view does not show: loaded when it opens (see
 * Overlays) or a little earlier, when the customer points at or focuses what opens it.
 */
export const overlayChunks = {
  locationPanel: () =>
    import(/* webpackChunkName: "location-panel" */ '../../location/LocationPanel'),
  addressForm: () =>
    import(/* webpackChunkName: "address-form" */ '../../addresses/AddressFormPanel'),
  share: () => import(/* webpackChunkName: "share-dialog" */ '../../share/ShareDialog'),
  slotPicker: () => import(/* webpackChunkName: "slot-picker" */ '../slotPicker/SlotPickerModal'),
  rating: () => import(/* webpackChunkName: "order-dialogs" */ '../../order/OrderDialogs'),
  login: () => import(/* webpackChunkName: "login-dialog" */ '../../auth/LoginDialog'),
  sidebar: () => import(/* webpackChunkName: "sidebar-menu" */ '../shell/SidebarMenu'),
  howItWorksVideo: () =>
    import(/* webpackChunkName: "how-it-works" */ '../../howItWorks/HowItWorksVideo'),
  referralApplied: () =>
    import(/* webpackChunkName: "referral-applied" */ '../../referral/ReferralAppliedDialog'),
  reportProblem: () =>
    import(/* webpackChunkName: "report-problem" */ '../../report/ReportProblemDialog'),
};

export type OverlayChunk = keyof typeof overlayChunks;

/** Starts loading an overlay's code; a failure shows when the overlay opens. */
export function preloadOverlay(name: OverlayChunk): void {
  overlayChunks[name]().catch(() => undefined);
}

/**
 * Props for what opens an overlay: pointing at it, focusing it or pressing it starts loading the
 * overlay's code, so it is usually there by the time the click lands.
 */
export function preloadOnIntent(name: OverlayChunk) {
  const preload = () => preloadOverlay(name);
  return { onPointerEnter: preload, onFocus: preload, onPointerDown: preload };
}
