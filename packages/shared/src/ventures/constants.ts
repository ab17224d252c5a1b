/**
 * A venture's statuses, categories and wizard steps, with the words the product shows for them.
 * Plain values: zod stays in schemas.ts (see tasks/constants.ts).
 */

export const ventureStatuses = ['draft', 'live', 'successful', 'failed', 'converted'] as const;
export type VentureStatus = (typeof ventureStatuses)[number];

export const ventureStatusLabels: Record<VentureStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  successful: 'Successful',
  failed: 'Failed',
  converted: 'Converted to Project',
};

export const ventureCategories = [
  'real_estate',
  'hospitality',
  'manufacturing',
  'retail',
  'service',
  'agriculture',
] as const;
export type VentureCategory = (typeof ventureCategories)[number];

export const ventureCategoryLabels: Record<VentureCategory, string> = {
  real_estate: 'Real Estate & Construction',
  hospitality: 'Hospitality & Food Service',
  manufacturing: 'Manufacturing & Production',
  retail: 'Retail & E-commerce',
  service: 'Service & Consulting',
  agriculture: 'Agriculture & Farming',
};

export const ventureMessages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters',
  nameTooLong: 'Name must be less than 200 characters',
  categoryRequired: 'Category is required',
  descriptionTooLong: 'Description must be less than 500 characters',
  goalRequired: 'Funding goal is required',
  goalTooSmall: 'Funding goal must be at least 100',
  goalDecimals: 'Funding goal can have at most 2 decimal places',
  goalBelowPledged: 'Funding goal cannot be less than the amount already pledged',
  invalidEndDate: 'Invalid end date',
  endDateInPast: 'End date must be in the future',
  pitchRequired: 'Pitch content is required',
  pitchTooShort: 'Pitch content must be at least 100 characters',
  pitchTooLong: 'Pitch content must be less than 10,000 characters',
  notFound: 'Venture not found',
  invalidIds: 'Invalid workspace or venture ID',
  cannotEdit: 'This venture cannot be edited in its current status',
  savedAsDraft: 'Venture saved as draft',
  draftSaveFailed: 'Failed to save draft. Please try again.',
} as const;

/** How many of the backers already members the convert confirmation names; the rest are counted. */
export const CONVERSION_PREVIEW_NAMES = 10;

/** Wizard steps of 001 §2, in order. */
export const ventureWizardSteps = ['Basic Info', 'Pitch', 'Media', 'Review'] as const;
