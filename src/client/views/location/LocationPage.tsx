import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { backPath } from '../../../shared/domain/backPath';
import { LOCATION_PAGE_PATH } from '../../../shared/domain';
import { useAppDispatch } from '../../app/hooks';
import { useV2GetServiceableCitiesQuery } from '../../api/v2Api';
import { locationPageOpened } from '../../features/location/locationPage';
import { cityChosen, locationPanelOpened } from '../../features/location/locationSlice';
import { PageMeta } from '../components/head/PageMeta';
import { PANEL_TEXTS } from '../components/location/panelTexts';
import { Picture } from '../components/ui/Picture';
import { PageSection } from '../components/ui/ui.styles';
import { CityRow, SectionTitle } from './LocationPanel.styles';

/**
 * /location?back=…: the location chooser as a page (issue 41), where a tap on 'Select location'
 * lands before the app runs. Without JavaScript its served cities are a form the server takes
 * (it keeps the city in the location cookie and returns to `back`); once the app runs, the page
 * opens the location panel, whose end returns to `back`, and a city tapped here opens the
 * panel's map at that city.
 */
export default function LocationPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const back = backPath(params.get('back'));
  // The cities alone: this page's state, sent with it, stays small.
  const { data } = useV2GetServiceableCitiesQuery({
    body: { options: { operation: 'getServiceableCities' } },
  });
  const cities = Object.entries(data?.serviceableCities ?? {});
  useEffect(() => dispatch(locationPageOpened(back)), [dispatch, back]);
  return (
    <PageSection aria-labelledby="location-page-title">
      <PageMeta title={PANEL_TEXTS.title} noIndex />
      <h1 id="location-page-title">{PANEL_TEXTS.title}</h1>
      <form method="post" action={LOCATION_PAGE_PATH}>
        <input type="hidden" name="back" value={back} />
        <section aria-labelledby="location-page-cities">
          <SectionTitle id="location-page-cities">{PANEL_TEXTS.serviceableCity}</SectionTitle>
          <CityRow>
            {cities.map(([slug, city]) => (
              <li key={slug}>
                <button
                  type="submit"
                  name="city"
                  value={slug}
                  onClick={(event) => {
                    event.preventDefault();
                    dispatch(locationPanelOpened());
                    dispatch(cityChosen(city.location));
                  }}
                >
                  <Picture src={city.imageUrl} sizes="64px" alt="" width={64} height={64} />
                  {city.label}
                </button>
              </li>
            ))}
          </CityRow>
        </section>
      </form>
      <p>
        <Link to={back}>Back</Link>
      </p>
    </PageSection>
  );
}
