/** `npm run db:migrate`: apply migrations to the configured database and exit. */
import { loadConfig } from '../config';
import { createDatabase } from './client';

const config = loadConfig();
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
