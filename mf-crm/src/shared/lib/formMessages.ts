import type { FieldErrors } from 'react-hook-form';
import { FIELD_REQUIRED, FIX_FORM_ERRORS } from '@tutoring/domain';
import { FILL_REQUIRED_FIELDS } from '@tutoring/domain/areas';

/** True when some field (an address part included) is refused for being empty ("Required", OP-31l). */
function hasRequiredError(errors: unknown): boolean {
  if (!errors || typeof errors !== 'object') return false;
  if ((errors as { message?: unknown }).message === FIELD_REQUIRED) return true;
  // A field's error holds its element under `ref`: only the nested errors (an address's parts, rows) are read.
  return Object.entries(errors).some(([key, value]) => key !== 'ref' && key !== 'types' && hasRequiredError(value));
}

/**
 * The banner of the parent, lead and student forms refused before saving: "Please fill all required fields" when a
 * required field is empty (CRM-06, CRM-09, CRM-13, CRM-32), else DS-03's "Please fix the errors on the form." (an
 * e-mail that is not one, a name too long): the fields are filled, so asking to fill them would mislead.
 *
 * The one rule for every CRM form modal: a banner text of its own only where the spec gives one for that form (this
 * one; CRM-07 and CRM-08 in the parent form; CRM-29 in the message form), passed as the FormModal's
 * `invalidMessage`; every other form (lead source, pending school, study area, test date, notes, merge, reassign,
 * password) keeps the FormModal's default, DS-03's sentence, and each field says its own message ("Required").
 */
export const fillOrFixMessage = (errors: FieldErrors): string =>
  hasRequiredError(errors) ? FILL_REQUIRED_FIELDS : FIX_FORM_ERRORS;
