/**
 * Composition root of newsletters (issue 19 §3): writing and sending (the school's), the school's newsletter look
 * (colour and logo, the logo through the community uploads' pipeline), the readers' pages and the unsubscribe page,
 * the sender and its job. An assessment made from a newsletter goes through the assessment
 * module's authoring service.
 */
import type { AuthoringService } from '../assessment/authoring.service';
import type { UploadPipeline } from '../community/attachments/attachments.module';
import type { Infrastructure, Module } from '../module';
import { newsletterJobs } from './newsletter.job';
import { newsletterRoutes } from './newsletter.routes';
import { NewsletterService } from './newsletter.service';
import { newsletterBrandRoutes } from './newsletter-brand.routes';
import { NewsletterBrandService } from './newsletter-brand.service';
import { NewsletterImageService } from './newsletter-images.service';
import { newsletterReaderRoutes } from './newsletter-reader.routes';
import { NewsletterReaderService } from './newsletter-reader.service';
import { NewsletterSender } from './newsletter-sender';
import { UnsubscribeTokens } from './unsubscribe-token';

export interface NewsletterUses {
  authoring: AuthoringService;
  /** The community uploads' checks, for the school's logo. */
  pipeline: UploadPipeline;
}

export interface NewsletterExports {
  sender: NewsletterSender;
}

export function createNewsletterModule(
  infra: Infrastructure,
  { authoring, pipeline }: NewsletterUses,
): Module<NewsletterExports> {
  const { db, clock, mailer, log, config, storage } = infra;
  const publicUrl = config.publicUrl;
  const tokens = new UnsubscribeTokens(config.jwtSecret);
  const brands = new NewsletterBrandService(db, storage, pipeline, clock, publicUrl);
  const newsletters = new NewsletterService({ db, clock, publicUrl });
  const readers = new NewsletterReaderService({ db, clock, publicUrl, tokens, authoring });
  const images = new NewsletterImageService(db, storage, publicUrl);
  const claimLeaseMs = config.newsletter.claimLeaseMs;
  const sender = new NewsletterSender({ db, mailer, clock, log, publicUrl, tokens, newsletters, claimLeaseMs });
  newsletters.onStarted = (newsletterId) => sender.kick(newsletterId);
  return {
    name: 'newsletter',
    routes: (app) => {
      newsletterRoutes(app, { newsletters });
      newsletterReaderRoutes(app, { readers, images, storage });
      newsletterBrandRoutes(app, { brands, storage });
    },
    jobs: newsletterJobs(sender),
    close: () => sender.settle(),
    exports: { sender },
  };
}
