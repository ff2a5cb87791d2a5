import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CLIPBOARD_MS, COPIED, setSafeTimeout } from '@tutoring/domain';
import { Button, type ButtonProps } from '@tutoring/design-system';

/** Props of {@link CopyToClipboard}. */
export interface CopyToClipboardProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text to copy. */
  text: string;
  /** Button label. Default "Copy". */
  label?: string;
  /** Called after a successful copy. */
  onCopied?: () => void;
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const Confirmation = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

async function writeText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: fall back below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** DS-06: copies `text` and shows "Copied!" for 1.5 s (CLIPBOARD_MS), announced politely. */
export function CopyToClipboard({ text, label = 'Copy', onCopied, size = 'sm', ...buttonProps }: CopyToClipboardProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = async () => {
    if (!(await writeText(text))) return;
    setCopied(true);
    onCopied?.();
    if (timer.current) clearTimeout(timer.current);
    timer.current = setSafeTimeout(() => setCopied(false), CLIPBOARD_MS);
  };
  return (
    <Wrap>
      <Button size={size} {...buttonProps} onClick={() => void copy()}>
        {label}
      </Button>
      <Confirmation role="status">{copied ? COPIED : ''}</Confirmation>
    </Wrap>
  );
}
