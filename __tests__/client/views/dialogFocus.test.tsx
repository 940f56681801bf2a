import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { useAppDispatch } from '../../../src/client/app/hooks';
import { makeStore } from '../../../src/client/app/store';
import { modalOpened } from '../../../src/client/features/modals/modalsSlice';
import { loadFocusTrap } from '../../../src/client/views/components/ui/useFocusTrap';
import ShareDialog from '../../../src/client/views/share/ShareDialog';

/** The page's control that opens the share dialog, as a product page has one. */
function ShareButton() {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      onClick={() =>
        dispatch(
          modalOpened({
            name: 'share',
            options: { url: 'http://localhost/products/decor/P1001/arch', title: 'Arch' },
          }),
        )
      }
    >
      Share
    </button>
  );
}

function renderPage() {
  render(
    <AppProviders store={makeStore()}>
      <a href="/help">Help</a>
      <ShareButton />
      <ShareDialog />
      <a href="/faqs">FAQs</a>
    </AppProviders>,
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = screen.getByRole('dialog', { name: 'Share with' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

describe('a dialog holds focus', () => {
  let rects: jest.SpyInstance;
  beforeAll(async () => {
    // jsdom lays nothing out: every element would count as hidden, so none could take focus.
    rects = jest
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    // As the overlays' hosts do once they load: the trap is here before a dialog opens.
    await loadFocusTrap();
  });
  afterAll(() => rects.mockRestore());

  test('Tab and Shift+Tab go round the dialog and never reach the page behind it', async () => {
    renderPage();
    const dialog = await openDialog();
    const stops = [
      ...within(dialog).getAllByRole('link'),
      within(dialog).getByRole('button', { name: 'Or share with link' }),
    ];
    for (const stop of [...stops, ...stops]) {
      await userEvent.tab();
      expect(document.activeElement).toBe(stop);
    }
    for (const stop of [...stops].reverse().slice(1)) {
      await userEvent.tab({ shift: true });
      expect(document.activeElement).toBe(stop);
    }
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(stops.at(-1));
  });

  test('Escape closes it and gives focus back to the button that opened it', async () => {
    renderPage();
    await openDialog();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus());
  });

  test('a click on the backdrop closes it and gives focus back as well', async () => {
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus());
  });
});
