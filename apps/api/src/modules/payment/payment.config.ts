/**
 * Payment settings read at start: which gateway (gateway.config.ts), the dev gateway's secrets, and the supplier
 * printed on every tax invoice. Production must name its own supplier; elsewhere a fictional one stands in, so a
 * fresh machine can buy a plan and read a complete invoice.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gstinProblem } from '@noticeboard/shared';
import { z } from 'zod';
import { ConfigError } from '../../config-error';
import type { DevGatewaySecrets } from './gateway/dev.gateway';
import { type PaymentGatewayConfig, paymentGatewayConfigOf } from './gateway/gateway.config';
import type { InvoiceSupplier } from './invoice/invoice-document';

export interface PaymentConfig {
  gateway: PaymentGatewayConfig;
  /** The dev gateway's signing secrets, kept in the data folder so restarts and other processes agree. */
  devSecrets: DevGatewaySecrets | undefined;
  supplier: InvoiceSupplier;
}

const DEV_SUPPLIER: InvoiceSupplier = {
  legalName: 'Noticeboard Learning Private Limited (demo)',
  addressLines: ['4th Floor, 12 MG Road', 'Bengaluru, Karnataka 560001'],
  gstin: '29AAACN1234A1Z3',
};

const supplierEnvSchema = z.object({
  SUPPLIER_LEGAL_NAME: z.string().min(2).max(120).optional(),
  /** Address lines separated by `|`. */
  SUPPLIER_ADDRESS: z.string().min(5).max(400).optional(),
  SUPPLIER_GSTIN: z.string().optional(),
});

/** The supplier named on invoices: SUPPLIER_* settings, or the fictional demo supplier outside production. */
export function supplierFrom(source: NodeJS.ProcessEnv, env: string): InvoiceSupplier {
  const parsed = supplierEnvSchema.safeParse({
    SUPPLIER_LEGAL_NAME: source.SUPPLIER_LEGAL_NAME || undefined,
    SUPPLIER_ADDRESS: source.SUPPLIER_ADDRESS || undefined,
    SUPPLIER_GSTIN: source.SUPPLIER_GSTIN || undefined,
  });
  if (!parsed.success) throw new ConfigError(`Invalid supplier settings: ${parsed.error.issues[0]?.message}`);
  const { SUPPLIER_LEGAL_NAME: legalName, SUPPLIER_ADDRESS: address, SUPPLIER_GSTIN: gstin } = parsed.data;
  if (!legalName || !address || !gstin) {
    if (env === 'production') {
      throw new ConfigError('SUPPLIER_LEGAL_NAME, SUPPLIER_ADDRESS and SUPPLIER_GSTIN are required in production');
    }
    return DEV_SUPPLIER;
  }
  const problem = gstinProblem(gstin.toUpperCase());
  if (problem) throw new ConfigError(`SUPPLIER_GSTIN is invalid: ${problem}`);
  const addressLines = address
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
  return { legalName, addressLines, gstin: gstin.toUpperCase() };
}

function devSecretsIn(dataDir: string): DevGatewaySecrets {
  const file = path.join(dataDir, 'dev-gateway-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DevGatewaySecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    keySecret: randomBytes(32).toString('base64url'),
    webhookSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function paymentConfigOf(
  source: NodeJS.ProcessEnv,
  env: 'development' | 'production' | 'test',
  dataDir: string,
): PaymentConfig {
  const gateway = paymentGatewayConfigOf(source, env);
  return {
    gateway,
    devSecrets: gateway.razorpay ? undefined : devSecretsIn(dataDir),
    supplier: supplierFrom(source, env),
  };
}
