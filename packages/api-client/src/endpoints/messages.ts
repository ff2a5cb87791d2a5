import * as C from '@tutoring/contract';
import { resource, callGet as get, type CallOptions as Opts } from '@tutoring/api-client';

/** API-66 messages. */
export const messages = {
  ...resource('messages'),
  messageTypes: async (options?: Opts) =>
    (await get('messages/message_types', C.MessageTypesReplySchema, undefined, options)).messageTypes,
};
