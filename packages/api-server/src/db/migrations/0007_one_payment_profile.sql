-- One payment profile per parent (DOM-43 Parent.authorizeNetProfile, PAY-09 "the parent's profile"): a POST for a
-- parent who already has one replaces it. Databases written before this rule keep each parent's latest profile.
DELETE FROM payment_profiles p USING payment_profiles newer WHERE newer.parent_id = p.parent_id AND newer.id > p.id;
DROP INDEX IF EXISTS payment_profiles_parent_idx;
CREATE UNIQUE INDEX payment_profiles_parent_key ON payment_profiles (parent_id)
