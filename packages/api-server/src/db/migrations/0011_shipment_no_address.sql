-- Issue 23.1: a shipment without an address stores NULL, as the API reads and writes it (DS-13: a form sends null for
-- an address with nothing filled). Until now the column kept "no address" as '{}' and the API turned it into null on
-- the way out and compared the two as equal in the shipped lock.
ALTER TABLE shipments ALTER COLUMN address DROP NOT NULL;
ALTER TABLE shipments ALTER COLUMN address DROP DEFAULT;
UPDATE shipments SET address = NULL WHERE address = '{}'::jsonb OR jsonb_typeof(address) = 'null';
