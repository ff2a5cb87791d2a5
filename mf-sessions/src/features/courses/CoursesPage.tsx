import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type ListParams, type ListResult } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Course, CourseTemplate } from '@tutoring/contract';
import { Button, Pagination, Table, type TableColumn } from '@tutoring/design-system';
import { useAppName, useListQuery, ListEmptyState } from '@tutoring/platform';
import { CourseEditModal } from './components/CourseEditModal';
import { BrandsPanel } from '../brands/BrandsPanel';

/**
 * SES-44: the course lists, in tab order. `staffOnly`: the api-server lists course templates to staff only (admin,
 * crm, advisors and their director; `GET course_templates` answers a tutor 403), so the tutor app does not offer the
 * tab. Every other tab's call is open to a tutor (course lists: any signed-in user; brands: employees).
 */
export const COURSE_TABS = [
  { id: 'membership', label: 'Membership' },
  { id: 'homework_help', label: 'Homework help' },
  { id: 'hosted', label: 'Hosted' },
  { id: 'templates', label: 'Course templates', staffOnly: true },
  { id: 'brands', label: 'Brands' },
] as const;
type TabId = (typeof COURSE_TABS)[number]['id'];

const loaders: Record<
  Exclude<TabId, 'templates' | 'brands'>,
  (params: ListParams, signal?: AbortSignal) => Promise<ListResult<Course>>
> = {
  membership: (params, signal) => api.courses.membership(params, { signal }),
  homework_help: (params, signal) => api.courses.homeworkHelp(params, { signal }),
  hosted: (params, signal) => api.courses.hosted(params, { signal }),
};

function CourseList({
  tab,
  staff,
  onEdit,
}: {
  tab: Exclude<TabId, 'templates' | 'brands'>;
  staff: boolean;
  onEdit: (id: number) => void;
}) {
  // X-01: the page lives in the URL (`courses.page`) with the tab.
  const list = useListQuery<Course>({
    routeName: 'courses',
    resource: { name: `courses/${tab}`, list: (params, options) => loaders[tab](params, options.signal) },
    defaults: { per: 25 },
    fixed: { include: 'brand' },
  });
  const columns: TableColumn<Course>[] = [
    {
      key: 'title',
      header: 'Course',
      render: (c) => (
        <Button variant="link" onClick={() => onEdit(c.id)}>
          {c.title ?? `Course ${c.id}`}
        </Button>
      ),
    },
    { key: 'brand', header: 'Brand', render: (c) => c.brand?.name ?? '' },
    { key: 'status', header: 'Status', render: (c) => c.status ?? '' },
    { key: 'reserved', header: 'Reserved for', render: (c) => c.reservedFor?.name ?? '' },
    // STF-19: staff open the course's Course Tutor Staffing modal (mf-staffing, `/tutors?courseId=`) from here.
    ...(staff
      ? [
          {
            key: 'staffing',
            header: 'Staffing',
            render: (c: Course) => (
              <RouterLink to={`/tutors?courseId=${c.id}`} aria-label={`Tutor staffing: ${c.title ?? `course ${c.id}`}`}>
                Tutor staffing
              </RouterLink>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Table<Course>
        caption={COURSE_TABS.find((t) => t.id === tab)!.label}
        hideCaption
        columns={columns}
        rows={list.result.results}
        getRowId={(c) => String(c.id)}
        loading={list.isLoading}
        empty={<ListEmptyState list={list} empty="There are no courses." />}
      />
      <Pagination page={list.state.page} pageCount={list.result.totalPages} onPageChange={list.setPage} />
    </>
  );
}

function TemplateList() {
  const list = useListQuery<CourseTemplate>({
    routeName: 'courses',
    resource: { name: 'course_templates', list: (params, options) => api.courseTemplates.list(params, options) },
    defaults: { per: 25 },
  });
  const columns: TableColumn<CourseTemplate>[] = [
    { key: 'title', header: 'Template', render: (t) => t.title ?? t.name ?? `Template ${t.id}` },
    { key: 'duration', header: 'Duration', render: (t) => (t.duration ? `${t.duration} min` : '') },
  ];
  return (
    <>
      <Table<CourseTemplate>
        caption="Course templates"
        hideCaption
        columns={columns}
        rows={list.result.results}
        getRowId={(t) => String(t.id)}
        loading={list.isLoading}
        empty={<ListEmptyState list={list} empty="There are no course templates." />}
      />
      <Pagination page={list.state.page} pageCount={list.result.totalPages} onPageChange={list.setPage} />
    </>
  );
}

/**
 * SES-42..SES-46: courses. Tabs for the membership, homework help and hosted course lists (SES-44), course templates
 * and brands; `/courses/:id` opens the course edit modal (SES-42). The tab is kept in the URL.
 */
export function CoursesPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const app = useAppName();
  // Staff as the api-server counts them (admin, crm, advisors and their director): the admin and crm apps.
  const staff = app === 'admin' || app === 'crm';
  const tabs = COURSE_TABS.filter((t) => staff || !('staffOnly' in t));
  // A tab this user is not offered (a tutor given a staff link to the templates) falls back to the first.
  const tab = (tabs.find((t) => t.id === params.get('courses.tab'))?.id ?? 'membership') as TabId;
  const courseId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <section aria-labelledby="courses-heading">
      <h1 id="courses-heading">Courses</h1>
      <div role="tablist" aria-label="Course lists">
        {tabs.map((t) => (
          <Button
            key={t.id}
            role="tab"
            aria-selected={tab === t.id}
            variant={tab === t.id ? 'primary' : 'secondary'}
            onClick={() =>
              setParams((p) => {
                const n = new URLSearchParams(p);
                n.set('courses.tab', t.id);
                n.delete('courses.page');
                return n;
              })
            }
          >
            {t.label}
          </Button>
        ))}
      </div>
      <div role="tabpanel" aria-label={COURSE_TABS.find((t) => t.id === tab)!.label}>
        {tab === 'templates' ? (
          <TemplateList />
        ) : tab === 'brands' ? (
          <BrandsPanel />
        ) : (
          <CourseList
            key={tab}
            tab={tab}
            staff={staff}
            onEdit={(cid) => navigate({ pathname: `/courses/${cid}`, search: params.toString() })}
          />
        )}
      </div>
      {courseId ? (
        <CourseEditModal
          open
          courseId={courseId}
          // The modal's saves refresh the course lists themselves (shared/api/courses.ts).
          onClose={() => navigate({ pathname: '/courses', search: params.toString() })}
        />
      ) : null}
    </section>
  );
}
