import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@tutoring/design-system';
import { ContactHistoryList } from '../../shared/components/ContactHistoryList';
import { InboxActivities } from './components/InboxActivities';

/** Inbox (`/inbox`): inbox activities (CRM-28) and the contact history inbox (CRM-27). */
export function InboxPage() {
  // the open tab lives in the URL (`inbox.tab`); a tab change pushes a history entry.
  const [params, setParams] = useSearchParams();
  const tab = params.get('inbox.tab') === 'contacts' ? 'contacts' : 'activities';
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">Inbox</h1>
      <Tabs
        label="Inbox sections"
        selectedId={tab}
        onChange={(id) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            if (id === 'activities') next.delete('inbox.tab');
            else next.set('inbox.tab', id);
            return next;
          })
        }
        items={[
          { id: 'activities', label: 'Inbox activities', content: <InboxActivities /> },
          {
            id: 'contacts',
            label: 'Contact histories',
            content: <ContactHistoryList source="inbox" heading="Contact histories" />,
          },
        ]}
      />
    </section>
  );
}
