/**
 * Composition root of the school magazine (issue 19 §4): its config and the caller's parts, pieces on the editorial
 * path, issues, the published magazine with its PDF, and posts saved for it.
 */
import type { FileStorage } from '../../lib/storage';
import type { Infrastructure, Module } from '../module';
import type { NotificationService } from '../notification/notification.service';
import { issueRoutes } from './issue.routes';
import { IssueService } from './issue.service';
import { MagazineService } from './magazine.service';
import { pieceRoutes } from './piece.routes';
import { PieceService } from './piece.service';
import { MagazineReadingCache, MagazineReadingService } from './reading.service';
import { SavedService } from './saved.service';

export interface MagazineServices {
  magazine: MagazineService;
  pieces: PieceService;
  issues: IssueService;
  reading: MagazineReadingService;
  saved: SavedService;
  storage: FileStorage;
}

export interface MagazineUses {
  notifications: NotificationService;
}

export function createMagazineModule({ db, storage, clock }: Infrastructure, { notifications }: MagazineUses): Module {
  const readingCache = new MagazineReadingCache();
  const magazine = new MagazineService(db, readingCache);
  const pieces = new PieceService(db, storage, clock, magazine, notifications);
  const services: MagazineServices = {
    magazine,
    pieces,
    issues: new IssueService(db, storage, clock, magazine, pieces, readingCache, notifications),
    reading: new MagazineReadingService(readingCache, db, storage, clock, magazine),
    saved: new SavedService(db, clock, magazine, pieces),
    storage,
  };
  return {
    name: 'magazine',
    routes: (app) => {
      pieceRoutes(app, services);
      issueRoutes(app, services);
    },
    exports: {},
  };
}
