/**
 * `@tutoring/domain/card-number`: the card number checks (isAmex, validateCardNumber, validateCardForSave), a
 * subpath entry of their own so that card-validator is bundled only where a card form is (issue 13).
 */
export * from './src/card-number';
