/**
 * Ten digits standing alone, as a phone number is written in a text: not within a longer run of
 * letters and digits (a request id's hex), nor the fraction of a number (a logged response time
 * such as 9.0321440007, whose ten decimals once passed for a phone number).
 */
export const PHONE_LIKE = /(?<![0-9A-Za-z.])[0-9]{10}(?![0-9A-Za-z])/;
