import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Removes the databases of earlier runs (about 40 MB each); this run's folder stays for debugging. */
export default function globalSetup(): void {
  const current = process.env.NB_E2E_DATA_DIR;
  if (!current) return;
  const parent = path.dirname(current);
  for (const entry of readdirSync(parent)) {
    const full = path.join(parent, entry);
    if (entry.startsWith('e2e-data-') && full !== current) rmSync(full, { recursive: true, force: true });
  }
}
