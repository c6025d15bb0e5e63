/**
 * A school's newsletter look (issue 19 §3 "the school's colours and logo"): its colour, which new newsletters start
 * in, and its logo for the masthead of every newsletter's email and page. The school account and its admins set
 * them. The logo goes through the community uploads' pipeline (the type from the bytes, the size limit, decoded
 * upright and re-encoded without EXIF or GPS); the copy kept is a PNG made from that clean picture, at most
 * 600 × 240, because mail clients that do not show WebP (Outlook for Windows) still show PNG, and PNG keeps a
 * logo's transparent background. Each upload gets a new id in its open address, so the file can be cached for ever;
 * a replaced or removed logo's file is deleted (an email already sent then shows the school's name instead).
 */
import { randomUUID } from 'node:crypto';
import {
  NEWSLETTER_MESSAGES as M,
  type NewsletterBrand,
  newsletterMastheadColor,
  NEWSLETTER_PATHS as P,
} from '@noticeboard/shared';
import sharp, { type OutputInfo } from 'sharp';
import type { Db, Queryable } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import type { UploadPipeline } from '../community/attachments/attachments.module';
import type { UploadStream } from '../community/attachments/upload.service';
import type { Clock } from '../module';
import { brandLogoKey, findBrand, type NewsletterBrandRow, upsertBrand } from './newsletter.repository';

/** The house blue: white text reads on it, and newsletters start in it until the school chooses a colour. */
export const HOUSE_COLOR = '#1864ab';
const LOGO_MAX = { width: 600, height: 240 };
export interface BrandLook {
  color: string | null;
  logo: { url: string; width: number; height: number } | null;
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', M.logoKind);

export const logoUrlOf = (publicUrl: string, instituteId: string, logoId: string): string =>
  `${publicUrl}/api${P.logo.replace(':instituteId', instituteId).replace(':logoId', logoId)}`;

function lookFrom(publicUrl: string, instituteId: string, row: NewsletterBrandRow | undefined): BrandLook {
  const logo =
    row?.logoId && row.logoWidth && row.logoHeight
      ? { url: logoUrlOf(publicUrl, instituteId, row.logoId), width: row.logoWidth, height: row.logoHeight }
      : null;
  return { color: row?.color ?? null, logo };
}

/** What a school's newsletters are drawn with (the composer's new drafts, the email, the open page). */
export async function brandLookOf(db: Queryable, publicUrl: string, instituteId: string): Promise<BrandLook> {
  return lookFrom(publicUrl, instituteId, await findBrand(db, instituteId));
}

export class NewsletterBrandService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly pipeline: UploadPipeline,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  private schoolOf(actor: Actor): string {
    if (!actor.instituteId) throw notFound();
    return actor.instituteId;
  }

  private present(instituteId: string, row: NewsletterBrandRow | undefined): NewsletterBrand {
    const look = lookFrom(this.publicUrl, instituteId, row);
    return {
      color: look.color,
      mastheadColor: newsletterMastheadColor(look.color ?? HOUSE_COLOR),
      logoUrl: look.logo?.url ?? null,
    };
  }

  async get(actor: Actor): Promise<NewsletterBrand> {
    const instituteId = this.schoolOf(actor);
    return this.present(instituteId, await findBrand(this.db, instituteId));
  }

  async setColor(actor: Actor, color: string | null): Promise<NewsletterBrand> {
    const instituteId = this.schoolOf(actor);
    const row = await upsertBrand(this.db, instituteId, { color: color?.toLowerCase() ?? null }, this.clock.now());
    return this.present(instituteId, row);
  }

  async setLogo(actor: Actor, file: UploadStream): Promise<NewsletterBrand> {
    const instituteId = this.schoolOf(actor);
    const { bytes, sniffed } = await this.pipeline.read(file, false);
    if (sniffed.kind !== 'IMAGE') throw unsupported();
    let png: { data: Buffer; info: OutputInfo };
    try {
      const clean = await this.pipeline.encodePhoto(bytes);
      png = await sharp(clean.main.data)
        .resize({ ...LOGO_MAX, fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9, palette: true })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (this.pipeline.isUnreadable(error)) throw unsupported();
      throw error;
    }
    const logoId = randomUUID();
    const key = `newsletter-brand/${instituteId}/${logoId}.png`;
    const before = await findBrand(this.db, instituteId);
    await this.storage.put(key, png.data);
    let row: NewsletterBrandRow;
    try {
      row = await upsertBrand(
        this.db,
        instituteId,
        { logoId, logoKey: key, logoWidth: png.info.width, logoHeight: png.info.height },
        this.clock.now(),
      );
    } catch (error) {
      await this.storage.remove(key).catch(() => undefined);
      throw error;
    }
    if (before?.logoKey) await this.storage.remove(before.logoKey).catch(() => undefined);
    return this.present(instituteId, row);
  }

  async removeLogo(actor: Actor): Promise<NewsletterBrand> {
    const instituteId = this.schoolOf(actor);
    const before = await findBrand(this.db, instituteId);
    if (!before?.logoKey) return this.present(instituteId, before);
    const row = await upsertBrand(
      this.db,
      instituteId,
      { logoId: null, logoKey: null, logoWidth: null, logoHeight: null },
      this.clock.now(),
    );
    await this.storage.remove(before.logoKey).catch(() => undefined);
    return this.present(instituteId, row);
  }

  /** The stored file of a school's current logo (a replaced one, or any other pair of ids, is not found). */
  async logoKey(instituteId: string, logoId: string): Promise<string> {
    const key = await brandLogoKey(this.db, instituteId, logoId);
    if (!key) throw notFound('Logo not found');
    return key;
  }
}
