/**
 * Topic category of an item without one from its feed: keyword scores over the title, summary and the
 * item's own category tags; a tag naming a topic outright wins. No clear signal → the fallback.
 */
import { TOPIC_CATEGORIES, TOPIC_CATEGORY_LABELS, type TopicCategory, topicSlug } from '@noticeboard/shared';

/**
 * Word stems: a word matches when it starts with one ("vaccin" finds "vaccines", "vaccination"); a trailing
 * space asks for the whole word ("app " is not "apple").
 */
const KEYWORDS: Record<TopicCategory, string[]> = {
  ENVIRONMENT: [
    'environment',
    'climate',
    'forest',
    'wildlife',
    'river',
    'pollution',
    'recycl',
    'solar',
    'wind farm',
    'ocean',
    'plastic',
    'tree',
    'biodivers',
    'conservation',
    'carbon',
    'emission',
    'species',
    'habitat',
    'wetland',
    'drought',
    'rainfall',
    'weather',
    'nature',
    'compost',
    'renewable',
    'glacier',
    'coral',
    'bird',
  ],
  SPORTS: [
    'sport',
    'football',
    'cricket',
    'hockey',
    'tennis',
    'badminton',
    'athlet',
    'match',
    'tournament',
    'olympic',
    'championship',
    'league',
    'medal',
    'goal',
    'coach',
    'stadium',
    'marathon',
    'swim',
    'chess',
    'kabaddi',
    'team',
    'race',
    'referee',
    'wicket',
    'score',
  ],
  SOCIAL_CONCERNS: [
    'charity',
    'volunteer',
    'community',
    'homeless',
    'poverty',
    'food bank',
    'donat',
    'kindness',
    'inclusion',
    'disabilit',
    'accessib',
    'equality',
    'bullying',
    'welfare',
    'elderly',
    'shelter',
    'neighbour',
    'safety',
    'awareness',
    'rights',
    'hunger',
  ],
  BUSINESS: [
    'business',
    'company',
    'market',
    'econom',
    'trade',
    'shop',
    'startup',
    'start-up',
    'entrepreneur',
    'price',
    'profit',
    'bank',
    'invest',
    'export',
    'factory',
    'jobs',
    'customer',
    'sales',
    'farmer',
    'industry',
    'money',
    'budget',
    'bakery',
    'store',
  ],
  TRAVEL: [
    'travel',
    'tourist',
    'tourism',
    'journey',
    'trip',
    'holiday',
    'railway',
    'train',
    'flight',
    'airport',
    'museum',
    'heritage walk',
    'trek',
    'visitor',
    'destination',
    'route',
    'hostel',
    'ferry',
    'map ',
    'explore',
    'island',
    'mountain',
    'beach',
  ],
  ENTERTAINMENT: [
    'film',
    'movie',
    'music',
    'concert',
    'theatre',
    'theater',
    'actor',
    'singer',
    'band',
    'cinema',
    'comic',
    'animation',
    'game show',
    'television',
    'series',
    'album',
    'dance',
    'show ',
    'puppet',
    'magic',
    'circus',
    'novel',
    'book fair',
    'award',
  ],
  POLITICS: [
    'politic',
    'election',
    'vote',
    'voting',
    'council',
    'parliament',
    'government',
    'minister',
    'mayor',
    'law ',
    'laws ',
    'policy',
    'campaign',
    'candidate',
    'ballot',
    'citizen',
    'democra',
    'constitution',
    'civic',
    'municipal',
    'legislat',
    'manifesto',
    'debate',
  ],
  EDUCATION_AND_RESEARCH: [
    'school',
    'student',
    'teacher',
    'education',
    'research',
    'scientist',
    'study',
    'university',
    'college',
    'exam',
    'library',
    'learning',
    'classroom',
    'curriculum',
    'scholarship',
    'discover',
    'experiment',
    'laborator',
    'professor',
    'olympiad',
    'science fair',
    'literacy',
  ],
  TECHNOLOGY_AND_INNOVATION: [
    'technolog',
    'innovat',
    'robot',
    'computer',
    'software',
    'app ',
    'coding',
    'program',
    'internet',
    'digital',
    'artificial intelligence',
    'drone',
    'satellite',
    'rocket',
    'space',
    'invent',
    'engineer',
    'electric',
    'battery',
    'sensor',
    'device',
    '3d print',
    'data',
    'chip',
  ],
  CULTURAL_DIVERSITY: [
    'culture',
    'cultural',
    'festival',
    'tradition',
    'heritage',
    'language',
    'diversity',
    'folk',
    'cuisine',
    'dialect',
    'craft',
    'celebrat',
    'diwali',
    'eid ',
    'christmas',
    'pongal',
    'onam',
    'customs',
    'migrant',
    'ancestr',
    'costume',
    'indigenous',
    'multicultural',
    'art ',
  ],
  HEALTH: [
    'health',
    'doctor',
    'hospital',
    'vaccin',
    'disease',
    'nutrition',
    'diet',
    'exercise',
    'fitness',
    'mental',
    'sleep',
    'medicine',
    'clinic',
    'nurse',
    'wellbeing',
    'well-being',
    'hygiene',
    'virus',
    'yoga',
    'dental',
    'vitamin',
    'patient',
    'illness',
    'heart',
  ],
};

export interface CategoryInput {
  title: string;
  summary: string;
  /** The item's own category tags from the feed. */
  tags: string[];
}

const TAG_NAMING_TOPIC = 10;
const TAG_WEIGHT = 3;
const TITLE_WEIGHT = 2;
const SUMMARY_WEIGHT = 1;
const MIN_SCORE = 2;

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]+/g, ' ')
    .replace(/\s+/g, ' ')} `;

function topicNamedBy(tag: string): TopicCategory | undefined {
  const wanted = tag.trim().toLowerCase();
  return TOPIC_CATEGORIES.find(
    (category) =>
      category.toLowerCase() === wanted ||
      TOPIC_CATEGORY_LABELS[category].toLowerCase() === wanted ||
      topicSlug(category) === wanted,
  );
}

/** How many keywords of the list occur in the text, each counted once. */
function keywordHits(text: string, keywords: string[]): number {
  return keywords.filter((keyword) => text.includes(` ${keyword}`)).length;
}

export function scoreCategories(input: CategoryInput): Record<TopicCategory, number> {
  const title = normalise(input.title);
  const summary = normalise(input.summary);
  const tags = normalise(input.tags.join(' , '));
  const named = new Set(input.tags.map(topicNamedBy).filter((category) => category !== undefined));
  const scores = {} as Record<TopicCategory, number>;
  for (const category of TOPIC_CATEGORIES) {
    const keywords = KEYWORDS[category];
    scores[category] =
      (named.has(category) ? TAG_NAMING_TOPIC : 0) +
      TAG_WEIGHT * keywordHits(tags, keywords) +
      TITLE_WEIGHT * keywordHits(title, keywords) +
      SUMMARY_WEIGHT * keywordHits(summary, keywords);
  }
  return scores;
}

/** The best-scoring category; the fallback when nothing scores enough or when it ties for best. */
export function categorize(input: CategoryInput, fallback: TopicCategory): TopicCategory {
  const scores = scoreCategories(input);
  const bestScore = Math.max(...Object.values(scores));
  if (bestScore < MIN_SCORE || scores[fallback] === bestScore) return fallback;
  return TOPIC_CATEGORIES.find((category) => scores[category] === bestScore) ?? fallback;
}
