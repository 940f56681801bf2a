import { useEffect, useId, useRef, type ReactNode } from 'react';
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
} from '../../features/addressForm/addressFormSlice';
import { submitAddressForm } from '../../features/addressForm/addressFormThunks';
import {
  locationPanelOpened,
  selectIsLocationPanelOpen,
} from '../../features/location/locationSlice';
import { Button, TextButton } from '../components/ui/ui.styles';
import { useFocusTrap } from '../components/ui/useFocusTrap';
import {
  Chip,
  Choices,
  Field,
  FieldError,
  FieldGroup,
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

export const LABEL_CHOICES: readonly { value: AddressLabel; text: string }[] = [
  { value: 'home', text: 'Home' },
  { value: 'venue', text: 'Venue' },
  { value: 'work', text: 'Work' },
  { value: 'other', text: 'Other' },
];

function ChoiceChip({
  name,
  checked,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <Chip $on={checked}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      {children}
    </Chip>
  );
}

/**
 * The add/edit address panel of SPEC 2, shown over any page while the addressForm machine is
 * open and the map picker it opens is not. Any screen opens it with openAddAddress().
 */
export default function AddressFormPanel() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectAddressForm);
  const pickingOnMap = useAppSelector(selectIsLocationPanelOpen);
  const titleId = useId();
  const receiverGroup = useId();
  const labelGroup = useId();
  const errorIds = { flatNumber: useId(), buildingName: useId() };
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
  const change = (field: AddressTextField) => (event: { target: { value: string } }) =>
    dispatch(addressFieldChanged({ field, value: event.target.value }));
  const inline = (field: InlineField) => {
    const message = form.errors[field];
    return {
      'aria-invalid': message !== undefined,
      'aria-describedby': message === undefined ? undefined : errorIds[field],
    };
  };
  const inlineError = (field: InlineField) =>
    form.errors[field] !== undefined && (
      <FieldError id={errorIds[field]} role="alert">
        {form.errors[field]}
      </FieldError>
    );
  const location = form.location;

  return (
    <PanelBackdrop
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Sheet
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
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

          <fieldset>
            <legend>Who you are booking for?</legend>
            <Choices>
              <ChoiceChip
                name={receiverGroup}
                checked={form.receiver === 'mySelf'}
                onChoose={() => dispatch(receiverMyselfChosen())}
              >
                Myself
              </ChoiceChip>
              <ChoiceChip
                name={receiverGroup}
                checked={form.receiver === 'someoneElse'}
                onChoose={() => dispatch(receiverSomeoneElseChosen())}
              >
                Someone else
              </ChoiceChip>
            </Choices>
            {form.receiver === 'mySelf' ? (
              <Receiver>
                {form.receiverName}, {form.receiverPhone}
              </Receiver>
            ) : (
              <>
                <Field>
                  Receiver&apos;s name
                  <input
                    value={form.receiverName}
                    onChange={change('receiverName')}
                    autoComplete="off"
                    maxLength={100}
                  />
                </Field>
                <Field>
                  Receiver&apos;s phone number
                  <input
                    type="tel"
                    inputMode="numeric"
                    value={form.receiverPhone}
                    onChange={change('receiverPhone')}
                    autoComplete="off"
                  />
                </Field>
              </>
            )}
          </fieldset>

          <fieldset>
            <legend>Save address as</legend>
            <Choices>
              {LABEL_CHOICES.map((choice) => (
                <ChoiceChip
                  key={choice.value}
                  name={labelGroup}
                  checked={form.label === choice.value}
                  onChoose={() => dispatch(addressLabelChosen({ label: choice.value }))}
                >
                  {choice.text}
                </ChoiceChip>
              ))}
            </Choices>
            {form.label === 'other' && (
              <OtherLabel>
                <Field>
                  Address name
                  <input
                    value={form.customLabel}
                    onChange={change('customLabel')}
                    placeholder="e.g. Friends and family"
                    maxLength={50}
                  />
                </Field>
                <IconButton
                  type="button"
                  aria-label="Close address name"
                  onClick={() => dispatch(customLabelClosed())}
                >
                  <span aria-hidden="true">×</span>
                </IconButton>
              </OtherLabel>
            )}
          </fieldset>

          <FieldGroup>
            <Field>
              Flat no.
              <input
                ref={flatNumber}
                value={form.flatNumber}
                onChange={change('flatNumber')}
                maxLength={50}
                {...inline('flatNumber')}
              />
            </Field>
            {inlineError('flatNumber')}
          </FieldGroup>
          <FieldGroup>
            <Field>
              Building name
              <input
                value={form.buildingName}
                onChange={change('buildingName')}
                maxLength={100}
                {...inline('buildingName')}
              />
            </Field>
            {inlineError('buildingName')}
          </FieldGroup>
          <Field>
            Area, road (recommended)
            <input value={form.address2} onChange={change('address2')} maxLength={200} />
          </Field>
          <FieldRow>
            <Field>
              Pincode
              <input
                inputMode="numeric"
                autoComplete="postal-code"
                value={form.pincode}
                onChange={change('pincode')}
                maxLength={7}
              />
            </Field>
            <Field>
              City
              <input
                autoComplete="address-level2"
                value={form.city}
                onChange={change('city')}
                maxLength={60}
              />
            </Field>
            <Field>
              State
              <input
                autoComplete="address-level1"
                value={form.state}
                onChange={change('state')}
                maxLength={60}
              />
            </Field>
            <Field>
              Contact mobile
              <input
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={form.mobile}
                onChange={change('mobile')}
              />
            </Field>
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
