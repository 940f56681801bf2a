import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig } from '../../../config/app.config';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { modalOpened } from '../../../src/client/features/modals/modalsSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { user } from '../support/fixtures';
import { homePageDrawn, renderRoute } from '../support/render';

describe('app shell', () => {
  test('home shows the brand link and the page heading', async () => {
    renderRoute('/');
    const brand = screen.getByRole('link', { name: `${appConfig.shortName} home` });
    expect(brand).toHaveAttribute('href', '/');
    expect(brand).toHaveTextContent(appConfig.shortName);
    expect(
      await screen.findByRole('heading', { level: 1, name: /decoration for every celebration/ }),
    ).toBeInTheDocument();
  });

  test('an unknown route shows the not-found page with a way home', async () => {
    const { navigation } = renderRoute('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(navigation.location().pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /decoration for every celebration/ }),
    ).toBeInTheDocument();
  });

  test("the phone's menu lists account links, categories, cities and help", async () => {
    const { store } = renderRoute('/', {
      session: { ...initialSessionState, status: 'ready' },
      auth: { ...initialAuthState, user },
    });
    await homePageDrawn();
    act(() => void store.dispatch(modalOpened({ name: 'sidebar', options: {} })));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of [
      'My Orders',
      'My Addresses',
      "Kid's Party",
      'Mumbai',
      'Pune',
      'Help and FAQs',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: "Kid's Party" })).toHaveAttribute(
      'href',
      `/products/category/2?occassion=Kid%27s+Party`,
    );
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'Pune' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  test('the menu has a labelled close button that a tap or the keyboard closes it with', async () => {
    const { store } = renderRoute('/', { session: { ...initialSessionState, status: 'ready' } });
    await homePageDrawn();
    act(() => void store.dispatch(modalOpened({ name: 'sidebar', options: {} })));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    act(() => void store.dispatch(modalOpened({ name: 'sidebar', options: {} })));
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    within(again).getByRole('button', { name: 'Close menu' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
