import { Type, type Static } from '@sinclair/typebox';
import {
  CitySlug,
  HubId,
  Id,
  Latitude,
  Literals,
  Longitude,
  Name,
  Nullable,
  Phone,
  PinCode,
  Text,
  Url,
} from '../primitives';

const { Optional } = Type;
const List = Type.Array;

export const LatLng = Type.Object({ lat: Latitude, lng: Longitude });

export const ServiceAreaInfo = Type.Object({
  /** The serving hub; null when the place is not serviceable. */
  hubId: Nullable(HubId),
  isServiceable: Type.Boolean(),
  isInAnyHub: Type.Boolean(),
});

/** A map location: the pin and the address geocoding gave it (the entity and the input). */
export const locationV2Fields = {
  lat: Latitude,
  lng: Longitude,
  addressLine1: Text(200),
  addressLine2: Optional(Text(200)),
  city: Text(60),
  state: Text(60),
  /** From geocoding; may be unknown for a dropped pin. */
  pincode: Optional(Text(10)),
};
export const LocationV2 = Type.Object(locationV2Fields);

export const ReceiverType = Literals(['mySelf', 'someoneElse']);
export const ReceiversDetails = Type.Object({
  name: Name,
  mobileNumber: Phone,
  type: ReceiverType,
});

/** What the customer types for an address (SPEC 5), as stored and as the form sends it. */
export const addressTypedFields = {
  /** home, venue, work, friends and family, or free text for Other. */
  addressLabel: Text(50, 1),
  ownerName: Name,
  /** Flat number and building name joined by a comma. */
  address1: Text(200, 1),
  flatNumber: Optional(Text(50)),
  buildingName: Optional(Text(100)),
  /** Apartment, road or area. */
  address2: Optional(Text(200)),
  city: Text(60, 1),
  state: Text(60, 1),
  pinCode: PinCode,
  /** mobile1 and an optional mobile2. */
  mobile: List(Phone, { minItems: 1, maxItems: 2 }),
};

export const Address = Type.Object({
  _id: Id,
  ...addressTypedFields,
  receiversDetails: Optional(ReceiversDetails),
  locationv2: Optional(LocationV2),
  /** Computed by the server from locationv2. */
  serviceAreaInfo: Optional(ServiceAreaInfo),
  deleted: Type.Boolean(),
});
export const ADDRESS_FIELDS = Object.keys(Address.properties);
/** An address read with a projectionString. */
export const AddressProjection = Type.Composite([
  Type.Pick(Address, ['_id']),
  Type.Partial(Type.Omit(Address, ['_id'])),
]);

export const SelectedLocation = Type.Object({
  /** The saved address's id, or null for an unsaved place. */
  _id: Nullable(Id),
  address1: Text(200),
  serviceAreaInfo: ServiceAreaInfo,
  locationv2: LocationV2,
});

export const ServiceableCity = Type.Object({
  label: Text(60),
  imageUrl: Url,
  location: LatLng,
});
/** Serviceable cities keyed by city slug (SPEC 3), in display order. */
export const ServiceableCities = Type.Record(CitySlug, ServiceableCity);

export type LatLng = Static<typeof LatLng>;
export type ServiceAreaInfo = Static<typeof ServiceAreaInfo>;
export type LocationV2 = Static<typeof LocationV2>;
export type ReceiversDetails = Static<typeof ReceiversDetails>;
export type Address = Static<typeof Address>;
export type AddressProjection = Static<typeof AddressProjection>;
export type SelectedLocation = Static<typeof SelectedLocation>;
export type ServiceableCity = Static<typeof ServiceableCity>;
export type ServiceableCities = Static<typeof ServiceableCities>;
