import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { HttpError } from '../../util';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { messagePolicies } from './policy';
import {
  MESSAGE_FILTERS,
  MESSAGE_ORDER_KEYS,
  type Message,
  deleteMessage,
  findMessage,
  insertMessage,
  listMessages,
  updateMessage,
} from './queries';
import { MESSAGE_FIELDS, type MessageInput, recipientErrors } from './rules';

/** Messages (SRV-38): what staff send to students, parents and employees. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown, existing: Message | null): MessageInput => {
    const data = memberFields('message', MESSAGE_FIELDS, body) as MessageInput;
    const errors = recipientErrors(data, existing);
    if (errors.length) throw new HttpError(422, errors);
    return data;
  };
  registerCrud<Message, MessageInput>(app, {
    path: 'messages',
    what: 'Message',
    contract: resources.messages,
    policies: messagePolicies,
    filters: Object.keys(MESSAGE_FILTERS),
    orderKeys: MESSAGE_ORDER_KEYS,
    list: (q, paging) => listMessages(kdb, q, paging),
    find: (id) => findMessage(kdb, id),
    parseCreate: async (body) => parse(body, null),
    // The sender is who sends it (the seed's message names its sender; one sent through the API named none).
    insert: (data, ctx) => insertMessage(kdb, data, ctx.user.userId),
    parseUpdate: async (body, existing) => parse(body, existing),
    update: (id, data) => updateMessage(kdb, id, data),
    destroy: (existing) => deleteMessage(kdb, existing.id),
    versionTable: 'messages',
  });
};
