import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TutorPackage, TutorPackageTranscript } from '@tutoring/contract';
import { Button, EmptyState, Modal, Table, Facts } from '@tutoring/design-system';
import { ListLink, ListTable, useCurrentUser, useListQuery } from '@tutoring/platform';
import { Section } from '../../shared/components/Layout';
import { dateOrDash } from '../../shared/lib/format';
import { tutorPackageQueries, tutorPackageTranscriptQueries } from './api/tutor-packages';

/** PAY-35: one tutor package read through the generic `tutor_packages/{id}` (fields OP-12). */
function TutorPackageModal({ id, onClose }: { id: number; onClose: () => void }) {
  const pkg = useQuery(tutorPackageQueries.detail(id));
  const p = pkg.data as
    | (TutorPackage & { hours?: number | null; tier?: { name?: string } | null; brand?: { name?: string } | null })
    | undefined;
  return (
    <Modal open onClose={onClose} size="md" title={p?.name ?? `Tutor package #${id}`} cancelLabel="Close">
      {p ? (
        <Facts aria-label="Tutor package">
          <dt>Name</dt>
          <dd>{p.name ?? '—'}</dd>
          <dt>Hours</dt>
          <dd>{p.hours ?? '—'}</dd>
          <dt>Tier</dt>
          <dd>{p.tier?.name ?? '—'}</dd>
          <dt>Brand</dt>
          <dd>{p.brand?.name ?? '—'}</dd>
        </Facts>
      ) : (
        <p>Loading…</p>
      )}
    </Modal>
  );
}

/** `/payments/tutor_packages`: tutor packages (PAY-35) and tutor package transcripts (PAY-33, PAY-34). */
export function TutorPackagesPage() {
  const [open, setOpen] = useState<number | null>(null);
  const packages = useListQuery<TutorPackage>({ routeName: 'tutor_packages', resource: 'tutor_packages' });
  const transcripts = useQuery(tutorPackageTranscriptQueries.list());
  const timeZone = useCurrentUser()?.timeZone;
  return (
    <section aria-labelledby="tutor-packages-heading">
      <h1 id="tutor-packages-heading">Tutor packages</h1>
      <Section aria-labelledby="packages-heading">
        <h2 id="packages-heading">Packages</h2>
        <ListTable<TutorPackage>
          list={packages}
          caption="Tutor packages"
          hideCaption
          getRowId={(p) => String(p.id)}
          empty={<EmptyState title="No tutor packages" />}
          columns={[
            { key: 'name', header: 'Package', render: (p) => p.name ?? `#${p.id}` },
            {
              key: 'open',
              header: 'Details',
              render: (p) => (
                <Button size="sm" onClick={() => setOpen(p.id)} aria-label={`View ${p.name ?? `package #${p.id}`}`}>
                  View
                </Button>
              ),
            },
          ]}
        />
      </Section>
      <Section aria-labelledby="transcripts-heading">
        <h2 id="transcripts-heading">Transcripts</h2>
        <Table<TutorPackageTranscript>
          caption="Tutor package transcripts"
          hideCaption
          loading={transcripts.isLoading}
          rows={(transcripts.data?.results ?? []) as TutorPackageTranscript[]}
          getRowId={(t) => String(t.id)}
          empty={<EmptyState title="No transcripts" />}
          columns={[
            {
              key: 'id',
              header: 'Transcript',
              render: (t) => <ListLink to={`/payments/tutor_package_transcripts/${t.id}`}>{`#${t.id}`}</ListLink>,
            },
            {
              key: 'student',
              header: 'Student',
              render: (t) => t.student?.name ?? (t.studentId ? `#${t.studentId}` : '—'),
            },
            { key: 'tier', header: 'Tier', render: (t) => t.tier?.name ?? '—' },
            { key: 'subject', header: 'Subject', render: (t) => t.subject?.name ?? '—' },
            { key: 'created', header: 'Created', render: (t) => dateOrDash(t.createdAt, timeZone) },
          ]}
        />
      </Section>
      {open !== null ? <TutorPackageModal id={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
