import { Tabs } from '@tutoring/design-system';
import { ContactHistoryList } from '../../components/ContactHistoryList';
import { InboxActivities } from './components/InboxActivities';

/** Inbox (`/inbox`): inbox activities (CRM-28) and the contact history inbox (CRM-27). */
export function InboxPage() {
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">Inbox</h1>
      <Tabs
        label="Inbox sections"
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
