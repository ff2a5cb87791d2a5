-- An uncanceled enrollment gets back the auto renew it had before its cancel (README, Decisions, "Uncancel restores
-- the enrollment"). `cancel` turns auto renew off and keeps the value it had here, in the same UPDATE; `uncancel` puts
-- it back and clears this column; turning auto renew on or off while canceled changes the value kept. NULL: not
-- canceled, or canceled before this column existed (uncancel then leaves auto renew as it is). Not on the wire.
ALTER TABLE enrollments ADD COLUMN auto_renew_before_cancel boolean;
