import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatUsd } from '@groundwork/shared/common/money';
import {
  ventureBasicStepSchema,
  venturePitchStepSchema,
  type Venture,
  type VentureInput,
} from '@groundwork/shared/ventures/schemas';
import {
  ventureCategories,
  ventureCategoryLabels,
  ventureMessages,
  ventureWizardSteps,
} from '@groundwork/shared/ventures/constants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { showFormError, useFormSubmit } from '../../../lib/form-error';
import { formatVentureDate } from '../format-date';
import { paths } from '../../../lib/paths';
import { useVenture } from '../api/get-ventures';
import { useCreateVenture, usePublishVenture, useUpdateVenture } from '../api/mutate-venture';
import { ventureToasts } from '../venture-messages';
import { VentureDocuments, VentureImageList, VentureUploader } from './venture-media';

interface WizardValues {
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

type FieldName = Exclude<keyof WizardValues, 'savedEndDate'>;
type FieldErrors = Partial<Record<FieldName, string>>;

const BASIC_STEP = 0;
const PITCH_STEP = 1;
const MEDIA_STEP = 2;
const REVIEW_STEP = 3;

function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function valuesOf(venture: Venture | undefined): WizardValues {
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
function toInput(values: WizardValues): VentureInput {
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

function checkBasic(values: WizardValues): FieldErrors {
  const parsed = ventureBasicStepSchema(new Date()).safeParse(toInput(values));
  return parsed.success ? {} : errorsOf(parsed.error.issues);
}

function checkPitch(values: WizardValues): FieldErrors {
  const parsed = venturePitchStepSchema.safeParse({ pitchContent: values.pitchContent });
  return parsed.success ? {} : errorsOf(parsed.error.issues);
}

const fieldOrder: FieldName[] = [
  'name',
  'type',
  'description',
  'targetGoal',
  'endDate',
  'pitchContent',
];

/**
 * The four-step venture wizard of 001 §2, for a new venture (no `venture`) or an existing one.
 * Leaving Pitch without a venture saves a draft; media needs that draft and is closed once live.
 */
export function VentureWizard({
  workspaceId,
  venture: initialVenture,
}: {
  workspaceId: string;
  venture?: Venture;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState(BASIC_STEP);
  const [values, setValues] = useState<WizardValues>(() => valuesOf(initialVenture));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [draftFailed, setDraftFailed] = useState(false);
  const [ventureId, setVentureId] = useState(initialVenture?.id ?? null);
  const ventureQuery = useVenture(workspaceId, ventureId ?? '', ventureId !== null);
  const venture = ventureQuery.data ?? initialVenture;
  const createDraft = useCreateVenture();
  const update = useUpdateVenture(workspaceId);
  const publish = usePublishVenture(workspaceId);
  const formRef = useRef<HTMLFormElement>(null);
  const isNew = initialVenture === undefined;
  const isDraft = venture === undefined || venture.status === 'draft';
  const isBusy = createDraft.isPending || update.isPending || publish.isPending;

  function focusFirstInvalid(found: FieldErrors) {
    const first = fieldOrder.find((field) => found[field]);
    if (!first) return;
    // After the step's fields render.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(),
    );
  }

  function setField(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Fixing a field clears its message once it is right.
    if (errors[field]) {
      const next = { ...values, [field]: value };
      const stepErrors = field === 'pitchContent' ? checkPitch(next) : checkBasic(next);
      setErrors((current) => ({ ...current, [field]: stepErrors[field] }));
    }
  }

  async function saveDraft(): Promise<boolean> {
    setDraftFailed(false);
    try {
      const created = await createDraft.mutateAsync({ ...toInput(values), workspaceId });
      setVentureId(created.id);
      toast.success(ventureMessages.savedAsDraft);
      return true;
    } catch {
      setDraftFailed(true);
      return false;
    }
  }

  async function next() {
    if (step === BASIC_STEP) {
      const found = checkBasic(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return focusFirstInvalid(found);
    }
    if (step === PITCH_STEP) {
      const found = checkPitch(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return focusFirstInvalid(found);
      if (ventureId === null && !(await saveDraft())) return;
    }
    setStep((current) => Math.min(REVIEW_STEP, current + 1));
  }

  async function finish() {
    const basic = checkBasic(values);
    const pitch = checkPitch(values);
    if (Object.keys(basic).length > 0 || Object.keys(pitch).length > 0) {
      setErrors({ ...basic, ...pitch });
      setStep(Object.keys(basic).length > 0 ? BASIC_STEP : PITCH_STEP);
      focusFirstInvalid({ ...basic, ...pitch });
      return;
    }
    // The draft is saved on leaving Pitch; should that have failed, saving it is the first step.
    if (ventureId === null) {
      await saveDraft();
      return;
    }
    try {
      await update.mutateAsync({ ventureId, input: toInput(values) });
      if (isDraft) await publish.mutateAsync(ventureId);
    } catch (error) {
      showFormError(error instanceof Error ? error.message : String(error));
      return;
    }
    toast.success(isNew ? ventureToasts.created : ventureToasts.updated);
    void navigate(paths.venture(workspaceId, ventureId));
  }

  const submit = useFormSubmit(() => (step === REVIEW_STEP ? finish() : next()));

  const finalLabel = isDraft ? 'Publish Venture' : 'Save Changes';
  const busyLabel = isDraft ? 'Publishing...' : 'Saving...';

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ol className="grid grid-cols-4 gap-2" aria-label="Steps">
        {ventureWizardSteps.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={cn(
              'rounded-md border px-2 py-2 text-center text-[13px] font-medium',
              index === step
                ? 'border-accent bg-accent-soft text-accent'
                : index < step
                  ? 'border-line bg-surface text-ink-soft'
                  : 'border-line bg-canvas text-muted',
            )}
          >
            <span className="block text-xs text-muted">Step {index + 1}</span>
            {label}
          </li>
        ))}
      </ol>

      {draftFailed && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-danger-soft px-4 py-3 text-ink"
        >
          {ventureMessages.draftSaveFailed}
        </div>
      )}

      <Card className="space-y-4 p-5">
        <h2 className="text-base font-semibold text-ink">{ventureWizardSteps[step]}</h2>
        {step === BASIC_STEP && (
          <>
            <Field label="Name" error={errors.name}>
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  value={values.name}
                  onChange={(event) => setField('name', event.target.value)}
                />
              )}
            </Field>
            <Field label="Category" error={errors.type}>
              {(control) => (
                <Select
                  {...control}
                  name="type"
                  value={values.type}
                  onChange={(event) => setField('type', event.target.value)}
                >
                  <option value="">Select a category</option>
                  {ventureCategories.map((category) => (
                    <option key={category} value={category}>
                      {ventureCategoryLabels[category]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label="Description (optional)"
              error={errors.description}
              counter={`${values.description.length}/500`}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="description"
                  rows={3}
                  value={values.description}
                  onChange={(event) => setField('description', event.target.value)}
                />
              )}
            </Field>
            <div className="grid gap-4 md:grid-cols-2">
              <Field label="Funding goal (USD)" error={errors.targetGoal}>
                {(control) => (
                  <Input
                    {...control}
                    name="targetGoal"
                    type="number"
                    min={100}
                    step={0.01}
                    inputMode="decimal"
                    value={values.targetGoal}
                    onChange={(event) => setField('targetGoal', event.target.value)}
                  />
                )}
              </Field>
              <Field label="End date (optional)" error={errors.endDate}>
                {(control) => (
                  <Input
                    {...control}
                    name="endDate"
                    type="datetime-local"
                    value={values.endDate}
                    onChange={(event) => setField('endDate', event.target.value)}
                  />
                )}
              </Field>
            </div>
          </>
        )}
        {step === PITCH_STEP && (
          <Field
            label="Pitch"
            error={errors.pitchContent}
            hint="Separate paragraphs with a blank line."
            counter={`${values.pitchContent.length}/10,000`}
          >
            {(control) => (
              <Textarea
                {...control}
                name="pitchContent"
                rows={12}
                value={values.pitchContent}
                onChange={(event) => setField('pitchContent', event.target.value)}
              />
            )}
          </Field>
        )}
        {step === MEDIA_STEP &&
          (venture?.status === 'live' ? (
            <p className="text-muted">Media cannot be changed while the venture is live.</p>
          ) : ventureId === null || venture === undefined ? (
            <p className="text-muted">Save the venture as a draft to add images and documents.</p>
          ) : (
            <div className="space-y-4">
              <VentureUploader workspaceId={workspaceId} ventureId={ventureId} />
              <MediaSummary workspaceId={workspaceId} venture={venture} />
            </div>
          ))}
        {step === REVIEW_STEP && <ReviewSummary values={values} venture={venture} />}
      </Card>

      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={step === BASIC_STEP || isBusy}
          onClick={() => setStep((current) => Math.max(BASIC_STEP, current - 1))}
        >
          Back
        </Button>
        <Button type="submit" disabled={isBusy}>
          {step === REVIEW_STEP
            ? isBusy
              ? busyLabel
              : finalLabel
            : createDraft.isPending
              ? 'Saving...'
              : 'Next'}
        </Button>
      </div>
    </form>
  );
}

function MediaSummary({ workspaceId, venture }: { workspaceId: string; venture: Venture }) {
  return (
    <div className="space-y-3">
      <VentureImageList workspaceId={workspaceId} ventureId={venture.id} files={venture.files} />
      <VentureDocuments
        workspaceId={workspaceId}
        ventureId={venture.id}
        files={venture.files}
        canDelete
      />
    </div>
  );
}

function ReviewSummary({ values, venture }: { values: WizardValues; venture?: Venture }) {
  const goal = Number(values.targetGoal);
  const rows: [string, string][] = [
    ['Name', values.name],
    [
      'Category',
      values.type ? ventureCategoryLabels[values.type as keyof typeof ventureCategoryLabels] : '—',
    ],
    ['Description', values.description || '—'],
    ['Funding goal', Number.isFinite(goal) ? formatUsd(goal) : '—'],
    ['End date', values.endDate ? formatVentureDate(new Date(values.endDate)) : 'No deadline'],
    ['Files', String(venture?.files.length ?? 0)],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-4 gap-y-2 md:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-[13px] text-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-[13px] text-muted">Pitch</h3>
        <p className="mt-1 line-clamp-6 whitespace-pre-line text-ink">{values.pitchContent}</p>
      </div>
    </div>
  );
}
