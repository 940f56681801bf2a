import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { useAppDispatch } from '../../../src/client/app/hooks';
import { makeStore } from '../../../src/client/app/store';
import { modalOpened } from '../../../src/client/features/modals/modalsSlice';
import ShareDialog from '../../../src/client/views/share/ShareDialog';
import { dialogsCanTakeFocus, focusMovesInto, focusReturnsTo } from '../support/focus';

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
  await focusMovesInto(dialog);
  return dialog;
}

describe('a dialog holds focus', () => {
  dialogsCanTakeFocus();

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
    await focusReturnsTo(screen.getByRole('button', { name: 'Share' }));
  });

  test('a click on the backdrop closes it and gives focus back as well', async () => {
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await focusReturnsTo(screen.getByRole('button', { name: 'Share' }));
  });
});
