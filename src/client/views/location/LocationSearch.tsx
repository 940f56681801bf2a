import { useEffect, useId, useRef } from 'react';
import { MESSAGES, notServedMessage } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { firstSegment } from '../../features/location/geocoding';
import { useHomepageDataForHub } from '../../features/listing/catalogueQueries';
import type { LocationPanelView } from '../../features/location/locationPanelView';
import {
  clearPressed,
  placeQueryChanged,
  predictionChosen,
  selectPlaceSearchHint,
  selectShowClearButton,
} from '../../features/location/locationSlice';
import { Skeleton } from '../components/ui/ui.styles';
import {
  Hint,
  IconButton,
  PlainList,
  RowButton,
  SearchBox,
  SectionTitle,
  SkeletonRow,
} from './LocationPanel.styles';
import { PANEL_TEXTS } from '../components/location/panelTexts';

/** SPEC 9: five skeleton rows while predictions load. */
const SKELETON_ROWS = [0, 1, 2, 3, 4];

/** The search box, its hint and the predictions under 'Search result', in the default view. */
export function LocationSearch({
  panel,
}: {
  panel: Extract<LocationPanelView, { status: 'default' }>;
}) {
  const dispatch = useAppDispatch();
  const hint = useAppSelector(selectPlaceSearchHint);
  const showClear = useAppSelector(selectShowClearButton);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  // The search box shows when the panel opens and after 'Change' or Back from the map (the map
  // view has none): each time, the cursor goes into it.
  useEffect(() => {
    input.current?.focus();
  }, []);

  const { predictions } = panel;
  // The served cities, from the same cache entry the 'Serviceable city' row reads.
  const { data } = useHomepageDataForHub();
  const cities = Object.values(data?.result.serviceableCities ?? {}).map((city) => city.label);
  return (
    <div>
      <SearchBox>
        <input
          ref={input}
          type="text"
          value={panel.query}
          placeholder={PANEL_TEXTS.searchPlaceholder}
          aria-label={PANEL_TEXTS.searchPlaceholder}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          onChange={(event) => dispatch(placeQueryChanged({ query: event.target.value }))}
        />
        {showClear && (
          <IconButton
            type="button"
            aria-label="Clear search"
            onClick={() => dispatch(clearPressed())}
          >
            ×
          </IconButton>
        )}
      </SearchBox>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {predictions.status !== 'hidden' && (
        <section aria-label={PANEL_TEXTS.searchResult} aria-busy={predictions.status === 'loading'}>
          <SectionTitle as="h3" style={{ marginTop: '1rem' }}>
            {PANEL_TEXTS.searchResult}
          </SectionTitle>
          {predictions.status === 'loading' && (
            <PlainList aria-label="Loading results">
              {SKELETON_ROWS.map((row) => (
                <SkeletonRow key={row} data-testid="prediction-skeleton">
                  <Skeleton $width="40%" />
                  <Skeleton $width="85%" $height="0.75rem" />
                </SkeletonRow>
              ))}
            </PlainList>
          )}
          {predictions.status === 'none' && (
            <Hint role="status">
              {MESSAGES.noPlaceResults}. {notServedMessage(panel.query, cities)}
            </Hint>
          )}
          {predictions.status === 'shown' && (
            <PlainList>
              {predictions.items.map((prediction) => (
                <li key={prediction.place_id}>
                  <RowButton
                    type="button"
                    onClick={() => dispatch(predictionChosen({ prediction }))}
                  >
                    <strong>{firstSegment(prediction.description)}</strong>
                    <span>{prediction.description}</span>
                  </RowButton>
                </li>
              ))}
            </PlainList>
          )}
        </section>
      )}
    </div>
  );
}
