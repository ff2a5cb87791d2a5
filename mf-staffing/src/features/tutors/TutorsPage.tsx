import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Tutor } from '@tutoring/contract';
import {
  ActionRow,
  Button,
  FilterBar,
  FilterInput,
  FormField,
  SearchField,
  Select,
  Spinner,
  type AddressSuggestion,
  type TableColumn,
} from '@tutoring/design-system';
import { Autocomplete, DateInput, TimeInput, Toggle } from '@tutoring/design-system/forms';
import { INCLUDE_NON_ACCEPTING_TUTORS, TUTOR_AUTOCOMPLETE_DELAY_MS } from '@tutoring/domain/areas';
import {
  ListTable,
  lazyPart,
  preloadPart,
  mapsProvider,
  useAppName,
  useCurrentUser,
  useHasPermission,
  useListQuery,
} from '@tutoring/platform';
import { zonedTimeToUtc } from '../../shared/lib/time';
import { referenceQueries } from '../../shared/api/reference';
import { sessionQueries } from './api/sessions';
import { parseSessionIds, tutorListOptions } from './api/tutors';
import { candidateName, unavailableDateTexts } from './components/candidateText';
import { UnavailableDates } from '../../shared/components/UnavailableDates';

// Not on the list's first paint: loaded when the user opens them (keeps the first route small, issue 13). A dialog
// whose code fails to load shows the area's failure with Retry in its place; the list keeps working (platform lazyPart).
const CourseTutorStaffingModal = lazyPart(() =>
  import('./components/CourseTutorStaffingModal').then((m) => m.CourseTutorStaffingModal),
);
const SessionPickerModal = lazyPart(() => import('./components/SessionPickerModal').then((m) => m.SessionPickerModal));
const TutorAssignmentModal = lazyPart(() =>
  import('./components/TutorAssignmentModal').then((m) => m.TutorAssignmentModal),
);
const TutorBioModal = lazyPart(() => import('./components/TutorBioModal').then((m) => m.TutorBioModal));

/**
 * The dialogs' code, loaded ahead once the first page has settled (the route's parts, src/app/routes.tsx, issue 26),
 * so a click normally finds it ready and the dialog opens at once. Reached through this module only, so webpack keeps
 * their shared code here.
 */
export const loadDialogs = () =>
  Promise.all([
    preloadPart(CourseTutorStaffingModal),
    preloadPart(SessionPickerModal),
    preloadPart(TutorAssignmentModal),
    preloadPart(TutorBioModal),
  ]);

const minutesOf = (time: string | undefined): number | null => {
  if (!time || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * STF-02: the tier filter, a component of its own: the tiers arriving (fetched beside the list, src/app/prefetch.ts)
 * render the filter again, not the page and its rows.
 */
function TierFilter({ value, onChange }: { value: string; onChange: (tierId: string) => void }) {
  const tiers = useQuery(referenceQueries.tiers());
  return (
    <FormField label="Tier">
      <Select
        placeholder="Any tier"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={(tiers.data ?? []).map((tier) => ({
          value: String(tier.id),
          label: tier.name ?? `Tier ${tier.id}`,
        }))}
      />
    </FormField>
  );
}

/**
 * STF-01, STF-02: the tutors list: search by text (500 ms pause), tier, distance and availability, with distance,
 * matches, missing sessions and not-qualified shown; filters, sort and page live in the URL. `?sessionIds=` (or the
 * session picker) opens the tutor assignment modal; `?courseId=` opens Course Tutor Staffing.
 */
export function TutorsPage() {
  const user = useCurrentUser();
  const timeZone = user?.timeZone;
  const operations = useHasPermission('OPERATIONS');
  const [searchParams, setSearchParams] = useSearchParams();
  // Assigning and unassigning tutors is staff work (the server's assignments policy): outside the admin and crm apps a
  // shared ?sessionIds= or ?courseId= URL opens no staffing modal (a tutor is not even shown this page, src/app/App.tsx).
  const app = useAppName();
  const staff = app === 'admin' || app === 'crm';
  const sessionIds = staff ? parseSessionIds(searchParams) : [];
  const courseId = staff ? Number(searchParams.get('courseId')) || null : null;
  // With ?sessionIds= the list carries matches and missing sessions for them; their dates come from the sessions.
  const staffing = useQuery(sessionQueries.staffing(sessionIds));
  const [bioId, setBioId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);

  const list = useListQuery<Tutor>(tutorListOptions(user, app, searchParams));
  const f = list.state.filters;

  const { setFilters } = list;

  const setAvailability = (changes: { availableOn?: string | null; from?: string; to?: string }) => {
    const on = changes.availableOn === undefined ? f.availableOn : (changes.availableOn ?? undefined);
    const fromText = changes.from ?? f.availableFromTime;
    const toText = changes.to ?? f.availableToTime;
    const from = minutesOf(fromText);
    const to = minutesOf(toText);
    setFilters({
      availableOn: on ?? null,
      availableFromTime: fromText ?? null,
      availableToTime: toText ?? null,
      availableFrom: on && from !== null ? zonedTimeToUtc(on, from, timeZone).toISOString() : null,
      availableTo: on && to !== null ? zonedTimeToUtc(on, to, timeZone).toISOString() : null,
    });
  };

  const openAssignment = (ids: number[]) => {
    setPicking(false);
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('sessionIds', ids.join(','));
      return next;
    });
  };
  const closeParam = (name: string) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(name);
      return next;
    });

  // One columns array while the staffing data and the zone are the same: the Table then skips its unchanged rows when
  // the page re-renders for something else (each key typed in the search box, issue 26).
  const staffingData = staffing.data;
  const columns = useMemo<Array<TableColumn<Tutor>>>(
    () => [
      {
        key: 'last_name',
        header: 'Name',
        sortable: true,
        render: (t) => (
          <Button variant="link" size="sm" onClick={() => setBioId(t.id)}>
            {candidateName(t)}
          </Button>
        ),
      },
      { key: 'tier', header: 'Tier', render: (t) => t.tier?.name ?? '' },
      {
        key: 'distance',
        header: 'Distance',
        render: (t) => (t.distance === null || t.distance === undefined ? '' : `${t.distance} mi`),
      },
      { key: 'matches', header: 'Matches', render: (t) => String(t.matches ?? 0) },
      {
        key: 'missing',
        header: 'Missing sessions',
        render: (t) => (
          <UnavailableDates name={candidateName(t)} dates={unavailableDateTexts(t, staffingData ?? [], timeZone)} />
        ),
      },
      { key: 'notQualified', header: 'Qualified', render: (t) => (t.notQualified ? 'Not qualified' : 'Yes') },
      { key: 'acceptNewStudents', header: 'Accepting', render: (t) => (t.acceptNewStudents === false ? 'No' : 'Yes') },
    ],
    [staffingData, timeZone],
  );

  return (
    <section aria-labelledby="tutors-heading">
      <h1 id="tutors-heading">Tutors</h1>
      {staff ? (
        <ActionRow>
          <Button variant="primary" onClick={() => setPicking(true)}>
            Assign tutors to sessions
          </Button>
        </ActionRow>
      ) : null}
      <FilterBar label="Tutor search">
        {/* STF-02: the text filter follows typing after a 500 ms pause (C-3), or Enter. */}
        <SearchField
          label="Search"
          value={f.query}
          delay={TUTOR_AUTOCOMPLETE_DELAY_MS}
          onSearch={(query) => setFilters({ query })}
        />
        <TierFilter value={f.tierId ?? ''} onChange={(tierId) => setFilters({ tierId })} />
        <FormField label="Within (miles)">
          <FilterInput type="number" min={0} value={f.distance} onApply={(distance) => setFilters({ distance })} />
        </FormField>
        <FormField label="Near address" help="Fills the latitude and longitude">
          <Autocomplete<AddressSuggestion>
            loadOptions={mapsProvider.searchAddresses}
            getOptionLabel={(p) => p.description}
            getOptionKey={(p) => p.id}
            minChars={2}
            onChange={(p) => {
              if (!p) return;
              void mapsProvider.getLocation(p.id).then((at) => {
                if (at) setFilters({ latitude: String(at.latitude), longitude: String(at.longitude) });
              });
            }}
          />
        </FormField>
        <FormField label="Near latitude">
          <FilterInput type="number" step="any" value={f.latitude} onApply={(latitude) => setFilters({ latitude })} />
        </FormField>
        <FormField label="Near longitude">
          <FilterInput
            type="number"
            step="any"
            value={f.longitude}
            onApply={(longitude) => setFilters({ longitude })}
          />
        </FormField>
        <FormField label="Available on">
          <DateInput value={f.availableOn ?? null} onChange={(value) => setAvailability({ availableOn: value })} />
        </FormField>
        {/* Named for what they filter: on a phone the bar wraps them away from "Available on". */}
        <FormField label="Available from">
          <TimeInput value={f.availableFromTime ?? ''} onChange={(e) => setAvailability({ from: e.target.value })} />
        </FormField>
        <FormField label="Available until">
          <TimeInput value={f.availableToTime ?? ''} onChange={(e) => setAvailability({ to: e.target.value })} />
        </FormField>
        {operations ? (
          <Toggle
            label={INCLUDE_NON_ACCEPTING_TUTORS}
            checked={f.includeNonAccepting === 'true'}
            onChange={(e) => setFilters({ includeNonAccepting: e.target.checked ? 'true' : null })}
          />
        ) : null}
      </FilterBar>
      <ListTable
        list={list}
        caption="Tutors"
        hideCaption
        columns={columns}
        getRowId={(t) => String(t.id)}
        empty="No tutors match your search."
      />
      {bioId !== null ? (
        <TutorBioModal fallback={<Spinner label="Loading" />} tutorId={bioId} open onClose={() => setBioId(null)} />
      ) : null}
      {picking && staff ? (
        <SessionPickerModal
          fallback={<Spinner label="Loading" />}
          open
          onClose={() => setPicking(false)}
          onPick={openAssignment}
        />
      ) : null}
      {sessionIds.length && staff ? (
        <TutorAssignmentModal
          fallback={<Spinner label="Loading" />}
          key={sessionIds.join(',')}
          sessionIds={sessionIds}
          open
          onClose={() => closeParam('sessionIds')}
          onAssigned={() => list.refetch()}
        />
      ) : null}
      {courseId && staff ? (
        <CourseTutorStaffingModal
          fallback={<Spinner label="Loading" />}
          courseId={courseId}
          open
          onClose={() => closeParam('courseId')}
        />
      ) : null}
    </section>
  );
}
