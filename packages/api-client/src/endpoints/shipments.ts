import * as C from '@tutoring/contract';
import { request, resource, send, reply, type Opts, type QueryParams, type ListParams } from './singleton';

/** API-55 shipments. */
export const shipments = {
  ...resource('shipments'),
  /** `GET shipments.csv` with the current search params and a CSV Accept type; resolves to the CSV text. */
  exportCsv: (params: ListParams = {}, options?: Opts): Promise<string> =>
    request({
      method: 'GET',
      path: 'shipments.csv',
      searchParams: params as QueryParams,
      accept: 'text/csv',
      responseType: 'text',
      ...options,
    }) as Promise<string>,
  /** API-55: fetches the CSV for the search params and saves it as a file download. */
  downloadCsv: async (params: ListParams = {}, filename = 'shipments.csv', options?: Opts): Promise<void> => {
    const csv = (await request({
      method: 'GET',
      path: 'shipments.csv',
      searchParams: params as QueryParams,
      accept: 'text/csv',
      responseType: 'text',
      ...options,
    })) as string;
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    try {
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
    } finally {
      URL.revokeObjectURL(url);
    }
  },
  /** `PUT shipments/{id}/change_status` `{event}` -> `{shipment}`. */
  changeStatus: async (id: number, event: string, options?: Opts) =>
    (await send('PUT', `shipments/${id}/change_status`, { event }, reply('shipment', C.ShipmentSchema), options))
      .shipment,
};
