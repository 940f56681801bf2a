// Focus in dialogs under jsdom, for the tests of the overlays that trap it.
import { waitFor } from '@testing-library/react';
import { loadFocusTrap } from '../../../src/client/views/components/ui/useFocusTrap';

/**
 * Sets up the enclosing describe block so a dialog can take and hold focus: jsdom lays nothing
 * out, so every element would count as hidden and none could take focus; each gets a box, and
 * the focus trap is loaded before a dialog opens, as the overlays' hosts do once they load.
 */
export function dialogsCanTakeFocus() {
  let rects: jest.SpyInstance | undefined;
  beforeAll(async () => {
    rects = jest
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    await loadFocusTrap();
  });
  afterAll(() => rects?.mockRestore());
}

/** Waits until focus has moved into the dialog. */
export async function focusMovesInto(dialog: HTMLElement) {
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
}

/** Waits until focus is back on the element (the control that opened a closed dialog). */
export async function focusReturnsTo(element: HTMLElement) {
  await waitFor(() => expect(element).toHaveFocus());
}
