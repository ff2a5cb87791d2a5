import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, queryKeys, type ListResult } from '@tutoring/api-client';
import type { Course, CourseTemplate } from '@tutoring/contract';
import { Button, Pagination, Table, type TableColumn } from '@tutoring/design-system';
import { CourseEditModal } from './components/CourseEditModal';
import { BrandsPanel } from '../brands/BrandsPanel';

/** SES-44: the course lists, in tab order. */
export const COURSE_TABS = [
  { id: 'membership', label: 'Membership' },
  { id: 'homework_help', label: 'Homework help' },
  { id: 'hosted', label: 'Hosted' },
  { id: 'templates', label: 'Course templates' },
  { id: 'brands', label: 'Brands' },
] as const;
type TabId = (typeof COURSE_TABS)[number]['id'];

const loaders: Record<
  Exclude<TabId, 'templates' | 'brands'>,
  (page: number, signal: AbortSignal) => Promise<ListResult<Course>>
> = {
  membership: (page, signal) => api.courses.membership({ page, per: 25, include: 'brand' }, { signal }),
  homework_help: (page, signal) => api.courses.homeworkHelp({ page, per: 25, include: 'brand' }, { signal }),
  hosted: (page, signal) => api.courses.hosted({ page, per: 25, include: 'brand' }, { signal }),
};

function CourseList({ tab, onEdit }: { tab: Exclude<TabId, 'templates' | 'brands'>; onEdit: (id: number) => void }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: queryKeys.list('courses', { tab, page }),
    queryFn: ({ signal }) => loaders[tab](page, signal),
    placeholderData: keepPreviousData,
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
  ];
  return (
    <>
      <Table<Course>
        caption={COURSE_TABS.find((t) => t.id === tab)!.label}
        hideCaption
        columns={columns}
        rows={list.data?.results ?? []}
        getRowId={(c) => String(c.id)}
        loading={list.isLoading}
        empty="There are no courses."
      />
      <Pagination page={page} pageCount={list.data?.totalPages ?? 0} onPageChange={setPage} />
    </>
  );
}

function TemplateList() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: queryKeys.list('course_templates', { page }),
    queryFn: ({ signal }) => api.courseTemplates.list({ page, per: 25 }, { signal }),
    placeholderData: keepPreviousData,
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
        rows={list.data?.results ?? []}
        getRowId={(t) => String(t.id)}
        loading={list.isLoading}
        empty="There are no course templates."
      />
      <Pagination page={page} pageCount={list.data?.totalPages ?? 0} onPageChange={setPage} />
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
  const tab = (COURSE_TABS.find((t) => t.id === params.get('courses.tab'))?.id ?? 'membership') as TabId;
  const courseId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <section aria-labelledby="courses-heading">
      <h1 id="courses-heading">Courses</h1>
      <div role="tablist" aria-label="Course lists">
        {COURSE_TABS.map((t) => (
          <Button
            key={t.id}
            role="tab"
            aria-selected={tab === t.id}
            variant={tab === t.id ? 'primary' : 'secondary'}
            onClick={() =>
              setParams((p) => {
                const n = new URLSearchParams(p);
                n.set('courses.tab', t.id);
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
            onEdit={(cid) => navigate({ pathname: `/courses/${cid}`, search: params.toString() })}
          />
        )}
      </div>
      {courseId ? (
        <CourseEditModal
          open
          courseId={courseId}
          onClose={() => navigate({ pathname: '/courses', search: params.toString() })}
        />
      ) : null}
    </section>
  );
}
