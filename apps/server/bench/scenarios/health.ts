import type { ScenarioSet } from '../scenario';

export const healthScenarios: ScenarioSet = {
  name: 'health',
  seed: async () => [{ name: 'GET /api/health', path: '/api/health' }],
};
