/** Texts of the public enrollment portal (issue 25; the spec gives no screens, docs/adr/0006). */
export const ENROLL_HEADING = 'Enroll';
export const CHOOSE_COURSE = 'Choose a course';
export const FAMILY_DETAILS = 'Parent and student';
export const PAYMENT_CARD = 'Payment card';
export const ENROLLED = 'You are enrolled';
export const NO_COURSES = 'There are no courses open for enrollment right now.';
export const CONTINUE = 'Continue';
export const BACK = 'Back';
export const SIGN_IN_LINK = 'Sign in to the parent portal';
/** A course card's list heading: its times are in the family's time zone (chosen again in the next step). */
export const upcomingSessionsText = (timeZone: string) => `Upcoming sessions (times in ${timeZone})`;
export const CARD_EXPLAINED = 'Your card is kept by our payment provider for the enrollment.';
export const enrolledText = (course: string, student: string, email: string) =>
  `${student} is enrolled in ${course}. Sign in with ${email} and the password you chose.`;
/** The card step's submit: it enrolls (the card is saved with it), so it says so rather than "Save". */
export const ENROLL_SUBMIT = 'Enroll';
/** The card step's summary of what is enrolled and what it costs, read before the family submits. */
export const SUMMARY = 'Your enrollment';
export const COURSE = 'Course';
export const STUDENT = 'Student';
export const PRICE = 'Price';
/** Under a signed-in parent's details on the family step: nothing of theirs is asked again. */
export const SIGNED_IN_PARENT =
  'You are signed in: the student is added to your family and your details stay as they are.';
/** The last step for a signed-in parent: they already have their login. */
export const enrolledInFamilyText = (course: string, student: string) =>
  `${student} is enrolled in ${course}. The enrollment is in your account.`;
export const YOUR_ENROLLMENTS_LINK = 'See your enrollments';
