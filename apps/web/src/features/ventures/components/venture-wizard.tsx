import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Venture } from '@groundwork/shared/ventures/schemas';
import { ventureMessages, ventureWizardSteps } from '@groundwork/shared/ventures/constants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { showFormError, useFormSubmit } from '../../../lib/form-error';
import { paths } from '../../../lib/paths';
import { useVenture } from '../api/get-ventures';
import { useCreateVenture, usePublishVenture, useUpdateVenture } from '../api/mutate-venture';
import { ventureToasts } from '../venture-messages';
import {
  BasicStep,
  MediaStep,
  PitchStep,
  ReviewSummary,
  StepList,
  type BindField,
} from './venture-wizard-steps';
import {
  BASIC_STEP,
  MEDIA_STEP,
  PITCH_STEP,
  REVIEW_STEP,
  checkBasic,
  checkPitch,
  fieldOrder,
  toInput,
  valuesOf,
  type FieldErrors,
  type FieldName,
  type WizardValues,
} from './wizard-values';

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

  const bind: BindField = (field) => ({
    name: field,
    value: values[field],
    onChange: (event) => setField(field, event.target.value),
  });

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
      <StepList step={step} />

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
        {step === BASIC_STEP && <BasicStep values={values} errors={errors} bind={bind} />}
        {step === PITCH_STEP && <PitchStep values={values} errors={errors} bind={bind} />}
        {step === MEDIA_STEP && (
          <MediaStep workspaceId={workspaceId} ventureId={ventureId} venture={venture} />
        )}
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
