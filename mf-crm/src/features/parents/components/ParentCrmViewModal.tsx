import { Link } from 'react-router-dom';
import { Modal, Facts } from '@tutoring/design-system';
import type { Parent } from '@tutoring/contract';
import { CONTACT_HISTORY_ROUTE, ContactHistoryList } from '../../../shared/components/ContactHistoryList';
import { useDialogHistory } from '../../../shared/lib/dialogHistory';
import { parentName } from './parentName';

/** What the CRM view keeps in the URL: its contact history's type tab, page and page size. */
export const CRM_VIEW_URL_PREFIX = `${CONTACT_HISTORY_ROUTE}.`;

/**
 * Parent CRM view (xl, CRM-14, OP-11, OP-23): the parent record, its students, its owner and its contact
 * histories (CRM-27). Its contact history's state is in the URL while it is open; closing it takes the address back
 * to where it was opened (mf-crm README, "CRM view and the URL").
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
  const urlHistory = useDialogHistory(CRM_VIEW_URL_PREFIX);
  const close = () => {
    urlHistory.leave();
    onClose();
  };
  return (
    <Modal open={open} title={`CRM view: ${parentName(parent)}`} size="xl" onClose={close} cancelLabel="Close">
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
      <ContactHistoryList
        source={{ regardingType: 'Parent', regardingId: parent.id }}
        onHistoryPush={urlHistory.willPush}
      />
    </Modal>
  );
}
