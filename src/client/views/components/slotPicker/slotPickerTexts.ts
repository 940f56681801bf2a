/** The slot picker's title, also shown by its skeleton while its code loads. */
export const SLOT_PICKER_TITLE = 'Select date and time slot';
