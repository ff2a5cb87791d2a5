import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, createTestServer } from '../../test/server';
import { formCases } from '@tutoring/build-config/test-kit';
import { jsonBody, renderScreen } from '../../test/render';
import { TranscriptPage } from './TranscriptPage';
import { TranscriptAdjustmentModal } from './components/TranscriptAdjustmentModal';
import { TutoringReupModal } from './components/TutoringReupModal';
import { TutorPackagesPage } from './TutorPackagesPage';

const server = createTestServer();
const TRANSCRIPT = {
  id: 8,
  studentId: 5,
  student: { id: 5, name: 'Sam Student' },
  tierId: 1,
  brandId: 2,
  subjectId: 3,
  additionalSubjectId: null,
  tier: { id: 1, name: 'Gold' },
  brand: { id: 2, name: 'Test Prep' },
  subject: { id: 3, name: 'Algebra' },
};

beforeEach(() => {
  server.use(
    http.get(`${API}/tutor_package_transcripts/8`, () =>
      HttpResponse.json({ tutorPackageTranscript: TRANSCRIPT }, { headers: { ETag: '"tpt-8-v1"' } }),
    ),
    http.get(`${API}/tiers`, () =>
      HttpResponse.json({
        tiers: [
          { id: 1, name: 'Gold' },
          { id: 4, name: 'Platinum' },
        ],
      }),
    ),
    http.get(`${API}/brands`, () =>
      HttpResponse.json({
        brands: [{ id: 2, name: 'Test Prep' }],
        meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 100 },
      }),
    ),
    http.get(`${API}/subjects`, () =>
      HttpResponse.json({
        subjects: [
          { id: 3, name: 'Algebra' },
          { id: 6, name: 'Geometry' },
        ],
      }),
    ),
  );
});

describe('tutoring re-up (PAY-33)', () => {
  it('PAY-33/OP-23: the lg modal loads the transcript and posts reup with includeMembership true by default', async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown;
    server.use(
      http.post(`${API}/tutor_package_transcripts/reup`, async ({ request }) => {
        body = await jsonBody(request);
        return HttpResponse.json({ tutorPackageTranscript: { ...TRANSCRIPT, id: 9 } }, { status: 201 });
      }),
    );
    const onReup = jest.fn();
    renderScreen(<TutoringReupModal transcriptId={8} open onClose={() => undefined} onReup={onReup} />);
    expect(await screen.findByText('Student: Sam Student')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Tutoring re-up' });
    expect(within(dialog).getByRole('checkbox', { name: 'Include membership' })).toBeChecked();
    const additional = within(dialog).getByRole('combobox', { name: 'Additional subject' });
    await waitFor(() => expect(within(additional).getByRole('option', { name: 'Geometry' })).toBeInTheDocument());
    await user.selectOptions(additional, 'Geometry');
    await user.click(within(dialog).getByRole('button', { name: 'Re-up' }));
    await waitFor(() => expect(onReup).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(body).toEqual({
      tutorPackageTranscript: {
        id: 8,
        studentId: 5,
        tierId: 1,
        brandId: 2,
        subjectId: 3,
        additionalSubjectId: 6,
        includeMembership: true,
      },
    });
  });

  it('PAY-34: the transcript adjustment modal saves the package fields on the transcript', async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown;
    server.use(
      http.put(`${API}/tutor_package_transcripts/8`, async ({ request }) => {
        body = await jsonBody(request);
        return HttpResponse.json({ tutorPackageTranscript: { ...TRANSCRIPT, tierId: 4 } });
      }),
    );
    renderScreen(<TranscriptPage />, {
      route: '/payments/tutor_package_transcripts/8',
      path: '/payments/tutor_package_transcripts/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Adjust' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust transcript' });
    const tier = within(dialog).getByRole('combobox', { name: 'Tier' });
    await waitFor(() => expect(within(tier).getByRole('option', { name: 'Platinum' })).toBeInTheDocument());
    await user.selectOptions(tier, 'Platinum');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include membership' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(body).toEqual({
        tutorPackageTranscript: {
          tierId: 4,
          brandId: 2,
          subjectId: 3,
          additionalSubjectId: null,
          includeMembership: false,
        },
      }),
    );
  });
});

/** Renders a transcript modal and waits for its form (the loading dialog before it has the same name). */
async function transcriptForm(ui: ReactElement) {
  const rendered = renderScreen(ui);
  await screen.findByRole('combobox', { name: 'Tier' });
  return rendered;
}

describe('tutor package transcript page', () => {
  it.each(['abc', '0'])(
    'an address whose id cannot be a transcript (%s) says it does not exist, without asking the server',
    async (id) => {
      renderScreen(<TranscriptPage />, {
        route: `/payments/tutor_package_transcripts/${id}`,
        path: '/payments/tutor_package_transcripts/:id',
      });
      expect(await screen.findByText('This transcript does not exist.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Tutor package transcript' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  );
});

describe('TranscriptAdjustmentModal cases (issue 23.2)', () => {
  const loaded = { Tier: '1', Subject: '3' };
  formCases({
    server,
    resource: 'tutor_package_transcripts',
    dialog: 'Adjust transcript',
    render: (props) => transcriptForm(<TranscriptAdjustmentModal transcriptId={8} open {...props} />),
    emptyOptional: {
      title: 'PAY-34: the adjustment saves with every optional field emptied (sent as null, membership off)',
      id: 8,
      loaded,
      fill: {
        Tier: { select: '' },
        Brand: { select: '' },
        Subject: { select: '' },
        'Additional subject': { select: '' },
        'Include membership': { click: true },
      },
      sent: { tierId: null, brandId: null, subjectId: null, additionalSubjectId: null, includeMembership: false },
    },
    serverInvalid: {
      title: "PAY-34: the server's 422 naming the tier shows on the Tier field and keeps the values",
      id: 8,
      loaded,
      fill: { Subject: { select: '6' } },
      message: 'Tier is not available',
      field: 'Tier',
    },
    stale: {
      title: 'PAY-34, issue 20.6: a save someone made since the modal opened answers 409; one banner, the values stay',
      record: TRANSCRIPT,
      etag: '"tpt-8-v1"',
      loaded,
      fill: { Tier: { select: '4' } },
    },
    dismiss: {
      title:
        'PAY-34, DS-02: Cancel and Escape close the form silently, after "Discard your changes?" once it has changes',
      loaded,
      fill: { Tier: { select: '4' } },
    },
  });
});

describe('TutoringReupModal cases (issue 23.2)', () => {
  formCases({
    server,
    resource: 'tutor_package_transcripts',
    dialog: 'Tutoring re-up',
    submitLabel: 'Re-up',
    render: ({ onSaved, onClose }) =>
      transcriptForm(<TutoringReupModal transcriptId={8} open onClose={onClose} onReup={onSaved} />),
    emptyOptional: {
      title: 'PAY-33, issue 23: a re-up with every optional field emptied posts tutor_package_transcripts/reup',
      action: 'tutor_package_transcripts/reup',
      reply: { tutorPackageTranscript: { ...TRANSCRIPT, id: 10 } },
      loaded: { Tier: '1' },
      fill: {
        Tier: { select: '' },
        Brand: { select: '' },
        Subject: { select: '' },
        'Additional subject': { select: '' },
      },
      sent: {
        tutorPackageTranscript: {
          id: 8,
          studentId: 5,
          tierId: null,
          brandId: null,
          subjectId: null,
          additionalSubjectId: null,
          includeMembership: true,
        },
      },
      refs: {
        'tutorPackageTranscript.id': 'tutor_package_transcripts',
        'tutorPackageTranscript.studentId': 'tutor_package_transcripts.studentId',
      },
    },
    serverInvalid: {
      title: "PAY-33, issue 23: the server's 422 naming the brand lands on Brand and keeps the values",
      action: 'tutor_package_transcripts/reup',
      loaded: { Tier: '1' },
      fill: { Brand: { select: '' } },
      message: 'Brand must exist',
      field: 'Brand',
    },
    dismiss: {
      title:
        'PAY-33, DS-02: Cancel and Escape close the re-up silently, after "Discard your changes?" once it has changes',
      loaded: { Tier: '1' },
      fill: { Tier: { select: '4' } },
    },
  });
});

describe('tutor packages page (PAY-35)', () => {
  it('PAY-35: lists packages, opens one through tutor_packages/{id}, and lists transcripts with links', async () => {
    const user = userEvent.setup({ delay: null });
    const meta = (n: number) => ({ totalCount: n, totalPages: 1, pageNumber: 1, pageSize: 25 });
    server.use(
      http.get(`${API}/tutor_packages`, () =>
        HttpResponse.json({ tutorPackages: [{ id: 3, name: '20 hours', tierId: 1, brandId: 2 }], meta: meta(1) }),
      ),
      http.get(`${API}/tutor_packages/3`, () =>
        HttpResponse.json({ tutorPackage: { id: 3, name: '20 hours', hours: 20, tierId: 1, brandId: 2 } }),
      ),
      http.get(`${API}/tutor_package_transcripts`, () =>
        HttpResponse.json({ tutorPackageTranscripts: [TRANSCRIPT], meta: meta(1) }),
      ),
    );
    renderScreen(<TutorPackagesPage />, { route: '/payments/tutor_packages', path: '/payments/tutor_packages' });
    expect(await screen.findByRole('link', { name: '#8' })).toHaveAttribute(
      'href',
      '/payments/tutor_package_transcripts/8',
    );
    await user.click(await screen.findByRole('button', { name: 'View 20 hours' }));
    const dialog = await screen.findByRole('dialog', { name: '20 hours' });
    expect(await within(dialog).findByText('20')).toBeInTheDocument();
  });
});
