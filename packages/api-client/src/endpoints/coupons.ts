import { resource } from './singleton';

/** PAY-22: the coupon codes staff apply to enrollments (`GET coupons`, staff only; read-only). */
const couponsResource = resource('coupons');
export const coupons = { list: couponsResource.list, get: couponsResource.get };
