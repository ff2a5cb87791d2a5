/** The student's prizes (gems, trade, shipments). */
export const PRIZE_CONFIRM_TITLE = 'Nice choice!';
export const PRIZE_PURCHASED = 'Purchased!';
export const PRIZE_CANNOT_AFFORD = 'You cannot afford that prize yet.';
export const PROCESSING_SHIPMENT = 'Processing shipment';
export const prizeSent = (date: string): string => `Sent ${date}`; // OP-31h
export const prizeEstimatedDelivery = (date: string): string => `Estimated delivery ${date}`; // OP-31h
