/** The student's review-your-tutor dialog (STU-20, STU-21, DOM-21). */
export const SERVER_ERROR_REVIEW = 'Our server has experienced an error.  Please contact customer service.'; // two spaces (C-1)
export const REVIEW_THANKS = 'Thank you for submitting your review.';

/** DOM-21: canned review comments, exactly as listed (lower case, OP-46). */
export const CANNED_COMMENTS_POSITIVE = [
  'expert in this subject',
  'super fun teacher',
  'master at finding resources',
  'juggled multiple questions like a pro',
  'explains things beautifully',
  'has a cool voice',
] as const;
export const CANNED_COMMENTS_NEGATIVE = [
  "didn't know how to help",
  'waited too long',
  'other students were rude or distracting',
  'hard to see or hear',
  "wasn't able to join",
  'explanations did not make sense',
] as const;
