import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { courseTemplatePolicies } from './policy';
import {
  COURSE_TEMPLATE_ORDER_KEYS,
  type CourseTemplate,
  deleteCourseTemplate,
  findCourseTemplate,
  insertCourseTemplate,
  listCourseTemplates,
  updateCourseTemplate,
} from './queries';
import { COURSE_TEMPLATE_FIELDS, type CourseTemplateInput } from './rules';

/** Course templates (SES-44): the generic `course_templates/{id}` the course lists read. */
export const courseTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('courseTemplate', COURSE_TEMPLATE_FIELDS, body) as CourseTemplateInput;
  registerCrud<CourseTemplate, CourseTemplateInput>(app, {
    path: 'course_templates',
    what: 'Course template',
    contract: resources.course_templates,
    policies: courseTemplatePolicies,
    filters: [],
    orderKeys: COURSE_TEMPLATE_ORDER_KEYS,
    list: (q, paging) => listCourseTemplates(kdb, q, paging),
    find: (id) => findCourseTemplate(kdb, id),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertCourseTemplate(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateCourseTemplate(kdb, id, data),
    destroy: (existing) => deleteCourseTemplate(kdb, existing.id),
    versionTable: 'course_templates',
  });
};
