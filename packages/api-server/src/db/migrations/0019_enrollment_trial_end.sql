-- A trial whose end has passed is over (docs/decisions/enrollment-trials.md): every read of enrollments first moves a
-- trialing enrollment whose `pricing.trialEndsAt` has passed to active (`trial` false), in one conditional UPDATE
-- (src/resources/enrollments/queries.ts `endRanOutTrials`, over enrollments_status_idx). This reads the end of a trial
-- as a time, NULL when there is none or it is not a readable time (such a trial runs until something ends it, as
-- `trialRunning` reads it), so a stray text in the jsonb never fails the read.
CREATE FUNCTION enrollment_trial_end(pricing jsonb) RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (pricing->>'trialEndsAt')::timestamptz;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;
