/**
 * `npm run bench`: throughput and latency of representative routes over real HTTP, on the
 * embedded database (or PostgreSQL with DATABASE_URL). Speed goals live here, not in tests.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp, createUser } from '../test/test-app';
import { addMember, createWorkspace } from '../test/workspace-factory';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

interface Scenario {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

async function run(baseUrl: string, scenario: Scenario) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(baseUrl + scenario.url, { headers: scenario.headers });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    scenario: scenario.name,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': at(0.5).toFixed(1),
    'p99 ms': at(0.99).toFixed(1),
    failures,
  };
}

const ctx = await createTestApp();
const owner = await createUser(ctx, { name: 'Bench Owner' });
for (let i = 0; i < 20; i += 1) {
  const workspace = await createWorkspace(ctx, owner, `Workspace ${i}`);
  for (let m = 0; m < 10; m += 1)
    await addMember(ctx, workspace.id, await createUser(ctx), 'contractor');
}
const [first] = (
  await ctx.app.inject({ method: 'GET', url: '/api/workspaces', headers: owner.headers })
).json().workspaces as { id: string }[];
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const scenarios: Scenario[] = [
  { name: 'GET /api/health', url: '/api/health' },
  { name: 'GET /api/auth/me', url: '/api/auth/me', headers: owner.headers },
  { name: 'GET /api/workspaces (20)', url: '/api/workspaces', headers: owner.headers },
  {
    name: 'GET /api/workspaces/{id} (11 members)',
    url: `/api/workspaces/${first?.id}`,
    headers: owner.headers,
  },
];
const results = [];
for (const scenario of scenarios) results.push(await run(baseUrl, scenario));
console.log(
  `database: ${ctx.database.kind}, ${CONCURRENCY} concurrent clients, ${DURATION_MS} ms each`,
);
console.table(results);
await ctx.close();
