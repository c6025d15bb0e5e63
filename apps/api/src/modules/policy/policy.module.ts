/** Composition root of policy acceptance: the texts read once, one service, its routes. */
import type { Infrastructure, Module } from '../module';
import { policyRoutes } from './policy.routes';
import { PolicyService } from './policy.service';
import { PolicyTexts } from './policy-texts';

export interface PolicyExports {
  policies: PolicyService;
}

export function createPolicyModule({ db }: Infrastructure): Module<PolicyExports> {
  const policies = new PolicyService(db, new PolicyTexts());
  return { name: 'policy', routes: (app) => policyRoutes(app, { policies }), exports: { policies } };
}
