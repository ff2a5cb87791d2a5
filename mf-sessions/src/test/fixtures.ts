// Records a component's stories and its tests both show (stories render without a network; tests serve them at
// the network): one copy each, so the story and the test look at the same record.

/** Two assignments of session 7 (SES-20): Maria, its supervisor, and Tom. */
export const assignedMaria = {
  id: 31,
  sessionId: 7,
  employeeId: 3,
  firstName: 'Maria',
  lastName: 'Smith',
  avatarUrl: null,
  supervisor: true,
};
export const assignedTom = {
  id: 32,
  sessionId: 7,
  employeeId: 4,
  firstName: 'Tom',
  lastName: 'Jones',
  avatarUrl: null,
  supervisor: false,
};

/** A booked tutoring (SES-47) with its student and tutor by name, as `include=student,tutor` lists it. */
export const bookedTutoring = {
  id: 4,
  startsAt: '2027-05-04T16:00:00Z',
  duration: 45,
  availabilityId: 8,
  status: 'booked',
  studentId: 11,
  tutorId: 3,
  student: { id: 11, fullName: 'Sam Student' },
  tutor: { id: 3, fullName: 'Tina Tutor' },
};

/** A self-study event (SES-30) of 4 May 2027, 16:00-17:00 UTC. */
export const studyEvent = {
  id: 3,
  name: 'Study',
  startsAt: '2027-05-04T16:00:00Z',
  endsAt: '2027-05-04T17:00:00Z',
  allDay: false,
  type: 'Event::SelfStudy',
};
