/** Security headers: a strict Content-Security-Policy for the web app; HSTS only behind HTTPS in production. */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { COLOR_SCHEME_BOOT_SCRIPT } from '@noticeboard/shared/color-scheme';
import type { FastifyInstance } from 'fastify';

/**
 * Razorpay Standard Checkout: its script, the frame it opens, and the calls and images inside it (Razorpay's
 * documented CSP allow-list). Allowed only when Razorpay takes the payments.
 */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** The one inline script the pages carry (the colour scheme before the first paint), allowed by its hash. */
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_BOOT_SCRIPT).digest('base64')}'`;

export async function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  options: { razorpay?: boolean } = {},
): Promise<void> {
  const gateway = options.razorpay ? RAZORPAY : { script: [], frame: [], connect: [], img: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", COLOR_SCHEME_SCRIPT_HASH, ...gateway.script],
        frameSrc: ["'self'", ...gateway.frame],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...gateway.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...gateway.connect],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
