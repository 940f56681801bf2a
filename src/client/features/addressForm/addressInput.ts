import type { AddressInput } from '../../../shared/contract';
import type { AddressFormFields } from './addressFormSlice';
import { toSelectedLocationInput } from '../location/selectedLocationInput';

/** The label sent: the chosen one, or the typed text of Other. */
export const labelOf = (form: Pick<AddressFormFields, 'label' | 'customLabel'>): string =>
  form.label === 'other' ? form.customLabel.trim() : form.label;

/**
 * The form as the address calls take it: flat and building joined into address1, the contact
 * mobile first and the receiver's second when they differ. Null until the map location is set.
 */
export function addressInputFrom(form: AddressFormFields): AddressInput | null {
  if (!form.location) return null;
  const { locationv2 } = toSelectedLocationInput(form.location);
  const flatNumber = form.flatNumber.trim();
  const buildingName = form.buildingName.trim();
  const receiverPhone = form.receiverPhone.trim();
  const mobile = [form.mobile.trim(), receiverPhone].filter(
    (phone, index, all) => phone !== '' && all.indexOf(phone) === index,
  );
  const address2 = form.address2.trim();
  return {
    addressLabel: labelOf(form),
    ownerName: form.owner.name,
    address1: [flatNumber, buildingName].filter(Boolean).join(', '),
    flatNumber,
    buildingName,
    ...(address2 === '' ? {} : { address2 }),
    city: form.city.trim(),
    state: form.state.trim(),
    pinCode: form.pincode.trim(),
    mobile,
    receiversDetails: {
      name: form.receiverName.trim(),
      mobileNumber: receiverPhone,
      type: form.receiver,
    },
    locationv2,
  };
}
