import type { SelectedLocation, SelectedLocationInput } from '../../../shared/contract';

/**
 * The stored selected location as the calls take it back (checkotp, register, session start):
 * only the fields the closed input schema lists, so nothing the server added is refused.
 */
export function toSelectedLocationInput(location: SelectedLocation): SelectedLocationInput {
  const { serviceAreaInfo, locationv2 } = location;
  return {
    _id: location._id,
    address1: location.address1,
    serviceAreaInfo: {
      hubId: serviceAreaInfo.hubId,
      isServiceable: serviceAreaInfo.isServiceable,
      isInAnyHub: serviceAreaInfo.isInAnyHub,
    },
    locationv2: {
      lat: locationv2.lat,
      lng: locationv2.lng,
      addressLine1: locationv2.addressLine1,
      ...(locationv2.addressLine2 === undefined ? {} : { addressLine2: locationv2.addressLine2 }),
      city: locationv2.city,
      state: locationv2.state,
      ...(locationv2.pincode === undefined ? {} : { pincode: locationv2.pincode }),
    },
  };
}
