/**
 * A file a student attached to a written answer: read from storage, and sent the one way both its readers (the
 * student, the school's graders) get it — in a CSP sandbox, PDFs as downloads, never cached beyond the page — so a
 * file's own script never runs in our origin.
 */
import type { FastifyReply } from 'fastify';
import { notFound } from '../../lib/errors';
import { attachmentDisposition } from '../../lib/serve-file';
import type { FileStorage } from '../../lib/storage';

export interface AnswerFile {
  data: Buffer;
  mimeType: 'application/pdf' | 'image/webp';
  fileName: string;
}

/** The stored file of an answer (uploads are kept as PDF or re-encoded WebP); 404 when there is none. */
export async function readAnswerFile(
  storage: FileStorage,
  answer: { fileKey: string | null; fileName: string | null } | null | undefined,
  missing: string,
): Promise<AnswerFile> {
  if (!answer?.fileKey || !(await storage.info(answer.fileKey))) throw notFound(missing);
  return {
    data: await storage.read(answer.fileKey),
    mimeType: answer.fileKey.endsWith('.pdf') ? 'application/pdf' : 'image/webp',
    fileName: answer.fileName ?? 'answer',
  };
}

export function sendAnswerFile(reply: FastifyReply, file: AnswerFile): FastifyReply {
  const isPdf = file.mimeType === 'application/pdf';
  return reply
    .type(file.mimeType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', isPdf ? attachmentDisposition(file.fileName) : 'inline')
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}
