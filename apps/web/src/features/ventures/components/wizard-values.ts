import {
  ventureBasicStepSchema,
  venturePitchStepSchema,
  type Venture,
  type VentureInput,
} from '@groundwork/shared/ventures/schemas';

/** The wizard's fields as typed, and how the shared schemas judge them. */
export interface WizardValues {
  name: string;
  type: string;
  description: string;
  targetGoal: string;
  /** A datetime-local value, in the browser's time. */
  endDate: string;
  pitchContent: string;
  /** The stored end date, exact to the millisecond, which the minute-wide field cannot hold. */
  savedEndDate: string | null;
}

export type FieldName = Exclude<keyof WizardValues, 'savedEndDate'>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const BASIC_STEP = 0;
export const PITCH_STEP = 1;
export const MEDIA_STEP = 2;
export const REVIEW_STEP = 3;

function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function valuesOf(venture: Venture | undefined): WizardValues {
  return {
    name: venture?.name ?? '',
    type: venture?.type ?? '',
    description: venture?.description ?? '',
    targetGoal: venture ? String(venture.targetGoal) : '',
    endDate: toLocalInput(venture?.endDate ?? null),
    pitchContent: venture?.pitchContent ?? '',
    savedEndDate: venture?.endDate ?? null,
  };
}

/** The fields as the API takes them; the shared schemas judge them. */
export function toInput(values: WizardValues): VentureInput {
  return {
    name: values.name,
    type: (values.type || undefined) as VentureInput['type'],
    description: values.description,
    targetGoal: values.targetGoal.trim() === '' ? (undefined as never) : Number(values.targetGoal),
    endDate: !values.endDate
      ? null
      : values.endDate === toLocalInput(values.savedEndDate)
        ? values.savedEndDate
        : new Date(values.endDate).toISOString(),
    pitchContent: values.pitchContent,
  };
}

function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function checkBasic(values: WizardValues): FieldErrors {
  const parsed = ventureBasicStepSchema(new Date()).safeParse(toInput(values));
  return parsed.success ? {} : errorsOf(parsed.error.issues);
}

export function checkPitch(values: WizardValues): FieldErrors {
  const parsed = venturePitchStepSchema.safeParse({ pitchContent: values.pitchContent });
  return parsed.success ? {} : errorsOf(parsed.error.issues);
}

export const fieldOrder: FieldName[] = [
  'name',
  'type',
  'description',
  'targetGoal',
  'endDate',
  'pitchContent',
];
