/**
 * The code of each dialog and panel a first view does not show: loaded when it opens (see
 * Overlays) or a little earlier, when the customer points at or focuses what opens it.
 */
import { type OverlayChunk } from '../../components/overlays/overlayPreload';

export const overlayChunks = {
  locationPanel: () =>
    import(/* webpackChunkName: "location-panel" */ '../../location/LocationPanel'),
  addressForm: () =>
    import(/* webpackChunkName: "address-form" */ '../../addresses/AddressFormPanel'),
  share: () => import(/* webpackChunkName: "share-dialog" */ '../../share/ShareDialog'),
  slotPicker: () =>
    import(/* webpackChunkName: "slot-picker" */ '../../components/slotPicker/SlotPickerModal'),
  rating: () => import(/* webpackChunkName: "order-dialogs" */ '../../order/OrderDialogs'),
  login: () => import(/* webpackChunkName: "login-dialog" */ '../../auth/LoginDialog'),
  sidebar: () => import(/* webpackChunkName: "sidebar-menu" */ '../SidebarMenu'),
  howItWorksVideo: () =>
    import(/* webpackChunkName: "how-it-works" */ '../../howItWorks/HowItWorksVideo'),
  referralApplied: () =>
    import(/* webpackChunkName: "referral-applied" */ '../../referral/ReferralAppliedDialog'),
  reportProblem: () =>
    import(/* webpackChunkName: "report-problem" */ '../../report/ReportProblemDialog'),
} satisfies Record<OverlayChunk, () => Promise<unknown>>;
