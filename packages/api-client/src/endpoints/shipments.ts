import * as C from '@tutoring/contract';
import { request, resource, send, reply, type Opts, type QueryParams, type ListParams } from './singleton';

/** How long a download's object URL stays valid after its link was clicked. */
const DOWNLOAD_URL_LIFETIME_MS = 1000;

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
  /**
   * API-55: fetches the CSV for the search params and saves it as a file download as the server sent it, its UTF-8
   * byte order mark included (spreadsheets need it to read accents), through a temporary link whose object URL is
   * released a second after the click, once the browser has started reading it.
   */
  downloadCsv: async (params: ListParams = {}, filename = 'shipments.csv', options?: Opts): Promise<void> => {
    const csv = await shipments.exportCsv(params, options);
    // Reading the reply as text drops the server's byte order mark: the file gets it back.
    const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.appendChild(link);
    try {
      link.click();
    } finally {
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
    }
  },
  /** `PUT shipments/{id}/change_status` `{event}` -> `{shipment}`. */
  changeStatus: async (id: number, event: string, options?: Opts) =>
    (await send('PUT', `shipments/${id}/change_status`, { event }, reply('shipment', C.ShipmentSchema), options))
      .shipment,
};
