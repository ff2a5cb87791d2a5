import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { placePolicies } from './policy';
import { PLACE_ORDER_KEYS, type Place, deletePlace, findPlace, insertPlace, listPlaces, updatePlace } from './queries';
import { PLACE_FIELDS, type PlaceInput } from './rules';

/** Places (sessions in person): where a session meets. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('place', PLACE_FIELDS, body) as PlaceInput;
  registerCrud<Place, PlaceInput>(app, {
    path: 'places',
    what: 'Place',
    contract: resources.places,
    policies: placePolicies,
    filters: [],
    orderKeys: PLACE_ORDER_KEYS,
    list: (q, paging) => listPlaces(kdb, q, paging),
    find: (id) => findPlace(kdb, id),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertPlace(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updatePlace(kdb, id, data),
    destroy: (existing) => deletePlace(kdb, existing.id),
    versionTable: 'places',
  });
};
