import type { ProjectHealth } from '@groundwork/shared/projects/constants';

/** How a project's health shows wherever it is drawn. */
interface HealthLook {
  label: string;
  /** A mark or a bar in the health's colour. */
  fill: string;
  /** The start of a gradient that fades out in the health's colour. */
  fade: string;
  /** The health's word in its colour, dark enough to read. */
  text: string;
}

// UI.md's status colours: healthy green, warning amber, critical red.
export const projectHealthLooks: Record<ProjectHealth, HealthLook> = {
  healthy: {
    label: 'Healthy',
    fill: 'bg-green-500',
    fade: 'from-green-500',
    text: 'text-green-700',
  },
  warning: {
    label: 'Warning',
    fill: 'bg-amber-500',
    fade: 'from-amber-500',
    text: 'text-amber-700',
  },
  critical: { label: 'Critical', fill: 'bg-red-500', fade: 'from-red-500', text: 'text-red-700' },
};
