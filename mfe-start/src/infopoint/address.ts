import type { InfopointLocation } from '@compliance/shared-contracts/browser';

/** A location's address on one line: street, postal code and city, country; the parts it has. */
export function addressOf(location: Pick<InfopointLocation, 'street' | 'postalCode' | 'city' | 'countryCode'>): string {
  const town = [location.postalCode, location.city].filter(Boolean).join(' ');
  return [location.street, town, location.countryCode].filter(Boolean).join(', ');
}
