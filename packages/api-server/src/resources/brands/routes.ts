import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { brandPolicies } from './policy';
import { BRAND_ORDER_KEYS, type Brand, deleteBrand, findBrand, insertBrand, listBrands, updateBrand } from './queries';
import { BRAND_FIELDS, type BrandInput } from './rules';

/** Brands (SES-45, SES-46, PAY): pricing rules and the flags courses and sessions act on. */
export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('brand', BRAND_FIELDS, body) as BrandInput;
  registerCrud<Brand, BrandInput>(app, {
    path: 'brands',
    what: 'Brand',
    contract: resources.brands,
    policies: brandPolicies,
    filters: [],
    orderKeys: BRAND_ORDER_KEYS,
    list: (q, paging) => listBrands(kdb, q, paging),
    find: (id) => findBrand(kdb, id),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertBrand(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateBrand(kdb, id, data),
    destroy: (existing) => deleteBrand(kdb, existing.id),
    versionTable: 'brands',
  });
};
