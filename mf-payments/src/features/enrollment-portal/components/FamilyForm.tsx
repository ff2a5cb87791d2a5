import { useEffect, useRef } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@tutoring/contract';
import styled from 'styled-components';
import { ActionRow, Alert, Button, Facts, FormField, Select, TextInput } from '@tutoring/design-system';
import { PhoneInput } from '@tutoring/design-system/extras';
import { FIELD_REQUIRED, fieldMaxLength } from '@tutoring/domain';
import {
  PARENT_EMAIL_SAME_AS_STUDENT,
  isValidEmail,
  validateParent,
  validateSetPassword,
  validateStudentNames,
} from '@tutoring/domain/areas';
import { phoneCountryOf, validatePhone } from '@tutoring/domain/phone';
import { BACK, CONTINUE, SIGNED_IN_PARENT } from '../texts';

/** What the family enters about themselves (CRM-05's parent fields a family knows, the student, the password). */
export interface FamilyValues {
  parentFirstName: string;
  parentLastName: string;
  parentEmail: string;
  parentPhone: string;
  timeZone: string;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  studentGrade: string;
  password: string;
  passwordConfirmation: string;
}

/** Empty values, the time zone being the browser's. */
export function emptyFamily(timeZone: string): FamilyValues {
  return {
    parentFirstName: '',
    parentLastName: '',
    parentEmail: '',
    parentPhone: '',
    timeZone,
    studentFirstName: '',
    studentLastName: '',
    studentEmail: '',
    studentGrade: '',
    password: '',
    passwordConfirmation: '',
  };
}

/** An invalid e-mail address (DOM-37); the same sentence the server answers. */
export const EMAIL_INVALID = 'Please enter a valid email address.';

/**
 * The CRM's rules (domain: CRM-06, CRM-07, CRM-32, DOM-36, DOM-37) and the password rule (STU-05), in the order the
 * server applies them: the form-level message and the password fields' messages.
 */
export function checkFamily(values: FamilyValues): {
  form: string | null;
  password: string | null;
  confirmation: string | null;
} {
  const form =
    validateParent(
      {
        firstName: values.parentFirstName,
        lastName: values.parentLastName,
        email: values.parentEmail,
        timeZone: values.timeZone,
      },
      { studentEmails: [values.studentEmail] },
    ) ??
    validateStudentNames({ firstName: values.studentFirstName, lastName: values.studentLastName }) ??
    (!isValidEmail(values.parentEmail) || (values.studentEmail.trim() && !isValidEmail(values.studentEmail))
      ? EMAIL_INVALID
      : null);
  const password = validateSetPassword(values);
  return { form: form ?? password.form, password: password.password, confirmation: password.confirmation };
}

/**
 * The longest value of each field the enrollment accepts: the contract's `PublicEnrollmentBodySchema` limits (names
 * 100, e-mails 191, time zone 100, phone 30, password 128), which the server checks after the card has been tokenised.
 * The family step refuses a longer value on its field first ("Maximum 100 characters").
 */
export const FAMILY_MAX_LENGTHS = {
  parentFirstName: 100,
  parentLastName: 100,
  parentEmail: 191,
  parentPhone: 30,
  timeZone: 100,
  studentFirstName: 100,
  studentLastName: 100,
  studentEmail: 191,
  password: 128,
  passwordConfirmation: 128,
} as const satisfies Partial<Record<keyof FamilyValues, number>>;

/** Text of at most the contract's length for `field`, with the forms' "Maximum n characters" (OP-31l). */
const upTo = (field: keyof typeof FAMILY_MAX_LENGTHS) =>
  z.string().check(z.maxLength(FAMILY_MAX_LENGTHS[field], fieldMaxLength(FAMILY_MAX_LENGTHS[field])));

/**
 * The fields the family must fill, in the order the form shows them. An empty one is marked on its field with the
 * forms' "Required" (FIELD_REQUIRED) besides the form's "Please fill all required fields" (CRM-06, CRM-32): at 390 px
 * that sentence stood far above the fields, and nothing showed which one was missing. The confirmation is required
 * only once a password is typed (an empty password has its own message, STU-05).
 */
const REQUIRED_FIELDS = [
  'parentFirstName',
  'parentLastName',
  'parentEmail',
  'timeZone',
  'studentFirstName',
  'studentLastName',
] as const satisfies ReadonlyArray<keyof FamilyValues>;

/** Every field in the order the form shows them: the first invalid one gets the focus on a refused Continue. */
const FIELD_ORDER = [
  'parentFirstName',
  'parentLastName',
  'parentEmail',
  'parentPhone',
  'timeZone',
  'studentFirstName',
  'studentLastName',
  'studentEmail',
  'studentGrade',
  'password',
  'passwordConfirmation',
] as const satisfies ReadonlyArray<keyof FamilyValues>;

/**
 * The family step's resolver: the contract's lengths on each field, and the CRM's and the password rules of
 * {@link checkFamily} as one zod schema (the form's message at `root`, "Required" on each empty required field, the
 * password messages on their fields). The values map to `PublicEnrollmentBodySchema` on enroll.
 */
const familyFields = () =>
  z.looseObject({
    parentFirstName: upTo('parentFirstName'),
    parentLastName: upTo('parentLastName'),
    parentEmail: upTo('parentEmail'),
    // DS-14..DS-17: an optional phone, US or Non-US; the input emits the normalised number ("+15555550100").
    parentPhone: upTo('parentPhone').check(
      z.superRefine((value, ctx) => {
        const message = validatePhone(value, phoneCountryOf(value), { required: false });
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ),
    timeZone: upTo('timeZone'),
    studentFirstName: upTo('studentFirstName'),
    studentLastName: upTo('studentLastName'),
    studentEmail: upTo('studentEmail'),
    studentGrade: z.string(),
    password: upTo('password'),
    passwordConfirmation: upTo('passwordConfirmation'),
  });

export const FamilySchema = familyFields().check(
  z.superRefine((values, ctx) => {
    const problems = checkFamily(values);
    for (const field of REQUIRED_FIELDS)
      if (!values[field].trim()) ctx.addIssue({ code: 'custom', path: [field], message: FIELD_REQUIRED });
    if (problems.password) ctx.addIssue({ code: 'custom', path: ['password'], message: problems.password });
    if (problems.confirmation)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: problems.confirmation });
    else if (values.password && !values.passwordConfirmation)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: FIELD_REQUIRED });
    if (problems.form) ctx.addIssue({ code: 'custom', path: ['root'], message: problems.form });
  }),
);

/** The parent who is signed in: their account's details, shown and sent as they are (never typed again). */
export interface SignedInParent {
  name: string;
  email: string;
}

/**
 * The family step of a signed-in parent (a second child): only the student is asked. Their names and e-mail follow the
 * CRM's rules, and the student's e-mail may not be the parent's own (`parentEmail`, filled from the account). The
 * parent's details and password are the account's: nothing of them is checked here, the server takes them from the
 * session (see the README, "A signed-in parent enrolls another child").
 */
export const SignedInFamilySchema = familyFields().check(
  z.superRefine((values, ctx) => {
    for (const field of ['studentFirstName', 'studentLastName'] as const)
      if (!values[field].trim()) ctx.addIssue({ code: 'custom', path: [field], message: FIELD_REQUIRED });
    const email = values.studentEmail.trim();
    const form =
      validateStudentNames({ firstName: values.studentFirstName, lastName: values.studentLastName }) ??
      (email && !isValidEmail(email) ? EMAIL_INVALID : null) ??
      (email && email.toLowerCase() === values.parentEmail.trim().toLowerCase() ? PARENT_EMAIL_SAME_AS_STUDENT : null);
    if (form) ctx.addIssue({ code: 'custom', path: ['root'], message: form });
  }),
);

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  column-gap: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

/** The signed-in parent's details: across the fieldset's columns, as read-only facts. */
const ParentFacts = styled(Facts)`
  grid-column: 1 / -1;
`;
const Note = styled.p`
  grid-column: 1 / -1;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const GRADES = Array.from({ length: 13 }, (_, grade) => ({
  value: String(grade),
  label: grade === 0 ? 'Kindergarten' : `Grade ${grade}`,
}));

/** The values the signed-in family step checks: the parent's e-mail is the account's (the student's may not be it). */
const withAccount = (values: FamilyValues, parent: SignedInParent): FamilyValues => ({
  ...values,
  parentEmail: parent.email,
});

const familyRules: Resolver<FamilyValues> = zodResolver(FamilySchema) as never;
const signedInRules: Resolver<FamilyValues> = zodResolver(SignedInFamilySchema) as never;

/** Whether the family step is complete: every rule of the form the family sees (signed in or not) holds. */
export function familyComplete(values: FamilyValues, signedInParent?: SignedInParent): boolean {
  return signedInParent
    ? SignedInFamilySchema.safeParse(withAccount(values, signedInParent)).success
    : FamilySchema.safeParse(values).success;
}

/** Props of {@link FamilyForm}. */
export interface FamilyFormProps {
  initialValues: FamilyValues;
  /** Time zones offered (IANA names). */
  timeZones: readonly string[];
  onSubmit: (values: FamilyValues) => void;
  /** Back to the courses, with what was typed so far (kept for when the family comes back to this step). */
  onBack: (values: FamilyValues) => void;
  /**
   * Told the values as they are typed (react-hook-form's `watch`), so the page keeps them for a reload and knows
   * whether leaving would discard anything.
   */
  onValuesChange?: (values: FamilyValues) => void;
  /**
   * The server's refusal of some fields (an e-mail already taken), shown on them when the form opens, the first one
   * focused.
   */
  serverErrors?: Partial<Record<keyof FamilyValues, string>>;
  /**
   * The parent signed in, when one is: their details are shown from their account instead of asked, and no password is
   * asked (they have one); only the student is entered.
   */
  signedInParent?: SignedInParent;
}

/** The parent's and the student's details and the parent's password; Continue checks them as the CRM would. */
export function FamilyForm({
  initialValues,
  timeZones,
  onSubmit,
  onBack,
  onValuesChange,
  serverErrors,
  signedInParent,
}: FamilyFormProps) {
  const {
    control,
    register,
    handleSubmit,
    getValues,
    watch,
    setError,
    setFocus,
    formState: { errors, submitCount },
  } = useForm<FamilyValues>({
    resolver: signedInParent
      ? (values, context, options) => signedInRules(withAccount(values, signedInParent), context, options)
      : familyRules,
    defaultValues: initialValues,
    // The focus goes where this form says (the first field in the order shown, else the form's message), below.
    shouldFocusError: false,
  });
  useEffect(() => {
    if (!onValuesChange) return undefined;
    const subscription = watch(() => onValuesChange(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues, onValuesChange]);
  // A refused Continue moves the focus to the first field marked, in the order shown, or, when only the form's message
  // speaks (a rule over several fields), to that message: either way the person is taken to what stopped them.
  const alertBox = useRef<HTMLDivElement>(null);
  const focusAlert = useRef(false);
  const refused = (found: FieldErrors<FamilyValues>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) setFocus(first);
    else focusAlert.current = true;
  };
  useEffect(() => {
    if (!focusAlert.current) return;
    focusAlert.current = false;
    alertBox.current?.focus();
  }, [submitCount, errors.root]);
  const serverKey = JSON.stringify(serverErrors ?? {});
  useEffect(() => {
    const fields = FIELD_ORDER.filter((field) => serverErrors?.[field]);
    for (const field of fields)
      setError(field, { type: 'server', message: serverErrors![field] }, { shouldFocus: field === fields[0] });
    // Set again only when the messages change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverKey]);
  const submit = handleSubmit((values) => onSubmit(values), refused);
  // The phone input shows its own rules' message (DS-15); the field shows only the contract's length.
  const phoneTooLong = errors.parentPhone?.message === fieldMaxLength(FAMILY_MAX_LENGTHS.parentPhone);
  return (
    <form aria-label="Parent and student" onSubmit={(event) => void submit(event)} noValidate>
      {errors.root?.message ? (
        <div ref={alertBox} tabIndex={-1}>
          <Alert role="alert">{errors.root.message}</Alert>
        </div>
      ) : null}
      {signedInParent ? (
        <Fieldset>
          <legend>Parent</legend>
          <ParentFacts aria-label="Parent">
            <dt>Name</dt>
            <dd>{signedInParent.name}</dd>
            <dt>Email</dt>
            <dd>{signedInParent.email}</dd>
          </ParentFacts>
          <Note>{SIGNED_IN_PARENT}</Note>
        </Fieldset>
      ) : (
        <Fieldset>
          <legend>Parent</legend>
          <FormField label="First name" required error={errors.parentFirstName?.message}>
            <TextInput autoComplete="given-name" {...register('parentFirstName')} />
          </FormField>
          <FormField label="Last name" required error={errors.parentLastName?.message}>
            <TextInput autoComplete="family-name" {...register('parentLastName')} />
          </FormField>
          <FormField label="Email" required error={errors.parentEmail?.message}>
            <TextInput type="email" autoComplete="email" {...register('parentEmail')} />
          </FormField>
          <FormField label="Phone" error={phoneTooLong ? errors.parentPhone?.message : undefined}>
            <Controller
              control={control}
              name="parentPhone"
              render={({ field }) => (
                <PhoneInput
                  ref={field.ref}
                  name={field.name}
                  required={false}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  showErrors={Boolean(errors.parentPhone)}
                />
              )}
            />
          </FormField>
          <FormField label="Time zone" required error={errors.timeZone?.message}>
            <Select options={timeZones.map((zone) => ({ value: zone, label: zone }))} {...register('timeZone')} />
          </FormField>
        </Fieldset>
      )}
      <Fieldset>
        <legend>Student</legend>
        <FormField label="Student first name" required error={errors.studentFirstName?.message}>
          <TextInput {...register('studentFirstName')} />
        </FormField>
        <FormField label="Student last name" required error={errors.studentLastName?.message}>
          <TextInput {...register('studentLastName')} />
        </FormField>
        <FormField label="Student email" error={errors.studentEmail?.message}>
          <TextInput type="email" {...register('studentEmail')} />
        </FormField>
        <FormField label="Grade">
          <Select placeholder="Choose a grade" options={GRADES} {...register('studentGrade')} />
        </FormField>
      </Fieldset>
      {signedInParent ? null : (
        <Fieldset>
          <legend>Sign-in for the parent portal</legend>
          <FormField label="Password" required error={errors.password?.message}>
            <TextInput type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirm password" required error={errors.passwordConfirmation?.message}>
            <TextInput type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
          </FormField>
        </Fieldset>
      )}
      <ActionRow>
        <Button type="button" variant="secondary" onClick={() => onBack(getValues())}>
          {BACK}
        </Button>
        <Button type="submit" variant="primary">
          {CONTINUE}
        </Button>
      </ActionRow>
    </form>
  );
}
