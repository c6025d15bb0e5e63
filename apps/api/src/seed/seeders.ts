/**
 * Feature seeders, run in order after the demo schools and people exist (seed-demo.ts).
 * Each receives the database, finds the demo institutes by custom URL and adds its own demo data.
 */
import type { Db } from '../db/client';

export const DEMO_SEEDERS: Array<(db: Db) => Promise<void>> = [];
