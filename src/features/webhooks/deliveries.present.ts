import type { DeliveryRecord } from '../../generated/schema-types.js';
import { redactUrl } from './url-policy.js';

/** A delivery as the admin journal shows it: the URL without its credentials (they stay in the record, to be sent). */
export function presentDelivery(delivery: DeliveryRecord): DeliveryRecord {
  return { ...delivery, url: redactUrl(delivery.url) };
}
