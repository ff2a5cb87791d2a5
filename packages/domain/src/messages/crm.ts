/**
 * The CRM's own texts (mf-crm): not in the spec (decisions, see packages/domain README). Spec texts of the CRM are in
 * `forms.ts` and `schools.ts`.
 */
/** The owner select of a bulk reassign (CRM-12, CRM-22), before an owner (or "Unassigned") is chosen. */
export const CHOOSE_AN_OWNER = 'Choose an owner';
/** The accessible name of a lead source row's status select (CRM-21). */
export const leadSourceStatusLabel = (name: string): string => `Status of ${name}`;
/** The accessible name of a lead source row's Save button, beside its status select (CRM-21). */
export const saveLeadSourceStatusLabel = (name: string): string => `Save status of ${name}`;
