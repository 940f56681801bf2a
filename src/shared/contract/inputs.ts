// Closed request-side shapes used by more than one call. What the server computes
// (serviceAreaInfo, prices, ids, owners, deleted) is never part of an input.
import { Type, type Static } from '@sinclair/typebox';
import {
  LatLng,
  ReceiversDetails,
  ServiceAreaInfo,
  addressTypedFields,
  locationV2Fields,
} from './entities';
import { Id, Nullable, Strict, Text } from './primitives';

const { Optional } = Type;

export const LatLngInput = Strict(LatLng.properties);

export const LocationV2Input = Strict(locationV2Fields);

/** Sent back by the SPA as it stored it; the server re-checks serviceability itself. */
export const ServiceAreaInfoInput = Strict(ServiceAreaInfo.properties);

/** The `lastSelectedLocation` the SPA keeps in local storage. */
export const SelectedLocationInput = Strict({
  _id: Nullable(Id),
  address1: Text(200),
  serviceAreaInfo: Optional(ServiceAreaInfoInput),
  locationv2: LocationV2Input,
});

export const ReceiversDetailsInput = Strict(ReceiversDetails.properties);

/** The address form's fields (SPEC 5), without the map location. */
export const addressFormFields = {
  ...addressTypedFields,
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
