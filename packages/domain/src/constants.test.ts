import * as constants from './constants';

describe('constants', () => {
  it('SHL-19, OP-54: the application version is 3.0.2', () => {
    expect(constants.APP_VERSION).toBe('3.0.2');
  });

  it('DOM-39: limits', () => {
    expect(constants).toMatchObject({
      SESSION_NAME_MAX: 20,
      REVIEW_COMMENT_MAX: 191,
      EVENT_NAME_MAX: 191,
      EVENT_DETAILS_MAX: 280,
      PASSWORD_MIN: 6,
      SESSION_DURATION_MAX: 600,
      REPEAT_WEEKS_MIN: 1,
      REPEAT_WEEKS_MAX: 52,
      TUTORS_REQUIRED_MIN: 0,
      TUTORS_REQUIRED_MAX: 20,
      ROOM_MIN: 1,
      ROOM_MAX: 50,
      TARGET_MIN: 0,
      TARGET_MAX: 80,
      INVITE_SLOTS: 3,
      DEFAULT_TRIAL_DAYS: 14,
      ATTENDEE_NAMES_MAX: 6,
      UNAVAILABLE_DATES_SHOWN: 5,
      STAR_COUNT: 5,
      SESSION_DURATION_MIN_FALLBACK: 15, // OP-16
    });
  });

  it('DOM-40, DS-08, C-2: paging', () => {
    expect(constants.PAGE_SIZE_OPTIONS).toEqual([25, 50, 100]);
    expect(constants).toMatchObject({
      DEFAULT_PAGE_SIZE: 25,
      DEFAULT_API_PER: 10,
      DASHBOARD_UPCOMING_SESSIONS: 5,
      DASHBOARD_NEXT_MEETINGS: 1,
      STUDENT_SESSIONS_PER_PAGE: 6,
      STUDENT_SESSIONS_WEEKS: 6,
      RESCHEDULE_PAGE_SIZE: 10,
      RESCHEDULE_MAX_PAGE_NUMBERS: 7,
      ADVISOR_LIST_PER: 1000,
      UPCOMING_ATTENDANCE_PER: 6,
      CALENDAR_FETCH_PER: 150,
    });
  });

  it('DOM-41, C-3, DS-28: timing', () => {
    expect(constants).toMatchObject({
      TOAST_DELAY_MS: 3000,
      CLIPBOARD_MS: 1500,
      AUTOCOMPLETE_DELAY_MS: 400,
      TUTOR_AUTOCOMPLETE_DELAY_MS: 500,
      REVIEW_POSTPONE_DAYS: 1,
      JOIN_WINDOW_BEFORE_MINUTES: 10,
      JOIN_LINK_AFTER_MINUTES: 10,
      AVAILABILITY_REFRESH_DELAY_MS: 250,
      CALENDAR_MIN_HOUR: 5,
      PRIME_HOURS_TIME_ZONE: 'America/Los_Angeles',
      PRIME_HOURS_DAYS: 7,
      MAX_TIMEOUT_MS: 2147483647,
      CROP_DEBOUNCE_MS: 100,
    });
  });

  it('X-05: error reporting client settings', () => {
    expect(constants).toMatchObject({
      ERROR_REPORT_TIMEOUT_MS: 10000,
      ERROR_REPORT_MAX_NOTICE_BYTES: 64000,
      ERROR_REPORT_HISTORY: 20,
    });
  });
});
