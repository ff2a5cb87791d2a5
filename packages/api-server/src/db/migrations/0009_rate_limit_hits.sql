-- Scale-out (issue 22): the request rate limits of @fastify/rate-limit (the error sink's 30 a minute per address)
-- count in the database, so every API process on one PostgreSQL shares one count. Fixed windows per key.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_start timestamptz NOT NULL
);
