import type { FieldErrors } from 'react-hook-form';
import { FIELD_REQUIRED, FIX_FORM_ERRORS } from '@tutoring/domain';
import { FILL_REQUIRED_FIELDS } from '@tutoring/domain/areas';
import { fillOrFixMessage } from './formMessages';

const input = document.createElement('input');

describe('the banner of a refused CRM form (CRM-06, CRM-09, CRM-32, DS-03)', () => {
  it('CRM-06: an empty required field asks to fill the required fields', () => {
    const errors = { firstName: { type: 'custom', message: FIELD_REQUIRED, ref: input } } as FieldErrors;
    expect(fillOrFixMessage(errors)).toBe(FILL_REQUIRED_FIELDS);
  });

  it('CRM-09: a missing part of a partly filled address asks the same', () => {
    const errors = { address: { city: { type: 'custom', message: FIELD_REQUIRED, ref: input } } } as FieldErrors;
    expect(fillOrFixMessage(errors)).toBe(FILL_REQUIRED_FIELDS);
  });

  it('DS-03: fields refused for another reason (too long, not an e-mail) ask to fix the errors', () => {
    const errors = {
      firstName: { type: 'too_big', message: 'Maximum 100 characters', ref: input },
      email: { type: 'custom', message: 'Email is invalid', ref: input },
    } as FieldErrors;
    expect(fillOrFixMessage(errors)).toBe(FIX_FORM_ERRORS);
  });
});
