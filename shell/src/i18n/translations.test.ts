import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { configureApiClient } from '@tutoring/api-client';
import { loadTranslations, translate } from './translations';

let served: Record<string, unknown> = {};
let requested: string[] = [];
const server = setupServer(
  http.get('*/api/v2/locales/:file', ({ request, params }) => {
    requested.push(`${String(params.file)}?app=${new URL(request.url).searchParams.get('app') ?? ''}`);
    return HttpResponse.json(served);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('translations', () => {
  beforeAll(() => configureApiClient({ baseUrl: 'http://localhost/api/v2' }));

  it('SHL-17: uses the English default until the table is loaded, then the text of the user app', async () => {
    expect(translate('STATUS_403', 'Not allowed')).toBe('Not allowed');
    served = { STATUS_403: 'You may not do that', EMPTY: '' };
    requested = [];
    await loadTranslations('admin');
    expect(requested).toEqual(['en.json?app=admin']);
    expect(translate('STATUS_403', 'Not allowed')).toBe('You may not do that');
    expect(translate('EMPTY', 'Fallback')).toBe('');
    expect(translate('MISSING', 'Fallback')).toBe('Fallback');
  });

  it('SHL-17: keeps the previous texts when the table cannot be read', async () => {
    served = { STATUS_403: 'Crm text' };
    await loadTranslations('crm');
    served = { STATUS_403: 42 };
    await loadTranslations('admin');
    expect(translate('STATUS_403', 'Not allowed')).toBe('Crm text');
  });
});
