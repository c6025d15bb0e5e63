/** Environmental Studies and Art Education demo questions for Classes 3-5: the world around a child. */
import type { StudentClass } from '@noticeboard/shared';
import { type DemoQuestion, type Row, rows } from './demo-question';

const evs = (studentClass: StudentClass, chapter: string, list: Row[]) =>
  rows({ studentClass, subject: 'Environmental Studies', chapter }, list);
const art = (studentClass: StudentClass, chapter: string, list: Row[]) =>
  rows({ studentClass, subject: 'Art Education', chapter }, list);

export const ENVIRONMENTAL_STUDIES_QUESTIONS: DemoQuestion[] = [
  ...evs('THREE', 'Our Family', [
    [
      'EASY',
      'Relations',
      'What do you call your father’s mother?',
      'Grandmother',
      ['Aunt', 'Sister', 'Cousin'],
      'Your father’s mother (and your mother’s mother) is your grandmother. In many homes she is called Dadi or Nani.',
    ],
    [
      'EASY',
      'Relations',
      'Your mother’s sister is your…',
      'aunt',
      ['niece', 'grandmother', 'sister-in-law'],
      'A parent’s sister is your aunt. In Hindi a mother’s sister is called Mausi.',
    ],
    [
      'EASY',
      'Families',
      'A family with parents, grandparents, uncles, aunts and cousins living together is called…',
      'a joint family',
      ['a small family', 'a neighbourhood', 'a class'],
      'When many generations and relatives live together in one home, it is a joint family.',
    ],
  ]),
  ...evs('THREE', 'Plants Around Us', [
    [
      'EASY',
      'Parts of a plant',
      'Which part of a plant takes in water from the soil?',
      'Roots',
      ['Leaves', 'Flowers', 'Fruits'],
      'Roots grow into the soil, hold the plant firmly and take in water and minerals.',
    ],
    [
      'EASY',
      'Parts of a plant',
      'Which part of the plant do we eat when we eat a carrot?',
      'Root',
      ['Stem', 'Leaf', 'Flower'],
      'A carrot is a root that stores food. Radish and beetroot are also roots we eat.',
    ],
    [
      'MEDIUM',
      'Leaves',
      'Why are most leaves green?',
      'They have a green substance called chlorophyll',
      ['They are painted by rain', 'They soak up green soil', 'They are always young'],
      'Chlorophyll is green. It helps leaves use sunlight to make food for the plant.',
    ],
  ]),
  ...evs('FOUR', 'Plants Around Us', [
    [
      'MEDIUM',
      'Seeds',
      'Which of these is spread by the wind?',
      'Cotton seed',
      ['Coconut', 'Mango seed', 'Peanut'],
      'Cotton seeds have light, fluffy fibres, so the wind can carry them far away.',
    ],
    [
      'EASY',
      'Trees',
      'Which of these trees is known for its very wide spread and roots that hang down from its branches?',
      'Banyan',
      ['Coconut palm', 'Bamboo', 'Pine'],
      'The banyan grows prop roots that hang from its branches and then support it like pillars.',
    ],
  ]),
  ...evs('FOUR', 'Water and Its Uses', [
    [
      'EASY',
      'Saving water',
      'Which habit saves the most water?',
      'Turning off the tap while brushing teeth',
      ['Washing the car with a running hose', 'Leaving a dripping tap', 'Bathing with many buckets'],
      'A running tap wastes several litres a minute. Turning it off while brushing saves that water.',
    ],
    [
      'MEDIUM',
      'Water sources',
      'Where does the water in most wells come from?',
      'Rainwater that soaks into the ground',
      ['The sea', 'Melted ice from freezers', 'Water pipes only'],
      'Rainwater seeps into the soil and collects underground. Wells reach down to this groundwater.',
    ],
    [
      'MEDIUM',
      'Clean water',
      'Which is a safe way to make water fit for drinking at home?',
      'Boiling it',
      ['Adding sugar', 'Keeping it in the sun in an open bucket', 'Stirring it'],
      'Boiling kills most germs. Water can also be made safe with a good filter.',
    ],
  ]),
  ...evs('FIVE', 'Water and Its Uses', [
    [
      'MEDIUM',
      'Water cycle',
      'What happens when water from ponds and seas turns into vapour because of the sun’s heat?',
      'Evaporation',
      ['Condensation', 'Freezing', 'Melting'],
      'When water warms up and turns into water vapour, it is called evaporation. The vapour later cools and forms clouds (condensation).',
    ],
    [
      'MEDIUM',
      'Rainwater harvesting',
      'What is rainwater harvesting?',
      'Collecting and storing rainwater for later use',
      ['Growing rice in the rain', 'Selling bottled water', 'Making rain with machines'],
      'Rainwater from rooftops is collected in tanks or sent into the ground to refill wells.',
    ],
  ]),
  ...evs('THREE', 'Animals and Their Homes', [
    [
      'EASY',
      'Homes',
      'Where does a honeybee live?',
      'In a hive',
      ['In a burrow', 'In a kennel', 'In a stable'],
      'Honeybees live together in a hive, where they store honey in wax cells.',
    ],
    [
      'EASY',
      'Homes',
      'A horse is kept in a…',
      'stable',
      ['den', 'web', 'nest'],
      'A stable is a shelter for horses. A lion lives in a den and a spider in a web.',
    ],
  ]),
  ...evs('FOUR', 'Animals and Their Homes', [
    [
      'MEDIUM',
      'Birds',
      'Which bird is known for weaving a hanging nest from grass and leaves?',
      'Weaver bird',
      ['Crow', 'Pigeon', 'Peacock'],
      'The weaver bird knots strips of grass into a hanging nest with an entrance at the bottom.',
    ],
    [
      'MEDIUM',
      'Animal food',
      'An animal that eats only plants is called…',
      'a herbivore',
      ['a carnivore', 'an omnivore', 'a predator'],
      'Herbivores such as cows, deer and elephants eat only plants. Carnivores eat other animals; omnivores eat both.',
    ],
  ]),
  ...evs('FIVE', 'Animals and Their Homes', [
    [
      'HARD',
      'Adaptation',
      'Why does a camel have long eyelashes?',
      'To keep sand out of its eyes',
      ['To look beautiful', 'To store water', 'To see at night'],
      'Camels live in deserts with sandstorms. Long eyelashes protect their eyes from blowing sand.',
    ],
    [
      'MEDIUM',
      'Senses',
      'Which animal finds its way in the dark by making sounds and hearing their echoes?',
      'Bat',
      ['Owl', 'Cat', 'Snail'],
      'Bats send out high sounds. The echoes bounce back from objects and tell them where things are.',
    ],
  ]),
  ...evs('THREE', 'Our Neighbourhood', [
    [
      'EASY',
      'Helpers',
      'Who delivers letters and parcels to our homes?',
      'A postal worker',
      ['A carpenter', 'A farmer', 'A tailor'],
      'A postal worker (postman or postwoman) brings letters and parcels from the post office.',
    ],
    [
      'EASY',
      'Road safety',
      'Where should you cross a busy road?',
      'At a zebra crossing, after looking both ways',
      ['Anywhere, if you run fast', 'Between parked cars', 'At a bend in the road'],
      'Zebra crossings are marked for people on foot. Stop, look right and left, and cross when the road is clear.',
    ],
  ]),
  ...evs('FIVE', 'Our Neighbourhood', [
    [
      'MEDIUM',
      'Maps',
      'On most maps, which direction is at the top?',
      'North',
      ['South', 'East', 'West'],
      'Maps are usually drawn with north at the top, so east is to the right and west to the left.',
    ],
    [
      'MEDIUM',
      'Public places',
      'Which of these is a public place that everyone in the neighbourhood shares?',
      'A park',
      ['Your bedroom', 'A neighbour’s kitchen', 'Your school bag'],
      'Parks, libraries and roads are public places. We keep them clean because everyone uses them.',
    ],
  ]),
  ...evs('THREE', 'Keeping Clean', [
    [
      'EASY',
      'Hygiene',
      'When should we wash our hands with soap?',
      'Before eating and after using the toilet',
      ['Only once a week', 'Only when they look dirty', 'Only after bathing'],
      'Germs are too small to see, so we wash hands before meals and after the toilet even if they look clean.',
    ],
    [
      'EASY',
      'Waste',
      'Where should a banana peel go?',
      'In the green bin for wet waste',
      ['On the road', 'In the blue bin for dry waste', 'Under the desk'],
      'Food scraps are wet waste. They go in the green bin and can become compost.',
    ],
  ]),
  ...evs('FOUR', 'Keeping Clean', [
    [
      'MEDIUM',
      'Health',
      'Why should we not leave water standing in old tyres and pots?',
      'Mosquitoes breed in still water',
      ['It makes the water salty', 'The water will turn into ice', 'Birds cannot drink it'],
      'Mosquitoes lay eggs in still water. Emptying such water helps prevent dengue and malaria.',
    ],
  ]),
];

export const ART_QUESTIONS: DemoQuestion[] = [
  ...art('THREE', 'Colours and Shades', [
    [
      'EASY',
      'Primary colours',
      'Which of these is a primary colour in painting?',
      'Blue',
      ['Green', 'Orange', 'Purple'],
      'Red, yellow and blue are the primary colours in painting; the others can be mixed from them.',
    ],
    [
      'EASY',
      'Mixing colours',
      'What colour do you get when you mix yellow and blue paint?',
      'Green',
      ['Orange', 'Pink', 'Brown'],
      'Yellow and blue make green. Red and yellow make orange; red and blue make purple.',
    ],
  ]),
  ...art('FOUR', 'Colours and Shades', [
    [
      'MEDIUM',
      'Shades',
      'What happens when you add a little white paint to red?',
      'You get a lighter shade, pink',
      ['You get a darker red', 'You get green', 'The red disappears completely'],
      'Adding white makes a colour lighter (a tint). Red with white gives pink.',
    ],
  ]),
  ...art('FIVE', 'Paper Folding', [
    [
      'EASY',
      'Origami',
      'What is the Japanese art of folding paper into shapes called?',
      'Origami',
      ['Rangoli', 'Pottery', 'Batik'],
      'Origami means "folding paper". Rangoli is floor art with colours, batik is wax-resist dyeing of cloth.',
    ],
  ]),
  ...art('FIVE', 'Drawing from Nature', [
    [
      'MEDIUM',
      'Observation',
      'When drawing a tree from life, what should you do first?',
      'Look carefully at its overall shape',
      ['Colour every leaf', 'Draw the sky', 'Copy another drawing'],
      'Start with the big shape and the trunk, then add branches and details like leaves.',
    ],
  ]),
];
