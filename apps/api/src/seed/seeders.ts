/**
 * Feature seeders, run in order after the demo schools and people exist (seed-demo.ts).
 * Each receives the database, finds the demo institutes by custom URL and adds its own demo data.
 */
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { seedAcademicDemo } from '../modules/academic/academic.seed';
import { seedAssemblyDemo } from '../modules/assembly/assembly.seed';
import { seedAssessmentDemo, seedAssessmentDemoPictures } from '../modules/assessment/demo/assessment.seed';
import { seedCandidateDemo } from '../modules/candidate/candidate.seed';
import { seedCollabDemo } from '../modules/community/collabs/collab.seed';
import { seedCommunityDemo, seedCommunityDemoImages } from '../modules/community/demo/community.seed';
import { seedForumDemo } from '../modules/community/forums/forum.seed';
import { seedLibraryDemo, seedLibraryDemoFiles } from '../modules/community/library/library.seed';
import { seedConsentDemo } from '../modules/consent/consent.seed';
import { seedMagazineDemo, seedMagazineDemoPictures } from '../modules/magazine/demo/magazine.seed';
import { seedNewsletterDemo } from '../modules/newsletter/newsletter.seed';
import { seedNotificationDemo } from '../modules/notification/notification.seed';
import { seedPaymentDemo } from '../modules/payment/payment.seed';
import { seedPolicyDemo } from '../modules/policy/policy.seed';
import { seedProfileDemo } from '../modules/profile/profile.seed';
import { seedPromotionDemo } from '../modules/promotion/promotion.seed';
import { seedQuestionBankDemo } from '../modules/question-bank/demo/question-bank.seed';
import { seedSchoolVerificationDemo } from '../modules/school-verification/school-verification.seed';
import { seedTaxDemo } from '../modules/tax/tax.seed';
import { seedTeamDemo } from '../modules/team/team.seed';
import { seedWalletDemo } from '../modules/wallet/wallet.seed';

export const DEMO_SEEDERS: Array<(db: Db) => Promise<void>> = [
  seedAcademicDemo,
  seedConsentDemo,
  seedTaxDemo,
  seedSchoolVerificationDemo,
  seedPromotionDemo,
  seedTeamDemo,
  seedCandidateDemo,
  seedCommunityDemo,
  seedCollabDemo,
  seedForumDemo,
  seedLibraryDemo,
  seedNotificationDemo,
  seedQuestionBankDemo,
  seedAssessmentDemo,
  seedAssemblyDemo,
  seedNewsletterDemo,
  seedMagazineDemo,
  seedWalletDemo,
  seedPaymentDemo,
  seedProfileDemo,
  // Last: it covers every person the seeders above added.
  seedPolicyDemo,
];

/** Seeders that write generated files (pictures) through the storage; run after DEMO_SEEDERS when one is given. */
export const DEMO_FILE_SEEDERS: Array<(db: Db, storage: FileStorage) => Promise<void>> = [
  seedCommunityDemoImages,
  seedLibraryDemoFiles,
  seedAssessmentDemoPictures,
  seedMagazineDemoPictures,
];
