import { formatInr } from '../../../shared/domain';
import { useAppDispatch } from '../../app/hooks';
import { santaTipChanged, type CartDraft } from '../../features/cart/cartSlice';
import { modalOpened, timeSlotPickerOpened } from '../../features/modals/modalsSlice';
import { addressLine } from '../components/addressSelector/AddressSelector';
import { slotLabel } from '../../../shared/domain/slots';
import { Button } from '../components/ui/ui.styles';
import { RadioGroup, type RadioOption } from '../components/ui/RadioGroup';
import { Card, Danger, Muted } from './CheckoutPage.styles';
import { preloadOnIntent } from '../components/overlays/overlayPreload';

/** Santa tip amounts offered, in rupees; 0 is 'No tip'. */
export const SANTA_TIPS = [0, 50, 100, 200] as const;

const TIP_CHOICES: readonly RadioOption<string>[] = SANTA_TIPS.map((amount) => ({
  value: String(amount),
  label: amount === 0 ? 'No tip' : formatInr(amount),
}));

function DateAndTime({ draft }: { draft: CartDraft }) {
  const dispatch = useAppDispatch();
  const { celebrationDate, readyTime, arrivingTime } = draft;
  const slot = readyTime && arrivingTime ? { readyTime, arrivingTime } : null;
  return (
    <Card aria-labelledby="slot-title">
      <h2 id="slot-title">Celebration date and time</h2>
      <p>
        {celebrationDate ?? <Muted>No date chosen</Muted>}
        {slot ? `, ${slotLabel(slot)}` : celebrationDate && <Muted> · no time slot chosen</Muted>}
      </p>
      <Button
        type="button"
        $variant="ghost"
        {...preloadOnIntent('slotPicker')}
        onClick={() =>
          dispatch(
            timeSlotPickerOpened({
              cartModification: true,
              productId: draft.product._id,
              hubId: draft.hubId,
            }),
          )
        }
      >
        {slot ? 'Change date and time' : 'Select date and time'}
      </Button>
    </Card>
  );
}

function BookingAddress({ draft }: { draft: CartDraft }) {
  const dispatch = useAppDispatch();
  const address = draft.bookingAddress;
  return (
    <Card aria-labelledby="address-title">
      <h2 id="address-title">Address</h2>
      {address ? (
        <>
          <p>
            <strong>{address.addressLabel}</strong> · {addressLine(address)}
          </p>
          {address.serviceAreaInfo?.isServiceable === false && (
            <Danger>This address is not serviceable</Danger>
          )}
        </>
      ) : (
        <p>
          <Muted>No address chosen</Muted>
        </p>
      )}
      <Button
        type="button"
        $variant="ghost"
        onClick={() => dispatch(modalOpened({ name: 'addressSelector', options: {} }))}
      >
        {address ? 'Change address' : 'Select address'}
      </Button>
    </Card>
  );
}

function Instructions({ draft }: { draft: CartDraft }) {
  const dispatch = useAppDispatch();
  return (
    <Card aria-labelledby="instructions-title">
      <h2 id="instructions-title">Instructions</h2>
      <p>{draft.instructions || <Muted>Anything the decorators should know?</Muted>}</p>
      <Button
        type="button"
        $variant="ghost"
        onClick={() =>
          dispatch(
            modalOpened({
              name: 'instructionInput',
              options: { instructions: draft.instructions },
            }),
          )
        }
      >
        {draft.instructions ? 'Edit instructions' : 'Add instructions'}
      </Button>
    </Card>
  );
}

function SantaTip({ draft }: { draft: CartDraft }) {
  const dispatch = useAppDispatch();
  return (
    <Card aria-labelledby="tip-title">
      <h2 id="tip-title">Santa tip</h2>
      <p>
        <Muted>A thank-you for the decorators who set up your party.</Muted>
      </p>
      <RadioGroup
        legend="Tip amount"
        options={TIP_CHOICES}
        value={String(draft.santaTip)}
        onChange={(amount) => dispatch(santaTipChanged({ amount: Number(amount) }))}
      />
    </Card>
  );
}

/** When, where, what to tell the decorators, and a tip. */
export function BookingDetails({ draft }: { draft: CartDraft }) {
  return (
    <>
      <DateAndTime draft={draft} />
      <BookingAddress draft={draft} />
      <Instructions draft={draft} />
      <SantaTip draft={draft} />
    </>
  );
}
