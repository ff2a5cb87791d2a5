import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Prize } from '@tutoring/contract';
import { Button, Modal, toast } from '@tutoring/design-system';
import { PRIZE_CANNOT_AFFORD, PRIZE_CONFIRM_TITLE, PRIZE_PURCHASED } from '@tutoring/domain/areas';
import { Line, Muted } from '../../../shared/components/layout';
import { usePurchasePrize } from '../api/prizes';

/** Props of {@link PrizeTradePanel}. */
export interface PrizeTradePanelProps {
  prizes: readonly Prize[];
  /** The student's gem balance (OP-76: unredeemed badges). */
  gems: number;
  loading?: boolean;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    text-align: center;
  }
  img {
    width: ${({ theme }) => theme.sizes.avatar.lg};
    height: ${({ theme }) => theme.sizes.avatar.lg};
    object-fit: contain;
  }
`;

const gemsText = (n: number): string => `${n} ${n === 1 ? 'gem' : 'gems'}`;

/**
 * STU-15..STU-18: the prizes (name, image, price in gems). Choosing one the student cannot afford shows "You cannot
 * afford that prize yet." and sends nothing; otherwise the "Nice choice!" confirmation, a processing state with both
 * buttons disabled, `POST quests/student_prizes` with the prizeId, then "Purchased!" and the prizes page.
 */
export function PrizeTradePanel({ prizes, gems, loading = false }: PrizeTradePanelProps) {
  const [chosen, setChosen] = useState<Prize | null>(null);
  const purchase = usePurchasePrize();
  const processing = purchase.isPending;
  const navigate = useNavigate();

  const choose = (prize: Prize) => {
    if (gems < (prize.badgeCount ?? 0)) {
      toast.info(PRIZE_CANNOT_AFFORD);
      return;
    }
    setChosen(prize);
  };

  // A trade under way: a second click on Trade before `processing` has disabled it (a double click) buys nothing more.
  const trading = useRef(false);
  const confirm = async () => {
    if (!chosen || processing || trading.current) return;
    trading.current = true;
    try {
      await purchase.mutateAsync(chosen.id);
    } catch {
      // The query client's error policy has shown the failure (STU-18's own 500 text); the dialog stays open.
      return;
    } finally {
      trading.current = false;
    }
    setChosen(null);
    toast.success(PRIZE_PURCHASED);
    void navigate('/prizes');
  };

  if (loading) return <Muted>Loading prizes…</Muted>;
  if (prizes.length === 0) return <Muted>No prizes are on offer right now.</Muted>;
  return (
    <>
      <List aria-label="Prizes">
        {prizes.map((prize) => (
          <li key={prize.id}>
            {prize.imageUrl ? <img src={prize.imageUrl} alt="" /> : null}
            <strong>{prize.name}</strong>
            <span>{gemsText(prize.badgeCount ?? 0)}</span>
            <Button size="sm" onClick={() => choose(prize)} aria-label={`Trade for ${prize.name ?? 'this prize'}`}>
              Trade
            </Button>
          </li>
        ))}
      </List>
      <Modal
        open={chosen !== null}
        title={PRIZE_CONFIRM_TITLE}
        role="alertdialog"
        closeOnBackdrop={false}
        onClose={() => {
          if (!processing) setChosen(null);
        }}
        cancelLabel={null}
        footer={
          <>
            <Button disabled={processing} onClick={() => setChosen(null)}>
              Cancel
            </Button>
            <Button variant="primary" loading={processing} onClick={() => void confirm()}>
              {processing ? 'Processing…' : 'Trade'}
            </Button>
          </>
        }
      >
        {chosen ? (
          <Line>
            Trade {gemsText(chosen.badgeCount ?? 0)} for {chosen.name}?
          </Line>
        ) : null}
      </Modal>
    </>
  );
}
