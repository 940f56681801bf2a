import { siFacebook, siWhatsapp, siX } from 'simple-icons';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '../../../src/shared/domain';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { makeStore } from '../../../src/client/app/store';
import { modalOpened } from '../../../src/client/features/modals/modalsSlice';
import ShareDialog from '../../../src/client/views/share/ShareDialog';
import { fakeServices } from '../support/store';

const URL_TO_SHARE = 'http://localhost/products/decor/P1001/rainbow-arch';

function renderDialog(copyText: (text: string) => Promise<void> = () => Promise.resolve()) {
  const store = makeStore(undefined, { services: fakeServices({ copyText }) });
  render(
    <AppProviders store={store}>
      <ShareDialog />
    </AppProviders>,
  );
  act(() => {
    store.dispatch(
      modalOpened({ name: 'share', options: { url: URL_TO_SHARE, title: 'Rainbow arch' } }),
    );
  });
  return store;
}

describe('share dialog', () => {
  test('offers the six services with the link in each, in the spec order', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Share with' });
    const names = ['WhatsApp', 'Facebook', 'Messenger', 'Twitter', 'Mail', 'Telegram'];
    expect(within(dialog).getAllByRole('link')).toEqual(
      names.map((name) => within(dialog).getByRole('link', { name })),
    );
    const encoded = encodeURIComponent(URL_TO_SHARE);
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(encoded);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toMatch(/^mailto:\?/);
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toContain(
      `url=${encoded}`,
    );
    expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute('target', '_blank');
  });

  test("each service shows its network's mark, not a letter", () => {
    renderDialog();
    const names = ['WhatsApp', 'Facebook', 'Messenger', 'Twitter', 'Mail', 'Telegram'];
    const mark = (name: string) => {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveTextContent(new RegExp(`^${name}$`));
      return link.querySelector('svg path')?.getAttribute('d');
    };
    expect(mark('WhatsApp')).toBe(siWhatsapp.path);
    expect(mark('Facebook')).toBe(siFacebook.path);
    expect(mark('Twitter')).toBe(siX.path);
    expect(new Set(names.map(mark)).size).toBe(names.length);
  });

  test('Or share with link copies the URL and shows Link copied', async () => {
    const copied: string[] = [];
    renderDialog((text) => {
      copied.push(text);
      return Promise.resolve();
    });
    expect(screen.queryByText(MESSAGES.linkCopied)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Or share with link' }));
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeInTheDocument();
    expect(copied).toEqual([URL_TO_SHARE]);
  });

  test('a refused clipboard does not claim the link was copied', async () => {
    renderDialog(() => Promise.reject(new Error('denied')));
    await userEvent.click(screen.getByRole('button', { name: 'Or share with link' }));
    expect(screen.queryByText(MESSAGES.linkCopied)).not.toBeInTheDocument();
  });

  test('Escape closes the dialog', async () => {
    const store = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().modals.share).toBeNull();
  });
});
