/** Reading the policy texts, and each person's acceptance of their current versions. */
import {
  CURRENT_POLICY_VERSIONS,
  POLICY_DOCUMENT_TITLES,
  POLICY_DOCUMENTS,
  type PolicyAcceptanceStatus,
  type PolicyDocumentSlug,
  type PolicyText,
  type PolicyVersionRef,
  policyDocumentOfSlug,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { listAcceptances, pendingPolicyDocuments, recordAcceptances } from './policy.repository';
import type { PolicyTexts } from './policy-texts';

export class PolicyService {
  constructor(
    private readonly db: Db,
    private readonly texts: PolicyTexts,
  ) {}

  currentText(slug: PolicyDocumentSlug): PolicyText {
    return this.texts.current(policyDocumentOfSlug(slug));
  }

  versionText(slug: PolicyDocumentSlug, version: string): PolicyText {
    const text = this.texts.text(policyDocumentOfSlug(slug), version);
    if (!text) throw notFound('There is no version of this text with that date');
    return text;
  }

  async status(userId: string): Promise<PolicyAcceptanceStatus> {
    const [pending, accepted] = await Promise.all([
      pendingPolicyDocuments(this.db, userId),
      listAcceptances(this.db, userId),
    ]);
    return {
      current: POLICY_DOCUMENTS.map((document) => ({
        document,
        version: CURRENT_POLICY_VERSIONS[document],
        title: POLICY_DOCUMENT_TITLES[document],
      })),
      pending: pending.map((document) => {
        const text = this.texts.current(document);
        return { document, version: text.version, title: text.title, changes: text.changes, summary: text.summary };
      }),
      accepted: accepted.map((row) => ({
        document: row.document,
        version: row.version,
        acceptedAt: row.acceptedAt.toISOString(),
      })),
    };
  }

  /** Accepting anything but the current version is a 409: a newer text was published after the page was opened. */
  async accept(userId: string, refs: readonly PolicyVersionRef[]): Promise<PolicyAcceptanceStatus> {
    const stale = refs.filter((ref) => ref.version !== CURRENT_POLICY_VERSIONS[ref.document]);
    if (stale.length > 0) {
      throw conflict(
        'A newer version was published while you were reading. Please read it and accept again.',
        stale.map((ref) => ({
          field: ref.document,
          message: `The current ${POLICY_DOCUMENT_TITLES[ref.document].toLowerCase()} is the version of ${CURRENT_POLICY_VERSIONS[ref.document]}`,
        })),
      );
    }
    await recordAcceptances(this.db, userId, refs);
    return this.status(userId);
  }
}
