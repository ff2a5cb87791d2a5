// The parents list as the parents page's tests see it: the page test and its dialog-failure test share it.
import { HttpResponse, apiUrl, http } from './server';

/** One parent of the signed-in employee (7), one unassigned, one of another employee. */
export const parentRows = [
  { id: 1, firstName: 'Own', lastName: 'Parent', email: 'own@example.com', status: 'Active', employeeId: 7 },
  { id: 2, firstName: 'Free', lastName: 'Parent', email: 'free@example.com', status: 'Not Ready', employeeId: null },
  { id: 3, firstName: 'Other', lastName: 'Parent', email: 'other@example.com', status: 'Active', employeeId: 99 },
];

/** `GET parents`: {@link parentRows} as the asked page of 120 parents at the asked page size. */
export const parentsList = () =>
  http.get(apiUrl('parents'), ({ request }) => {
    const per = Number(new URL(request.url).searchParams.get('per'));
    return HttpResponse.json({
      parents: parentRows,
      meta: {
        totalCount: 120,
        totalPages: Math.ceil(120 / per),
        pageNumber: Number(new URL(request.url).searchParams.get('page')),
        pageSize: per,
      },
    });
  });
