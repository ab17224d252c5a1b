import type { ChangeEvent } from 'react';
import { formatUsd } from '@groundwork/shared/common/money';
import type { Venture } from '@groundwork/shared/ventures/schemas';
import {
  ventureCategories,
  ventureCategoryLabels,
  ventureWizardSteps,
} from '@groundwork/shared/ventures/constants';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { formatVentureDate } from '../format-date';
import { VentureDocuments, VentureImageList, VentureUploader } from './venture-media';
import type { FieldErrors, FieldName, WizardValues } from './wizard-values';

/** The props that tie a control to its field of the wizard's values. */
export type BindField = (field: FieldName) => {
  name: FieldName;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
};

interface StepFieldsProps {
  values: WizardValues;
  errors: FieldErrors;
  bind: BindField;
}

/** The steps in order, the current one marked. */
export function StepList({ step }: { step: number }) {
  return (
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
  );
}

/** Step one: name, category, description, goal and end date. */
export function BasicStep({ values, errors, bind }: StepFieldsProps) {
  return (
    <>
      <Field label="Name" error={errors.name}>
        {(control) => <Input {...control} {...bind('name')} />}
      </Field>
      <Field label="Category" error={errors.type}>
        {(control) => (
          <Select {...control} {...bind('type')}>
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
        {(control) => <Textarea {...control} {...bind('description')} rows={3} />}
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Funding goal (USD)" error={errors.targetGoal}>
          {(control) => (
            <Input
              {...control}
              {...bind('targetGoal')}
              type="number"
              min={100}
              step={0.01}
              inputMode="decimal"
            />
          )}
        </Field>
        <Field label="End date (optional)" error={errors.endDate}>
          {(control) => <Input {...control} {...bind('endDate')} type="datetime-local" />}
        </Field>
      </div>
    </>
  );
}

/** Step two: the pitch. */
export function PitchStep({ values, errors, bind }: StepFieldsProps) {
  return (
    <Field
      label="Pitch"
      error={errors.pitchContent}
      hint="Separate paragraphs with a blank line."
      counter={`${values.pitchContent.length}/10,000`}
    >
      {(control) => <Textarea {...control} {...bind('pitchContent')} rows={12} />}
    </Field>
  );
}

/** Step three: images and documents, once there is a draft to hold them and while it is not live. */
export function MediaStep({
  workspaceId,
  ventureId,
  venture,
}: {
  workspaceId: string;
  ventureId: string | null;
  venture: Venture | undefined;
}) {
  return venture?.status === 'live' ? (
    <p className="text-muted">Media cannot be changed while the venture is live.</p>
  ) : ventureId === null || venture === undefined ? (
    <p className="text-muted">Save the venture as a draft to add images and documents.</p>
  ) : (
    <div className="space-y-4">
      <VentureUploader workspaceId={workspaceId} ventureId={ventureId} />
      <MediaSummary workspaceId={workspaceId} venture={venture} />
    </div>
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

/** The last step: every field as it will be saved. */
export function ReviewSummary({ values, venture }: { values: WizardValues; venture?: Venture }) {
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
