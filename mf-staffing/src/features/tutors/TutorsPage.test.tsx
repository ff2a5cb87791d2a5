import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { watchRenders } from '@tutoring/build-config/test-kit';
import { get, json, renderWithProviders, requests, server, signIn, setupMswServer } from '../../test/support';
import { mockTutorSearch, mockTinaBio, tutorRows } from '../../test/tutors';
import { TutorsPage } from './TutorsPage';

setupMswServer();

const lastSearch = () => [...requests].reverse().find((r) => r.path.endsWith('/tutors.json'))!.url.searchParams;

describe('TutorsPage', () => {
  beforeEach(() => signIn());

  it('STF-01: lists tutors with page size 25 by default and shows tier, distance and the not-qualified flag', async () => {
    mockTutorSearch();
    renderWithProviders(<TutorsPage />, { at: '/tutors' });
    const table = await screen.findByRole('table', { name: 'Tutors' });
    await within(table).findByText('Tina Tutor');
    expect(lastSearch().get('per')).toBe('25');
    expect(lastSearch().get('include')).toBe('tier');
    expect(within(table).getByText('3.2 mi')).toBeInTheDocument();
    expect(within(table).getByText('Not qualified')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /per page/i })).toHaveValue('25');
  });

  it('STF-02, C-3: text search runs after the 500 ms typing pause and is kept in the URL (X-01)', async () => {
    mockTutorSearch();
    renderWithProviders(<TutorsPage />, { at: '/tutors' });
    await screen.findByText('Tina Tutor');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'tom');
    expect(requests.some((r) => r.url.searchParams.get('query') === 'tom')).toBe(false);
    await waitFor(() => expect(lastSearch().get('query')).toBe('tom'), { timeout: 2000 });
    expect(screen.getByTestId('location')).toHaveTextContent('tutors.query=tom');
    await waitFor(() => expect(screen.queryByText('Tina Tutor')).not.toBeInTheDocument());
  });

  it('issue 26: a key typed in the search box re-renders the page, not the rows', async () => {
    mockTutorSearch();
    renderWithProviders(<TutorsPage />, { at: '/tutors' });
    const table = await screen.findByRole('table', { name: 'Tutors' });
    await within(table).findByText('Tina Tutor');
    const renders = watchRenders(within(table).getAllByRole('row').slice(1));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 't');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('t');
    expect(renders.rendered()).toEqual([]);
  });

  it('STF-02: "Near address" takes the latitude and longitude of a maps provider place for the distance search', async () => {
    mockTutorSearch();
    server.use(
      http.get('http://localhost/local/maps/autocomplete', ({ request }) =>
        json({
          predictions:
            new URL(request.url).searchParams.get('q') === '350 5th'
              ? [{ placeId: 'local-3', description: '350 5th Ave, New York, NY 10118, US' }]
              : [],
        }),
      ),
      http.get('http://localhost/local/maps/places/local-3', () =>
        json({ place: { placeId: 'local-3', street1: '350 5th Ave', latitude: 40.7484, longitude: -73.9857 } }),
      ),
    );
    renderWithProviders(<TutorsPage />, { at: '/tutors' });
    await screen.findByText('Tina Tutor');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Within (miles)' }), '5');
    await userEvent.type(screen.getByRole('combobox', { name: /Near address/ }), '350 5th');
    await userEvent.click(await screen.findByRole('option', { name: '350 5th Ave, New York, NY 10118, US' }));
    await waitFor(() =>
      expect([lastSearch().get('distance'), lastSearch().get('latitude'), lastSearch().get('longitude')]).toEqual([
        '5',
        '40.7484',
        '-73.9857',
      ]),
    );
    expect(screen.getByRole('spinbutton', { name: 'Near latitude' })).toHaveValue(40.7484);
  });

  it('STF-02: filters by tier, distance and availability', async () => {
    mockTutorSearch();
    renderWithProviders(<TutorsPage />, { at: '/tutors' });
    await screen.findByText('Tina Tutor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'Silver');
    await waitFor(() => expect(lastSearch().get('tierId')).toBe('2'));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Within (miles)' }), '10');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Near latitude' }), '34');
    // a typed filter applies when the field is left or on Enter, not per keystroke.
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Near longitude' }), '-118');
    expect(requests.some((r) => r.url.searchParams.get('longitude') === '-1')).toBe(false);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect([lastSearch().get('distance'), lastSearch().get('latitude'), lastSearch().get('longitude')]).toEqual([
        '10',
        '34',
        '-118',
      ]),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Available on' }), '11/23/2026');
    await userEvent.type(screen.getByLabelText('Available from'), '15:00');
    await userEvent.type(screen.getByLabelText('Available until'), '16:00');
    await waitFor(() => expect(lastSearch().get('availableFrom')).toBe('2026-11-23T23:00:00.000Z'));
    expect(lastSearch().get('availableTo')).toBe('2026-11-24T00:00:00.000Z');
  });

  it('STF-02: "Available on" alone (no times) asks the search for the tutors available that day (availableOn)', async () => {
    mockTutorSearch();
    renderWithProviders(<TutorsPage />, { at: '/tutors' });
    await screen.findByText('Tina Tutor');
    await userEvent.type(screen.getByRole('textbox', { name: 'Available on' }), '11/23/2026');
    await waitFor(() => expect(lastSearch().get('availableOn')).toBe('2026-11-23'));
    // The day is the filter: no window of times is made up for it (the server reads the day in the user's zone).
    expect(lastSearch().get('availableFrom')).toBeNull();
    expect(lastSearch().get('availableTo')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('tutors.availableOn=2026-11-23');
  });

  it('STF-02: on a phone, where the filter bar wraps, the time filters say what they filter', async () => {
    mockTutorSearch();
    renderWithProviders(<TutorsPage />, { at: '/tutors' });
    const search = await screen.findByRole('search', { name: 'Tutor search' });
    // "From" and "To" alone, wrapped onto a line of their own at 390 px, named no filter.
    expect(within(search).getByLabelText('Available from')).toHaveAttribute('type', 'time');
    expect(within(search).getByLabelText('Available until')).toHaveAttribute('type', 'time');
  });

  it('X-01: opening a URL with filters restores the list query', async () => {
    mockTutorSearch();
    renderWithProviders(<TutorsPage />, { at: '/tutors?tutors.query=tina&tutors.per=50&tutors.page=1' });
    await screen.findByText('Tina Tutor');
    expect(lastSearch().get('query')).toBe('tina');
    expect(lastSearch().get('per')).toBe('50');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('tina');
  });

  it('STF-03: a tutor name opens the bio modal', async () => {
    mockTutorSearch();
    mockTinaBio();
    renderWithProviders(<TutorsPage />, { at: '/tutors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tina Tutor' }));
    expect(await screen.findByRole('dialog', { name: 'Tina Tutor' })).toBeInTheDocument();
  });

  it('STF-09: ?sessionIds= opens the tutor assignment modal for those sessions', async () => {
    mockTutorSearch();
    server.use(
      get('sessions/potential_tutors', () => json({ tutors: tutorRows })),
      get('tutors/prioritized', () => json({ tutors: tutorRows })),
      get('sessions/:id', ({ url }) =>
        json({
          session: { id: Number(url.pathname.split('/').pop()), startsAt: '2026-11-23T23:00:00Z', assignments: [] },
        }),
      ),
    );
    renderWithProviders(<TutorsPage />, { at: '/tutors?sessionIds=4,5' });
    expect(await screen.findByRole('dialog', { name: 'Tutor Assignment' })).toBeInTheDocument();
    // The modal is lazy: it mounts after the page's own sessions query, and the tests' staleTime 0 lets it refetch.
    await waitFor(() =>
      expect(new Set(requests.filter((r) => /\/sessions\/\d+$/.test(r.path)).map((r) => r.path))).toEqual(
        new Set(['/api/v2/sessions/4', '/api/v2/sessions/5']),
      ),
    );
    // STF-02: the list itself carries the search-result fields for those sessions.
    expect(lastSearch().getAll('sessionIds[]')).toEqual(['4', '5']);
  });

  it('issue 24 gap 7: a tutor searches tutors but is offered no staffing action, even from a shared URL', async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'], type: 'Tutor' });
    mockTutorSearch();
    renderWithProviders(<TutorsPage />, { at: '/tutors?sessionIds=4,5&courseId=3' });
    expect(await screen.findByRole('table', { name: 'Tutors' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tina Tutor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign tutors to sessions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((r) => /\/sessions\/\d+$|\/courses\/3/.test(r.path))).toBe(false);
  });
});
