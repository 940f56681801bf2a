import { effectiveHubId } from '../../../shared/domain';
import { selectHubId } from './locationSlice';

/** The hub whose prices and slots the customer sees: theirs, or the default hub until chosen. */
export const selectEffectiveHubId = (state: Parameters<typeof selectHubId>[0]): string =>
  effectiveHubId(selectHubId(state));
