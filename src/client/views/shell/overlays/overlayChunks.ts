/**
 * The code of each dialog and panel a first view does not show: loaded when it opens (see
 * Overlays) or a little earlier, when the customer points at or focuses what opens it.
 */
import { type OverlayChunk } from '../../components/overlays/overlayPreload';

export const overlayChunks = {
  locationPanel: () => import('../../location/LocationPanel'),
  addressForm: () => import('../../addresses/AddressFormPanel'),
  share: () => import('../../share/ShareDialog'),
  slotPicker: () => import('../../components/slotPicker/SlotPickerModal'),
  rating: () => import('../../order/OrderDialogs'),
  login: () => import('../../auth/LoginDialog'),
  sidebar: () => import('../SidebarMenu'),
  howItWorksVideo: () => import('../../howItWorks/HowItWorksVideo'),
  referralApplied: () => import('../../referral/ReferralAppliedDialog'),
  reportProblem: () => import('../../report/ReportProblemDialog'),
} satisfies Record<OverlayChunk, () => Promise<unknown>>;
