-- Courses, sessions, staffing, calendars, shipping, quests, payments, messaging, teams.
CREATE TABLE course_templates (id serial PRIMARY KEY, name text NOT NULL, brand_id integer REFERENCES brands (id));
CREATE TABLE courses (
  id serial PRIMARY KEY,
  title text NOT NULL,
  brand_id integer REFERENCES brands (id),
  course_template_id integer REFERENCES course_templates (id) ON DELETE SET NULL,
  lead_source_id integer REFERENCES lead_sources (id) ON DELETE SET NULL,
  host_id integer REFERENCES employees (id) ON DELETE SET NULL,
  reserved_for_id integer REFERENCES students (id) ON DELETE SET NULL,
  reserved_until date,
  grade_level integer,
  duration integer NOT NULL DEFAULT 60,
  status text NOT NULL DEFAULT 'draft',
  kind text NOT NULL DEFAULT 'standard',
  pricing jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX courses_brand_idx ON courses (brand_id);
CREATE INDEX courses_kind_status_idx ON courses (kind, status);
CREATE INDEX courses_host_idx ON courses (host_id);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  course_id integer REFERENCES courses (id) ON DELETE CASCADE,
  session_type_id integer REFERENCES session_types (id),
  place_id integer REFERENCES places (id) ON DELETE SET NULL,
  subject_id integer REFERENCES subjects (id) ON DELETE SET NULL,
  hub_id integer REFERENCES sessions (id) ON DELETE SET NULL,
  title text NOT NULL DEFAULT '',
  name text,
  type text NOT NULL DEFAULT 'Session',
  sequence integer NOT NULL DEFAULT 1,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  duration integer NOT NULL,
  timezone text NOT NULL DEFAULT 'America/Los_Angeles',
  room text,
  employees_required integer NOT NULL DEFAULT 1,
  session_subject text,
  notes text,
  scheduled_by text,
  repeat_weeks integer NOT NULL DEFAULT 1,
  published boolean NOT NULL DEFAULT true,
  attendance_taken_at timestamptz,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_starts_idx ON sessions (starts_at);
CREATE INDEX sessions_ends_idx ON sessions (ends_at);
CREATE INDEX sessions_course_idx ON sessions (course_id);
CREATE INDEX sessions_type_idx ON sessions (session_type_id);

CREATE TABLE assignments (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  supervisor boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, employee_id)
);
CREATE INDEX assignments_employee_idx ON assignments (employee_id);

CREATE TABLE attendances (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  joined_at timestamptz,
  session_note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attendances_session_idx ON attendances (session_id);
CREATE INDEX attendances_student_idx ON attendances (student_id);

CREATE TABLE zoom_meetings (
  id serial PRIMARY KEY,
  session_id integer NOT NULL UNIQUE REFERENCES sessions (id) ON DELETE CASCADE,
  join_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE zoom_recordings (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  url text NOT NULL,
  duration integer NOT NULL DEFAULT 0,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX zoom_recordings_session_idx ON zoom_recordings (session_id);

CREATE TABLE enrollments (
  id serial PRIMARY KEY,
  type text NOT NULL DEFAULT 'Enrollment',
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  course_id integer REFERENCES courses (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'active',
  pricing jsonb NOT NULL DEFAULT '{}',
  auto_renew boolean NOT NULL DEFAULT true,
  trial boolean NOT NULL DEFAULT false,
  contract boolean NOT NULL DEFAULT false,
  coupon jsonb,
  limited_attendances_count integer,
  hours numeric(10, 2) NOT NULL DEFAULT 0,
  cancellation_reason text,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enrollments_student_idx ON enrollments (student_id);
CREATE INDEX enrollments_course_idx ON enrollments (course_id);
CREATE INDEX enrollments_status_idx ON enrollments (status);

CREATE TABLE enrollment_renewals (
  id serial PRIMARY KEY,
  enrollment_id integer NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
  hours numeric(10, 2) NOT NULL,
  coupon_code text,
  amount numeric(10, 2) NOT NULL DEFAULT 0,
  processed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enrollment_renewals_enrollment_idx ON enrollment_renewals (enrollment_id);

CREATE TABLE coupons (id serial PRIMARY KEY, code text NOT NULL UNIQUE, unit text NOT NULL CHECK (unit IN ('dollars', 'percentage')), amount numeric(10, 2) NOT NULL);

CREATE TABLE availabilities (
  id serial PRIMARY KEY,
  tutor_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  locked boolean NOT NULL DEFAULT false,
  maxed_out boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX availabilities_tutor_starts_idx ON availabilities (tutor_id, starts_at);

CREATE TABLE events (
  id serial PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  all_day boolean NOT NULL DEFAULT false,
  subject text,
  details text,
  employee_id integer REFERENCES employees (id) ON DELETE CASCADE,
  student_id integer REFERENCES students (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_starts_idx ON events (starts_at);
CREATE INDEX events_employee_idx ON events (employee_id);

CREATE TABLE tutorings (
  id serial PRIMARY KEY,
  student_id integer REFERENCES students (id) ON DELETE CASCADE,
  tutor_id integer REFERENCES employees (id) ON DELETE SET NULL,
  availability_id integer REFERENCES availabilities (id) ON DELETE SET NULL,
  session_id integer REFERENCES sessions (id) ON DELETE SET NULL,
  starts_at timestamptz NOT NULL,
  duration integer NOT NULL,
  status text NOT NULL DEFAULT 'booked',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tutorings_student_idx ON tutorings (student_id, starts_at);

CREATE TABLE materials (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'active',
  originator_id integer REFERENCES originators (id),
  quantity integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX materials_status_idx ON materials (status);

CREATE TABLE shipments (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'on_hold',
  tracking text,
  order_handle text,
  purchase_link text,
  recipient text,
  shipping_method text,
  student_id integer REFERENCES students (id) ON DELETE SET NULL,
  material_id integer REFERENCES materials (id) ON DELETE SET NULL,
  originator_id integer REFERENCES originators (id),
  address jsonb NOT NULL DEFAULT '{}',
  estimated_delivery_date date,
  sent_at timestamptz,
  shipment_observers jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipments_status_idx ON shipments (status, created_at);
CREATE INDEX shipments_student_idx ON shipments (student_id);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  session_id integer REFERENCES sessions (id) ON DELETE SET NULL,
  stars integer CHECK (stars BETWEEN 1 AND 5),
  comment varchar(191),
  completed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_student_idx ON reviews (student_id, completed);

CREATE TABLE badges (id serial PRIMARY KEY, name text NOT NULL, image_url text NOT NULL DEFAULT '');
CREATE TABLE prizes (id serial PRIMARY KEY, name text NOT NULL, image_url text NOT NULL DEFAULT '', badge_count integer NOT NULL CHECK (badge_count > 0), available boolean NOT NULL DEFAULT true);
CREATE TABLE student_prizes (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  prize_id integer NOT NULL REFERENCES prizes (id),
  shipment_id integer REFERENCES shipments (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_prizes_student_idx ON student_prizes (student_id);
CREATE TABLE student_badges (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  badge_id integer NOT NULL REFERENCES badges (id),
  redeemed_at timestamptz,
  student_prize_id integer REFERENCES student_prizes (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_badges_student_idx ON student_badges (student_id, redeemed_at);
CREATE TABLE invitations (
  id serial PRIMARY KEY,
  student_id integer REFERENCES students (id) ON DELETE CASCADE,
  friends jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE line_items (
  id serial PRIMARY KEY,
  enrollment_id integer REFERENCES enrollments (id) ON DELETE CASCADE,
  description text NOT NULL,
  amount numeric(10, 2) NOT NULL
);
CREATE INDEX line_items_enrollment_idx ON line_items (enrollment_id);
CREATE TABLE line_item_adjustments (
  id serial PRIMARY KEY,
  line_item_id integer NOT NULL REFERENCES line_items (id) ON DELETE CASCADE,
  amount numeric(10, 2) NOT NULL,
  reason text
);
CREATE INDEX line_item_adjustments_item_idx ON line_item_adjustments (line_item_id);
CREATE TABLE refund_requests (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'pending',
  line_item_id integer REFERENCES line_items (id) ON DELETE SET NULL,
  category text,
  amount numeric(10, 2) NOT NULL DEFAULT 0,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refund_requests_status_idx ON refund_requests (status);
CREATE TABLE installments (
  id serial PRIMARY KEY,
  enrollment_id integer REFERENCES enrollments (id) ON DELETE CASCADE,
  amount numeric(10, 2) NOT NULL,
  due_on date NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  paid_at timestamptz
);
CREATE INDEX installments_enrollment_idx ON installments (enrollment_id, due_on);
CREATE TABLE payments (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES parents (id) ON DELETE CASCADE,
  installment_id integer REFERENCES installments (id) ON DELETE SET NULL,
  amount numeric(10, 2) NOT NULL,
  paid_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_parent_idx ON payments (parent_id, paid_at);
CREATE TABLE payment_profiles (
  id serial PRIMARY KEY,
  parent_id integer NOT NULL REFERENCES parents (id) ON DELETE CASCADE,
  provider_profile_id text NOT NULL,
  card_type text NOT NULL,
  masked_card_number text NOT NULL,
  expiration_date text NOT NULL,
  zip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_profiles_parent_idx ON payment_profiles (parent_id);
CREATE TABLE card_tokens (
  data_value text PRIMARY KEY,
  card_type text NOT NULL,
  last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE TABLE payroll_items (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  amount numeric(10, 2) NOT NULL,
  description text,
  date date NOT NULL
);
CREATE INDEX payroll_items_employee_idx ON payroll_items (employee_id, date);

CREATE TABLE tutor_packages (id serial PRIMARY KEY, name text NOT NULL, tier_id integer REFERENCES tiers (id), brand_id integer REFERENCES brands (id), hours integer NOT NULL DEFAULT 10);
CREATE TABLE tutor_package_transcripts (
  id serial PRIMARY KEY,
  tier_id integer REFERENCES tiers (id),
  brand_id integer REFERENCES brands (id),
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  subject_id integer REFERENCES subjects (id),
  additional_subject_id integer REFERENCES subjects (id),
  include_membership boolean NOT NULL DEFAULT true,
  previous_id integer REFERENCES tutor_package_transcripts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tpt_student_idx ON tutor_package_transcripts (student_id);

CREATE TABLE test_dates (id serial PRIMARY KEY, date date NOT NULL, subject_id integer REFERENCES subjects (id));
CREATE TABLE study_areas (
  id serial PRIMARY KEY,
  tutor_id integer REFERENCES employees (id) ON DELETE SET NULL,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  subject_id integer REFERENCES subjects (id),
  test_date_id integer REFERENCES test_dates (id) ON DELETE SET NULL
);
CREATE INDEX study_areas_student_idx ON study_areas (student_id);

CREATE TABLE teams (
  id serial PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('TutorTeam', 'AdvisorTeam')),
  manager_id integer REFERENCES employees (id) ON DELETE SET NULL
);
CREATE TABLE team_members (
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  PRIMARY KEY (team_id, employee_id)
);
CREATE TABLE target_histories (
  id serial PRIMARY KEY,
  tutor_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  date date NOT NULL,
  availability_target integer NOT NULL DEFAULT 0 CHECK (availability_target BETWEEN 0 AND 80),
  availability_actual integer NOT NULL DEFAULT 0,
  delivery_target integer NOT NULL DEFAULT 0 CHECK (delivery_target BETWEEN 0 AND 80),
  delivery_actual integer NOT NULL DEFAULT 0
);
CREATE INDEX target_histories_tutor_date_idx ON target_histories (tutor_id, date);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  message text NOT NULL DEFAULT '',
  due_at timestamptz,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_user_idx ON notices (user_id, read_at);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  sender_id integer REFERENCES users (id) ON DELETE SET NULL,
  message_type text NOT NULL DEFAULT 'General',
  subject text,
  body text NOT NULL DEFAULT '',
  regarding_type text,
  regarding_id integer,
  student_recipient_ids integer[] NOT NULL DEFAULT '{}',
  parent_recipient_ids integer[] NOT NULL DEFAULT '{}',
  employee_recipient_ids integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_regarding_idx ON messages (regarding_type, regarding_id);

CREATE TABLE inbox_activities (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  regarding_type text,
  regarding_id integer,
  campaign boolean NOT NULL DEFAULT false,
  delivered_at timestamptz,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inbox_activities_user_idx ON inbox_activities (user_id, read_at);

-- CRM history items: one table per kind (contact histories aggregate them by type).
CREATE TABLE contact_histories (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('Note', 'Call', 'Email', 'SMS', 'Message')),
  employee_id integer REFERENCES employees (id) ON DELETE SET NULL,
  regarding_type text NOT NULL,
  regarding_id integer NOT NULL,
  subject text,
  body text NOT NULL DEFAULT '',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_histories_regarding_idx ON contact_histories (regarding_type, regarding_id);
CREATE INDEX contact_histories_employee_idx ON contact_histories (employee_id, read_at);
CREATE TABLE calls (id serial PRIMARY KEY, regarding_type text NOT NULL, regarding_id integer NOT NULL, employee_id integer REFERENCES employees (id) ON DELETE SET NULL, name text NOT NULL DEFAULT '', direction text NOT NULL DEFAULT 'outbound', duration integer NOT NULL DEFAULT 0, created_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX calls_regarding_idx ON calls (regarding_type, regarding_id);
CREATE TABLE imminent_closes (id serial PRIMARY KEY, regarding_type text NOT NULL, regarding_id integer NOT NULL, employee_id integer REFERENCES employees (id) ON DELETE SET NULL, name text NOT NULL DEFAULT '', closes_at timestamptz, created_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX imminent_closes_regarding_idx ON imminent_closes (regarding_type, regarding_id);
CREATE TABLE sms (id serial PRIMARY KEY, regarding_type text NOT NULL, regarding_id integer NOT NULL, employee_id integer REFERENCES employees (id) ON DELETE SET NULL, phone text, body text NOT NULL DEFAULT '', created_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX sms_regarding_idx ON sms (regarding_type, regarding_id);
CREATE TABLE histories (id serial PRIMARY KEY, regarding_type text NOT NULL, regarding_id integer NOT NULL, employee_id integer REFERENCES employees (id) ON DELETE SET NULL, event text NOT NULL DEFAULT 'updated', body text NOT NULL DEFAULT '', created_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX histories_regarding_idx ON histories (regarding_type, regarding_id);
CREATE TABLE notes (id serial PRIMARY KEY, regarding_type text NOT NULL, regarding_id integer NOT NULL, employee_id integer REFERENCES employees (id) ON DELETE SET NULL, body text NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX notes_regarding_idx ON notes (regarding_type, regarding_id);
CREATE TABLE activities (id serial PRIMARY KEY, type text NOT NULL DEFAULT 'Activity', regarding_type text NOT NULL, regarding_id integer NOT NULL, employee_id integer REFERENCES employees (id) ON DELETE SET NULL, body text NOT NULL DEFAULT '', created_at timestamptz NOT NULL DEFAULT now());
CREATE INDEX activities_regarding_idx ON activities (regarding_type, regarding_id);

CREATE TABLE avatars (
  id serial PRIMARY KEY,
  avatarable_type text NOT NULL,
  avatarable_id integer NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX avatars_owner_idx ON avatars (avatarable_type, avatarable_id);
