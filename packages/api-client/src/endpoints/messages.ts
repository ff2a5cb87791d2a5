import * as C from '@tutoring/contract';
import { resource, get, type Opts } from './singleton';

/** API-66 messages. */
export const messages = {
  ...resource('messages'),
  messageTypes: async (options?: Opts) =>
    (await get('messages/message_types', C.MessageTypesReplySchema, undefined, options)).messageTypes,
};
