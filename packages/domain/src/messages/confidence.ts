/** Confidence levels. */
/** DOM-20: confidence level texts by value. */
export const CONFIDENCE_LEVEL_TEXTS = {
  3: 'I feel calm and confident',
  2: 'I feel somewhat stressed',
  1: 'I feel completely overwhelmed',
} as const;
