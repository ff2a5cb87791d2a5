-- SES-05: the material edit modal's shipping method is stored with the material.
ALTER TABLE materials ADD COLUMN shipping_method_id integer REFERENCES shipping_methods (id);
-- SES-44: a course template's duration in minutes (the Course templates list shows it).
ALTER TABLE course_templates ADD COLUMN duration integer;
