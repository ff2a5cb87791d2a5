import { screen } from '@testing-library/react';
import { http } from 'msw';
import { listReply } from '@tutoring/build-config/test-kit';
import { API, createTestServer } from '../../test/server';
import { INSTANTS_ON_ANOTHER_DAY, operationsAdmin, renderScreen } from '../../test/render';
import { TutorPackagesPage } from './TutorPackagesPage';

const server = createTestServer();

describe('tutor packages page', () => {
  it.each(INSTANTS_ON_ANOTHER_DAY)(
    "X-09: a transcript's Created date falls on the signed-in user's day, not the browser's ($timeZone)",
    async ({ timeZone, at, day }) => {
      server.use(
        http.get(`${API}/tutor_packages`, () => listReply('tutorPackages', [{ id: 1, name: 'Ten hours' }])),
        http.get(`${API}/tutor_package_transcripts`, () =>
          listReply('tutorPackageTranscripts', [
            { id: 8, studentId: 5, student: { id: 5, name: 'Sam Student' }, createdAt: at },
          ]),
        ),
      );
      renderScreen(<TutorPackagesPage />, {
        route: '/payments/tutor_packages',
        user: { ...operationsAdmin, timeZone },
      });
      const row = (await screen.findByText('Sam Student')).closest('tr')!;
      expect(row).toHaveTextContent(day);
    },
  );
});
