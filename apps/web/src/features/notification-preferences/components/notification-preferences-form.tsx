import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, MessageSquareOff, TriangleAlert } from 'lucide-react';
import {
  smsKinds,
  type NotificationPreferences,
  type WaitingSms,
} from '@groundwork/shared/notifications/notification-preferences';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { TextField } from '../../../components/ui/form-fields';
import { cn } from '../../../lib/cn';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import {
  changedPreferences,
  preferencesFormSchema,
  smsKindLabels,
  timeZoneOptions,
  toFormValues,
  undeliveredText,
  waitingReason,
  waitingText,
} from '../preferences-form';
import { PreferenceSwitch, SwitchInput } from './preference-switch';
import { PreferencesSection } from './preferences-section';

export interface NotificationPreferencesFormProps {
  /** The preferences as saved; the form edits a copy and sends only what differs. */
  preferences: NotificationPreferences;
  /** Messages that failed after every retry; nothing is said while unknown or none. */
  undeliveredCount: number | undefined;
  /** Texts waiting to be sent (quiet hours, the cap); nothing is said while unknown or none. */
  waiting: WaitingSms | undefined;
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "America/Port_of_Spain" as "America/Port of Spain (GMT-4)", the offset as of now. */
function timeZoneLabel(zone: string, now: Date): string {
  const name = zone.replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}

// Some 400 zones, each labelled once per visit: making their formatters takes a moment.
const zoneLabels = new Map<string, string>();

function labelledTimeZones(extra: readonly string[]): { zone: string; label: string }[] {
  const now = new Date();
  return timeZoneOptions(extra).map((zone) => {
    let label = zoneLabels.get(zone);
    if (label === undefined) {
      label = timeZoneLabel(zone, now);
      zoneLabels.set(zone, label);
    }
    return { zone, label };
  });
}

/** Every choice of the preferences screen, saved together by one button. */
export function NotificationPreferencesForm({
  preferences,
  undeliveredCount,
  waiting,
}: NotificationPreferencesFormProps) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(preferencesFormSchema),
    defaultValues: toFormValues(preferences),
  });
  // Re-renders on every change, so the Save button and the shown times follow the form.
  useWatch({ control });
  const values = getValues();
  const update = useUpdateNotificationPreferences();
  const id = useId();

  const { timeZone } = values;
  const device = deviceTimeZone();
  // The saved zone and this device's are always offered, so either can be chosen.
  const zones = labelledTimeZones([preferences.timeZone, timeZone, device]);

  const sectionSwitch = (name: 'quietHoursEnabled' | 'digestEnabled') => ({
    registration: register(name),
    isOn: values[name],
  });
  const timeField = (name: 'quietStart' | 'quietEnd' | 'digestAt') => ({
    type: 'time',
    error: errors[name]?.message,
    registration: register(name),
  });

  const hasChanges = Object.keys(changedPreferences(preferences, values)).length > 0;
  const waitingLine = waiting ? waitingText(waiting, new Date(), preferences.timeZone) : null;

  const onSubmit = handleSubmit((submitted) => {
    const body = changedPreferences(preferences, submitted);
    if (Object.keys(body).length === 0) return;
    update.mutate(body, { onSuccess: (saved) => reset(toFormValues(saved)) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {(preferences.smsOptedOut || (undeliveredCount ?? 0) > 0 || waitingLine) && (
        <div className="space-y-3">
          {preferences.smsOptedOut && (
            <Notice icon={MessageSquareOff} title="Text messages are off">
              You replied STOP, so we send you no text messages. Reply START to turn them back on;
              the choices below apply from then.
            </Notice>
          )}
          {undeliveredCount !== undefined && undeliveredCount > 0 && (
            <Notice icon={TriangleAlert} title={undeliveredText(undeliveredCount)}>
              In the last 30 days, after every retry. Check that your phone can receive text
              messages.
            </Notice>
          )}
          {waitingLine && (
            <Notice icon={Clock} title={waitingLine} tone="info">
              {waitingReason}
            </Notice>
          )}
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <PreferencesSection
          title="Text messages"
          description="Which notifications also reach your phone as a text message. Every notification still shows in the app."
        >
          <ul className="divide-y divide-line">
            {smsKinds.map((kind) => (
              <li key={kind}>
                <PreferenceSwitch
                  label={smsKindLabels[kind]}
                  {...register(`sms.${kind}`)}
                  className="py-1"
                />
              </li>
            ))}
          </ul>
        </PreferencesSection>

        <div className="min-w-0 space-y-6">
          <SwitchedSection
            title="Quiet hours"
            description="No text messages between these times; what comes in meanwhile is sent when they end."
            sectionSwitch={sectionSwitch('quietHoursEnabled')}
          >
            <TextField label="Start" {...timeField('quietStart')} />
            <TextField label="End" {...timeField('quietEnd')} />
          </SwitchedSection>

          <SwitchedSection
            title="Daily digest"
            description="Due date reminders and overdue tasks come together in one text message a day, instead of one by one."
            sectionSwitch={sectionSwitch('digestEnabled')}
          >
            <TextField label="Send at" {...timeField('digestAt')} />
          </SwitchedSection>

          <PreferencesSection
            title="Time zone"
            titleFor={`${id}-zone`}
            description="Quiet hours and the digest follow it."
            descriptionId={`${id}-zone-description`}
          >
            <Select
              id={`${id}-zone`}
              aria-describedby={`${id}-zone-description`}
              aria-invalid={Boolean(errors.timeZone)}
              {...register('timeZone')}
            >
              {zones.map(({ zone, label }) => (
                <option key={zone} value={zone}>
                  {label}
                </option>
              ))}
            </Select>
            {errors.timeZone && (
              <p className="mt-1.5 text-[13px] text-danger">{errors.timeZone.message}</p>
            )}
            {device && device !== timeZone && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2 -ml-3 h-auto max-w-full py-1.5 text-left whitespace-normal text-accent"
                onClick={() => setValue('timeZone', device, { shouldValidate: true })}
              >
                Use this device&apos;s time zone ({device.replaceAll('_', ' ')})
              </Button>
            )}
          </PreferencesSection>
        </div>
      </div>

      {/* With changes pending, a phone keeps the buttons in reach above its bottom bar. */}
      <div
        className={cn(
          'flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4',
          hasChanges &&
            'max-md:sticky max-md:bottom-[calc(3.5rem+env(safe-area-inset-bottom))] max-md:z-20 max-md:-mx-4 max-md:bg-canvas max-md:px-4 max-md:pb-3 max-md:pt-3',
        )}
      >
        {update.error && (
          <p role="alert" className="mr-auto min-w-0 text-[13px] break-words text-danger">
            {update.error.message}
          </p>
        )}
        {hasChanges && !update.isPending && (
          <Button variant="secondary" onClick={() => reset(toFormValues(preferences))}>
            Discard changes
          </Button>
        )}
        <Button type="submit" disabled={!hasChanges || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

const noticeTones = {
  warning: {
    box: 'border-amber-200 bg-warning-soft',
    icon: 'text-warning-strong',
  },
  info: { box: 'border-line bg-surface', icon: 'text-accent' },
} as const;

function Notice({
  icon: Icon,
  title,
  tone = 'warning',
  children,
}: {
  icon: typeof TriangleAlert;
  title: string;
  tone?: keyof typeof noticeTones;
  children: string;
}) {
  return (
    <div className={cn('flex gap-3 rounded-lg border px-4 py-3', noticeTones[tone].box)}>
      <Icon aria-hidden size={16} className={cn('mt-0.5 shrink-0', noticeTones[tone].icon)} />
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-ink">{title}</p>
        <p className="text-[13px] text-ink-soft">{children}</p>
      </div>
    </div>
  );
}

/** A section turned on and off by the switch beside its title; its settings show while on. */
function SwitchedSection({
  title,
  description,
  sectionSwitch: { registration, isOn },
  children,
}: {
  title: string;
  description: string;
  /** The switch's registration, and whether it is on: the settings under it show only then. */
  sectionSwitch: { registration: UseFormRegisterReturn; isOn: boolean };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <PreferencesSection
      title={title}
      titleFor={id}
      description={description}
      descriptionId={`${id}-description`}
      action={<SwitchInput id={id} aria-describedby={`${id}-description`} {...registration} />}
    >
      {isOn && <div className="grid grid-cols-2 gap-3">{children}</div>}
    </PreferencesSection>
  );
}
