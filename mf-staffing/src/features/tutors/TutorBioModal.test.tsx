import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get, json, renderWithProviders, requests, server, signIn, setupMswServer } from '../../test/support';
import { TutorBioModal } from './components/TutorBioModal';

setupMswServer();

const tutor = {
  id: 7,
  firstName: 'Tina',
  lastName: 'Tutor',
  fullName: 'Tina Tutor',
  avatarUrl: '/small.png',
  avatarLargeUrl: '/large.png',
  starRating: 4.6,
  tier: { id: 1, name: 'Gold', billingRate: 65 },
  subjects: [
    { name: 'Geometry', categoryName: 'Math' },
    { name: 'Essay', categoryName: 'English' },
    { name: 'Algebra', categoryName: 'Math' },
  ],
  stories: [{ title: 'From C to A', body: 'A student raised a grade.' }],
  personalProfile: {
    educations: ['UCLA'],
    degrees: [{ degree: 'BA', field: 'Mathematics' }],
    approach: 'Patient.',
    background: 'Ten years.',
  },
};

describe('TutorBioModal', () => {
  beforeEach(() => signIn());

  it('STF-03: shows avatar, stars, tier and rate, education, degrees, grouped subjects, approach, background and stories', async () => {
    server.use(get('tutors/7', () => json({ tutor })));
    renderWithProviders(<TutorBioModal tutorId={7} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tina Tutor' });
    expect(within(dialog).getByRole('img', { name: 'Photo of Tina Tutor' })).toHaveAttribute('src', '/large.png');
    expect(within(dialog).getByText(/4\.6/)).toBeInTheDocument();
    expect(within(dialog).getByText('Gold')).toBeInTheDocument();
    expect(within(dialog).getByText(/\$65\.00 per hour/)).toBeInTheDocument();
    expect(within(dialog).getByText('UCLA')).toBeInTheDocument();
    expect(within(dialog).getByText('BA, Mathematics')).toBeInTheDocument();
    const subjects = within(dialog).getByRole('region', { name: 'Subjects' });
    expect(
      within(subjects)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['English: Essay', 'Math: Algebra, Geometry']);
    expect(within(dialog).getByText('Patient.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ten years.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'From C to A' })).toBeInTheDocument();
    expect(requests[0]?.url.searchParams.get('include')).toBe('tier,subjects');
  });

  it('STF-03: falls back to avatarUrl without a large avatar', async () => {
    server.use(get('tutors/7', () => json({ tutor: { ...tutor, avatarLargeUrl: null } })));
    renderWithProviders(<TutorBioModal tutorId={7} open onClose={() => undefined} />);
    expect(await screen.findByRole('img', { name: 'Photo of Tina Tutor' })).toHaveAttribute('src', '/small.png');
  });

  it('a tutor that could not be loaded says so in the dialog, with Retry, which asks again and shows the bio', async () => {
    let down = true;
    server.use(get('tutors/7', () => (down ? json({ errors: ['Database down'] }, 500) : json({ tutor }))));
    renderWithProviders(<TutorBioModal tutorId={7} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tutor' });
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('We could not load this tutor.');
    down = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Tina Tutor' })).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname.endsWith('/tutors/7'))).toHaveLength(2);
  });
});
