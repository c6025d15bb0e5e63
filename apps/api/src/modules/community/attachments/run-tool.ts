/**
 * Runs a command-line converter (pdftoppm, ffmpeg) on untrusted files: no shell, a time limit after which it
 * is killed, and the lowest CPU priority so a big PDF never slows the API's requests.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

export class ToolMissingError extends Error {}
export class ToolFailedError extends Error {}

const LOWEST_PRIORITY = 19;
const KEPT_STDERR = 2_000;

export function runTool(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new ToolFailedError(`${command} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < KEPT_STDERR) stderr += chunk.toString('utf8');
    });
    child.on('spawn', () => {
      try {
        if (child.pid) setPriority(child.pid, LOWEST_PRIORITY);
      } catch {
        // Not allowed to lower it (some containers): the time limit still applies.
      }
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(error.code === 'ENOENT' ? new ToolMissingError(`${command} is not installed`) : error);
    });
    child.on('close', (code, signal) => {
      if (code === 0) finish();
      else
        finish(new ToolFailedError(`${command} failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(0, 500)}`));
    });
  });
}
