import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** One tab. */
export interface TabItem {
  id: string;
  label: ReactNode;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
const Tab = styled.button<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme, $active }) => ($active ? theme.typography.weight.bold : theme.typography.weight.regular)};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * An ARIA tab list (the design system has none yet): arrow keys, Home and End move between tabs, the selected tab
 * is the only one in the tab order. The panel is rendered by the caller with `tabPanelProps`.
 */
export function Tabs({ label, tabs, selected, onSelect, idPrefix }: {
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  idPrefix: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  };
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <Tab
          key={tab.id}
          ref={(el) => {
            refs.current[tab.id] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === selected ? 0 : -1}
          $active={tab.id === selected}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}

/** Props of the panel that belongs to a {@link Tabs} list. */
export const tabPanelProps = (idPrefix: string, selected: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel`,
  'aria-labelledby': `${idPrefix}-tab-${selected}`,
  tabIndex: 0,
});
