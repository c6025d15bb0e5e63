/** What the listening endpoints answer: the current latest-news bulletin, or one category's. */
import type { NewsBulletin, TopicCategory } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { currentBulletin } from './bulletins';

export class BulletinService {
  constructor(private readonly db: Db) {}

  current(category?: TopicCategory): Promise<NewsBulletin> {
    return currentBulletin(this.db, category);
  }
}
