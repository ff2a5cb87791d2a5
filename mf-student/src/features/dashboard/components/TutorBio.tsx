import { Modal } from '@tutoring/design-system';
import { ExposedComponent } from '@tutoring/platform';
import { Line } from '../../../shared/components/layout';
import { TUTOR_DETAILS_UNAVAILABLE } from '../../../app/texts';

/** Props of {@link TutorBio}. */
export interface TutorBioProps {
  tutorId: number;
  /** Tutor's name, for the fallback's heading. */
  tutorName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * STF-03: the tutor bio modal that mf-staffing exposes (`mf_staffing/TutorBioModal`), loaded through Module
 * Federation only when opened. If mf-staffing is down, a small modal says the tutor details are unavailable.
 */
export function TutorBio({ tutorId, tutorName, open, onClose }: TutorBioProps) {
  if (!open) return null;
  return (
    <ExposedComponent
      id="mf_staffing/TutorBioModal"
      exportName="TutorBioModal"
      label="Tutor details"
      props={{ tutorId, open, onClose }}
      failure={
        <Modal open title={tutorName} onClose={onClose} cancelLabel="Close">
          <Line role="alert">{TUTOR_DETAILS_UNAVAILABLE}</Line>
        </Modal>
      }
    />
  );
}
