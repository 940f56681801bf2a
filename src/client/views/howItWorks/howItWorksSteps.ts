/** How booking works, in four steps: the home page's section and the video view's captions. */
export const HOW_IT_WORKS_STEPS = [
  ['Pick a decoration', 'Choose a setup and the add-ons you like, priced for your area.'],
  ['Choose a date and time', 'Pick the day and the time slot that suit your celebration.'],
  ['Pay your way', 'Pay by card or cash on delivery, with your offers applied.'],
  ['We decorate', 'Our decorators arrive on time and set it all up for you.'],
] as const;

export const HOW_IT_WORKS_TITLE = 'How it works';
export const WATCH_HOW_IT_WORKS = 'Watch how it works';
