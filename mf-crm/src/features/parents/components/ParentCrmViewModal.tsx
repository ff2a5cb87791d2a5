import { Link } from 'react-router-dom';
import { Modal, Facts } from '@tutoring/design-system';
import type { Parent } from '@tutoring/contract';
import { ContactHistoryList } from '../../../shared/components/ContactHistoryList';
import { parentName } from './parentName';

/**
 * Parent CRM view (xl, CRM-14, OP-11, OP-23): the parent record, its students, its owner and its contact
 * histories (CRM-27).
 */
export function ParentCrmViewModal({
  open,
  parent,
  ownerName,
  onClose,
}: {
  open: boolean;
  parent: Parent;
  ownerName: string;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={`CRM view: ${parentName(parent)}`} size="xl" onClose={onClose} cancelLabel="Close">
      <Facts>
        <dt>Email</dt>
        <dd>{parent.email}</dd>
        <dt>Status</dt>
        <dd>{parent.status ?? '—'}</dd>
        <dt>Owner</dt>
        <dd>{ownerName}</dd>
        <dt>Students</dt>
        <dd>
          {parent.students?.length ? (
            <ul>
              {parent.students.map((s) => (
                <li key={s.id}>
                  <Link to={`/students/${s.id}`}>{[s.firstName, s.lastName].filter(Boolean).join(' ')}</Link>
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </dd>
      </Facts>
      <ContactHistoryList source={{ regardingType: 'Parent', regardingId: parent.id }} />
    </Modal>
  );
}
