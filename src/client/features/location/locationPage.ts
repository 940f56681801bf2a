import { addListener } from '@reduxjs/toolkit';
import type { AppThunk, AppThunkDispatch, RootState } from '../../app/appTypes';
import type { AppServices } from '../../app/services';
import { locationPanelOpened } from './locationSlice';

const addAppListener = addListener.withTypes<RootState, AppThunkDispatch, AppServices>();

/**
 * The location chooser's own page (/location?back=…, issue 41), where a tap made before the app
 * ran leads, once the app runs: it opens the location panel, and the panel's end (a location
 * chosen, or closed) returns to `back`. Gives what stops that, for when the page is left first.
 * Its code comes with the page, not with every page's start.
 */
export const locationPageOpened =
  (back: string): AppThunk<() => void> =>
  (dispatch) => {
    dispatch(locationPanelOpened());
    return dispatch(
      addAppListener({
        predicate: (_action, current, previous) =>
          previous.location.panel.status !== 'closed' && current.location.panel.status === 'closed',
        effect: (_action, api) => {
          api.unsubscribe();
          api.extra.navigate(back, { replace: true });
        },
      }),
    ) as unknown as () => void;
  };
