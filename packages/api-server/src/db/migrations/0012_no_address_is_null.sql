-- DS-13: parents and lead sources (schools among them) store "no address" as NULL, as shipments do since 0011 and as
-- the contract says of every resource. Until now their write path stored a JSON null. Both read back as null, so no
-- reply changes. The default '{}' stays: a row created without an address reads back {} as before.
ALTER TABLE parents ALTER COLUMN address DROP NOT NULL;
ALTER TABLE lead_sources ALTER COLUMN address DROP NOT NULL;
UPDATE parents SET address = NULL WHERE jsonb_typeof(address) = 'null';
UPDATE lead_sources SET address = NULL WHERE jsonb_typeof(address) = 'null';
