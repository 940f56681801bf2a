import { createAction } from '@reduxjs/toolkit';

/**
 * The location chooser's own page (/location?back=…, issue 41) is showing: a tap made before the
 * app ran led here. Once the app runs, the page opens the panel, and the panel's end (a location
 * chosen, or closed) returns to `back`.
 */
export const locationPageShown = createAction<{ back: string }>('location/pageShown');
/** The location page is no longer shown (the visitor went elsewhere). */
export const locationPageLeft = createAction('location/pageLeft');
