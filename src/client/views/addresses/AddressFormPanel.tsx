import { Fragment, useEffect, useId, useRef, type ComponentPropsWithRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  addressFieldChanged,
  addressFormClosed,
  addressLabelChosen,
  customLabelClosed,
  receiverMyselfChosen,
  receiverSomeoneElseChosen,
  selectAddressForm,
  type AddressLabel,
  type AddressTextField,
  type InlineField,
  type Receiver as ReceiverChoice,
} from '../../features/addressForm/addressFormSlice';
import { submitAddressForm } from '../../features/addressForm/addressFormThunks';
import {
  locationPanelOpened,
  selectIsLocationPanelOpen,
} from '../../features/location/locationSlice';
import { Button, TextButton } from '../components/ui/ui.styles';
import { modalFrameProps } from '../components/ui/modalFrame';
import { useFocusTrap } from '../components/ui/useFocusTrap';
import { RadioGroup, type RadioOption } from '../components/ui/RadioGroup';
import { TextField } from '../components/ui/TextField';
import {
  FieldRow,
  FormBody,
  IconButton,
  LocationBox,
  OtherLabel,
  PanelBackdrop,
  Receiver,
  Sheet,
  SheetHeader,
  Spinner,
} from './AddressFormPanel.styles';

export const LABEL_CHOICES: readonly RadioOption<AddressLabel>[] = [
  { value: 'home', label: 'Home' },
  { value: 'venue', label: 'Venue' },
  { value: 'work', label: 'Work' },
  { value: 'other', label: 'Other' },
];

const RECEIVER_CHOICES: readonly RadioOption<ReceiverChoice>[] = [
  { value: 'mySelf', label: 'Myself' },
  { value: 'someoneElse', label: 'Someone else' },
];

/** The short fields, side by side when there is room. */
const SHORT_FIELDS: readonly ({
  field: AddressTextField;
  label: string;
} & ComponentPropsWithRef<'input'>)[] = [
  {
    field: 'pincode',
    label: 'Pincode',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: 7,
  },
  { field: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 60 },
  { field: 'state', label: 'State', autoComplete: 'address-level1', maxLength: 60 },
  {
    field: 'mobile',
    label: 'Contact mobile',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
  },
];

const isInline = (field: AddressTextField): field is InlineField =>
  field === 'flatNumber' || field === 'buildingName';

/**
 * The add/edit address panel of SPEC 2, shown over any page while the addressForm machine is
 * open and the map picker it opens is not. Any screen opens it with openAddAddress().
 */
export default function AddressFormPanel() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectAddressForm);
  const pickingOnMap = useAppSelector(selectIsLocationPanelOpen);
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const flatNumber = useRef<HTMLInputElement>(null);
  const visible = form.status === 'open' && !pickingOnMap;
  const located = form.status === 'open' && form.location !== null;
  useEffect(() => {
    // Back from the map with a place, the first field to fill is next; otherwise the form itself.
    if (visible && located) flatNumber.current?.focus();
  }, [visible, located]);
  useFocusTrap(sheet, visible);
  if (form.status !== 'open' || !visible) return null;

  const close = () => dispatch(addressFormClosed());
  /** One text field of the form: its value, its change event and its inline error if any. */
  const textField = (
    field: AddressTextField,
    label: string,
    attributes: ComponentPropsWithRef<'input'> = {},
  ) => (
    <TextField
      label={label}
      value={form[field]}
      onChange={(event) => dispatch(addressFieldChanged({ field, value: event.target.value }))}
      error={isInline(field) ? (form.errors[field] ?? null) : undefined}
      {...attributes}
    />
  );
  const location = form.location;

  const frame = modalFrameProps(titleId, close);
  return (
    <PanelBackdrop {...frame.backdrop}>
      <Sheet ref={sheet} {...frame.card}>
        <SheetHeader>
          <h2 id={titleId}>{form.mode === 'edit' ? 'Edit address' : 'Add address'}</h2>
          <IconButton type="button" aria-label="Close" onClick={close}>
            <span aria-hidden="true">×</span>
          </IconButton>
        </SheetHeader>
        <FormBody
          aria-labelledby={titleId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(submitAddressForm());
          }}
        >
          <LocationBox>
            <h3>Location on the map</h3>
            <p>
              {location ? location.locationv2.addressLine1 || location.address1 : 'Not set yet'}
            </p>
            <TextButton
              type="button"
              onClick={() => dispatch(locationPanelOpened({ purpose: 'address' }))}
            >
              {location ? 'Change location' : 'Set location on the map'}
            </TextButton>
          </LocationBox>

          <RadioGroup
            legend="Who you are booking for?"
            options={RECEIVER_CHOICES}
            value={form.receiver}
            onChange={(receiver) =>
              dispatch(receiver === 'mySelf' ? receiverMyselfChosen() : receiverSomeoneElseChosen())
            }
          />
          {form.receiver === 'mySelf' ? (
            <Receiver>
              {form.receiverName}, {form.receiverPhone}
            </Receiver>
          ) : (
            <>
              {textField('receiverName', "Receiver's name", {
                autoComplete: 'off',
                maxLength: 100,
              })}
              {textField('receiverPhone', "Receiver's phone number", {
                type: 'tel',
                inputMode: 'numeric',
                autoComplete: 'off',
              })}
            </>
          )}

          <RadioGroup
            legend="Save address as"
            options={LABEL_CHOICES}
            value={form.label}
            onChange={(label) => dispatch(addressLabelChosen({ label }))}
          />
          {form.label === 'other' && (
            <OtherLabel>
              {textField('customLabel', 'Address name', {
                placeholder: 'e.g. Friends and family',
                maxLength: 50,
              })}
              <IconButton
                type="button"
                aria-label="Close address name"
                onClick={() => dispatch(customLabelClosed())}
              >
                <span aria-hidden="true">×</span>
              </IconButton>
            </OtherLabel>
          )}

          {textField('flatNumber', 'Flat no.', { ref: flatNumber, maxLength: 50 })}
          {textField('buildingName', 'Building name', { maxLength: 100 })}
          {textField('address2', 'Area, road (recommended)', { maxLength: 200 })}
          <FieldRow>
            {SHORT_FIELDS.map(({ field, label, ...attributes }) => (
              <Fragment key={field}>{textField(field, label, attributes)}</Fragment>
            ))}
          </FieldRow>

          <Button type="submit" disabled={form.saving} aria-busy={form.saving}>
            {form.saving && <Spinner aria-hidden="true" />}
            save address
          </Button>
        </FormBody>
      </Sheet>
    </PanelBackdrop>
  );
}
