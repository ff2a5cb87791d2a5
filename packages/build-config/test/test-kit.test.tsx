/**
 * @jest-environment jest-fixed-jsdom
 * @jest-environment-options {"customExportConditions": [""]}
 */
// The kit's query client is the product's: a save that forgets to invalidate a list leaves that list stale in a test
// as it does on the user's screen, instead of a refetch the product never makes hiding the missing invalidation.
import '../jest/setup-dom';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createTestServer, http, HttpResponse, renderWithProviders, type RenderOptions } from '../test-kit';

const names = ['Ada'];
const { requestsTo, install } = createTestServer(
  http.get('*/api/v2/things', () => HttpResponse.json({ things: names })),
);
install();
beforeEach(() => names.splice(0, names.length, 'Ada'));

function ThingList() {
  const { data } = useQuery({
    queryKey: ['api', 'things', 'list'],
    queryFn: async () =>
      ((await (await fetch('http://localhost/api/v2/things')).json()) as { things: string[] }).things,
  });
  return (
    <ul aria-label="Things">
      {data?.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** A list page, and a save elsewhere that adds a thing without invalidating the list (the defect to catch). */
function Page() {
  const [showList, setShowList] = useState(true);
  return (
    <>
      {showList && <ThingList />}
      <button type="button" onClick={() => setShowList((shown) => !shown)}>
        {showList ? 'Leave' : 'Back to the list'}
      </button>
      <button type="button" onClick={() => names.push('Grace')}>
        Add Grace
      </button>
    </>
  );
}

async function addWithoutInvalidationAndComeBack(options?: RenderOptions) {
  const user = userEvent.setup();
  const { queryClient } = renderWithProviders(<Page />, options);
  expect(await screen.findByText('Ada')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Leave' }));
  await user.click(screen.getByRole('button', { name: 'Add Grace' }));
  await user.click(screen.getByRole('button', { name: 'Back to the list' }));
  return queryClient;
}

describe('renderWithProviders: the query client', () => {
  it('keeps a list fresh as long as the product does, so a missing invalidation shows the stale list', async () => {
    const queryClient = await addWithoutInvalidationAndComeBack();

    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.queryByText('Grace')).not.toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(requestsTo('GET', 'things')).toHaveLength(1);
  });

  it('takes other settings only when a test asks for them with queryDefaults', async () => {
    await addWithoutInvalidationAndComeBack({ queryDefaults: { queries: { staleTime: 0 } } });

    expect(await screen.findByText('Grace')).toBeInTheDocument();
    expect(requestsTo('GET', 'things')).toHaveLength(2);
  });
});
