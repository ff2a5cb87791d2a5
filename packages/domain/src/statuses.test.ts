import {
  ATTENDANCE_SESSION_FILTERS,
  CANCELLATION_REASONS,
  CONFIDENCE_LEVELS,
  CONTACT_HISTORY_TYPES,
  COUPON_UNITS,
  DEFAULT_MATERIAL_STATUS,
  EMPLOYEE_TYPES,
  ENROLLMENT_STATUSES,
  LEAD_SOURCE_STATUSES,
  LEAD_SOURCE_TYPES,
  MATERIAL_STATUSES,
  MATH_GRADE_LEVELS,
  NEW_EMPLOYEE_DEFAULTS,
  NEW_TUTOR_DEFAULTS,
  NON_SCHOOL_CATEGORIES,
  PAYABLE_EVENT_TYPES,
  QUICK_FILTER_WINDOWS,
  REFUND_STATUSES,
  SCHOOL_CATEGORIES,
  SCHOOL_TYPES,
  SESSION_QUICK_FILTERS,
  SESSION_TYPES,
  SHIPMENT_STATUSES,
  SUBSCRIPTION_STATES,
  TEAM_TYPES,
  canApproveRefund,
  canEditRefund,
  canProcessManually,
  cannedComments,
  confidenceLabel,
  formatCoupon,
  gradeLabel,
  isKnownShipmentStatus,
  isPayable,
  isTutorRecord,
  leadSourceStatusChoices,
  newEmployeeDefaults,
  newTutorDefaults,
  parentStatusOptions,
  pendingSchoolActionError,
  subscriptionStateDescription,
  teamKind,
  withGradeLevel,
} from './index';

describe('lead sources', () => {
  it('DOM-01: lists the six statuses exactly, in order', () => {
    expect(LEAD_SOURCE_STATUSES).toEqual(['Uncategorized', 'Target', 'Managed', 'Ended', 'No Value', 'Do Not Contact']);
  });

  it('DOM-02: offers Managed and Ended for a Managed lead source', () => {
    expect(leadSourceStatusChoices('Managed')).toEqual(['Managed', 'Ended']);
  });

  it('DOM-02: offers Uncategorized, Target, Managed, No Value, Do Not Contact for a Target lead source', () => {
    expect(leadSourceStatusChoices('Target')).toEqual([
      'Uncategorized',
      'Target',
      'Managed',
      'No Value',
      'Do Not Contact',
    ]);
  });

  it('DOM-02: offers Target, Managed, Ended, No Value, Do Not Contact for an Ended lead source', () => {
    expect(leadSourceStatusChoices('Ended')).toEqual(['Target', 'Managed', 'Ended', 'No Value', 'Do Not Contact']);
  });

  it.each([['Uncategorized'], ['No Value'], ['Do Not Contact'], [''], [null], [undefined], ['Something else']])(
    'DOM-02, CRM-21: uses the "Uncategorized or any other" row for %p',
    (status) => {
      expect(leadSourceStatusChoices(status)).toEqual([
        'Uncategorized',
        'Target',
        'Managed',
        'No Value',
        'Do Not Contact',
      ]);
    },
  );

  it('DOM-02: returns a fresh array the caller may change without affecting later calls', () => {
    leadSourceStatusChoices('Managed').push('Target');
    expect(leadSourceStatusChoices('Managed')).toEqual(['Managed', 'Ended']);
  });

  it('DOM-03: lists the lead source types', () => {
    expect(LEAD_SOURCE_TYPES).toEqual(['LeadSource', 'School', 'PendingSchool']);
  });

  it('CRM-23, CRM-24: allows merge and promote only for a PendingSchool, with the exact alerts otherwise', () => {
    expect(pendingSchoolActionError('PendingSchool', 'merge')).toBeNull();
    expect(pendingSchoolActionError('PendingSchool', 'promote')).toBeNull();
    expect(pendingSchoolActionError('School', 'merge')).toBe('School must be pending to merge');
    expect(pendingSchoolActionError('LeadSource', 'promote')).toBe('School must be pending to promote');
    expect(pendingSchoolActionError(undefined, 'promote')).toBe('School must be pending to promote');
  });
});

describe('parent status options', () => {
  it('DOM-04: offers Active, No sales/service only, Third Party for a customer', () => {
    expect(parentStatusOptions({ customer: true })).toEqual(['Active', 'No sales/service only', 'Third Party']);
    expect(parentStatusOptions({ customer: true, active: false })).toEqual([
      'Active',
      'No sales/service only',
      'Third Party',
    ]);
  });

  it('DOM-05: offers Pre-Conversation, In Conversation, Third Party for an active lead', () => {
    expect(parentStatusOptions({ customer: false, active: true })).toEqual([
      'Pre-Conversation',
      'In Conversation',
      'Third Party',
    ]);
  });

  it('DOM-06: offers the six inactive-lead statuses in order', () => {
    expect(parentStatusOptions({ customer: false, active: false })).toEqual([
      'Not Ready',
      'Not Interested',
      'Could Not Reach',
      'Do Not Contact',
      'No Sales/Partner Contact',
      'Third Party',
    ]);
  });

  it('DOM-07: offers the union with active-lead values first and Third Party once when active is unknown', () => {
    const expected = [
      'Pre-Conversation',
      'In Conversation',
      'Third Party',
      'Not Ready',
      'Not Interested',
      'Could Not Reach',
      'Do Not Contact',
      'No Sales/Partner Contact',
    ];
    expect(parentStatusOptions({ customer: false })).toEqual(expected);
    expect(parentStatusOptions({ customer: false, active: null })).toEqual(expected);
  });
});

describe('value lists', () => {
  it('DOM-08: lists material statuses and defaults a new material to active', () => {
    expect(MATERIAL_STATUSES).toEqual(['active', 'inactive', 'low inventory', 'hidden']);
    expect(DEFAULT_MATERIAL_STATUS).toBe('active');
  });

  it('DOM-09: lists the school types', () => {
    expect(SCHOOL_TYPES).toEqual([
      'public',
      'private',
      'catholic',
      'charter',
      'boarding',
      'lutheran',
      'christian',
      'home',
    ]);
  });

  it('DOM-10: lists the school categories', () => {
    expect(SCHOOL_CATEGORIES).toEqual([
      'Elementary School',
      'Middle School',
      'High School',
      'University',
      'Adult School',
    ]);
  });

  it('DOM-11: lists the non-school categories', () => {
    expect(NON_SCHOOL_CATEGORIES).toEqual([
      'Business',
      'Club/Organization',
      'Revolution Affiliate',
      'Independent Counselor',
      'Library',
    ]);
  });

  it('DOM-12: lists the attendance session filters', () => {
    expect(ATTENDANCE_SESSION_FILTERS).toEqual(['all', 'upcoming', 'past', 'today', 'live']);
  });

  it('DOM-13, OP-40: lists the session quick filters with their labels', () => {
    expect(SESSION_QUICK_FILTERS).toEqual([
      { id: 'problem_sessions', label: 'problem sessions' },
      { id: 'all_live_sessions', label: 'all live sessions' },
      { id: 'todays_sessions', label: 'todays sessions' },
      { id: 'unassigned', label: 'unassigned' },
    ]);
  });

  it('DOM-14: holds the quick-filter windows', () => {
    expect(QUICK_FILTER_WINDOWS).toEqual({
      lastTouchDays: 30,
      lastPromotionDays: 30,
      recentlyAssignedDays: 14,
      notTouchedMinAgeDays: 14,
      notTouchedMaxCalls: 3,
      lowHours: 5,
      highHomeValueEstimate: 1000,
    });
  });

  it('DOM-23: lists the session types', () => {
    expect(SESSION_TYPES).toEqual(['Tutoring', 'Session::TutoringSplit', 'Session']);
  });

  it('DOM-24: lists the contact history types', () => {
    expect(CONTACT_HISTORY_TYPES).toEqual(['All', 'Note', 'Call', 'Email', 'SMS', 'Message']);
  });

  it('OP-15: lists the enrollment statuses', () => {
    expect(ENROLLMENT_STATUSES).toEqual([
      'trialing',
      'active',
      'pending_cancellation',
      'canceled',
      'transferred',
      'expired',
    ]);
  });
});

describe('grades', () => {
  it.each([
    [-1, 'TK'],
    [0, 'K'],
    [5, '5'],
    [12, '12'],
    ['-1', 'TK'],
    [null, ''],
    [undefined, ''],
  ])('DOM-16: shows grade %p as %p', (grade, label) => {
    expect(gradeLabel(grade)).toBe(label);
  });

  it('DOM-16: math grade levels are 2 to 7', () => {
    expect(MATH_GRADE_LEVELS).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('DOM-16: copies grade to gradeLevel without changing the loaded record', () => {
    const student = { id: 1, grade: 0 };
    expect(withGradeLevel(student)).toEqual({ id: 1, grade: 0, gradeLevel: 0 });
    expect(student).toEqual({ id: 1, grade: 0 });
    expect(withGradeLevel({ id: 2 })).toEqual({ id: 2, gradeLevel: null });
  });
});

describe('coupons and subscriptions', () => {
  it('DOM-17: coupon units are dollars and percentage', () => {
    expect(COUPON_UNITS).toEqual(['dollars', 'percentage']);
  });

  it.each([
    [{ unit: 'dollars', amount: 25 }, '$25'],
    [{ unit: 'dollars', amount: 12.5 }, '$12.50'],
    [{ unit: 'percentage', amount: 15 }, '15%'],
    [{ unit: 'percentage', amount: 12.5 }, '12.5%'],
  ])('DOM-17, OP-74: formats %p as %p', (coupon, text) => {
    expect(formatCoupon(coupon)).toBe(text);
  });

  it('DOM-18, OP-33: describes each subscription state with the proposed text', () => {
    expect(SUBSCRIPTION_STATES).toEqual(['trialing', 'active', 'past_due', 'canceled', 'expired']);
    expect(subscriptionStateDescription('trialing')).toBe('Your free trial is active.');
    expect(subscriptionStateDescription('active')).toBe('Your subscription is active.');
    expect(subscriptionStateDescription('past_due')).toBe('Your last payment failed.');
    expect(subscriptionStateDescription('canceled')).toBe('Your subscription has been canceled.');
    expect(subscriptionStateDescription('expired')).toBe('Your subscription has ended.');
    expect(subscriptionStateDescription('paused')).toBe('');
    expect(subscriptionStateDescription('toString')).toBe('');
    expect(subscriptionStateDescription(null)).toBe('');
  });
});

describe('enrollments, reviews and events', () => {
  it('DOM-19: lists the cancellation reasons exactly, in order', () => {
    expect(CANCELLATION_REASONS).toEqual([
      'Has not used/will not use product',
      'Did not find product helpful',
      'Scheduling issues/Not enough sessions available',
      'Student no longer needs product',
      'Price too high',
      'Switching to a competitive service',
      'Other',
    ]);
  });

  it('DOM-20: names the confidence levels 3, 2 and 1', () => {
    expect(CONFIDENCE_LEVELS).toEqual([
      { value: 3, label: 'I feel calm and confident' },
      { value: 2, label: 'I feel somewhat stressed' },
      { value: 1, label: 'I feel completely overwhelmed' },
    ]);
    expect(confidenceLabel(2)).toBe('I feel somewhat stressed');
    expect(confidenceLabel(4)).toBe('');
  });

  it('DOM-21, OP-46: offers the positive comments for 4 and 5 stars', () => {
    const positive = [
      'expert in this subject',
      'super fun teacher',
      'master at finding resources',
      'juggled multiple questions like a pro',
      'explains things beautifully',
      'has a cool voice',
    ];
    expect(cannedComments(4)).toEqual(positive);
    expect(cannedComments(5)).toEqual(positive);
  });

  it('DOM-21, OP-46: offers the negative comments for 1 to 3 stars and none without a rating', () => {
    const negative = [
      "didn't know how to help",
      'waited too long',
      'other students were rude or distracting',
      'hard to see or hear',
      "wasn't able to join",
      'explanations did not make sense',
    ];
    expect(cannedComments(1)).toEqual(negative);
    expect(cannedComments(3)).toEqual(negative);
    expect(cannedComments(0)).toEqual([]);
    expect(cannedComments(null)).toEqual([]);
  });

  it('DOM-22: names the four payable event types', () => {
    expect(PAYABLE_EVENT_TYPES).toEqual({
      'Event::PrepTime': 'prep time',
      'Event::CurriculumWork': 'curriculum work',
      'Event::EssayGrading': 'essay grading',
      'Event::SelfStudy': 'self study',
    });
  });

  it.each(['Event::PrepTime', 'Event::CurriculumWork', 'Event::EssayGrading', 'Event::SelfStudy'])(
    'DOM-22: %s is payable',
    (type) => {
      expect(isPayable({ type })).toBe(true);
      expect(isPayable(type)).toBe(true);
    },
  );

  it.each(['Event::Meeting', 'Event', 'toString', '', null])('DOM-22: %p is not payable', (type) => {
    expect(isPayable({ type })).toBe(false);
  });
});

describe('shipments and refunds', () => {
  it('DOM-26: knows on_hold and shipped and keeps other values as they are', () => {
    expect(SHIPMENT_STATUSES).toEqual(['on_hold', 'shipped']);
    expect(isKnownShipmentStatus('shipped')).toBe(true);
    expect(isKnownShipmentStatus('in_transit')).toBe(false);
  });

  it('DOM-27, OP-13: lists refund statuses including denied and processed', () => {
    expect(REFUND_STATUSES).toEqual(['pending', 'incomplete', 'approved', 'denied', 'processed']);
  });

  it.each(REFUND_STATUSES.map((s) => [s]))('DOM-27, PAY-29, OP-13: rules for a %s refund request', (status) => {
    expect(canEditRefund({ status })).toBe(status === 'pending');
    expect(canApproveRefund({ status })).toBe(status === 'pending');
    expect(canProcessManually({ status })).toBe(status === 'incomplete');
  });
});

describe('employees and teams', () => {
  it('DOM-33, STF-05: a new employee is an Admin Employee with the admin role', () => {
    expect(newEmployeeDefaults()).toEqual({ title: 'Admin', type: 'Employee', roles: ['admin'] });
    expect(NEW_EMPLOYEE_DEFAULTS).toEqual({ title: 'Admin', type: 'Employee', roles: ['admin'] });
    expect(NEW_TUTOR_DEFAULTS).toEqual({ type: 'Tutor', roles: ['tutor'] });
    expect(Object.isFrozen(NEW_EMPLOYEE_DEFAULTS.roles)).toBe(true);
  });

  it('DOM-33: a new tutor has type Tutor and the tutor role, and defaults are fresh objects', () => {
    const first = newTutorDefaults();
    first.roles.push('admin');
    expect(newTutorDefaults()).toEqual({ type: 'Tutor', roles: ['tutor'] });
    expect(isTutorRecord({ type: 'Tutor', roles: ['tutor', 'admin'] })).toBe(true);
    expect(isTutorRecord({ type: 'Tutor', roles: ['admin'] })).toBe(false);
    expect(isTutorRecord({ type: 'Employee', roles: ['tutor'] })).toBe(false);
  });

  it('DOM-34: employee types are Employee and Tutor', () => {
    expect(EMPLOYEE_TYPES).toEqual(['Employee', 'Tutor']);
  });

  it('DOM-35: team types pick the tutors or the advisors modal', () => {
    expect(TEAM_TYPES).toEqual(['Tutor', 'Advisor']);
    expect(teamKind('Tutor')).toBe('tutor');
    expect(teamKind('Advisor')).toBe('advisor');
    expect(teamKind('AdvisorTeam')).toBe('advisor');
    expect(teamKind('Team::Tutor')).toBe('tutor');
  });
});
