import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  CARD_ENTER_EXPIRATION,
  CARD_ENTER_EXPIRATION_OLD,
  CARD_ENTER_REQUIRED,
  CARD_FILL_ZIP,
  CARD_FUTURE_EXPIRATION,
  INVALID_PAYMENT_DETAILS,
} from '@tutoring/domain/areas';
import { CardForm } from './CardForm';

const VALID = { number: '4111 1111 1111 1111', name: 'Pat Payer', expiry: '12/30', cvc: '123', zipcode: '90012' };

const meta: Meta<typeof CardForm> = {
  title: 'Payments/CardForm',
  component: CardForm,
  args: { variant: 'new', onSubmit: () => undefined, onCancel: () => undefined },
};
export default meta;
type Story = StoryObj<typeof CardForm>;

/** The newer form, empty: zip required for the United States (PAY-03). */
export const Empty: Story = {};
/** The older form (Set Payment Method dialog): no country, zip always required (OP-29). */
export const OlderForm: Story = { args: { variant: 'old' } };
/** A complete, valid card. */
export const Filled: Story = { args: { initialValues: VALID } };
/** Outside the United States the zip is optional in the newer form. */
export const OutsideUnitedStates: Story = { args: { initialValues: { ...VALID, zipcode: '', country: 'Canada' } } };
/** PAY-04: American Express is refused as soon as the number is known. */
export const AmericanExpress: Story = { args: { initialValues: { ...VALID, number: '3700 000000 00002' } } };
/** PAY-05: a number failing the check. */
export const InvalidNumber: Story = { args: { initialValues: { ...VALID, number: '4111 1111 1111 1112' } } };
/** PAY-06: the name on card rule. */
export const InvalidName: Story = { args: { initialValues: { ...VALID, name: 'Pat 2' } } };
/** PAY-07: save-time messages. */
export const MissingRequired: Story = { args: { error: CARD_ENTER_REQUIRED } };
export const MissingExpiry: Story = { args: { initialValues: { ...VALID, expiry: '' }, error: CARD_ENTER_EXPIRATION } };
export const MissingExpiryOlderForm: Story = {
  args: { variant: 'old', initialValues: { ...VALID, expiry: '' }, error: CARD_ENTER_EXPIRATION_OLD },
};
export const ExpiredCard: Story = {
  args: { initialValues: { ...VALID, expiry: '01/20' }, error: CARD_FUTURE_EXPIRATION },
};
export const MissingZip: Story = { args: { initialValues: { ...VALID, zipcode: '' }, error: CARD_FILL_ZIP } };
/** PAY-10: the provider refused the card without messages. */
export const ProviderRefused: Story = { args: { initialValues: VALID, error: INVALID_PAYMENT_DETAILS } };
/** Tokenising or saving. */
export const Processing: Story = { args: { initialValues: VALID, processing: true } };
/** PAY-02: OPERATIONS see Delete for a stored card. */
export const WithDelete: Story = { args: { initialValues: VALID, onDelete: () => undefined } };
