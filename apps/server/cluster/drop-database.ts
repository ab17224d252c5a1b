/**
 * `tsx drop-database.ts <server url> <name>`: drops a cluster test database. Run synchronously by
 * the runner's 'exit' handler, where nothing asynchronous can happen any more.
 */
import pg from 'pg';

const [serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || !/^groundwork_cluster_[0-9a-f]+$/.test(name)) {
  console.error('usage: drop-database.ts <server url> <groundwork_cluster_...>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
try {
  await client.query(`drop database if exists ${name} with (force)`);
} finally {
  await client.end();
}
