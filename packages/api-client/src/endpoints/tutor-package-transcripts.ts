import * as C from '@tutoring/contract';
import { resource, send, reply, type Opts } from './singleton';

/** API-32 tutor package transcripts: generic list/get/update (PAY-34 transcript adjustment) plus re-up (PAY-33). */
export const tutorPackageTranscripts = {
  ...resource('tutor_package_transcripts'),
  /** `POST tutor_package_transcripts/reup` `{tutorPackageTranscript}`. */
  reup: async (tutorPackageTranscript: Partial<C.TutorPackageTranscript>, options?: Opts) =>
    (
      await send(
        'POST',
        'tutor_package_transcripts/reup',
        { tutorPackageTranscript },
        reply('tutorPackageTranscript', C.TutorPackageTranscriptSchema),
        options,
      )
    ).tutorPackageTranscript,
};
