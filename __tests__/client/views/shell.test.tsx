import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig } from '../../../config/app.config';
import { renderRoute } from '../support/render';

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
});
