/** `@tutoring/domain/phone`: phone rules (DS-14..17, OP-17), used by the design system's PhoneInput only (a subpath entry, issue 13). */
export * from './src/phone';
