/**
 * `tsx bench/compare.ts results.jsonl [before-label after-label]`: the figures that runs with
 * BENCH_JSON appended to a file, as one Markdown table: for each figure and label, the median of
 * its runs with their spread (min–max) and the number of runs, then after/before of the medians.
 * The labels default to "before" and "main" (the checkouts' folder names).
 */
import fs from 'node:fs';
import type { Figure } from './support';

interface Line extends Figure {
  label: string;
  run: string;
}

const [file, beforeLabel = 'before', afterLabel = 'main'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/compare.ts results.jsonl [before-label after-label]');

const lines = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Line);

const groups = new Map<string, { figure: Figure; values: Map<string, number[]> }>();
for (const line of lines) {
  const key = [line.suite, line.database, line.name, line.metric].join('\u0000');
  const group = groups.get(key) ?? { figure: line, values: new Map<string, number[]>() };
  groups.set(key, group);
  const values = group.values.get(line.label) ?? [];
  values.push(line.value);
  group.values.set(line.label, values);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const format = (value: number) =>
  Math.abs(value) >= 100
    ? Math.round(value).toLocaleString('en-US')
    : String(Number(value.toPrecision(3)));

function summary(values: number[] | undefined): string {
  if (!values?.length) return '–';
  const spread =
    values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : '';
  return `${format(median(values))}${spread} ×${values.length}`;
}

console.log(
  `| suite | database | figure | metric | ${beforeLabel} | ${afterLabel} | ${afterLabel}/${beforeLabel} |`,
);
console.log('| --- | --- | --- | --- | ---: | ---: | ---: |');
for (const { figure, values } of groups.values()) {
  const before = values.get(beforeLabel);
  const after = values.get(afterLabel);
  const ratio =
    before?.length && after?.length && median(before) !== 0
      ? (median(after) / median(before)).toFixed(2)
      : '–';
  console.log(
    `| ${figure.suite} | ${figure.database} | ${figure.name} | ${figure.metric} | ` +
      `${summary(before)} | ${summary(after)} | ${ratio} |`,
  );
}
