import { configureApiClient } from '../src';
import * as api from '../endpoints';
import { answer, currentUser, installServer, last, seen } from './support/server';

installServer();

type Case = {
  id: string;
  call: () => Promise<unknown> | unknown;
  reply?: unknown;
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
};

const meta = { totalCount: 50, totalPages: 5, pageNumber: 1, pageSize: 10 };
const one = (key: string, value: unknown = { id: 1 }) => ({ [key]: value });
const many = (key: string, value: unknown = { id: 1 }) => ({ [key]: [value], meta });
const now = new Date('2024-03-01T12:00:00.000Z');
const start = '2024-03-01T00:00:00.000Z';
const end = '2024-03-08T00:00:00.000Z';
const transcript = {
  id: 5,
  examId: 1,
  studentName: 'Ann',
  takenOn: '2024-03-01',
  answers: [],
  sectionScores: [],
  total: 0,
  maxTotal: 0,
  status: 'scored',
};
const gradingItem = {
  id: 9,
  transcriptId: 5,
  prompt: 'Why?',
  body: 'Because',
  status: 'graded',
  grader: null,
  rubricScore: 4,
  comment: 'ok',
};
const summary = { examId: 1, examName: 'SAT', transcriptsCount: 0, averageTotal: null, maxTotal: 10, sections: [] };

const cases: Case[] = [
  {
    id: 'ADR login',
    call: () => api.auth.login('a@b.c', 'pw'),
    reply: { user: currentUser, csrfToken: 't' },
    method: 'POST',
    path: '/api/login.json',
    body: { user: { email: 'a@b.c', password: 'pw' } },
  },
  { id: 'ADR logout', call: () => api.auth.logout(), reply: null, method: 'DELETE', path: '/api/logout.json' },
  {
    id: 'ADR current user',
    call: () => api.currentUser.get(),
    reply: { user: currentUser },
    method: 'GET',
    path: '/api/v2/current_user',
  },
  {
    id: 'API-16 roles',
    call: () => api.roles.list(),
    reply: { roles: [{ id: 1, name: 'admin', permissions: ['ADMIN'] }] },
    method: 'GET',
    path: '/api/v2/roles',
  },
  {
    id: 'API-17 locales list',
    call: () => api.locales.list(),
    reply: { locales: ['en'] },
    method: 'GET',
    path: '/api/v2/locales',
  },
  {
    id: 'API-17 locale table',
    call: () => api.locales.get('en', 'crm'),
    reply: { 'a.b': 'Text' },
    method: 'GET',
    path: '/api/v2/locales/en.json',
    query: { app: 'crm' },
  },
  {
    id: 'API-18 change password',
    call: () => api.users.changePassword(4, { password: 'secret1', passwordConfirmation: 'secret1' }),
    reply: one('user'),
    method: 'PUT',
    path: '/api/v2/users/4/change_password',
    body: { user: { password: 'secret1', passwordConfirmation: 'secret1' } },
  },
  {
    id: 'API-18 unlock (OP-44)',
    call: () => api.users.unlock(4),
    reply: one('user'),
    method: 'PUT',
    path: '/api/v2/users/4/unlock',
  },
  {
    id: 'API-19 emails by email',
    call: () => api.emails.lookup({ email: 'x@y.z' }),
    reply: { emails: [] },
    method: 'GET',
    path: '/api/v2/emails.json',
    query: { email: 'x@y.z' },
  },
  {
    id: 'API-19 emails by id',
    call: () => api.emails.lookup({ id: 3 }),
    reply: { emails: ['x@y.z'] },
    method: 'GET',
    path: '/api/v2/emails.json',
    query: { id: '3' },
  },
  {
    id: 'API-20 tiers',
    call: () => api.reference.tiers(),
    reply: { tiers: [{ id: 1 }] },
    method: 'GET',
    path: '/api/v2/tiers',
    query: { noPagination: 'true' },
  },
  {
    id: 'API-20 department',
    call: () => api.departments.get(2),
    reply: one('department'),
    method: 'GET',
    path: '/api/v2/departments/2',
  },
  {
    id: 'API-20 session types',
    call: () => api.reference.sessionTypes(),
    reply: { sessionTypes: [] },
    method: 'GET',
    path: '/api/v2/session_types',
    query: { noPagination: 'true' },
  },
  {
    id: 'API-20 grade levels',
    call: () => api.reference.gradeLevels({ withGradYear: true }),
    reply: { gradeLevels: [] },
    method: 'GET',
    path: '/api/v2/grade_levels',
    query: { noPagination: 'true', withGradYear: 'true' },
  },
  {
    id: 'API-20 degree levels',
    call: () => api.reference.degreeLevels(),
    reply: { degreeLevels: [] },
    method: 'GET',
    path: '/api/v2/degree_levels',
    query: { noPagination: 'true' },
  },
  {
    id: 'API-20 subjects',
    call: () => api.reference.subjects({ language: 'en' }),
    reply: { subjects: [] },
    method: 'GET',
    path: '/api/v2/subjects',
    query: { noPagination: 'true', language: 'en' },
  },
  {
    id: 'API-20 countries',
    call: () => api.reference.countries(),
    reply: { countries: [] },
    method: 'GET',
    path: '/api/v2/countries',
    query: { noPagination: 'true' },
  },
  {
    id: 'API-20 states',
    call: () => api.reference.states(),
    reply: { states: [] },
    method: 'GET',
    path: '/api/v2/states',
    query: { noPagination: 'true' },
  },
  {
    id: 'API-20 time zones',
    call: () => api.reference.timeZones(),
    reply: { timeZones: [] },
    method: 'GET',
    path: '/api/v2/time_zones',
    query: { noPagination: 'true' },
  },
  {
    id: 'API-21 study area',
    call: () => api.studyAreas.get(3),
    reply: one('studyArea'),
    method: 'GET',
    path: '/api/v2/study_areas/3',
  },
  {
    id: 'API-21 test date',
    call: () => api.testDates.get(3),
    reply: one('testDate'),
    method: 'GET',
    path: '/api/v2/test_dates/3',
  },
  {
    id: 'API-21 target history',
    call: () => api.targetHistories.get(3),
    reply: one('targetHistory'),
    method: 'GET',
    path: '/api/v2/target_histories/3',
  },
  {
    id: 'API-21 target history by date',
    call: () => api.targetHistories.byDate({ date: '2024-03-01' }),
    reply: { targetHistory: null },
    method: 'GET',
    path: '/api/v2/target_histories/date',
    query: { date: '2024-03-01' },
  },
  {
    id: 'API-23 material',
    call: () => api.materials.get(3),
    reply: one('material'),
    method: 'GET',
    path: '/api/v2/materials/3',
  },
  {
    id: 'API-23 originators (OP-44)',
    call: () => api.reference.originators(),
    reply: { originators: [] },
    method: 'GET',
    path: '/api/v2/originators',
    query: { noPagination: 'true' },
  },
  {
    id: 'API-23 shipping methods (OP-44)',
    call: () => api.reference.shippingMethods(),
    reply: { shippingMethods: [] },
    method: 'GET',
    path: '/api/v2/shipping_methods',
    query: { noPagination: 'true' },
  },
  { id: 'API-24 tutor', call: () => api.tutors.get(3), reply: one('tutor'), method: 'GET', path: '/api/v2/tutors/3' },
  {
    id: 'API-24 prioritized',
    call: () => api.tutors.prioritized(),
    reply: { tutors: [] },
    method: 'GET',
    path: '/api/v2/tutors/prioritized',
  },
  {
    id: 'API-24 tutor types',
    call: () => api.tutors.tutorTypes(),
    reply: { tutorTypes: ['Work'] },
    method: 'GET',
    path: '/api/v2/tutors/tutor_types',
  },
  {
    id: 'API-24 tutors list',
    call: () => api.tutors.list(),
    reply: many('tutors'),
    method: 'GET',
    path: '/api/v2/tutors',
    query: { page: '1', per: '10' },
  },
  {
    id: 'API-25 tutor search',
    call: () => api.tutors.search('ann'),
    reply: many('tutors'),
    method: 'GET',
    path: '/api/v2/tutors.json',
    query: { include: 'tier', query: 'ann', page: '1', per: '10' },
  },
  {
    id: 'API-26 employee search',
    call: () => api.employees.search('bo'),
    reply: many('employees'),
    method: 'GET',
    path: '/api/v2/employees.json',
    query: { query: 'bo', page: '1', per: '10' },
  },
  {
    id: 'API-27 employees by roles',
    call: () => api.employees.listByRoles({ roles: ['academic_advisor', 'director_of_academic_advising'] }),
    reply: many('employees'),
    method: 'GET',
    path: '/api/v2/employees',
    query: { active: 'true', 'roles[]': ['academic_advisor', 'director_of_academic_advising'], per: '1000', page: '1' },
  },
  {
    id: 'API-27 employees by roles, names only (issue 26, fields)',
    call: () =>
      api.employees.listByRoles({ roles: ['academic_advisor'], fields: ['firstName', 'lastName', 'fullName'] }),
    reply: many('employees'),
    method: 'GET',
    path: '/api/v2/employees',
    query: {
      active: 'true',
      'roles[]': 'academic_advisor',
      per: '1000',
      page: '1',
      fields: 'firstName,lastName,fullName',
    },
  },
  {
    id: 'API-28 employee',
    call: () => api.employees.get(3),
    reply: one('employee'),
    method: 'GET',
    path: '/api/v2/employees/3',
  },
  {
    id: 'API-28 employee available',
    call: () => api.employees.available(3),
    reply: { available: true },
    method: 'GET',
    path: '/api/v2/employees/3/available',
  },
  {
    id: 'API-28 assigned advisors',
    call: () => api.employees.assignedAdvisors(),
    reply: { employees: [] },
    method: 'GET',
    path: '/api/v2/employees/assigned_advisors',
  },
  {
    id: 'API-29 extension handle',
    call: () => api.employees.setExtensionHandle(3, '204'),
    reply: one('employee'),
    method: 'PUT',
    path: '/api/v2/employees/3/set_extension_handle',
    body: { extensionHandle: '204' },
  },
  {
    id: 'API-29 rehire',
    call: () => api.employees.rehire(3, { title: 'Tutor' }),
    reply: one('employee'),
    method: 'PUT',
    path: '/api/v2/employees/3/rehire.json',
    body: { employee: { title: 'Tutor' } },
  },
  {
    id: 'API-29 terminate (OP-56)',
    call: () => api.employees.terminate(3, { id: 3 }, '2024-04-30'),
    reply: one('employee'),
    method: 'PUT',
    path: '/api/v2/employees/3/terminate.json',
    body: { employee: { id: 3 }, endDate: '2024-04-30' },
  },
  {
    id: 'API-30 lead source',
    call: () => api.leadSources.get(3),
    reply: one('leadSource'),
    method: 'GET',
    path: '/api/v2/lead_sources/3',
  },
  {
    id: 'API-30 categories',
    call: () => api.leadSources.categories(),
    reply: { categories: ['Business'] },
    method: 'GET',
    path: '/api/v2/lead_sources/categories',
  },
  {
    id: 'API-30 reassign',
    call: () => api.leadSources.reassign(3, { employeeId: 8 }),
    reply: one('leadSource'),
    method: 'PUT',
    path: '/api/v2/lead_sources/3/reassign',
    body: { lead_source: { employeeId: 8 } },
  },
  {
    id: 'API-31 merge',
    call: () => api.pendingSchools.merge(3, 9),
    reply: one('school'),
    method: 'PUT',
    path: '/api/v2/pending_schools/3/merge',
    body: { actualSchoolId: 9 },
  },
  {
    id: 'API-31 promote',
    call: () => api.pendingSchools.promote(3, { name: 'Lincoln' }),
    reply: one('school'),
    method: 'PUT',
    path: '/api/v2/pending_schools/3/promote',
    body: { school: { name: 'Lincoln' } },
  },
  {
    id: 'API-31 pending school',
    call: () => api.pendingSchools.get(3),
    reply: one('pendingSchool'),
    method: 'GET',
    path: '/api/v2/pending_schools/3',
  },
  {
    id: 'API-32 transcript',
    call: () => api.tutorPackageTranscripts.get(3),
    reply: one('tutorPackageTranscript'),
    method: 'GET',
    path: '/api/v2/tutor_package_transcripts/3',
  },
  {
    id: 'API-32 transcripts list (PAY-34)',
    call: () => api.tutorPackageTranscripts.list({ studentId: 4 }),
    reply: many('tutorPackageTranscripts'),
    method: 'GET',
    path: '/api/v2/tutor_package_transcripts',
    query: { studentId: '4', page: '1', per: '10' },
  },
  {
    id: 'API-32 transcript update (PAY-34)',
    call: () => api.tutorPackageTranscripts.update(3, { includeMembership: false }),
    reply: one('tutorPackageTranscript'),
    method: 'PUT',
    path: '/api/v2/tutor_package_transcripts/3',
    body: { tutorPackageTranscript: { includeMembership: false } },
  },
  {
    id: 'API-32 reup',
    call: () => api.tutorPackageTranscripts.reup({ tierId: 1, includeMembership: true }),
    reply: one('tutorPackageTranscript'),
    method: 'POST',
    path: '/api/v2/tutor_package_transcripts/reup',
    body: { tutorPackageTranscript: { tierId: 1, includeMembership: true } },
  },
  {
    id: 'API-32 tutor package',
    call: () => api.tutorPackages.get(3),
    reply: one('tutorPackage'),
    method: 'GET',
    path: '/api/v2/tutor_packages/3',
  },
  {
    id: 'API-33 parent',
    call: () => api.parents.get(3, { include: ['students', 'address'] }),
    reply: one('parent'),
    method: 'GET',
    path: '/api/v2/parents/3',
    query: { include: 'students,address' },
  },
  {
    id: 'API-33 abandoned counts',
    call: () => api.parents.abandonedCounts(),
    reply: { abandonedCounts: { total: 2 } },
    method: 'GET',
    path: '/api/v2/parents/abandoned_counts',
  },
  {
    id: 'API-33 referral sources',
    call: () => api.parents.referralSources(),
    reply: { referralSources: ['Friend'] },
    method: 'GET',
    path: '/api/v2/parents/referral_sources',
  },
  {
    id: 'API-34 reassign',
    call: () => api.parents.reassign(3, { employeeId: 8 }),
    reply: one('parent'),
    method: 'PUT',
    path: '/api/v2/parents/3/reassign',
    body: { parent: { employeeId: 8 } },
  },
  {
    id: 'API-35 activate',
    call: () => api.parents.activate(3),
    reply: one('parent'),
    method: 'PUT',
    path: '/api/v2/parents/3/activate',
  },
  {
    id: 'API-35 deactivate',
    call: () => api.parents.deactivate(3),
    reply: one('parent'),
    method: 'PUT',
    path: '/api/v2/parents/3/deactivate',
  },
  {
    id: 'API-36 merge',
    call: () => api.parents.merge({ currentId: 1, transferId: 2, notes: 'dup' }),
    reply: one('parent'),
    method: 'POST',
    path: '/api/v2/parents/merge',
    body: { parent: { currentId: 1, transferId: 2, notes: 'dup' } },
  },
  {
    id: 'API-03 create',
    call: () => api.parents.create({ firstName: 'A' }),
    reply: one('parent'),
    method: 'POST',
    path: '/api/v2/parents',
    body: { parent: { firstName: 'A' } },
  },
  {
    id: 'API-03 update',
    call: () => api.parents.update(3, { firstName: 'A' }),
    reply: one('parent'),
    method: 'PUT',
    path: '/api/v2/parents/3',
    body: { parent: { firstName: 'A' } },
  },
  { id: 'API-03 delete', call: () => api.parents.remove(3), reply: null, method: 'DELETE', path: '/api/v2/parents/3' },
  {
    id: 'API-03 list',
    call: () =>
      api.parents.list({
        orderBy: 'last_name',
        orderSort: 'desc',
        page: 2,
        per: 25,
        include: ['students'],
        status: 'Active',
      }),
    reply: many('parents'),
    method: 'GET',
    path: '/api/v2/parents',
    query: { orderBy: 'last_name', orderSort: 'desc', page: '2', per: '25', include: 'students', status: 'Active' },
  },
  {
    id: 'API-03 list with sparse fieldsets (issue 26): fields is a list, joined like include',
    call: () => api.parents.list({ fields: ['firstName', 'email'], include: ['students'] }),
    reply: many('parents'),
    method: 'GET',
    path: '/api/v2/parents',
    query: { fields: 'firstName,email', include: 'students', page: '1', per: '10' },
  },
  {
    id: 'API-37 student',
    call: () => api.students.get(3),
    reply: one('student'),
    method: 'GET',
    path: '/api/v2/students/3',
  },
  {
    id: 'API-37 merge',
    call: () => api.students.merge({ currentId: 1, transferId: 2, notes: 'n' }),
    reply: one('student'),
    method: 'POST',
    path: '/api/v2/students/merge',
    body: { student: { currentId: 1, transferId: 2, notes: 'n' } },
  },
  {
    id: 'API-37 increment points',
    call: () => api.students.incrementPoints(3, 10),
    reply: one('student'),
    method: 'PUT',
    path: '/api/v2/students/3/increment_points',
    body: { points: 10 },
  },
  {
    id: 'API-37 activate',
    call: () => api.students.activate(3),
    reply: one('student'),
    method: 'PUT',
    path: '/api/v2/students/3/activate',
  },
  {
    id: 'API-37 deactivate',
    call: () => api.students.deactivate(3),
    reply: one('student'),
    method: 'PUT',
    path: '/api/v2/students/3/deactivate',
  },
  {
    id: 'API-37 k12 ticket',
    call: () => api.students.k12LoginTicket(),
    reply: { ticket: 'abc' },
    method: 'GET',
    path: '/api/v2/students/k12_login_ticket',
  },
  {
    id: 'API-38 student search',
    call: () => api.students.search('ann'),
    reply: many('students'),
    method: 'GET',
    path: '/api/v2/students.json',
    query: { include: 'school', query: 'ann', page: '1', per: '10' },
  },
  {
    id: 'API-39 session get',
    call: () => api.sessions.get(3),
    reply: one('session'),
    method: 'GET',
    path: '/api/v2/sessions/3',
  },
  {
    id: 'API-39 session put',
    call: () => api.sessions.update(3, { name: 'Alg' }),
    reply: one('session'),
    method: 'PUT',
    path: '/api/v2/sessions/3',
    body: { session: { name: 'Alg' } },
  },
  {
    id: 'API-40 substitute',
    call: () => api.sessions.substituteJointSession(3, { hubSessionId: 4 }),
    reply: one('session'),
    method: 'PUT',
    path: '/api/v2/sessions/3/substitute_joint_session',
    body: { session: { hubSessionId: 4 } },
  },
  {
    id: 'API-41 potential hubs',
    call: () => api.sessions.potentialHubs(3),
    reply: { sessions: [] },
    method: 'GET',
    path: '/api/v2/sessions/3/potential_hubs',
  },
  {
    id: 'API-41 potential tutors',
    call: () => api.sessions.potentialTutors({ 'sessionIds[]': [1, 2], includeNonAccepting: true }),
    reply: { tutors: [] },
    method: 'GET',
    path: '/api/v2/sessions/potential_tutors',
    query: { 'sessionIds[]': ['1', '2'], includeNonAccepting: 'true' },
  },
  {
    id: 'API-41 prime hours',
    call: () => api.sessions.primeHours(),
    reply: { days: [{ hour: 16, duration: 120 }] },
    method: 'GET',
    path: '/api/v2/sessions/prime_hours',
  },
  {
    id: 'API-42 recordings',
    call: () => api.sessions.recordings(3),
    reply: { zoomRecordings: [] },
    method: 'GET',
    path: '/api/v2/sessions/3/recordings',
  },
  {
    id: 'API-42 prepare',
    call: () => api.sessions.prepare(3),
    reply: one('session', { id: 3, zoomMeeting: { joinUrl: 'https://z/j' } }),
    method: 'GET',
    path: '/api/v2/sessions/3/prepare',
    query: { include: 'zoom_meeting' },
  },
  {
    id: 'API-43 reset subject',
    call: () => api.sessions.resetSubject(3),
    reply: one('session'),
    method: 'POST',
    path: '/api/v2/sessions/3/reset_subject',
  },
  {
    id: 'API-45 session filters',
    call: () => api.sessions.list({ schedule: 'upcoming', brandName: 'Math', excludeSessionId: 4, staffing: true }),
    reply: many('sessions'),
    method: 'GET',
    path: '/api/v2/sessions',
    query: { schedule: 'upcoming', brandName: 'Math', excludeSessionId: '4', staffing: 'true', page: '1', per: '10' },
  },
  {
    id: 'API-46 student sessions',
    call: () => api.sessions.studentList({ studentId: 5, page: 2, now }),
    reply: many('sessions'),
    method: 'GET',
    path: '/api/v2/sessions',
    query: {
      studentId: '5',
      page: '2',
      per: '6',
      schedule: 'upcoming not live',
      orderBy: 'starts_at',
      orderSort: 'asc',
      endsAt: '2024-04-12T12:00:00.000Z',
    },
  },
  {
    id: 'API-47 calendar sessions',
    call: () => api.sessions.calendar({ employeeId: 3, startsAt: start, endsAt: end }),
    reply: many('sessions'),
    method: 'GET',
    path: '/api/v2/sessions',
    query: { employeeId: '3', startsAt: start, endsAt: end, include: 'attendances,supervisor', per: '150', page: '1' },
  },
  {
    id: 'API-48 calendar attendances',
    call: () => api.attendances.calendar({ employeeId: 3, startsAt: new Date(start), endsAt: end }),
    reply: many('attendances'),
    method: 'GET',
    path: '/api/v2/attendances',
    query: { startsAt: start, endsAt: end, employeeId: '3', per: '150', include: 'session', page: '1' },
  },
  {
    id: 'API-49 calendar events',
    call: () => api.events.calendar({ startsAt: start, endsAt: end }),
    reply: many('events'),
    method: 'GET',
    path: '/api/v2/events',
    query: { startsAt: start, endsAt: end, noPagination: 'true', page: '1', per: '150' },
  },
  {
    id: 'API-49 calendar availabilities',
    call: () => api.availabilities.calendar({ tutorId: 3, startsAt: start, endsAt: end }),
    reply: many('availabilities'),
    method: 'GET',
    path: '/api/v2/availabilities',
    query: { tutorId: '3', startsAt: start, endsAt: end, noPagination: 'true', page: '1', per: '150' },
  },
  {
    id: 'API-50 attendance',
    call: () => api.attendances.get(3),
    reply: one('attendance'),
    method: 'GET',
    path: '/api/v2/attendances/3',
  },
  {
    id: 'API-50 move attendance (OP-37)',
    call: () => api.attendances.move(3, 44),
    reply: one('attendance'),
    method: 'PUT',
    path: '/api/v2/attendances/3',
    body: { attendance: { session_id: 44 } },
  },
  {
    id: 'API-51 upcoming attendances',
    call: () => api.attendances.upcoming({ studentId: 5 }),
    reply: many('attendances'),
    method: 'GET',
    path: '/api/v2/attendances',
    query: {
      include: 'session',
      orderBy: 'starts_at',
      page: '1',
      per: '6',
      schedule: 'upcoming',
      sessionNoteExists: 'false',
      studentId: '5',
    },
  },
  {
    id: 'API-52 availability',
    call: () => api.availabilities.get(3),
    reply: one('availability'),
    method: 'GET',
    path: '/api/v2/availabilities/3',
  },
  {
    id: 'API-52 clear upcoming',
    call: () => api.availabilities.clearUpcoming({ tutorId: 3 }),
    reply: null,
    method: 'DELETE',
    path: '/api/v2/availabilities/clear_upcoming',
    query: { tutorId: '3' },
  },
  {
    id: 'API-52 repeat',
    call: () =>
      api.availabilities.repeat({
        id: 3,
        tutorId: 4,
        repeatOptions: [{ book: true, startsAt: start, availabilityId: 3 }],
      }),
    reply: { availabilities: [] },
    method: 'POST',
    path: '/api/v2/availabilities/repeat',
    body: { availability: { id: 3, tutorId: 4, repeatOptions: [{ book: true, startsAt: start, availabilityId: 3 }] } },
  },
  {
    id: 'API-52 repeat options',
    call: () => api.availabilities.repeatOptions({ id: 3, tutorId: 4 }),
    reply: { availabilityRepeatOptions: { availability: { id: 3 }, tutor: { id: 4 }, repeatOptions: [] } },
    method: 'GET',
    path: '/api/v2/availabilities/repeat_options',
    query: { id: '3', tutorId: '4' },
  },
  {
    id: "API-52 repeat options without tutorId (the server takes the availability's tutor)",
    call: () => api.availabilities.repeatOptions({ id: 3 }),
    reply: { availabilityRepeatOptions: { availability: { id: 3, tutorId: 4 }, tutor: { id: 4 }, repeatOptions: [] } },
    method: 'GET',
    path: '/api/v2/availabilities/repeat_options',
    query: { id: '3' },
  },
  {
    id: 'API-53 event create',
    call: () => api.events.create({ name: 'Prep', type: 'Event::PrepTime' }),
    reply: one('event'),
    method: 'POST',
    path: '/api/v2/events',
    body: { event: { name: 'Prep', type: 'Event::PrepTime' } },
  },
  {
    id: 'API-54 tutorings list',
    call: () => api.tutorings.list(),
    reply: many('tutorings'),
    method: 'GET',
    path: '/api/v2/tutorings',
    query: { page: '1', per: '10' },
  },
  {
    id: 'API-54 tutoring',
    call: () => api.tutorings.get(3),
    reply: one('tutoring'),
    method: 'GET',
    path: '/api/v2/tutorings/3',
  },
  {
    id: 'API-54 tutoring create',
    call: () =>
      api.tutorings.create({ startsAt: start, duration: 60, availability: 3, repeatOptions: [], bookings: [] }),
    reply: { tutoring: { id: 1 }, meta: { pending: [], failed: [] } },
    method: 'POST',
    path: '/api/v2/tutorings',
    body: { tutoring: { startsAt: start, duration: 60, availability: 3, repeatOptions: [], bookings: [] } },
  },
  {
    id: 'API-55 shipment',
    call: () => api.shipments.update(3, { tracking: '1Z' }),
    reply: one('shipment'),
    method: 'PUT',
    path: '/api/v2/shipments/3',
    body: { shipment: { tracking: '1Z' } },
  },
  {
    id: 'API-55 change status',
    call: () => api.shipments.changeStatus(3, 'ship'),
    reply: one('shipment'),
    method: 'PUT',
    path: '/api/v2/shipments/3/change_status',
    body: { event: 'ship' },
  },
  {
    id: 'API-56 pending reviews',
    call: () => api.reviews.pending(),
    reply: many('reviews'),
    method: 'GET',
    path: '/api/v2/reviews',
    query: { completed: 'false', page: '1', per: '10' },
  },
  {
    id: 'API-56 submit review',
    call: () => api.reviews.submit(3, { stars: 5, comment: 'has a cool voice' }),
    reply: one('review'),
    method: 'PUT',
    path: '/api/v2/reviews/3',
    body: { review: { stars: 5, comment: 'has a cool voice', completed: true } },
  },
  {
    id: 'API-57 badges',
    call: () => api.quests.studentBadges(),
    reply: many('studentBadges'),
    method: 'GET',
    path: '/api/v2/quests/student_badges',
    query: { page: '1', per: '10' },
  },
  {
    id: 'API-57 badge',
    call: () => api.quests.studentBadge(3),
    reply: one('studentBadge'),
    method: 'GET',
    path: '/api/v2/quests/student_badges/3',
  },
  {
    id: 'API-57 student prizes',
    call: () => api.quests.studentPrizes(),
    reply: many('studentPrizes'),
    method: 'GET',
    path: '/api/v2/quests/student_prizes',
    query: { page: '1', per: '10' },
  },
  {
    id: 'API-57 prizes',
    call: () => api.quests.prizes(),
    reply: many('prizes'),
    method: 'GET',
    path: '/api/v2/quests/prizes',
    query: { page: '1', per: '10' },
  },
  {
    id: 'API-57 purchase (OP-35)',
    call: () => api.quests.purchasePrize(6),
    reply: one('studentPrize'),
    method: 'POST',
    path: '/api/v2/quests/student_prizes',
    body: { studentPrize: { prizeId: 6 } },
  },
  {
    id: 'API-57 invitations',
    call: () => api.quests.invite(['Al', 'Bo']),
    reply: null,
    method: 'POST',
    path: '/api/v2/quests/invitations',
    body: { friends: ['Al', 'Bo'] },
  },
  {
    id: 'API-58 course',
    call: () => api.courses.get(3),
    reply: one('course'),
    method: 'GET',
    path: '/api/v2/courses/3',
  },
  {
    id: 'API-58 course status',
    call: () => api.courses.changeStatus(3, 'publish'),
    reply: one('course'),
    method: 'PUT',
    path: '/api/v2/courses/3/change_status',
    body: { event: 'publish' },
  },
  {
    id: 'API-58 membership',
    call: () => api.courses.membership(),
    reply: many('courses'),
    method: 'GET',
    path: '/api/v2/courses/membership',
    query: { page: '1', per: '10' },
  },
  {
    id: 'API-58 homework help',
    call: () => api.courses.homeworkHelp(),
    reply: many('courses'),
    method: 'GET',
    path: '/api/v2/courses/homework_help',
    query: { page: '1', per: '10' },
  },
  {
    id: 'API-58 hosted',
    call: () => api.courses.hosted(),
    reply: many('courses'),
    method: 'GET',
    path: '/api/v2/courses/hosted',
    query: { page: '1', per: '10' },
  },
  {
    id: 'API-58 roster',
    call: () => api.courses.roster(3),
    reply: { message: 'Roster sent' },
    method: 'GET',
    path: '/api/v2/courses/3/roster',
  },
  {
    id: 'API-58 course template',
    call: () => api.courseTemplates.get(3),
    reply: one('courseTemplate'),
    method: 'GET',
    path: '/api/v2/course_templates/3',
  },
  {
    id: 'OP-43 reserve',
    call: () => api.courses.reserve(3, { reservedForId: 5, reservedUntil: '2024-04-01' }),
    reply: one('course'),
    method: 'PUT',
    path: '/api/v2/courses/3',
    body: { course: { reservedForId: 5, reservedUntil: '2024-04-01' } },
  },
  {
    id: 'OP-43 unreserve',
    call: () => api.courses.unreserve(3),
    reply: one('course'),
    method: 'PUT',
    path: '/api/v2/courses/3',
    body: { course: { reservedForId: null, reservedUntil: null } },
  },
  {
    id: 'API-59 enrollment',
    call: () => api.enrollments.get(3),
    reply: one('enrollment'),
    method: 'GET',
    path: '/api/v2/enrollments/3',
  },
  {
    id: 'API-60 add hours',
    call: () => api.enrollments.addHours(3, { couponCode: 'X', process: true, include: 'enrollment' }),
    reply: { enrollmentRenewal: { id: 1 } },
    method: 'POST',
    path: '/api/v2/enrollments/3/add_hours',
    query: { couponCode: 'X', process: 'true', include: 'enrollment' },
  },
  {
    id: 'API-61 auto renew',
    call: () => api.enrollments.autoRenew(3, false),
    reply: one('enrollment'),
    method: 'PUT',
    path: '/api/v2/enrollments/3/auto_renew',
    query: { enable: 'false' },
  },
  {
    id: 'API-62 apply coupon',
    call: () => api.enrollments.applyCoupon(3, { couponCode: 'X' }),
    reply: one('enrollment'),
    method: 'PUT',
    path: '/api/v2/enrollments/3/apply_coupon',
    body: { enrollment: { couponCode: 'X' } },
  },
  {
    id: 'API-62 move trial',
    call: () => api.enrollments.moveTrial(3),
    reply: one('enrollment'),
    method: 'PUT',
    path: '/api/v2/enrollments/3/move_trial',
  },
  {
    id: 'API-62 cancel',
    call: () => api.enrollments.cancel(3, { cancellationReason: 'Other' }),
    reply: one('enrollment'),
    method: 'PUT',
    path: '/api/v2/enrollments/3/cancel',
    body: { enrollment: { cancellationReason: 'Other' } },
  },
  {
    id: 'API-62 uncancel',
    call: () => api.enrollments.uncancel(3),
    reply: one('enrollment'),
    method: 'PUT',
    path: '/api/v2/enrollments/3/uncancel',
  },
  {
    id: 'API-62 convert',
    call: () => api.enrollments.convertToContract(3),
    reply: one('enrollment'),
    method: 'PUT',
    path: '/api/v2/enrollments/3/convert_to_contract',
  },
  {
    id: 'API-62 transfer',
    call: () => api.enrollments.transfer(3, { itemType: 'Course', itemId: 9 }),
    reply: one('enrollment'),
    method: 'PUT',
    path: '/api/v2/enrollments/3/transfer',
    body: { itemType: 'Course', itemId: 9 },
  },
  {
    id: 'API-63 refund',
    call: () => api.refundRequests.get(3),
    reply: one('refundRequest'),
    method: 'GET',
    path: '/api/v2/refund_requests/3',
  },
  {
    id: 'API-63 categories',
    call: () => api.refundRequests.categories(),
    reply: { categories: [] },
    method: 'GET',
    path: '/api/v2/refund_requests/categories',
  },
  {
    id: 'API-63 approve',
    call: () => api.refundRequests.approve(3),
    reply: one('refundRequest'),
    method: 'PUT',
    path: '/api/v2/refund_requests/3/approve',
  },
  {
    id: 'API-63 process manually',
    call: () => api.refundRequests.processManually(3),
    reply: one('refundRequest'),
    method: 'PUT',
    path: '/api/v2/refund_requests/3/process_manually',
  },
  {
    id: 'API-64 process payment',
    call: () => api.installments.processPayment(3),
    reply: one('installment'),
    method: 'PUT',
    path: '/api/v2/installments/3/process_payment',
  },
  {
    id: 'API-64 payment',
    call: () => api.payments.get(3),
    reply: one('payment'),
    method: 'GET',
    path: '/api/v2/payments/3',
  },
  { id: 'API-64 place', call: () => api.places.get(3), reply: one('place'), method: 'GET', path: '/api/v2/places/3' },
  {
    id: 'PAY-22 coupons list',
    call: () => api.coupons.list({ noPagination: true }),
    reply: many('coupons', { id: 1, code: 'SAVE10', unit: 'percentage', amount: 10 }),
    method: 'GET',
    path: '/api/v2/coupons',
    query: { page: '1', per: '10', noPagination: 'true' },
  },
  {
    id: 'PAY-22 coupon',
    call: () => api.coupons.get(1),
    reply: one('coupon', { id: 1, code: 'TENOFF', unit: 'dollars', amount: 10 }),
    method: 'GET',
    path: '/api/v2/coupons/1',
  },
  {
    id: 'API-64 payroll item',
    call: () => api.payrollItems.get(3),
    reply: one('payrollItem'),
    method: 'GET',
    path: '/api/v2/payroll_items/3',
  },
  {
    id: 'API-64 notice',
    call: () => api.notices.get(3),
    reply: one('notice'),
    method: 'GET',
    path: '/api/v2/notices/3',
  },
  { id: 'API-64 brand', call: () => api.brands.get(3), reply: one('brand'), method: 'GET', path: '/api/v2/brands/3' },
  {
    id: 'API-64 adjustment',
    call: () => api.lineItemAdjustments.get(4, 3),
    reply: one('adjustment'),
    method: 'GET',
    path: '/api/v2/line_items/4/adjustments/3',
  },
  {
    id: 'OP-53 acknowledge notice',
    call: () => api.notices.acknowledge(3, undefined, now),
    reply: one('notice'),
    method: 'PUT',
    path: '/api/v2/notices/3',
    body: { notice: { readAt: '2024-03-01T12:00:00.000Z' } },
  },
  {
    id: 'API-65 inbox activity',
    call: () => api.inboxActivities.get(3),
    reply: one('inboxActivity'),
    method: 'GET',
    path: '/api/v2/inbox_activities/3',
  },
  {
    id: 'API-65 clear read',
    call: () => api.inboxActivities.clearRead(),
    reply: null,
    method: 'DELETE',
    path: '/api/v2/inbox_activities/clear_read',
  },
  {
    id: 'API-65 deliver campaigns',
    call: () => api.inboxActivities.deliverCampaigns(),
    reply: null,
    method: 'POST',
    path: '/api/v2/inbox_activities/deliver_campaigns',
  },
  {
    id: 'API-65 mark read',
    call: () => api.inboxActivities.markRead(3),
    reply: one('inboxActivity'),
    method: 'PUT',
    path: '/api/v2/inbox_activities/3/mark_read',
  },
  {
    id: 'API-65 unread count',
    call: () => api.inboxActivities.unreadCount(),
    reply: { unreadCount: 4 },
    method: 'GET',
    path: '/api/v2/inbox_activities/unread_count',
  },
  {
    id: 'API-66 message',
    call: () => api.messages.create({ studentRecipientIds: [1] }),
    reply: one('message'),
    method: 'POST',
    path: '/api/v2/messages',
    body: { message: { studentRecipientIds: [1] } },
  },
  {
    id: 'API-66 message types',
    call: () => api.messages.messageTypes(),
    reply: { messageTypes: [] },
    method: 'GET',
    path: '/api/v2/messages/message_types',
  },
  {
    id: 'API-67 contact history',
    call: () => api.contactHistories.get(3),
    reply: one('contactHistory'),
    method: 'GET',
    path: '/api/v2/contact_histories/3',
  },
  {
    id: 'API-67 inbox',
    call: () => api.contactHistories.inbox(),
    reply: many('contactHistories'),
    method: 'GET',
    path: '/api/v2/contact_histories/inbox',
    query: { page: '1', per: '10' },
  },
  {
    id: 'API-67 mark read',
    call: () => api.contactHistories.markRead(3),
    reply: one('contactHistory'),
    method: 'PUT',
    path: '/api/v2/contact_histories/3/mark_read',
  },
  { id: 'API-68 call', call: () => api.calls.get(3), reply: one('call'), method: 'GET', path: '/api/v2/calls/3' },
  {
    id: 'API-68 imminent close',
    call: () => api.imminentCloses.get(3),
    reply: one('imminentClose'),
    method: 'GET',
    path: '/api/v2/imminent_closes/3',
  },
  { id: 'API-68 sms', call: () => api.sms.get(3), reply: one('sms'), method: 'GET', path: '/api/v2/sms/3' },
  {
    id: 'API-68 history',
    call: () => api.histories.get(3),
    reply: one('history'),
    method: 'GET',
    path: '/api/v2/histories/3',
  },
  {
    id: 'API-68 notes',
    call: () => api.notes.create({ body: 'Called', regardingId: 1, regardingType: 'Parent' }),
    reply: one('note'),
    method: 'POST',
    path: '/api/v2/notes',
    body: { note: { body: 'Called', regardingId: 1, regardingType: 'Parent' } },
  },
  {
    id: 'API-68 activity',
    call: () => api.activities.get(3),
    reply: one('activity'),
    method: 'GET',
    path: '/api/v2/activities/3',
  },
  {
    id: 'API-69 payment profile (OP-18)',
    call: () =>
      api.authorizeNetProfiles.save({
        parentId: 2,
        zip: '10001',
        authorizeNet: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'tok', expirationDate: '2027-12' },
      }),
    reply: one('authorizeNetProfile'),
    method: 'POST',
    path: '/api/v2/authorize_net_profiles',
    body: {
      authorizeNetProfile: {
        parentId: 2,
        zip: '10001',
        authorizeNet: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'tok', expirationDate: '2027-12' },
      },
    },
  },
  {
    id: 'API-69 delete profile',
    call: () => api.authorizeNetProfiles.remove(3),
    reply: null,
    method: 'DELETE',
    path: '/api/v2/authorize_net_profiles/3',
  },
  { id: 'API-70 team', call: () => api.teams.get(3), reply: one('team'), method: 'GET', path: '/api/v2/teams/3' },
  {
    id: 'API-70 stats',
    call: () => api.teams.stats(3),
    reply: { stats: [] },
    method: 'GET',
    path: '/api/v2/teams/3/stats',
  },
  {
    id: 'API-70 team create (OP-57)',
    call: () => api.teams.create({ type: 'Tutor', tutorIds: [1] }),
    reply: one('team'),
    method: 'POST',
    path: '/api/v2/teams',
    body: { team: { type: 'Tutor', tutorIds: [1] } },
  },
  {
    id: 'API-71 assign (OP-36)',
    call: () => api.assignments.assign(3, 4),
    reply: one('assignment'),
    method: 'POST',
    path: '/api/v2/assignments',
    body: { assignment: { sessionId: 3, employeeId: 4 } },
  },
  {
    id: 'API-71 unassign',
    call: () => api.assignments.unassign(7),
    reply: null,
    method: 'DELETE',
    path: '/api/v2/assignments/7',
  },
  {
    id: 'API-71 primary',
    call: () => api.assignments.makePrimary(7),
    reply: one('assignment'),
    method: 'PUT',
    path: '/api/v2/assignments/7',
    body: { assignment: { supervisor: true } },
  },
  { id: 'EXM-02 exams', call: () => api.exams.list(), reply: { exams: [] }, method: 'GET', path: '/api/exams.json' },
  {
    id: 'EXM-03 transcript create',
    call: () => api.exams.transcripts.create({ examId: 1, studentName: 'Ann', takenOn: '2024-03-01', answers: [] }),
    reply: { transcript },
    method: 'POST',
    path: '/api/transcripts.json',
    body: { transcript: { examId: 1, studentName: 'Ann', takenOn: '2024-03-01', answers: [] } },
  },
  {
    id: 'EXM-03 transcript read',
    call: () => api.exams.transcripts.get(5),
    reply: { transcript },
    method: 'GET',
    path: '/api/transcripts/5.json',
  },
  {
    id: 'EXM-03 transcript update',
    call: () => api.exams.transcripts.update(5, { studentName: 'Anne' }),
    reply: { transcript },
    method: 'PUT',
    path: '/api/transcripts/5.json',
    body: { transcript: { studentName: 'Anne' } },
  },
  {
    id: 'EXM-03 transcript delete',
    call: () => api.exams.transcripts.remove(5),
    reply: null,
    method: 'DELETE',
    path: '/api/transcripts/5.json',
  },
  {
    id: 'EXM-04 reports',
    call: () => api.exams.reports.list(),
    reply: { reports: [summary] },
    method: 'GET',
    path: '/api/reports',
  },
  {
    id: 'EXM-04 summaries',
    call: () => api.exams.reports.summary(1, { from: '2024-01-01', to: '2024-03-31' }),
    reply: { report: summary },
    method: 'GET',
    path: '/api/reports/summaries',
    query: { examId: '1', from: '2024-01-01', to: '2024-03-31' },
  },
  {
    id: 'EXM-04 analysis',
    call: () => api.exams.reports.analysis(1),
    reply: { report: { examId: 1, questions: [], scoreDistribution: [], rubricDistribution: [] } },
    method: 'GET',
    path: '/api/reports/analysis',
    query: { examId: '1' },
  },
  {
    id: 'EXM-05 grader get',
    call: () => api.exams.graders.get(2),
    reply: { grader: { id: 2, employeeId: 3, name: 'G' } },
    method: 'GET',
    path: '/api/essay/graders/2',
  },
  {
    id: 'EXM-05 grader create',
    call: () => api.exams.graders.create({ employeeId: 3 }),
    reply: { grader: { id: 2, employeeId: 3, name: 'G' } },
    method: 'POST',
    path: '/api/essay/graders',
    body: { grader: { employeeId: 3 } },
  },
  {
    id: 'EXM-05 grader delete',
    call: () => api.exams.graders.remove(2),
    reply: null,
    method: 'DELETE',
    path: '/api/essay/graders/2',
  },
  {
    id: 'EXM-05 assign',
    call: () => api.exams.graders.assign({ graderId: 2, itemIds: [9] }),
    reply: { gradingItems: [gradingItem] },
    method: 'POST',
    path: '/api/essay/graders/assign',
    body: { assignment: { graderId: 2, itemIds: [9] } },
  },
  {
    id: 'EXM-06 grading queue',
    call: () => api.exams.grading.list({ status: 'pending' }),
    reply: { gradingItems: [] },
    method: 'GET',
    path: '/api/essay/grading',
    query: { status: 'pending' },
  },
  {
    id: 'EXM-06 one essay of the queue',
    call: () => api.exams.grading.get(9),
    reply: { gradingItem },
    method: 'GET',
    path: '/api/essay/grading/9',
  },
  {
    id: 'EXM-08 grade an essay',
    call: () => api.exams.grading.grade(9, { rubricScore: 4, comment: 'ok' }),
    reply: { gradingItem },
    method: 'PUT',
    path: '/api/essay/grading/9',
    body: { gradingItem: { rubricScore: 4, comment: 'ok' } },
  },
];

const sortedQuery = (q: Array<[string, string]>) =>
  [...q].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
const expectedQuery = (q: Case['query']) =>
  sortedQuery(
    Object.entries(q ?? {}).flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v] as [string, string]],
    ),
  );

describe('every call: method, path, params, body and headers', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    answer({ status: c.reply === null ? 204 : 200, json: (c.reply ?? null) as never });
    await c.call();
    expect(seen).toHaveLength(1);
    const req = last();
    expect(req.method).toBe(c.method);
    expect(req.path).toBe(c.path);
    expect(sortedQuery(req.query)).toEqual(expectedQuery(c.query));
    if (c.body === undefined) expect(req.text).toBe('');
    else expect(req.json).toEqual(c.body);
    expect(req.headers.get('accept')).toBe('application/vnd.api+json');
    expect(req.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(req.credentials).toBe('include');
  });
});

describe('special calls', () => {
  it('API-44: connect and launch are URLs for window.open, not XHR', () => {
    expect(api.sessions.connectUrl(3)).toBe('/api/v2/sessions/3/connect');
    expect(api.sessions.launchUrl(3)).toBe('/api/v2/sessions/3/launch');
    configureApiClient({ baseUrl: 'https://api.example.com/api/v2/' });
    expect(api.sessions.connectUrl(3)).toBe('https://api.example.com/api/v2/sessions/3/connect');
    expect(seen).toHaveLength(0);
  });

  it('API-44 / C-5: openConnect and openLaunch use window.open in a new window or tab', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    api.sessions.openConnect(3);
    api.sessions.openLaunch(4);
    expect(open).toHaveBeenNthCalledWith(1, '/api/v2/sessions/3/connect', '_blank');
    expect(open).toHaveBeenNthCalledWith(2, '/api/v2/sessions/4/launch', '_blank');
    expect(seen).toHaveLength(0);
  });

  it('API-55: downloadCsv saves the CSV of the current search as a file', async () => {
    answer({ text: 'id\n1\n', contentType: 'text/csv' });
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:csv'));
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: Array<{ href: string; download: string }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const timers = jest.spyOn(globalThis, 'setTimeout');
    await api.shipments.downloadCsv({ status: 'on_hold' });
    expect(last().url.searchParams.get('status')).toBe('on_hold');
    expect(last().headers.get('accept')).toBe('text/csv');
    expect(await blobs[0]!.text()).toBe('id\n1\n');
    expect(clicks).toEqual([{ href: 'blob:csv', download: 'shipments.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    // Released a second later, not while the browser may still be starting the download.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    const release = timers.mock.calls.find(([, ms]) => ms === 1000)![0] as () => void;
    release();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });

  it('API-01: a configured base moves v2 and the /api calls together', async () => {
    configureApiClient({ baseUrl: '/backend/api/v2' });
    answer({ json: { roles: [] } });
    await api.roles.list();
    expect(last().path).toBe('/backend/api/v2/roles');
    answer({ json: { exams: [] } });
    await api.exams.list();
    expect(last().path).toBe('/backend/api/exams.json');
  });

  it('API-55: the CSV export sends the search params with a CSV Accept type and resolves to the text', async () => {
    answer({ text: 'id,status\n1,shipped\n', contentType: 'text/csv' });
    const csv = await api.shipments.exportCsv({ status: 'shipped', orderBy: 'sent_at' });
    expect(csv).toBe('id,status\n1,shipped\n');
    expect(last().path).toBe('/api/v2/shipments.csv');
    expect(last().headers.get('accept')).toBe('text/csv');
    expect(sortedQuery(last().query)).toEqual([
      ['orderBy', 'sent_at'],
      ['status', 'shipped'],
    ]);
  });

  it('API-22: the avatar upload is multipart with avatarableType, avatarableId and the file; reply avatar.url', async () => {
    answer({ json: { avatar: { url: 'https://cdn/a.png' } } });
    const form = new FormData();
    form.append('avatarableType', 'Employee');
    form.append('avatarableId', '3');
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'me.png');
    const avatar = await api.avatars.upload(form);
    expect(avatar.url).toBe('https://cdn/a.png');
    const req = last();
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/v2/avatars');
    expect(req.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.form?.get('avatarableType')).toBe('Employee');
    expect(req.form?.get('avatarableId')).toBe('3');
    expect((req.form?.get('image') as File).name).toBe('me.png');
  });

  it('API-15: countries, states and time zones are requested at most once per page load', async () => {
    answer((req) => ({
      json: { countries: [{ id: 1, name: 'US' }], states: [{ id: 2 }], timeZones: [{ id: 3 }], path: req.path },
    }));
    const [a, b] = await Promise.all([api.reference.countries(), api.reference.countries()]);
    await api.reference.countries();
    await api.reference.states();
    await api.reference.states();
    await api.reference.timeZones();
    await api.reference.timeZones();
    expect(a).toEqual([{ id: 1, name: 'US' }]);
    expect(b).toBe(a);
    expect(seen.map((r) => r.path)).toEqual(['/api/v2/countries', '/api/v2/states', '/api/v2/time_zones']);
  });

  it('API-15: a failed reference call is not cached', async () => {
    answer({ status: 500, json: { errors: ['x'] } });
    await expect(api.reference.countries({ handleErrors: false })).rejects.toMatchObject({ status: 500 });
    answer({ json: { countries: [] } });
    await expect(api.reference.countries()).resolves.toEqual([]);
    expect(seen).toHaveLength(2);
  });

  it('X-04: realtime auth posts socket_id and channel_name as a form to /api/auth/pusher/auth', async () => {
    answer({ json: { auth: 'key:sig' } });
    await expect(api.realtime.authorize('1.2', 'private-user-1')).resolves.toEqual({ auth: 'key:sig' });
    expect(last().path).toBe('/api/auth/pusher/auth');
    expect(last().text).toBe('socket_id=1.2&channel_name=private-user-1');
  });

  it('ADR: logout forgets the CSRF token and spoofing', async () => {
    answer({ json: { user: currentUser, csrfToken: 'tok' } });
    await api.auth.login('a@b.c', 'pw');
    answer({ status: 204 });
    await api.auth.logout();
    answer({ json: { roles: [] } });
    await api.roles.list();
    expect(last().headers.get('x-csrf-token')).toBeNull();
  });
});
