import { createGlobalStyle } from 'styled-components';
import { focusOutline } from '../styles/mixins';

/**
 * Base document styles: font, colours, box sizing, a visible keyboard focus ring, and text that breaks a word too long
 * for its line (a long name, e-mail or address typed without spaces) instead of pushing the page sideways at 390 px.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    color-scheme: ${({ theme }) => theme.name};
    overflow-wrap: anywhere;
  }
  /* A table's column stays as wide as its longest word ("anywhere" would let one long word squeeze the other columns to
     a letter per line); a Table that then overflows its frame is shown as cards, whose cells break anywhere. */
  table { overflow-wrap: break-word; }
  :focus-visible { ${focusOutline()} }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
