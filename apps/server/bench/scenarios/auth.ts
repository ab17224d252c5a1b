import type { ScenarioSet } from '../scenario';

const PEOPLE = 10;

export const authScenarios: ScenarioSet = {
  name: 'auth',
  async seed(ctx) {
    const user = await ctx.createUser('Bench Owner');
    const people = [];
    // Names of one length, so that every person's answer is as long as the replayed one.
    for (let i = 0; i < PEOPLE; i += 1) people.push(await ctx.createUser(`Bench Person ${i}`));
    return [
      { name: 'GET /api/auth/me', path: '/api/auth/me', headers: user.headers },
      {
        name: `GET /api/auth/me (${PEOPLE} people)`,
        path: '/api/auth/me',
        headers: people[0]?.headers,
        headersOfPeople: people.map((person) => person.headers),
      },
    ];
  },
};
