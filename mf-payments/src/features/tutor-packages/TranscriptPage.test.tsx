import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, createTestServer } from '../../test/server';
import { jsonBody, renderScreen } from '../../test/render';
import { TranscriptPage } from './TranscriptPage';
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

  it('PAY-34: a failed adjustment keeps the modal open with the server errors', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.put(`${API}/tutor_package_transcripts/8`, () =>
        HttpResponse.json({ errors: ['Tier is not available'] }, { status: 422 }),
      ),
    );
    renderScreen(<TranscriptPage />, {
      route: '/payments/tutor_package_transcripts/8',
      path: '/payments/tutor_package_transcripts/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Adjust' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust transcript' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const tier = within(dialog).getByRole('combobox', { name: 'Tier' });
    await waitFor(() => expect(tier).toHaveAccessibleDescription('Tier is not available'));
    expect(screen.getByRole('dialog', { name: 'Adjust transcript' })).toBeInTheDocument();
  });

  it('PAY-34, issue 23: the adjustment saves with every optional field emptied and sends the version it was opened on', async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown;
    let ifMatch: string | null = null;
    server.use(
      http.put(`${API}/tutor_package_transcripts/8`, async ({ request }) => {
        body = await jsonBody(request);
        ifMatch = request.headers.get('If-Match');
        return HttpResponse.json({ tutorPackageTranscript: { ...TRANSCRIPT, tierId: null, brandId: null } });
      }),
    );
    renderScreen(<TranscriptPage />, {
      route: '/payments/tutor_package_transcripts/8',
      path: '/payments/tutor_package_transcripts/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Adjust' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust transcript' });
    for (const label of ['Tier', 'Brand', 'Subject', 'Additional subject'])
      await user.selectOptions(within(dialog).getByRole('combobox', { name: label }), '');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include membership' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust transcript' })).not.toBeInTheDocument());
    expect(body).toEqual({
      tutorPackageTranscript: {
        tierId: null,
        brandId: null,
        subjectId: null,
        additionalSubjectId: null,
        includeMembership: false,
      },
    });
    expect(ifMatch).toBe('"tpt-8-v1"');
  });

  it('PAY-34, issue 20: a save someone made since the modal opened answers 409; the modal says so and keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    const stale =
      'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';
    server.use(
      http.put(`${API}/tutor_package_transcripts/8`, () => HttpResponse.json({ errors: [stale] }, { status: 409 })),
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
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(stale)).toBeInTheDocument();
    expect(tier).toHaveValue('4');
  });

  it('PAY-33, issue 23: a re-up with every optional field emptied is sent, and a 422 naming the brand lands on Brand', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/tutor_package_transcripts/reup`, async ({ request }) => {
        bodies.push(await jsonBody(request));
        return bodies.length === 1
          ? HttpResponse.json(
              { errors: ['Brand must exist'], fields: { brandId: ['Brand must exist'] } },
              { status: 422 },
            )
          : HttpResponse.json({ tutorPackageTranscript: { ...TRANSCRIPT, id: 10 } }, { status: 201 });
      }),
    );
    const onReup = jest.fn();
    renderScreen(<TutoringReupModal transcriptId={8} open onClose={() => undefined} onReup={onReup} />);
    await screen.findByText('Student: Sam Student');
    const dialog = screen.getByRole('dialog', { name: 'Tutoring re-up' });
    for (const label of ['Tier', 'Brand', 'Subject', 'Additional subject'])
      await user.selectOptions(within(dialog).getByRole('combobox', { name: label }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Re-up' }));
    const brand = within(dialog).getByRole('combobox', { name: 'Brand' });
    await waitFor(() => expect(brand).toHaveAccessibleDescription('Brand must exist'));
    expect(bodies[0]).toEqual({
      tutorPackageTranscript: {
        id: 8,
        studentId: 5,
        tierId: null,
        brandId: null,
        subjectId: null,
        additionalSubjectId: null,
        includeMembership: true,
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Re-up' }));
    await waitFor(() => expect(onReup).toHaveBeenCalledWith(expect.objectContaining({ id: 10 })));
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
