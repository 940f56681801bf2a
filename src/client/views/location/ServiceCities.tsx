import { useAppDispatch } from '../../app/hooks';
import { cityChosen } from '../../features/location/locationSlice';
import { Picture } from '../components/ui/Picture';
import { CityRow, SectionTitle } from './LocationPanel.styles';
import { PANEL_TEXTS } from '../components/location/panelTexts';
import { useHomepageDataForHub } from '../../features/listing/catalogueQueries';

/** 'Serviceable city': round tiles that centre the map on their city. */
export function ServiceCities() {
  const dispatch = useAppDispatch();
  // The home data's cities, from the same cache entry the home page reads.
  const { data } = useHomepageDataForHub();
  const cities = Object.entries(data?.result.serviceableCities ?? {});
  if (cities.length === 0) return null;
  return (
    <section aria-labelledby="serviceable-city-title">
      <SectionTitle id="serviceable-city-title">{PANEL_TEXTS.serviceableCity}</SectionTitle>
      <CityRow>
        {cities.map(([slug, city]) => (
          <li key={slug}>
            <button type="button" onClick={() => dispatch(cityChosen(city.location))}>
              <Picture src={city.imageUrl} sizes="64px" alt="" width={64} height={64} />
              {city.label}
            </button>
          </li>
        ))}
      </CityRow>
    </section>
  );
}
