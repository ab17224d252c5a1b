/**
 * `tsx drop-database.ts <server url> <name>`: drops a cluster test database. Run synchronously by
 * the runner's 'exit' handler, where nothing asynchronous can happen any more.
 */
import { dropDatabase } from './database';

const [serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || !/^groundwork_cluster_[0-9a-f]+$/.test(name)) {
  console.error('usage: drop-database.ts <server url> <groundwork_cluster_...>');
  process.exit(2);
}
await dropDatabase(serverUrl, name);
