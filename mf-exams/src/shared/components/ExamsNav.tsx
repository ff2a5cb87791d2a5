import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
  }
`;

const LINKS = [
  { to: '/exams', label: 'Exams', end: true },
  { to: '/exams/transcripts', label: 'Transcripts', end: false },
  { to: '/exams/reports', label: 'Reports', end: false },
  { to: '/exams/graders', label: 'Essay graders', end: false },
  { to: '/essay_grading', label: 'Essay grading', end: false },
];

/** The areas of the exams remote (every screen lives under /exams or /essay_grading). */
export function ExamsNav() {
  return (
    <Nav aria-label="Exams areas">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
