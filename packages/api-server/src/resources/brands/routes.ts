import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { parseMemberFields } from '../shared/fields';
import { brandPolicies } from './policy';
import { BRAND_ORDER_KEYS, type Brand, deleteBrand, findBrand, insertBrand, listBrands, updateBrand } from './queries';
import { BRAND_FIELDS, BRAND_REQUIRED, type BrandInput } from './rules';

/** Brands (SES-45, SES-46, PAY): pricing rules and the flags courses and sessions act on. */
export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown, creating: boolean) =>
    parseMemberFields('brand', BRAND_FIELDS, BRAND_REQUIRED, body, creating) as BrandInput;
  registerCrud<Brand, BrandInput>(app, {
    path: 'brands',
    what: 'Brand',
    contract: resources.brands,
    policies: brandPolicies,
    filters: [],
    orderKeys: BRAND_ORDER_KEYS,
    list: (q, paging) => listBrands(kdb, q, paging),
    find: (id) => findBrand(kdb, id),
    parseCreate: async (body) => parse(body, true),
    insert: (data) => insertBrand(kdb, data),
    parseUpdate: async (body) => parse(body, false),
    update: (id, data) => updateBrand(kdb, id, data),
    destroy: (existing) => deleteBrand(kdb, existing.id),
    versionTable: 'brands',
  });
};
