/**
 * Where a person's data lives: every table holding a user id or personal text, with what an erasure does to it, which
 * of its rows a "Download my data" export holds, and which columns name files in the storage. Erasure and export both
 * walk this list and nothing else, so a table missing here is a table left behind: `personal-data.catalogue.test.ts`
 * fails when a table with a column referencing users (or holding an email, phone or a person's name) is not listed,
 * or a listed column is not.
 *
 * The person's `users` row is never deleted: it becomes a tombstone (status ERASED, "Former member", no email, phone,
 * custom URL, password or date of birth of theirs), so what others depend on keeps its row and points at nobody.
 */

/** What erasure does with the rows whose column holds the person's id. */
export type PersonRule =
  /** The rows go (and the files they name first). */
  | { do: 'delete' }
  /** The column is emptied; the row stays (someone else's thing the person acted on, e.g. graded or reviewed). */
  | { do: 'detach' }
  /** The row stays, pointing at the tombstone, shown as "Former member": content others depend on. */
  | { do: 'keep'; why: string }
  /** A step of its own in `erasure.repository.ts` (CUSTOM_STEPS), for rules a column alone cannot say. */
  | { do: 'custom'; why: string };

/** A column naming stored files: a key, a JSON array of keys, or a JSON array of `{ key }` objects. */
export type FileColumn = { column: string; shape: 'key' | 'key-array' | 'object-array' };

export interface CatalogueEntry {
  table: string;
  /** Every column holding a user id, with its rule; applied in this order. */
  people: Record<string, PersonRule>;
  /** Copies of a person's name beside their id (`actor_name` beside `actor_id`): set to "Former member" first. */
  names?: Record<string, string>;
  /** Generated text that may name the person on others' rows (notices, histories): name, email and phone replaced. */
  redact?: string[];
  /** A column holding an email address: the person's rows found by their address (sent while signed out, mailings). */
  email?: string;
  /**
   * The rows that are the person's in their export: those whose `by` columns hold their id, or (`through`) whose
   * `column` points at a row of `parent` whose `parentBy` holds it; `omit` leaves secrets out. `none` says why not.
   */
  export:
    | { by: string[]; omit?: string[] }
    | { through: { column: string; parent: string; parentBy: string }; omit?: string[] }
    | { none: string };
  files?: FileColumn[];
  /**
   * A school's own deletion (scope TENANT): its rows found by this institute column go, or (`deleteThrough`) those
   * whose `column` points at a row of `parent` whose `parentBy` is the school — rows that would otherwise go by cascade
   * and leave their files behind; unless kept (why).
   */
  tenant?:
    | { delete: string }
    | { deleteThrough: { column: string; parent: string; parentBy: string } }
    | { keep: string };
  /** Kept by law although it holds personal data (tax records); the erasure test allows these columns only. */
  retainedByLaw?: { columns: string[]; why: string };
}

const keep = (why: string): PersonRule => ({ do: 'keep', why });
const custom = (why: string): PersonRule => ({ do: 'custom', why });
const del: PersonRule = { do: 'delete' };
const detach: PersonRule = { do: 'detach' };

const TAX_RECORDS =
  'Tax invoices and the orders they come from are kept for eight years (CGST Act s. 36, Income-tax Act s. 44AA); the erasure of everything else does not reach them.';

/**
 * In order: files are removed before the rows that name them; rows before the rows they hang on; the person's
 * `users` row last, so a run that stopped half-way still knows whose name and address to look for when run again.
 */
export const PERSONAL_DATA_CATALOGUE: readonly CatalogueEntry[] = [
  // Sign-in secrets: gone, and with them every session.
  { table: 'refresh_tokens', people: { user_id: del }, export: { none: 'session secrets' } },
  { table: 'otp_transactions', people: { user_id: del }, export: { none: 'one-time codes' } },
  { table: 'one_time_links', people: { user_id: del }, export: { none: 'one-time links' } },

  // Exports of their own data (the ZIPs included).
  {
    table: 'data_exports',
    people: { user_id: del, requested_by: detach },
    export: { none: 'the export itself' },
    files: [{ column: 'storage_key', shape: 'key' }],
  },

  // The community.
  {
    table: 'post_attachments',
    people: { owner_id: del },
    export: { by: ['owner_id'] },
    files: [
      { column: 'storage_key', shape: 'key' },
      { column: 'thumbnail_key', shape: 'key' },
      { column: 'variants', shape: 'object-array' },
      { column: 'related_keys', shape: 'key-array' },
    ],
  },
  {
    table: 'post_likes',
    people: { user_id: custom('the liked posts count one like fewer') },
    export: { by: ['user_id'] },
  },
  {
    table: 'post_reports',
    people: { reporter_id: del, action_taken_by: detach },
    names: { action_taken_by_user_name: 'action_taken_by' },
    export: { by: ['reporter_id'] },
  },
  { table: 'posting_restrictions', people: { user_id: del }, export: { by: ['user_id'] } },
  {
    table: 'post_history',
    people: { actor_id: detach },
    names: { actor_name: 'actor_id' },
    redact: ['summary', 'before', 'after'],
    export: { none: "moderation history of posts; the person's own posts are exported whole" },
  },
  {
    table: 'post_comments',
    people: { author_id: keep('comments in a thread others read and answered stay, by "Former member"') },
    export: { by: ['author_id'] },
  },
  {
    table: 'posts',
    people: {
      author_id: custom(
        'their posts go, except forum threads others replied to and collab updates, which stay by "Former member" without their attachments',
      ),
    },
    export: { by: ['author_id'] },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'collab_projects',
    people: { owner_id: keep('a collab is shared work of its members and mentors; its owner reads "Former member"') },
    export: { by: ['owner_id'] },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'collab_members',
    people: { user_id: keep('their contribution to a collab stays credited to "Former member"') },
    export: { by: ['user_id'] },
  },
  {
    table: 'collab_evaluations',
    people: { evaluator_id: keep('the school\'s evaluation of a collab stays, by "Former member"') },
    export: { by: ['evaluator_id'] },
  },
  {
    table: 'community_settings',
    people: {},
    export: { none: "a school's switches" },
    tenant: { delete: 'institute_id' },
  },

  // The school's administration.
  {
    table: 'parent_consents',
    people: { student_id: del },
    export: { by: ['student_id'], omit: ['token_hash'] },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'audit_events',
    people: { actor_id: detach },
    redact: ['summary', 'data'],
    export: { none: "the school's change history" },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'approval_committee_members',
    people: { user_id: del },
    export: { by: ['user_id'] },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'class_section_subjects',
    people: { faculty_id: detach },
    export: { by: ['faculty_id'] },
    tenant: { delete: 'institute_id' },
  },

  // The assembly.
  {
    table: 'assembly_settings',
    people: { updated_by: detach },
    export: { none: "a school's settings" },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'assembly_bulletins',
    people: {
      edited_by: detach,
      birthday_user_ids: custom('their id is taken out of the bulletins that list their birthday'),
      toppers: custom('their place is taken out of the bulletins that list the quiz toppers'),
    },
    export: { none: "a school's bulletins" },
    files: [{ column: 'audio_key', shape: 'key' }],
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'birthday_wishes',
    people: { recipient_id: del, sender_id: del },
    export: { by: ['recipient_id', 'sender_id'] },
    tenant: { delete: 'institute_id' },
  },
  { table: 'staff_birthday_sharing', people: { user_id: del }, export: { by: ['user_id'] } },

  // Assessments.
  { table: 'assignment_accommodations', people: { candidate_id: del }, export: { by: ['candidate_id'] } },
  {
    table: 'face_checks',
    people: { candidate_id: del, reviewed_by: detach },
    export: { by: ['candidate_id'] },
    files: [{ column: 'picture_key', shape: 'key' }],
  },
  {
    table: 'face_enrolments',
    people: { candidate_id: del },
    export: { by: ['candidate_id'], omit: ['descriptor'] },
    files: [{ column: 'picture_key', shape: 'key' }],
  },
  {
    table: 'attempt_answers',
    people: { graded_by: detach },
    export: { through: { column: 'attempt_id', parent: 'assignment_attempts', parentBy: 'candidate_id' } },
    files: [{ column: 'file_key', shape: 'key' }],
    tenant: { deleteThrough: { column: 'attempt_id', parent: 'assignment_attempts', parentBy: 'institute_id' } },
  },
  {
    table: 'assignment_attempts',
    people: {
      candidate_id: keep(
        'submitted assessments stay in the school\'s records and its class results, by "Former member"',
      ),
      identity_decided_by: detach,
      graded_by: detach,
    },
    export: { by: ['candidate_id'], omit: ['submission_key'] },
    tenant: { delete: 'institute_id' },
  },
  // After the attempts and answers: deleting an assignment takes them with it by cascade, files left behind.
  {
    table: 'assignments',
    people: { created_by: detach },
    export: { by: ['created_by'] },
    tenant: { delete: 'institute_id' },
  },

  // Billing: kept by law.
  {
    table: 'orders',
    people: { user_id: keep(TAX_RECORDS), placed_by: detach },
    export: { by: ['user_id'] },
    retainedByLaw: { columns: ['buyer'], why: TAX_RECORDS },
    tenant: { keep: TAX_RECORDS },
  },
  {
    table: 'billing_documents',
    people: { user_id: keep(TAX_RECORDS) },
    export: { by: ['user_id'] },
    retainedByLaw: { columns: ['document'], why: TAX_RECORDS },
    tenant: { keep: TAX_RECORDS },
  },
  {
    table: 'promotion_redemptions',
    people: { user_id: keep('a paid use of a promotion counts against its limit; no personal data') },
    export: { by: ['user_id'] },
    tenant: { keep: TAX_RECORDS },
  },
  { table: 'promotion_reactions', people: { user_id: del }, export: { by: ['user_id'] } },
  {
    table: 'wallets',
    people: { user_id: keep('the wallet ledger is money owed; no personal data') },
    export: { by: ['user_id'] },
    tenant: { keep: TAX_RECORDS },
  },
  {
    table: 'subscriptions',
    people: { user_id: keep('periods paid for, tied to the orders kept by law; no personal data') },
    export: { by: ['user_id'] },
    tenant: { keep: TAX_RECORDS },
  },

  // Mail and forms.
  {
    table: 'enquiries',
    people: { user_id: del },
    email: 'email',
    export: { by: ['user_id'] },
  },
  { table: 'newsletter_deliveries', people: {}, email: 'email', export: { none: 'addresses a newsletter went to' } },
  {
    table: 'newsletter_unsubscribes',
    people: {},
    email: 'email',
    export: { none: 'an address that asked for no newsletters' },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'newsletter_images',
    people: {},
    export: { none: "a school's newsletter pictures" },
    files: [{ column: 'storage_key', shape: 'key' }],
    // Before the newsletters: deleting one takes its pictures' rows by cascade, the files left behind.
    tenant: { deleteThrough: { column: 'newsletter_id', parent: 'newsletters', parentBy: 'institute_id' } },
  },
  {
    table: 'newsletter_brands',
    people: {},
    export: { none: "a school's newsletter look" },
    files: [{ column: 'logo_key', shape: 'key' }],
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'newsletters',
    people: { created_by: detach },
    export: { by: ['created_by'] },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'notifications',
    people: { recipient_id: del },
    redact: ['title', 'body'],
    export: { by: ['recipient_id'] },
  },

  // News and learning.
  { table: 'article_views', people: { user_id: del }, export: { by: ['user_id'] } },
  { table: 'article_bookmarks', people: { user_id: del }, export: { by: ['user_id'] } },
  {
    table: 'article_reports',
    people: { user_id: del, action_taken_by: detach },
    names: { action_taken_by_user_name: 'action_taken_by' },
    export: { by: ['user_id'] },
  },
  { table: 'news_preferences', people: { user_id: del }, export: { by: ['user_id'] } },
  {
    table: 'bank_questions',
    people: { author_id: detach, reviewed_by: detach },
    export: { by: ['author_id'] },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'mcq_attempts',
    people: { user_id: keep('practice answers count in the question insights, by "Former member"') },
    export: { by: ['user_id'] },
  },
  {
    table: 'question_paper_downloads',
    people: { user_id: del },
    export: { by: ['user_id'] },
    files: [
      { column: 'paper_key', shape: 'key' },
      { column: 'answer_key_key', shape: 'key' },
    ],
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'question_bank_adoptions',
    people: { requested_by: detach, decided_by: detach },
    export: { none: "schools' agreements" },
  },
  {
    table: 'quizzes',
    people: { author_id: detach },
    export: { by: ['author_id'] },
    tenant: { delete: 'institute_id' },
  },
  { table: 'quiz_settings', people: { user_id: del }, export: { by: ['user_id'] } },
  {
    table: 'quiz_sessions',
    people: { user_id: keep('quiz history stays in the leaderboards and class aggregates, by "Former member"') },
    export: { by: ['user_id'], omit: ['submission_key'] },
  },
  {
    table: 'quiz_answers',
    people: {},
    export: { through: { column: 'session_id', parent: 'quiz_sessions', parentBy: 'user_id' } },
  },
  {
    table: 'quiz_daily_scores',
    people: { user_id: keep('daily scores stay in the leaderboards and class aggregates, by "Former member"') },
    export: { by: ['user_id'] },
  },

  // The magazine.
  {
    table: 'magazine_configs',
    people: { editor_ids: custom('their id is taken out of the editors') },
    export: { none: "a school's settings" },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'magazine_pictures',
    people: { uploaded_by: detach },
    export: { through: { column: 'piece_id', parent: 'magazine_pieces', parentBy: 'author_id' } },
    files: [{ column: 'storage_key', shape: 'key' }],
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'magazine_comments',
    people: { author_id: detach },
    names: { author_name: 'author_id' },
    export: { by: ['author_id'] },
  },
  {
    table: 'magazine_revisions',
    people: { editor_id: detach },
    names: { editor_name: 'editor_id' },
    export: { by: ['editor_id'] },
  },
  {
    table: 'magazine_pieces',
    people: {
      author_id: custom('pieces in a published issue stay, by "Former member"; the rest go with their pictures'),
    },
    export: { by: ['author_id'] },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'magazine_issues',
    people: {},
    export: { none: "a school's issues" },
    tenant: { delete: 'institute_id' },
  },

  // The profile (issue 20 §1): all the person's own; their skills' endorsements go with the skills.
  {
    table: 'skill_endorsements',
    people: { endorser_id: del },
    export: { by: ['endorser_id'] },
  },
  { table: 'profile_skills', people: { user_id: del }, export: { by: ['user_id'] } },
  {
    table: 'profile_entries',
    people: { user_id: del },
    export: { by: ['user_id'] },
    files: [{ column: 'file_key', shape: 'key' }],
  },
  {
    table: 'profiles',
    people: { user_id: del },
    export: { by: ['user_id'] },
    files: [
      { column: 'picture_key', shape: 'key' },
      { column: 'background_key', shape: 'key' },
    ],
  },

  // Class join links (issue 21 §4): a school's links name only who made them; a request is the person's details.
  {
    table: 'join_links',
    people: { created_by: { do: 'detach' } },
    export: { none: "a school's shared link; the person who made it is an id only" },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'join_requests',
    people: { user_id: del, decided_by: { do: 'detach' } },
    email: 'email',
    export: { by: ['user_id'], omit: ['password_hash'] },
    tenant: { delete: 'institute_id' },
  },

  // Stories sent to the Noticeboard team (issue 21 §4): the person's own words and photo.
  {
    table: 'user_stories',
    people: { user_id: del },
    export: { by: ['user_id'] },
    files: [{ column: 'picture_key', shape: 'key' }],
  },

  // The FAQ helper's "Did this help?" and the thumbs on article summaries (issue 21 §3): the person's own answers.
  { table: 'faq_feedback', people: { user_id: del }, export: { by: ['user_id'] } },
  { table: 'article_summary_feedback', people: { user_id: del }, export: { by: ['user_id'] } },

  // Consent and deletion records: evidence without personal data, kept.
  {
    table: 'consent_ledger',
    people: {
      user_id: keep('the consent evidence a school or regulator asks for; ids, purposes and dates only'),
      recorded_by: keep('who recorded a decision is part of the evidence; an id only'),
    },
    export: { by: ['user_id'] },
  },
  { table: 'consent_decisions', people: { user_id: del }, export: { by: ['user_id'] } },
  {
    table: 'policy_acceptances',
    people: { user_id: keep('which policy versions the person accepted, and when: evidence, no personal data') },
    export: { by: ['user_id'] },
  },
  {
    table: 'account_deletions',
    people: {
      user_id: custom('the deletion stays as the erasure record; the reason typed in ("other") is emptied'),
      requested_by: keep('who asked for the deletion: an id only'),
    },
    export: { by: ['user_id'] },
  },

  // The school itself (scope TENANT only: a person's erasure never touches it).
  {
    table: 'tax_details',
    people: {},
    export: { none: "a school's tax registration" },
    tenant: { delete: 'institute_id' },
  },
  {
    table: 'institutes',
    people: {},
    export: { none: 'the school' },
    tenant: { keep: 'the school row stays as "Former school" without its contacts, for the tax records kept' },
  },

  // Last: the person's own row becomes the tombstone.
  {
    table: 'users',
    people: { id: custom('the row stays as "Former member": no email, phone, custom URL, password or birth date') },
    export: { by: ['id'], omit: ['password_hash'] },
  },
];
