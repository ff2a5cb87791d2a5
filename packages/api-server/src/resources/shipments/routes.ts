import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangeStatusBodySchema, CsvFileSchema, resources } from '@tutoring/contract';
import { csvDate, csvTime, sendCsv } from '../../csv';
import { HttpError, notFound, parseId, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { listPaging } from '../shared/list';
import { IdParams, errorReplies, listQuery, mediaReply } from '../shared/schemas';
import { shipmentPolicies } from './policy';
import {
  SHIPMENT_FILTERS,
  SHIPMENT_ORDER_KEYS,
  type Shipment,
  deleteShipment,
  findShipment,
  insertShipment,
  listShipments,
  setShipmentStatus,
  updateShipment,
} from './queries';
import { SHIPMENT_FIELDS, type ShipmentInput, shipmentEventTarget, shippedLockErrors } from './rules';

const BASE = '/api/v2/shipments';
const tags = ['shipments'];

/** The columns of `shipments.csv` (SRV-31), in order. */
const CSV_COLUMNS = [
  'id',
  'status',
  'recipient',
  'regarding',
  'tracking',
  'orderHandle',
  'shippingMethod',
  'estimatedDeliveryDate',
  'sentAt',
  'createdAt',
] as const;

/** Shipments (SES-36..SES-41, SRV-31): the CRUD, the status events and the CSV export. */
export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  // DS-13's blank address arrives as null: the body is the contract schema's parsed value.
  const parse = (body: unknown) => memberFields('shipment', SHIPMENT_FIELDS, body) as ShipmentInput;

  app.get(
    `${BASE}.csv`,
    {
      schema: {
        tags,
        querystring: listQuery(Object.keys(SHIPMENT_FILTERS)),
        response: { 200: mediaReply(['text/csv'], CsvFileSchema), ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req, reply) => {
      const q = { ...(req.query as Record<string, unknown>), noPagination: 'true' };
      const { items } = await listShipments(kdb, q, listPaging(q, SHIPMENT_ORDER_KEYS));
      // What the list shows: the student by name, dates as MM/DD/YYYY and times in the reader's time zone.
      const zone = req.auth!.user.timeZone;
      const rows = items.map((s) => ({
        ...s,
        regarding: s.regarding?.name ?? '',
        estimatedDeliveryDate: csvDate(s.estimatedDeliveryDate),
        sentAt: csvTime(s.sentAt, zone),
        createdAt: csvTime(s.createdAt, zone),
      }));
      return sendCsv(reply, 'shipments.csv', CSV_COLUMNS, rows);
    },
  );

  app.put(
    `${BASE}/:id/change_status`,
    {
      schema: {
        tags,
        params: IdParams,
        body: ChangeStatusBodySchema,
        response: { 200: resources.shipments.memberReply, ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req) => {
      const id = parseId(req.params.id, 'Shipment');
      const shipment = await findShipment(kdb, id);
      if (!shipment) throw notFound('Shipment');
      const { event } = req.body;
      const to = shipmentEventTarget(event, shipment.status);
      if (!to) throw unprocessable(`Cannot ${event} a shipment that is ${shipment.status}`);
      await setShipmentStatus(kdb, id, to);
      return { shipment: (await findShipment(kdb, id))! };
    },
  );

  registerCrud<Shipment, ShipmentInput>(app, {
    path: 'shipments',
    what: 'Shipment',
    contract: resources.shipments,
    policies: shipmentPolicies,
    filters: Object.keys(SHIPMENT_FILTERS),
    orderKeys: SHIPMENT_ORDER_KEYS,
    list: (q, paging) => listShipments(kdb, q, paging),
    find: (id) => findShipment(kdb, id),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertShipment(kdb, data),
    parseUpdate: async (body, existing) => {
      const data = parse(body);
      const errors = shippedLockErrors(data, existing);
      if (errors.length) throw new HttpError(422, errors);
      return data;
    },
    update: (id, data) => updateShipment(kdb, id, data),
    destroy: (existing) => deleteShipment(kdb, existing.id),
    versionTable: 'shipments',
  });
};
