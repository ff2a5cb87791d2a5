-- Brand switches the remotes read: STF-09 (employee staffing) and PAY-25 (convert to contract).
ALTER TABLE brands ADD COLUMN allow_employee_staffing boolean NOT NULL DEFAULT false;
ALTER TABLE brands ADD COLUMN offer_contract boolean NOT NULL DEFAULT false;
