// Closed request-side shapes used by more than one call. What the server computes
// (serviceAreaInfo, prices, ids, owners, deleted) is never part of an input.
import { Type, type Static } from '@sinclair/typebox';
import { ReceiverType } from './entities';
import {
  HubId,
  Id,
  Latitude,
  Longitude,
  Name,
  Nullable,
  Phone,
  PinCode,
  Strict,
  Text,
} from './primitives';

const { Optional } = Type;

export const LatLngInput = Strict({ lat: Latitude, lng: Longitude });

export const LocationV2Input = Strict({
  lat: Latitude,
  lng: Longitude,
  addressLine1: Text(200),
  addressLine2: Optional(Text(200)),
  city: Text(60),
  state: Text(60),
  pincode: Optional(Text(10)),
});

/** Sent back by the SPA as it stored it; the server re-checks serviceability itself. */
export const ServiceAreaInfoInput = Strict({
  hubId: Nullable(HubId),
  isServiceable: Type.Boolean(),
  isInAnyHub: Type.Boolean(),
});

/** The `lastSelectedLocation` the SPA keeps in local storage. */
export const SelectedLocationInput = Strict({
  _id: Nullable(Id),
  address1: Text(200),
  serviceAreaInfo: Optional(ServiceAreaInfoInput),
  locationv2: LocationV2Input,
});

export const ReceiversDetailsInput = Strict({
  name: Name,
  mobileNumber: Phone,
  type: ReceiverType,
});

/** The address form's fields (SPEC 5), without the map location. */
export const addressFormFields = {
  addressLabel: Text(50, 1),
  ownerName: Name,
  address1: Text(200, 1),
  flatNumber: Optional(Text(50)),
  buildingName: Optional(Text(100)),
  address2: Optional(Text(200)),
  city: Text(60, 1),
  state: Text(60, 1),
  pinCode: PinCode,
  mobile: Type.Array(Phone, { minItems: 1, maxItems: 2 }),
  receiversDetails: Optional(ReceiversDetailsInput),
};

/** A new address: the form fields plus the map location the server derives the hub from. */
export const AddressInput = Strict({ ...addressFormFields, locationv2: LocationV2Input });
/** Some of the form fields (an update never touches _id, user, deleted or serviceAreaInfo). */
export const AddressPatch = Type.Partial(AddressInput, {
  additionalProperties: false,
  minProperties: 1,
});

export type SelectedLocationInput = Static<typeof SelectedLocationInput>;
export type AddressInput = Static<typeof AddressInput>;
export type AddressPatch = Static<typeof AddressPatch>;
