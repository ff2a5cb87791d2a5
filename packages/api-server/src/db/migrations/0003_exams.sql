-- Exams host: exams with sections, transcripts, essays, graders (token auth).
CREATE TABLE essay_graders (
  id serial PRIMARY KEY,
  employee_id integer REFERENCES employees (id) ON DELETE CASCADE,
  name text NOT NULL,
  token text NOT NULL UNIQUE,
  admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE exams (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text,
  sections jsonb NOT NULL DEFAULT '[]'
);
CREATE TABLE transcripts (
  id serial PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  student_name text NOT NULL,
  student_id integer REFERENCES students (id) ON DELETE SET NULL,
  taken_on date NOT NULL,
  answers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transcripts_exam_idx ON transcripts (exam_id, taken_on);
CREATE TABLE essays (
  id serial PRIMARY KEY,
  transcript_id integer NOT NULL REFERENCES transcripts (id) ON DELETE CASCADE,
  section_id integer NOT NULL,
  question_id integer NOT NULL,
  prompt text NOT NULL,
  body text NOT NULL,
  grader_id integer REFERENCES essay_graders (id) ON DELETE SET NULL,
  rubric_score integer CHECK (rubric_score BETWEEN 1 AND 6),
  comment text,
  graded_at timestamptz
);
CREATE INDEX essays_transcript_idx ON essays (transcript_id);
CREATE INDEX essays_grader_idx ON essays (grader_id, graded_at);
