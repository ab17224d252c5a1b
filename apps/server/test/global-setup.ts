import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/platform/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped once per run; empty on PostgreSQL. */
    pgliteTemplatePath: string;
  }
}

/**
 * Creating and migrating a PGlite database takes about four seconds, and every test file opens at
 * least one: on PGlite the run creates one migrated database, dumps it to a file, and each test
 * file's database starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const template = await openDatabase({ kind: 'pglite-memory' });
  const client = (template.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await template.close();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-test-'));
  const file = path.join(directory, 'pglite-template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => fs.rmSync(directory, { recursive: true, force: true });
}
