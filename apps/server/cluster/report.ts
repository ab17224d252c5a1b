/** The cluster test's printed report: a timeline, request counts, the checks table and notes. */
import type { RequestRecord } from './client';
import type { LoadOutcome } from './scenario';
import type { Check } from './verify';

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

/** A Markdown table, padded so that it also reads well in a terminal. */
function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(headers),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

export function formatChecks(checks: Check[]): string {
  return formatTable(
    ['scenario', 'expected', 'observed', 'ok'],
    checks.map((check) => [
      check.scenario,
      check.expected,
      check.observed,
      check.ok ? 'yes' : 'NO',
    ]),
  );
}

/** When each fault happened, relative to the start of the load. */
export function formatTimeline(outcome: LoadOutcome): string {
  const { faults, loadStartedAt } = outcome;
  const rel = (at: number | null) => (at === null ? null : at - loadStartedAt);
  const entries: [string, number | null][] = [
    ['SIGKILL app3', rel(faults.killAt)],
    ['app3 started again', rel(faults.killedRestartedAt)],
    ['app3 UP in HAProxy', rel(faults.killedBackAt)],
    ['200 pledges start', rel(outcome.pledgesStartedAt)],
    ['SIGTERM app2', rel(faults.terminateAt)],
    ['200 pledges answered', rel(outcome.pledgesEndedAt)],
    [
      `app2 exited (code ${faults.terminateExitCode ?? faults.terminateExitSignal ?? '?'})`,
      rel(faults.terminatedExitAt),
    ],
    ['app2 UP in HAProxy', rel(faults.terminatedBackAt)],
    ['load stopped', rel(outcome.loadEndedAt)],
  ];
  return entries
    .sort(([, a], [, b]) => (a ?? Infinity) - (b ?? Infinity))
    .map(([what, at]) => `  ${seconds(at).padStart(7)}  ${what}`)
    .join('\n');
}

/** Requests by label: how many, how many failed, and the slowest. */
export function formatRequestCounts(records: RequestRecord[]): string {
  const byLabel = new Map<string, { count: number; failed: number; slowest: number }>();
  for (const record of records) {
    const entry = byLabel.get(record.label) ?? { count: 0, failed: 0, slowest: 0 };
    entry.count += 1;
    if (record.status === null || record.status >= 300) entry.failed += 1;
    entry.slowest = Math.max(entry.slowest, record.endedAt - record.startedAt);
    byLabel.set(record.label, entry);
  }
  return formatTable(
    ['requests', 'count', 'failed', 'slowest ms'],
    [...byLabel]
      .sort(([, a], [, b]) => b.count - a.count)
      .map(([label, entry]) => [
        label,
        String(entry.count),
        String(entry.failed),
        String(entry.slowest),
      ]),
  );
}
