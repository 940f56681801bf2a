import type { LatLng } from '../../../shared/contract';

/** Approximate location of a visitor's IP address. */
export interface IpInfoLookup {
  locate(ip: string): Promise<LatLng | null>;
}

/** The embedded default: no IP database ships with the app, so it knows no location. */
export const embeddedIpInfo: IpInfoLookup = {
  locate: async () => null,
};
