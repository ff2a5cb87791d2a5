import type { StudentPrize } from '@tutoring/contract';
import { formatDate } from '@tutoring/domain';
import { PROCESSING_SHIPMENT, prizeEstimatedDelivery, prizeSent } from '@tutoring/domain/areas';

/**
 * STU-19, OP-31h: "Sent MM/DD/YYYY" when shipment.sentAt is set; otherwise "Estimated delivery MM/DD/YYYY" when
 * estimatedDeliveryDate is set; otherwise "Processing shipment".
 */
export function shipmentText(shipment: StudentPrize['shipment'], timeZone?: string | null): string {
  if (shipment?.sentAt) return prizeSent(formatDate(shipment.sentAt, timeZone));
  if (shipment?.estimatedDeliveryDate) return prizeEstimatedDelivery(formatDate(shipment.estimatedDeliveryDate));
  return PROCESSING_SHIPMENT;
}
