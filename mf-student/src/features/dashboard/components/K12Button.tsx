import { Button } from '@tutoring/design-system';
import { useResourceMutation } from '@tutoring/api-client';
import { GO_TO_K12 } from '../../../app/texts';
import { fetchK12Ticket } from '../api/students';

/**
 * STU-26, OP-38: for a K12 user, "Go to K12" fetches a login ticket (`GET students/k12_login_ticket`) and opens the K12
 * app in a new tab. The tab is opened at the click (so no popup blocker stops it) and sent to the ticket's URL.
 *
 * The ticket is asked for on the user's click, so a failure is told like a failed action's (the mutation policy,
 * `generic`): the reply's errors (a 422 "This student does not have a K12 account.", a 403), "No connection" when
 * no reply came, the generic toast otherwise. The default policy of a read (`auto`) would show nothing for -1 and
 * 422, and the blank tab would just open and close.
 */
export function K12Button() {
  const ticket = useResourceMutation<void, string>({
    mutationFn: async (_vars, call) => {
      const reply = await fetchK12Ticket(call);
      if (!reply.url) throw new Error('The K12 ticket has no address.');
      return reply.url;
    },
  });
  const go = async () => {
    const tab = window.open('', '_blank');
    const url = await ticket.run();
    if (url === undefined) {
      tab?.close();
      return;
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  };
  return (
    <Button variant="primary" loading={ticket.processing} onClick={() => void go()}>
      {GO_TO_K12}
    </Button>
  );
}
