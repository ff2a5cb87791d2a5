import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type RemoteEntry, navLinkOf, useAppName, useCurrentUser, useRouteTitle } from '@tutoring/platform';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  padding: 0;
  a {
    display: block;
    padding: ${({ theme }) => theme.space.xl};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-decoration: none;
  }
`;

/** Home of the staff, tutor and parent portals: the areas the user may open. */
export function HomePage({ items }: { items: RemoteEntry[] }) {
  useRouteTitle(['Home']);
  const user = useCurrentUser();
  const app = useAppName();
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">Welcome, {user?.firstName}</h1>
      {items.length ? (
        <Cards>
          {items.map((entry) => {
            const link = navLinkOf(entry, app);
            return (
              <li key={entry.name}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            );
          })}
        </Cards>
      ) : (
        <p>There is nothing to open here yet.</p>
      )}
    </section>
  );
}
