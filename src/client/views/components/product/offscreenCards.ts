/**
 * On a phone, the cards of a grid from this one on (1-based) start below the first screen: two
 * rows of two fill it. They are laid out and painted only as they come near (`ProductGrid`).
 */
export const FIRST_OFFSCREEN_CARD = 5;
