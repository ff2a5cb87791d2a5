import { useState } from 'react';
import { Button } from '@tutoring/design-system';
import { ApiContractError, ApiError, handleApiError, showErrorToast } from '@tutoring/api-client';
import { GO_TO_K12 } from '../../../app/texts';
import { fetchK12Ticket } from '../api/students';

/**
 * STU-26, OP-38: for a K12 user, "Go to K12" fetches a login ticket (`GET students/k12_login_ticket`) and opens the K12
 * app in a new tab. The tab is opened at the click (so no popup blocker stops it) and sent to the ticket's URL.
 */
export function K12Button() {
  const [busy, setBusy] = useState(false);
  const go = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const reply = await fetchK12Ticket();
      const url = reply.url ?? null;
      if (!url) throw new Error('The K12 ticket has no address.');
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      // An API failure shows what the policy says for it (API-11); anything else gets the generic toast.
      if (error instanceof ApiError || error instanceof ApiContractError) showErrorToast(error);
      else handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="primary" loading={busy} onClick={() => void go()}>
      {GO_TO_K12}
    </Button>
  );
}
