import styled from 'styled-components';
import { SLOT_TEMPLATES, slotLabel } from '../../../../shared/domain/slots';
import { skeletonFill } from '../ui/ui.styles';
import { DayButton, SlotButton, SlotGrid, Strip } from './SlotGrid.styles';

/*
 * While the days and slots load, placeholders drawn with the same boxes, the same text (unseen)
 * and the same grid stand in their place, so at any width the page below them does not move when
 * they arrive.
 */

const unseen = `
  color: transparent;
  border-color: transparent;
  cursor: default;
  * {
    color: transparent;
  }
`;

const DayPlaceholder = styled(DayButton).attrs({ as: 'div' })`
  ${skeletonFill}
  ${unseen}
`;

const SlotPlaceholder = styled(SlotButton).attrs({ as: 'div' })`
  ${skeletonFill}
  ${unseen}
`;

/** Days a placeholder strip shows: more than a wide panel holds, so it fills it. */
const PLACEHOLDER_DAYS = 14;

/** The day's slots as they will be listed, unseen. */
function SlotPlaceholders() {
  return (
    <SlotGrid aria-hidden="true">
      {SLOT_TEMPLATES.map(([arrivingTime, readyTime]) => (
        <li key={arrivingTime}>
          <SlotPlaceholder>
            {slotLabel({ arrivingTime, readyTime })}
            <span>Available</span>
          </SlotPlaceholder>
        </li>
      ))}
    </SlotGrid>
  );
}

/** The slots of a day while they load. */
export function SlotListSkeleton() {
  return (
    <div role="status" aria-label="Loading time slots">
      <SlotPlaceholders />
    </div>
  );
}

/** The strip of days and the day's slots, as they will be drawn, while their code loads. */
export function SlotChooserSkeleton() {
  return (
    <div role="status" aria-label="Loading dates and times">
      <Strip aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_DAYS }, (_, day) => (
          <li key={day}>
            <DayPlaceholder>
              <span>Wed</span>
              <strong>28</strong>
              <span>Nov</span>
            </DayPlaceholder>
          </li>
        ))}
      </Strip>
      <SlotPlaceholders />
    </div>
  );
}
