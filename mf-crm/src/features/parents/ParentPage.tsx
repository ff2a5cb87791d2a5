import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ActionRow, Button, toast, Facts } from '@tutoring/design-system';
import { formatDate } from '@tutoring/domain';
import { useCurrentUser, useRouteTitle, useIsAdmin } from '@tutoring/platform';
import type { Parent } from '@tutoring/contract';
import { useOwnerNames, useTimeZoneLabel } from '../../shared/api/reference';
import { ActivityPanel } from '../../shared/components/ActivityPanel';
import { ChangePasswordModal } from '../../shared/components/ChangePasswordModal';
import { MergeFlow, RecordNotShown, useMergeableRecord } from '../../shared/components/MergeFlow';
import { MessageComposeModal } from '../../shared/components/MessageComposeModal';
import { NotesModal } from '../../shared/components/NotesModal';
import { ReassignModal } from '../../shared/components/ReassignModal';
import { ParentFormModal } from './components/ParentFormModal';
import { CRM_VIEW_URL_PREFIX, ParentCrmViewModal } from './components/ParentCrmViewModal';
import { useOpenFromUrl } from '../../shared/lib/dialogHistory';
import { StudentFormModal } from '../students/components/StudentFormModal';
import { parentName } from './components/parentName';
import {
  parentQueries,
  searchParents,
  useMergeParents,
  useReassignParents,
  useSetParentActive,
  useUnlockParentLogin,
} from './api/parents';

/** Toast after an unlock (not in the spec). */
export const LOGIN_UNLOCKED = 'Login unlocked';

type Dialog = 'edit' | 'reassign' | 'password' | 'crm' | 'merge' | 'note' | 'message' | 'student' | null;

/**
 * Parent detail screen (`admin.parent`, `/parents/:id`, CRM-04): the record with its students, and the actions edit
 * (CRM-05..CRM-10), activate/deactivate (CRM-11), reassign (CRM-12), CRM view (CRM-14), merge (CRM-15, CRM-16),
 * password change and unlock (CRM-17), notes (CRM-31), messages (CRM-29) and its read-only contact records (CRM-30).
 */
export function ParentPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: loaded, isLoading, error, refetch } = useQuery(parentQueries.detail(id));
  const setActive = useSetParentActive();
  const unlockLogin = useUnlockParentLogin();
  const reassign = useReassignParents();
  const merge = useMergeParents();
  const owners = useOwnerNames();
  const me = useCurrentUser();
  // The server lets a user change their own password or an admin anyone's (403 otherwise).
  const isAdmin = useIsAdmin();
  const [dialog, setDialog] = useState<Dialog>(null);
  // An address holding the CRM view's list state (a reload while it was open, Back from a page one of its links led
  // to, Forward after closing it) shows the CRM view again, as it was.
  useOpenFromUrl(CRM_VIEW_URL_PREFIX, () => setDialog((shown) => shown ?? 'crm'));
  const timeZoneLabel = useTimeZoneLabel(loaded?.timeZone ?? loaded?.timezone);
  const { missing, shown, heading } = useMergeableRecord(id, { data: loaded, error });
  useRouteTitle(shown ? [parentName(shown), 'Parents'] : ['Parent', 'Parents']);
  const close = () => setDialog(null);
  // Merging away the parent on screen makes it missing: the flow stays open until merge-complete is closed.
  const mergeFlow =
    dialog === 'merge' ? (
      <MergeFlow<Parent>
        noun="parent"
        record={{ id, name: loaded ? parentName(loaded) : 'Parent' }}
        search={searchParents}
        merge={merge.mutateAsync}
        pathOf={(currentId) => `/parents/${currentId}`}
        onClose={close}
      />
    ) : null;

  if (!shown)
    return (
      <>
        <RecordNotShown
          noun="parent"
          loading={isLoading}
          missing={missing}
          onRetry={() => void refetch()}
          back={{ to: '/parents', label: 'Back to parents' }}
        />
        {mergeFlow}
      </>
    );
  const parent = shown;

  const ownerName = parent.employeeId
    ? (owners?.get(parent.employeeId) ?? `Employee #${parent.employeeId}`)
    : 'Unassigned';
  // A failure toasts through the mutations' error policy (API-09).
  const busy = setActive.isPending || unlockLogin.isPending;
  const unlock = () => {
    if (!parent.userId) return;
    unlockLogin.mutate(parent, { onSuccess: () => toast.success(LOGIN_UNLOCKED) });
  };
  const regarding = { regardingType: 'Parent', regardingId: parent.id };
  const name = parentName(parent);

  return (
    <>
      <section aria-labelledby="parent-heading">
        <p>
          <Link to="/parents">Parents</Link>
        </p>
        <h1 id="parent-heading" ref={heading} tabIndex={-1}>
          {name}
        </h1>
        <ActionRow role="toolbar" aria-label="Parent actions">
          <Button onClick={() => setDialog('edit')}>Edit</Button>
          {parent.active === false ? (
            <Button disabled={busy} onClick={() => setActive.mutate({ id: parent.id, active: true })}>
              Activate
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => setActive.mutate({ id: parent.id, active: false })}>
              Deactivate
            </Button>
          )}
          <Button onClick={() => setDialog('reassign')}>Reassign</Button>
          <Button onClick={() => setDialog('crm')}>CRM view</Button>
          <Button onClick={() => setDialog('merge')}>Merge</Button>
          {parent.userId && isAdmin ? <Button onClick={() => setDialog('password')}>Change password</Button> : null}
          {parent.lockedAt && parent.userId ? (
            <Button disabled={busy} onClick={unlock}>
              Unlock login
            </Button>
          ) : null}
          <Button onClick={() => setDialog('note')}>Add note</Button>
          <Button onClick={() => setDialog('message')}>New message</Button>
        </ActionRow>
        <Facts>
          <dt>Email</dt>
          <dd>{parent.email}</dd>
          <dt>Status</dt>
          <dd>{parent.status ?? '—'}</dd>
          <dt>Category</dt>
          <dd>{parent.customer ? 'Customer' : parent.active === false ? 'Inactive lead' : 'Lead'}</dd>
          <dt>Active</dt>
          <dd>{parent.active === false ? 'No' : 'Yes'}</dd>
          <dt>Owner</dt>
          <dd>{ownerName}</dd>
          <dt>Time zone</dt>
          <dd>{timeZoneLabel}</dd>
          <dt>Address</dt>
          <dd>
            {parent.address?.formatted ??
              ([
                parent.address?.street1,
                parent.address?.city,
                parent.address?.state,
                parent.address?.zip,
                parent.address?.country,
              ]
                .filter(Boolean)
                .join(', ') ||
                '—')}
          </dd>
          <dt>Login</dt>
          <dd>{parent.lockedAt ? `Locked since ${formatDate(parent.lockedAt, me?.timeZone)}` : 'Not locked'}</dd>
        </Facts>
        <h2>Students</h2>
        <Button onClick={() => setDialog('student')}>Add student</Button>
        {parent.students?.length ? (
          <ul>
            {parent.students.map((s) => (
              <li key={s.id}>
                <Link to={`/students/${s.id}`}>{[s.firstName, s.lastName].filter(Boolean).join(' ')}</Link>
                {s.email ? ` (${s.email})` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>No students.</p>
        )}
        <ActivityPanel regarding={regarding} />

        {dialog === 'edit' ? (
          <ParentFormModal
            open
            kind={parent.customer ? 'parent' : 'lead'}
            parent={parent}
            onClose={close}
            onSaved={close}
          />
        ) : null}
        {dialog === 'reassign' ? (
          <ReassignModal<Parent>
            open
            title={`Reassign ${name}`}
            currentEmployeeId={parent.employeeId}
            reassign={async (employeeId) => (await reassign.mutateAsync({ ids: [parent.id], employeeId }))[0]!}
            onSaved={close}
            onClose={close}
          />
        ) : null}
        {dialog === 'password' && parent.userId && isAdmin ? (
          <ChangePasswordModal open userId={parent.userId} name={name} onClose={close} />
        ) : null}
        {dialog === 'crm' ? <ParentCrmViewModal open parent={parent} ownerName={ownerName} onClose={close} /> : null}
        {dialog === 'student' ? (
          <StudentFormModal
            parentId={parent.id}
            onClose={close}
            onSaved={(created) => {
              close();
              navigate(`/students/${created.id}`);
            }}
          />
        ) : null}
        {dialog === 'note' ? <NotesModal open regarding={regarding} onClose={close} /> : null}
        {dialog === 'message' ? (
          <MessageComposeModal
            open
            regarding={regarding}
            recipients={{
              parents: [{ id: parent.id, name }],
              students: (parent.students ?? []).map((s) => ({
                id: s.id,
                name: [s.firstName, s.lastName].filter(Boolean).join(' '),
              })),
            }}
            onClose={close}
          />
        ) : null}
      </section>
      {mergeFlow}
    </>
  );
}
