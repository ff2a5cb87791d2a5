-- Core schema: users, web sessions, rate limits, realtime fan-out, error reports, reference data.
CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  permissions text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text,
  password_digest text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  type text NOT NULL CHECK (type IN ('Employee', 'Tutor', 'Student', 'Parent')),
  roles text[] NOT NULL DEFAULT '{}',
  permissions text[] NOT NULL DEFAULT '{}',
  time_zone text NOT NULL DEFAULT 'America/Los_Angeles',
  locked_at timestamptz,
  must_set_password boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_type_idx ON users (type);
CREATE INDEX users_name_idx ON users (lower(last_name), lower(first_name));

CREATE TABLE web_sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX web_sessions_user_idx ON web_sessions (user_id);

CREATE TABLE login_attempts (
  key text PRIMARY KEY,
  count integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE realtime_events (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  event text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX realtime_events_created_idx ON realtime_events (created_at);

CREATE TABLE error_reports (
  id serial PRIMARY KEY,
  notice jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tiers (id serial PRIMARY KEY, name text NOT NULL, billing_rate numeric(10, 2) NOT NULL DEFAULT 0, position integer NOT NULL DEFAULT 0);
CREATE TABLE departments (id serial PRIMARY KEY, name text NOT NULL);
CREATE TABLE subjects (
  id serial PRIMARY KEY,
  name text NOT NULL,
  category_name text NOT NULL,
  language text NOT NULL DEFAULT 'en'
);
CREATE INDEX subjects_language_idx ON subjects (language, name);
CREATE TABLE session_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  session_class text NOT NULL DEFAULT 'Session',
  online boolean NOT NULL DEFAULT true,
  default_duration integer NOT NULL DEFAULT 60,
  min_duration integer NOT NULL DEFAULT 15
);
CREATE TABLE originators (id serial PRIMARY KEY, name text NOT NULL, integrates_with_api boolean NOT NULL DEFAULT false);
CREATE TABLE shipping_methods (id serial PRIMARY KEY, name text NOT NULL);
CREATE TABLE places (
  id serial PRIMARY KEY,
  name text NOT NULL,
  address jsonb NOT NULL DEFAULT '{}',
  formatted text NOT NULL DEFAULT ''
);
CREATE TABLE brands (
  id serial PRIMARY KEY,
  name text NOT NULL,
  department_id integer REFERENCES departments (id),
  payment_type text NOT NULL DEFAULT 'recurring',
  include_joint_sessions boolean NOT NULL DEFAULT false,
  include_points boolean NOT NULL DEFAULT true,
  include_reviews boolean NOT NULL DEFAULT true,
  offer_reserved boolean NOT NULL DEFAULT false,
  allow_limited_attendance boolean NOT NULL DEFAULT false,
  limited_attendances_count integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX brands_department_idx ON brands (department_id);

CREATE TABLE employees (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT 'Admin',
  type text NOT NULL DEFAULT 'Employee' CHECK (type IN ('Employee', 'Tutor')),
  hire_date date,
  end_date date,
  active boolean NOT NULL DEFAULT true,
  extension_handle text,
  tier_id integer REFERENCES tiers (id),
  accept_new_students boolean NOT NULL DEFAULT true,
  featured boolean NOT NULL DEFAULT false,
  in_person boolean NOT NULL DEFAULT false,
  online boolean NOT NULL DEFAULT true,
  employment_type text,
  tutor_type text,
  avatar_url text,
  delivery_target integer NOT NULL DEFAULT 0,
  availability_target integer NOT NULL DEFAULT 0,
  star_rating numeric(3, 2),
  latitude double precision,
  longitude double precision,
  priority integer NOT NULL DEFAULT 0,
  personal_profile jsonb NOT NULL DEFAULT '{}',
  stories jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employees_type_active_idx ON employees (type, active);
CREATE INDEX employees_tier_idx ON employees (tier_id);
CREATE INDEX employees_priority_idx ON employees (priority);

CREATE TABLE employee_subjects (
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  subject_id integer NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
  PRIMARY KEY (employee_id, subject_id)
);
CREATE INDEX employee_subjects_subject_idx ON employee_subjects (subject_id);

CREATE TABLE lead_sources (
  id serial PRIMARY KEY,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'Uncategorized',
  type text NOT NULL DEFAULT 'LeadSource' CHECK (type IN ('LeadSource', 'School', 'PendingSchool')),
  category text,
  school_type text,
  employee_id integer REFERENCES employees (id) ON DELETE SET NULL,
  contact_item jsonb,
  address jsonb NOT NULL DEFAULT '{}',
  last_touch_at timestamptz,
  last_promotion_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_sources_type_status_idx ON lead_sources (type, status);
CREATE INDEX lead_sources_employee_idx ON lead_sources (employee_id);
CREATE INDEX lead_sources_name_idx ON lead_sources (lower(name));

CREATE TABLE parents (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  status text,
  active boolean NOT NULL DEFAULT true,
  customer boolean NOT NULL DEFAULT false,
  employee_id integer REFERENCES employees (id) ON DELETE SET NULL,
  lead_source_id integer REFERENCES lead_sources (id) ON DELETE SET NULL,
  referral_source text,
  referral_details text,
  source text,
  source_link jsonb,
  address jsonb NOT NULL DEFAULT '{}',
  phone text,
  home_value integer,
  calls_count integer NOT NULL DEFAULT 0,
  abandoned_at timestamptz,
  last_touched_at timestamptz,
  last_promotion_at timestamptz,
  assigned_at timestamptz,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parents_employee_idx ON parents (employee_id);
CREATE INDEX parents_status_idx ON parents (status);
CREATE INDEX parents_created_idx ON parents (created_at);
CREATE INDEX parents_lead_source_idx ON parents (lead_source_id);

CREATE TABLE students (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  parent_id integer REFERENCES parents (id) ON DELETE SET NULL,
  school_id integer REFERENCES lead_sources (id) ON DELETE SET NULL,
  grade integer,
  points integer NOT NULL DEFAULT 0,
  k12_user boolean NOT NULL DEFAULT false,
  can_login boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX students_parent_idx ON students (parent_id);
CREATE INDEX students_school_idx ON students (school_id);
