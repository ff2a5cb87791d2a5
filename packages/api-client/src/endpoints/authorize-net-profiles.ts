import * as C from '@tutoring/contract';
import { resource, send, type Opts } from './singleton';

/** API-69 payment profiles (OP-18 body). */
export const authorizeNetProfiles = {
  ...resource('authorize_net_profiles'),
  /** `POST authorize_net_profiles` `{authorizeNetProfile: {parentId, zip, authorizeNet: {dataDescriptor, dataValue, expirationDate}}}`. */
  save: async (body: C.PaymentProfileBody['authorizeNetProfile'], options?: Opts) =>
    (await send('POST', 'authorize_net_profiles', { authorizeNetProfile: body }, C.PaymentProfileReplySchema, options))
      .authorizeNetProfile,
  /** `PUT authorize_net_profiles/{id}` with the same body. */
  replace: async (id: number, body: C.PaymentProfileBody['authorizeNetProfile'], options?: Opts) =>
    (
      await send(
        'PUT',
        `authorize_net_profiles/${id}`,
        { authorizeNetProfile: body },
        C.PaymentProfileReplySchema,
        options,
      )
    ).authorizeNetProfile,
};
