-- Issue 26: the parents page's quick-filter counts (`GET parents/abandoned_counts`, asked with the list at every
-- visit) read the abandoned parents through this index instead of every parent.
CREATE INDEX parents_abandoned_at_idx ON parents (abandoned_at) WHERE abandoned_at IS NOT NULL;
