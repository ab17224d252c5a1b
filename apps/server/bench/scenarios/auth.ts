import type { ScenarioSet } from '../scenario';

export const authScenarios: ScenarioSet = {
  name: 'auth',
  async seed(ctx) {
    const user = await ctx.createUser('Bench Owner');
    return [{ name: 'GET /api/auth/me', path: '/api/auth/me', headers: user.headers }];
  },
};
