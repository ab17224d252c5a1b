import type { ScenarioSet } from '../scenario';
import { authScenarios } from './auth';
import { checklistScenarios } from './checklists';
import { fileScenarios } from './files';
import { healthScenarios } from './health';
import { projectScenarios } from './projects';
import { taskScenarios } from './tasks';
import { workspaceScenarios } from './workspaces';

/** Every feature's scenarios, in the order the bench runs them; a feature adds its file here. */
export const scenarioSets: ScenarioSet[] = [
  healthScenarios,
  authScenarios,
  workspaceScenarios,
  projectScenarios,
  taskScenarios,
  checklistScenarios,
  fileScenarios,
];
