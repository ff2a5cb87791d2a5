/**
 * `@tutoring/api-client/endpoints`: every typed call, one module per resource (`src/endpoints/*.ts`), plus the
 * app-wide calls of the singleton (`api` of `@tutoring/api-client`). Not shared through Module Federation: each app
 * bundles the calls it uses (import it as a namespace, `import * as api from '@tutoring/api-client/endpoints'`, and
 * call `api.parents.list(...)`: webpack keeps only the modules read), and every call still goes through the
 * singleton's one connection, which these modules import by the package name (never by relative path, or an app
 * would bundle a second connection nobody configured).
 */
import { api as appWide } from '@tutoring/api-client';

export const { auth, currentUser, roles, locales, reference, notices, realtime } = appWide;
export { users } from './src/endpoints/users';
export { emails } from './src/endpoints/emails';
export { departments } from './src/endpoints/departments';
export { studyAreas } from './src/endpoints/study-areas';
export { testDates } from './src/endpoints/test-dates';
export { targetHistories } from './src/endpoints/target-histories';
export { avatars } from './src/endpoints/avatars';
export { materials } from './src/endpoints/materials';
export { tutors } from './src/endpoints/tutors';
export { employees } from './src/endpoints/employees';
export { leadSources } from './src/endpoints/lead-sources';
export { pendingSchools } from './src/endpoints/pending-schools';
export { tutorPackages } from './src/endpoints/tutor-packages';
export { tutorPackageTranscripts } from './src/endpoints/tutor-package-transcripts';
export { parents } from './src/endpoints/parents';
export { students } from './src/endpoints/students';
export { sessions } from './src/endpoints/sessions';
export { attendances } from './src/endpoints/attendances';
export { events } from './src/endpoints/events';
export { availabilities } from './src/endpoints/availabilities';
export { tutorings } from './src/endpoints/tutorings';
export { shipments } from './src/endpoints/shipments';
export { reviews } from './src/endpoints/reviews';
export { quests } from './src/endpoints/quests';
export { courses } from './src/endpoints/courses';
export { courseTemplates } from './src/endpoints/course-templates';
export { enrollments } from './src/endpoints/enrollments';
export { refundRequests } from './src/endpoints/refund-requests';
export { installments } from './src/endpoints/installments';
export { payments } from './src/endpoints/payments';
export { places } from './src/endpoints/places';
export { payrollItems } from './src/endpoints/payroll-items';
export { coupons } from './src/endpoints/coupons';
export { brands } from './src/endpoints/brands';
export { lineItemAdjustments } from './src/endpoints/line-item-adjustments';
export { inboxActivities } from './src/endpoints/inbox-activities';
export { messages } from './src/endpoints/messages';
export { contactHistories } from './src/endpoints/contact-histories';
export { calls } from './src/endpoints/calls';
export { imminentCloses } from './src/endpoints/imminent-closes';
export { sms } from './src/endpoints/sms';
export { histories } from './src/endpoints/histories';
export { notes } from './src/endpoints/notes';
export { activities } from './src/endpoints/activities';
export { authorizeNetProfiles } from './src/endpoints/authorize-net-profiles';
export { teams } from './src/endpoints/teams';
export { assignments } from './src/endpoints/assignments';
export { exams } from './src/endpoints/exams';
