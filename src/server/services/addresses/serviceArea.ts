import type { LatLng, ServiceAreaInfo } from '../../../shared/contract';
import type { Db } from '../../db/client';
import { directoryOf } from '../catalogue/directory';

/** An address's serviceAreaInfo from the catalogue's hub areas: the serving hub first. */
export async function serviceAreaAt(db: Db, point: LatLng): Promise<ServiceAreaInfo> {
  const check = (await directoryOf(db)).serviceCheck(point.lat, point.lng);
  return {
    hubId: check.hubs[0]?.hubId ?? null,
    isServiceable: check.isServiceable,
    isInAnyHub: check.isInAnyHub,
  };
}
