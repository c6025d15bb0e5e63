/**
 * Question papers (issue 6 §3 downloads): staff of a school print a chosen set of their pool (question-pool.repository.ts:
 * own approved, adopted, open) as a PDF, with an optional answer key PDF. The files are made once, at request time,
 * and stored under `question-papers/<id>/`, so a later edit of a question never changes a printed paper. Every id
 * must be in the school's pool, else nothing is made (400). Papers and history are the school's only: another
 * school's paper answers 404 like a missing one.
 */

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type createDownloadBodySchema, QUESTION_BANK_MESSAGES, type QuestionPaperDownload } from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { type Page, pageFrom } from '../../../lib/paging';
import type { FileStorage } from '../../../lib/storage';
import type { Actor } from '../../../plugins/auth';
import { recordAudit } from '../../audit/audit.repository';
import type { InsightsService } from '../insights.service';
import { type PaperSpec, renderAnswerKey, renderQuestionPaper } from './paper-pdf';
import { paperSchoolOf } from './papers.policy';
import { classLineOf, presentDownload, printedDate, safeFileName } from './papers.presenter';
import {
  findDownload,
  findNames,
  insertDownload,
  selectDownloadsPage,
  selectUsableQuestions,
} from './papers.repository';

type CreateBody = z.infer<typeof createDownloadBodySchema>;
export type PaperFileKind = 'paper' | 'answer-key';

/** A stored paper or answer key, ready to send. */
export interface PaperDownload {
  fileName: string;
  size: number;
  open(): Readable;
}

export class PaperService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly insights: InsightsService,
  ) {}

  private schoolOf(actor: Actor): string {
    const instituteId = paperSchoolOf(actor);
    if (!instituteId) throw forbidden();
    return instituteId;
  }

  /** The practice filters' facets (InsightsService) over the school's pool: one definition of both lists. */
  async options(actor: Actor) {
    this.schoolOf(actor);
    return this.insights.filters(actor, {});
  }

  async create(actor: Actor, body: CreateBody): Promise<QuestionPaperDownload> {
    const instituteId = this.schoolOf(actor);
    const questionIds = [...new Set(body.questionIds)];
    const found = await selectUsableQuestions(this.db, { instituteId }, questionIds);
    if (found.length !== questionIds.length) {
      throw badRequest(QUESTION_BANK_MESSAGES.questionsNotUsable, [
        { field: 'questionIds', message: QUESTION_BANK_MESSAGES.questionsNotUsable },
      ]);
    }
    const byId = new Map(found.map((question) => [question.id, question]));
    const questions = questionIds.map((id) => byId.get(id)).filter((question) => question !== undefined);
    const { schoolName, userName } = await findNames(this.db, instituteId, actor.id);
    const spec: PaperSpec = {
      schoolName,
      title: body.title,
      classLine: classLineOf(questions),
      dateLine: printedDate(new Date()),
      questions,
    };

    const id = randomUUID();
    const paperKey = `question-papers/${id}/paper.pdf`;
    const answerKeyKey = body.includeAnswerKey ? `question-papers/${id}/answer-key.pdf` : null;
    const [paper, answerKey] = await Promise.all([
      renderQuestionPaper(spec),
      answerKeyKey ? renderAnswerKey(spec) : Promise.resolve(null),
    ]);
    const written: string[] = [];
    try {
      await this.storage.put(paperKey, paper);
      written.push(paperKey);
      if (answerKeyKey && answerKey) {
        await this.storage.put(answerKeyKey, answerKey);
        written.push(answerKeyKey);
      }
      const row = await this.db.transaction(async (tx) => {
        const inserted = await insertDownload(tx, {
          id,
          instituteId,
          userId: actor.id,
          title: body.title,
          questionIds,
          includeAnswerKey: body.includeAnswerKey,
          paperKey,
          answerKeyKey,
        });
        await recordAudit(tx, {
          instituteId,
          actorId: actor.id,
          action: 'question_paper.created',
          entityType: 'question_paper',
          entityId: id,
          summary: `Question paper "${body.title}" (${questionIds.length} questions${answerKeyKey ? ', with answer key' : ''})`,
          data: { questionIds },
        });
        return inserted;
      });
      return presentDownload({
        ...row,
        questionCount: questionIds.length,
        userName,
      });
    } catch (error) {
      await Promise.all(written.map((key) => this.storage.remove(key).catch(() => undefined)));
      throw error;
    }
  }

  async history(actor: Actor, query: { page: number; size: number }): Promise<Page<QuestionPaperDownload>> {
    const { rows, total } = await selectDownloadsPage(this.db, this.schoolOf(actor), query);
    return pageFrom(rows.map(presentDownload), query, total);
  }

  /** The stored file of a paper of the caller's school; 404 for anything else (or a file gone from storage). */
  async file(actor: Actor, downloadId: string, kind: PaperFileKind): Promise<PaperDownload> {
    const row = await findDownload(this.db, this.schoolOf(actor), downloadId);
    const key = kind === 'paper' ? row?.paperKey : row?.answerKeyKey;
    if (!row || !key) throw notFound('Question paper not found');
    const info = await this.storage.info(key);
    if (!info) throw notFound('Question paper not found');
    return { fileName: safeFileName(row.title, kind), size: info.size, open: () => this.storage.stream(key) };
  }
}
