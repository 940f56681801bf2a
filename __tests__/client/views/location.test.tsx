import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract } from '../../../src/shared/contract';
import { MESSAGES } from '../../../src/shared/domain';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { GeolocationError, type AppServices } from '../../../src/client/app/services';
import { makeStore, type RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import {
  locationPanelOpened,
  selectLocationPanel,
  selectPickedLocation,
  selectSelectedLocation,
} from '../../../src/client/features/location/locationSlice';
import LocationPanel from '../../../src/client/views/location/LocationPanel';
import { HUB, address, user } from '../support/fixtures';
import { handle, requests, server, withMockApi } from '../support/msw';
import { fakeServices } from '../support/store';

withMockApi();
// The home data the city tiles read also schedules the cover-video fetch.
beforeEach(() => {
  server.use(handle(contract.v2.getOSPVideoData, () => ({ isSuccess: true, data: [] })));
});

const ANDHERI = { lat: 19.1197, lng: 72.8468 };
const PUNE = { lat: 18.5204, lng: 73.8567 };
const SLOW = { timeout: 4000 };

const baseData = handle(contract.homepage.baseData, () => ({
  isSuccess: true,
  result: {
    decorCategoriesList: [],
    homePageTopCategories: [],
    serviceableCities: {
      mumbai: { label: 'Mumbai', imageUrl: '/images/city/mumbai.svg', location: ANDHERI },
      pune: { label: 'Pune', imageUrl: '/images/city/pune.svg', location: PUNE },
    },
    miscInfos: [],
    rails: [],
  },
}));
const mapData = handle(contract.geo.map, () => ({
  isSuccess: true,
  cities: [{ slug: 'mumbai', label: 'Mumbai', ...ANDHERI }],
  hubs: [
    {
      hubId: 'MUM-WEST-HUB',
      name: 'Western suburbs',
      city: 'mumbai',
      active: true,
      area: [
        [
          [72.8, 19.0],
          [72.9, 19.0],
          [72.9, 19.2],
          [72.8, 19.0],
        ],
      ],
    },
  ],
  localities: [{ name: 'Andheri', city: 'mumbai', ...ANDHERI }],
}));
const serviceArea = (isServiceable: boolean) =>
  handle(contract.geo.serviceArea, () => ({
    isSuccess: true,
    isServiceable,
    isInAnyHub: isServiceable,
    hubs: isServiceable ? [{ hubId: HUB }] : [],
  }));
const reverse = handle(contract.geo.reverse, ({ url }) => ({
  status: 'OK',
  results: [
    {
      formatted_address: 'S V Road, Andheri, Mumbai, Maharashtra 400058, India',
      place_id: 'locality:andheri',
      geometry: {
        location: {
          lat: Number(url.searchParams.get('lat')),
          lng: Number(url.searchParams.get('lng')),
        },
      },
      address_components: [
        { long_name: 'S V Road', short_name: 'S V Road', types: ['route'] },
        { long_name: 'Andheri', short_name: 'Andheri', types: ['sublocality_level_1'] },
        { long_name: 'Mumbai', short_name: 'Mumbai', types: ['locality'] },
        { long_name: 'Maharashtra', short_name: 'MH', types: ['administrative_area_level_1'] },
        { long_name: '400058', short_name: '400058', types: ['postal_code'] },
      ],
    },
  ],
}));

function renderPanel(preloaded?: Partial<RootState>, services: Partial<AppServices> = {}) {
  const store = makeStore(preloaded, { services: fakeServices(services) });
  render(
    <AppProviders store={store}>
      <LocationPanel />
    </AppProviders>,
  );
  act(() => {
    store.dispatch(locationPanelOpened());
  });
  return store;
}

const panel = () => screen.getByRole('dialog', { name: 'Select service location' });
const searchBox = () => screen.getByRole('textbox', { name: 'Search for area, street, city...' });

describe('service-location panel', () => {
  test('renders nothing while closed', () => {
    const store = makeStore(undefined, { services: fakeServices() });
    const { container } = render(
      <AppProviders store={store}>
        <LocationPanel />
      </AppProviders>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  test('opens on the default view: search focused, locate, cities, a login prompt for visitors', async () => {
    server.use(baseData);
    renderPanel();
    expect(panel()).toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search for area, street, city...');
    expect(screen.getByRole('button', { name: 'Use my current location' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Serviceable city' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mumbai' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pune' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Login to view Saved addresses' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('SAVED ADDRESSES')).not.toBeInTheDocument();
  });

  test('a click outside the panel closes it, a click inside does not', async () => {
    server.use(baseData);
    renderPanel();
    await userEvent.click(screen.getByRole('heading', { name: 'Select service location' }));
    expect(panel()).toBeInTheDocument();
    await userEvent.click(panel().parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Escape closes the panel and Back from the default view closes it too', async () => {
    server.use(baseData);
    const store = renderPanel();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(locationPanelOpened());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a short query asks for more characters; a long one loads 5 skeletons, then predictions', async () => {
    server.use(
      baseData,
      handle(contract.geo.autocomplete, () => ({
        status: 'OK',
        predictions: [
          { description: 'Andheri, Mumbai, Maharashtra, India', place_id: 'locality:andheri' },
          {
            description: 'Andheri East, Mumbai, Maharashtra, India',
            place_id: 'locality:andheri-east',
          },
        ],
      })),
    );
    renderPanel();
    await userEvent.type(searchBox(), 'and');
    expect(screen.getByText('Type 1 more words')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    await userEvent.type(searchBox(), 'heri');
    const results = screen.getByRole('region', { name: 'Search result' });
    expect(within(results).getByText('Search result')).toBeInTheDocument();
    expect(within(results).getAllByTestId('prediction-skeleton')).toHaveLength(5);
    // No clear button while the request is loading.
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.queryByText('Type 1 more words')).not.toBeInTheDocument();

    const first = await within(results).findByRole(
      'button',
      { name: /^Andheri Andheri, Mumbai/ },
      SLOW,
    );
    expect(within(first).getByText('Andheri').tagName).toBe('STRONG');
    expect(within(first).getByText('Andheri, Mumbai, Maharashtra, India')).toBeInTheDocument();
    expect(within(results).queryAllByTestId('prediction-skeleton')).toHaveLength(0);
    // The cities and the locate button make way for the results.
    expect(
      screen.queryByRole('button', { name: 'Use my current location' }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Search result' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mumbai' })).toBeInTheDocument();
  });

  test('a search with no match says so', async () => {
    server.use(
      baseData,
      handle(contract.geo.autocomplete, () => ({ status: 'ZERO_RESULTS', predictions: [] })),
    );
    renderPanel();
    await userEvent.type(searchBox(), 'zzzzzz');
    expect(
      await screen.findByText(MESSAGES.noPlaceResults, { exact: false }, SLOW),
    ).toBeInTheDocument();
  });

  test('a city that is not served says so and names the cities that are', async () => {
    server.use(
      baseData,
      handle(contract.geo.autocomplete, () => ({ status: 'ZERO_RESULTS', predictions: [] })),
    );
    renderPanel();
    await userEvent.type(searchBox(), 'Delhi');
    const status = await screen.findByText(MESSAGES.noPlaceResults, { exact: false }, SLOW);
    expect(status).toHaveTextContent(
      `${MESSAGES.noPlaceResults}. We don't serve “Delhi” yet. We serve Mumbai and Pune for now.`,
    );
  });

  test('choosing a prediction shows the map, waits, then confirms a serviceable place', async () => {
    server.use(
      baseData,
      mapData,
      reverse,
      serviceArea(true),
      handle(contract.geo.autocomplete, () => ({
        status: 'OK',
        predictions: [
          { description: 'Andheri, Mumbai, Maharashtra, India', place_id: 'locality:andheri' },
        ],
      })),
      handle(contract.geo.geocode, () => ({
        status: 'OK',
        results: [
          {
            formatted_address: 'Andheri, Mumbai, Maharashtra, India',
            place_id: 'locality:andheri',
            geometry: { location: ANDHERI },
            address_components: [],
          },
        ],
      })),
    );
    const store = renderPanel();
    await userEvent.type(searchBox(), 'andheri');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Andheri Andheri, Mumbai/ }, SLOW),
    );

    expect(screen.getByRole('group', { name: 'Map' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Locate me' })).toBeInTheDocument();
    expect(screen.getByText('Please wait...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm location' })).toBeDisabled();

    const confirm = await screen.findByRole('button', { name: 'CONFIRM LOCATION' }, SLOW);
    // The headline is the first segment of the chosen search result.
    expect(screen.getByRole('heading', { name: 'Andheri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
    await userEvent.click(confirm);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectSelectedLocation(store.getState())).toMatchObject({
      _id: null,
      address1: 'Andheri',
      serviceAreaInfo: { hubId: HUB, isServiceable: true },
      locationv2: { ...ANDHERI, city: 'Mumbai', pincode: '400058' },
    });
  });

  test('a city outside service shows OOPs! Not serviceable, and Change location goes back to search', async () => {
    server.use(baseData, mapData, reverse, serviceArea(false));
    const store = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Pune' }));
    expect(screen.getByText('Please wait...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: MESSAGES.notServiceableTitle }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CONFIRM LOCATION' })).not.toBeInTheDocument();
    const check = requests.find((request) => request.path === '/api/geo/service_area');
    expect(check?.body).toEqual(PUNE);

    await userEvent.click(screen.getByRole('button', { name: 'Change location' }));
    expect(searchBox()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mumbai' })).toBeInTheDocument();
    expect(selectSelectedLocation(store.getState())).toBeNull();
  });

  test('the pin moves with the arrow keys and the card waits for the new check', async () => {
    server.use(baseData, mapData, reverse, serviceArea(true));
    const store = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Mumbai' }));
    await screen.findByRole('button', { name: 'CONFIRM LOCATION' }, SLOW);

    const pin = screen.getByRole('button', { name: 'Location pin' });
    pin.focus();
    await userEvent.keyboard('{ArrowLeft}');
    // Confirming now would pick the point the pin went to: west of where it was.
    const moved = selectPickedLocation(store.getState())?.locationv2;
    expect(moved?.lng).toBeLessThan(ANDHERI.lng);
    expect(moved?.lat).toBeCloseTo(ANDHERI.lat, 6);
    expect(screen.getByRole('button', { name: 'Confirm location' })).toBeDisabled();
    await screen.findByRole('button', { name: 'CONFIRM LOCATION' }, SLOW);
    // A pin the user moved has no search result, so the headline falls back to the route.
    expect(screen.getByRole('heading', { name: 'S V Road' })).toBeInTheDocument();
  });

  test('zoom buttons stop at the minimum zoom', async () => {
    server.use(baseData, mapData, reverse, serviceArea(true));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Mumbai' }));
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let step = 0; step < 8; step += 1) await userEvent.click(zoomOut);
    expect(zoomOut).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
    await screen.findByRole('button', { name: 'CONFIRM LOCATION' }, SLOW);
  });

  test('Locate me shows a spinner, then moves the map to the browser position', async () => {
    let answer: (point: { lat: number; lng: number }) => void = () => undefined;
    server.use(baseData, mapData, reverse, serviceArea(true));
    renderPanel(undefined, {
      locate: () => new Promise((resolve) => (answer = resolve)),
    });
    const locate = screen.getByRole('button', { name: 'Use my current location' });
    // The automatic detection of the first opening is already running.
    expect(locate).toHaveAttribute('aria-busy', 'true');
    act(() => answer(ANDHERI));
    expect(await screen.findByRole('button', { name: 'Locate me' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'CONFIRM LOCATION' }, SLOW);
  });

  test('a refused location explains how to enable it', async () => {
    server.use(baseData);
    const store = renderPanel(undefined, {
      locate: () => Promise.reject(new GeolocationError('denied')),
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use my current location' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    // The automatic attempt fails silently.
    expect(store.getState().modals.warning).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() =>
      expect(store.getState().modals.warning).toEqual({
        msg: MESSAGES.locationPermissionDenied,
        rightBtnText: 'Ok',
      }),
    );
  });

  test('a logged-in user sees saved addresses and picks a serviceable one', async () => {
    const saved = address({ addressLabel: 'home' });
    server.use(
      baseData,
      handle(contract.address.getAddressBq, () => ({ isSuccess: true, addresses: [saved] })),
    );
    const store = renderPanel({ auth: { ...initialAuthState, user } });
    expect(await screen.findByRole('heading', { name: 'SAVED ADDRESSES' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Login to view Saved addresses' }),
    ).not.toBeInTheDocument();
    const choice = await screen.findByRole('button', {
      name: new RegExp(`^home ${saved.address1}`),
    });
    await userEvent.click(choice);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectSelectedLocation(store.getState())?._id).toBe(saved._id);
  });

  test('Add New Address hands over to the address form and its map picker', async () => {
    server.use(
      baseData,
      handle(contract.address.getAddressBq, () => ({ isSuccess: true, addresses: [] })),
    );
    const store = renderPanel({ auth: { ...initialAuthState, user } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    expect(store.getState().addressForm.status).toBe('open');
    expect(selectLocationPanel(store.getState())).toMatchObject({
      status: 'default',
      purpose: 'address',
    });
  });
});
