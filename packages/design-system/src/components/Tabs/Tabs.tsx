import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusOutline, focusRing } from '../../styles/mixins';

/** One tab of {@link Tabs}. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: ReadonlyArray<TabItem>;
  /** Selected tab (controlled). */
  selectedId?: string;
  /** Initially selected tab (uncontrolled). Default: the first enabled tab. */
  defaultSelectedId?: string;
  /** Called with the newly selected tab id. */
  onChange?: (id: string) => void;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;
const Tab = styled.button<{ $selected: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  font: inherit;
  font-weight: ${({ theme, $selected }) => ($selected ? theme.typography.weight.bold : theme.typography.weight.regular)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.link : theme.colors.text)};
  background: none;
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    ${focusOutline('-2px')}
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;
const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0;
  ${focusRing}
`;

/**
 * ARIA tabs: one tab stop; Left/Right arrows (wrapping), Home and End move and select; the selected panel follows.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onChange }: TabsProps) {
  const base = `tabs-${useId()}`;
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [internal, setInternal] = useState(defaultSelectedId ?? firstEnabled);
  const current = selectedId ?? internal;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setInternal(id);
    if (id !== current) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === current);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    refs.current.get(next.id)?.focus();
  };

  const selected = items.find((item) => item.id === current);
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === current;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                if (node) refs.current.set(item.id, node);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              $selected={isSelected}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {selected ? (
        <Panel
          role="tabpanel"
          id={`${base}-panel-${selected.id}`}
          aria-labelledby={`${base}-tab-${selected.id}`}
          tabIndex={0}
        >
          {selected.content}
        </Panel>
      ) : null}
    </div>
  );
}
