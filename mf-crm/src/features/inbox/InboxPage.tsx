import { useState } from 'react';
import { ContactHistoryList } from '../../components/ContactHistoryList';
import { Tabs, tabPanelProps } from '../../components/Tabs';
import { InboxActivities } from './components/InboxActivities';

const SECTIONS = [
  { id: 'activities', label: 'Inbox activities' },
  { id: 'contacts', label: 'Contact histories' },
];

/** Inbox (`/inbox`): inbox activities (CRM-28) and the contact history inbox (CRM-27). */
export function InboxPage() {
  const [section, setSection] = useState('activities');
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">Inbox</h1>
      <Tabs label="Inbox sections" idPrefix="inbox" tabs={SECTIONS} selected={section} onSelect={setSection} />
      <div {...tabPanelProps('inbox', section)}>
        {section === 'activities' ? <InboxActivities /> : <ContactHistoryList source="inbox" heading="Contact histories" />}
      </div>
    </section>
  );
}
