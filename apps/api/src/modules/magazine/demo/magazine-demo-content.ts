/**
 * The demo magazine's words, written by us for fictional students: two published issues (a Hindi poem in the
 * first) and one in progress with pieces at each step. `author` is the index of the school's student (by email) or
 * 'teacher'; `picture` names a drawn picture (magazine.seed.ts draws it).
 */
import type { PieceKind, PieceLanguage, PieceStatus } from '@noticeboard/shared';

export interface DemoPiece {
  kind: PieceKind;
  language: PieceLanguage;
  section: string;
  title: string;
  body: string;
  author: number | 'teacher';
  status: PieceStatus;
  picture?: DemoPicture;
  /** A teacher's comment, for pieces returned or passed on. */
  comment?: string;
}

export type DemoPicture = 'garden' | 'diya' | 'rain' | 'kite' | 'science';

export interface DemoIssue {
  number: number;
  title: string;
  /** Days before today it was published; null for the issue in progress. */
  publishedDaysAgo: number | null;
  cover: DemoPicture;
  pieces: DemoPiece[];
}

export const DEMO_MAGAZINE = {
  name: 'The Morning Bell',
  sections: ['News', 'Stories', 'Poems', 'Art', 'Science corner'],
} as const;

export const DEMO_ISSUES: DemoIssue[] = [
  {
    number: 1,
    title: 'Monsoon Days',
    publishedDaysAgo: 75,
    cover: 'rain',
    pieces: [
      {
        kind: 'ARTICLE',
        language: 'EN',
        section: 'News',
        title: 'Our garden wakes up after the rain',
        body: 'The first heavy rain of July turned the patch behind the library into a small jungle. The tomato plants Class 6 put in last month are now taller than the fence, and the tulsi has spread into three pots.\n\nOn Friday the eco club counted 41 earthworms in one square metre of soil, which our science teacher says is a sign of healthy ground. We also found a family of snails living under the watering can.\n\nIf you want to help, the club meets every Wednesday after lunch. Bring old newspaper for the compost pit!',
        author: 0,
        status: 'PUBLISHED',
        picture: 'garden',
      },
      {
        kind: 'POEM',
        language: 'EN',
        section: 'Poems',
        title: 'The Banyan Tree',
        body: 'Old and wide, it shades us all,\nits roots like ropes, its trunk a wall.\n\nThe mynas gossip, the squirrels race,\nand every child can find a place.\n\nWhen exams are near and days are long,\nits rustling leaves still hum a song.',
        author: 1,
        status: 'PUBLISHED',
      },
      {
        kind: 'POEM',
        language: 'HI',
        section: 'Poems',
        title: 'बारिश की बूँदें',
        body: 'टप-टप करती बूँदें आईं,\nधरती ने ली अँगड़ाई।\n\nकाग़ज़ की नावें तैर चलीं,\nगलियों में ख़ुशियाँ छाईं।\n\nपेड़ों ने पत्ते धो डाले,\nमेंढक ने तान सुनाई।',
        author: 2,
        status: 'PUBLISHED',
      },
      {
        kind: 'ARTICLE',
        language: 'EN',
        section: 'Science corner',
        title: 'How much rain fell on our school?',
        body: 'We made a rain gauge from a plastic bottle, a ruler and some pebbles for weight. Every morning at 8 o’clock, two of us read the level and emptied it.\n\nIn the first two weeks of July we measured 212 millimetres. The wettest day was 14 July with 46 mm: that is almost as tall as a matchbox standing up!\n\nNext we want to compare our numbers with the weather department’s figures for our city.',
        author: 3,
        status: 'PUBLISHED',
        picture: 'science',
      },
    ],
  },
  {
    number: 2,
    title: 'Festival of Lights',
    publishedDaysAgo: 20,
    cover: 'diya',
    pieces: [
      {
        kind: 'ARTICLE',
        language: 'EN',
        section: 'News',
        title: 'A quieter, greener Diwali',
        body: 'This year our school asked families to try a Diwali with fewer crackers. Class 9 made posters about how loud noise frightens street dogs and birds, and about the smoke that hangs over the city for days.\n\nMore than 300 students signed the pledge. Many of us lit clay diyas instead, and the art room turned into a diya-painting workshop for a whole afternoon.',
        author: 4,
        status: 'PUBLISHED',
      },
      {
        kind: 'ARTWORK',
        language: 'EN',
        section: 'Art',
        title: 'Diyas in a row',
        body: 'Poster colours on chart paper. I wanted the flames to look like they were dancing, so I painted each one a little differently.',
        author: 5,
        status: 'PUBLISHED',
        picture: 'diya',
      },
      {
        kind: 'ARTICLE',
        language: 'EN',
        section: 'Stories',
        title: 'The lamp that would not light',
        body: 'Every Diwali, Grandmother kept one small brass lamp apart from the rest. It never lit, no matter how much oil we poured.\n\nThis year I asked her why she kept it. She smiled and said it was the first lamp she had bought with her own money, at a fair, when she was my age. “It does not need to light,” she said. “It reminds me of the girl who bought it.”\n\nThat night I polished it until it shone brighter than any of the others.',
        author: 0,
        status: 'PUBLISHED',
      },
    ],
  },
  {
    number: 3,
    title: 'Winter Tales',
    publishedDaysAgo: null,
    cover: 'kite',
    pieces: [
      {
        kind: 'PHOTO_STORY',
        language: 'EN',
        section: 'News',
        title: 'Kites over the playground',
        body: 'On the last day before the winter break, the sky over our playground filled with kites. The Class 7 kite was shaped like a fish and flew the highest.',
        author: 6,
        status: 'APPROVED',
        picture: 'kite',
      },
      {
        kind: 'POEM',
        language: 'EN',
        section: 'Poems',
        title: 'Fog',
        body: 'The fog came in and ate the gate,\nthe bus arrived a little late.\n\nWe walked to class through clouds of white\nand waved at friends we could not sight.',
        author: 1,
        status: 'WITH_COMMITTEE',
        comment: 'A lovely picture of our winter mornings. Passing this to the committee.',
      },
      {
        kind: 'ARTICLE',
        language: 'EN',
        section: 'Stories',
        title: 'My first cricket match',
        body: 'I was so nervous that I dropped the first catch that came to me. But in the last over, I took one that won us the match.',
        author: 3,
        status: 'CHANGES_REQUESTED',
        comment:
          'What a finish! Could you tell us a little more: who was batting, what the crowd did, how it felt when the ball landed in your hands?',
      },
      {
        kind: 'ARTICLE',
        language: 'EN',
        section: 'Science corner',
        title: 'Why does our breath make smoke in winter?',
        body: 'When we breathe out, our breath is warm and full of water vapour. In cold air the vapour cools quickly and turns into tiny drops of water, just like a cloud. That is the “smoke” we see.',
        author: 2,
        status: 'WITH_MENTOR',
      },
      {
        kind: 'ARTICLE',
        language: 'EN',
        section: 'News',
        title: 'Our library gets 200 new books',
        body: 'Thanks to the book donation drive, our library has 200 new books, including a whole shelf of Hindi comics.',
        author: 'teacher',
        status: 'WITH_COMMITTEE',
      },
    ],
  },
];

/** The demo student's own draft, so their first visit to Contribute shows a piece in progress. */
export const DEMO_DRAFT: DemoPiece = {
  kind: 'POEM',
  language: 'EN',
  section: 'Poems',
  title: 'Sunday morning',
  body: 'The pressure cooker whistles twice,\nthe whole house smells of …',
  author: 0,
  status: 'DRAFT',
};
