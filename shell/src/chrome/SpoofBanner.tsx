import styled from 'styled-components';
import { shell, useSpoofing } from '@tutoring/platform';

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.info};
  color: ${({ theme }) => theme.colors.onInfo};
  button {
    font: inherit;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  }
`;

/** Shows that an admin is acting as a student, with the exit (SHL-10, SHL-11, OP-52). */
export function SpoofBanner() {
  const spoofing = useSpoofing();
  if (!spoofing) return <div />;
  return (
    <Banner role="region" aria-label="Spoofing">
      <span>
        You are acting as <strong>{spoofing.name}</strong>.
      </span>
      <button type="button" onClick={() => void shell().stopSpoofing()}>
        Exit
      </button>
    </Banner>
  );
}
